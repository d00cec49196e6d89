import { describe, expect, it } from 'vitest';
import { createRoomBookingBodySchema } from '../../../../contract/rooms';
import { emptyDetails } from '../../../entities/event-details/event-details-draft';
import { draftToBody } from './booking-draft';

const draft = {
  roomId: 3,
  day: '2026-11-24',
  time: { start: 600, end: 660 },
  equipment: ['screen'],
  catering: [{ key: 1, itemId: '7', quantity: '6', serveMinute: 600 }],
};

describe('draftToBody', () => {
  it('builds the body the contract accepts', () => {
    const body = draftToBody(draft, { ...emptyDetails, title: ' Planung ', attendee_count: '4', layout: 'u_shape' });
    expect(createRoomBookingBodySchema.parse(body)).toEqual({
      room_id: 3,
      day: '2026-11-24',
      start_minute: 600,
      end_minute: 660,
      title: 'Planung',
      description: '',
      supervisor: '',
      phone_number: '',
      person_number: '',
      attendee_count: 4,
      layout: 'u_shape',
      equipment: ['screen'],
      catering: [{ item_id: 7, quantity: 6, serve_minute: 600 }],
      invitee_ids: [],
    });
  });

  it('lets the schema refuse empty numbers, a missing time and a missing title at their fields', () => {
    const body = draftToBody(
      { ...draft, time: null, catering: [{ key: 1, itemId: '7', quantity: '', serveMinute: null }] },
      { ...emptyDetails, attendee_count: '' },
    );
    const result = createRoomBookingBodySchema.safeParse(body);
    const fields = new Set(result.error?.issues.map((i) => String(i.path[0])));
    expect([...fields].sort()).toEqual(['attendee_count', 'catering', 'end_minute', 'start_minute', 'title']);
  });
});
