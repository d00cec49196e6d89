import { describe, expect, it } from 'vitest';
import type { Series } from '../../../contract/series';
import { eventSeriesInput } from './edit-body';

const details = {
  description: 'Kisten zählen',
  supervisor: 'Dana',
  phone_number: '030 123',
  person_number: 'P-7',
  attendee_count: 2,
  layout: null,
  equipment: ['Beamer'],
  catering: [{ item_id: 3, quantity: 2, serve_minute: 600 }],
  invitee_ids: [7],
};
const room: Series = {
  id: 1,
  kind: 'room',
  resource: { id: 5, label: 'Spree', place: 'Berlin' },
  start_day: '2027-01-20',
  start_minute: 600,
  end_minute: 660,
  slot_id: null,
  recurrence: { frequency: 'weekly', interval: 1, weekdays: [3], monthly_by: 'day_of_month', count: 3 },
  rule: 'FREQ=WEEKLY;COUNT=3;BYDAY=WE',
  title: 'Jour fixe',
  details,
  cancelled_at: null,
  occurrences: [],
  requested_days: [],
  can_edit: true,
};
const recurrence = { frequency: 'weekly' as const, weekdays: [4], count: 2 };

describe('eventSeriesInput', () => {
  it('sends the new time and rule with the title, details and invitees the series holds', () => {
    expect(eventSeriesInput(room, { start: 840, end: 900 }, recurrence)).toEqual({
      kind: 'room',
      resource_id: 5,
      start_day: '2027-01-20',
      recurrence,
      start_minute: 840,
      end_minute: 900,
      title: 'Jour fixe',
      description: 'Kisten zählen',
      supervisor: 'Dana',
      phone_number: '030 123',
      person_number: 'P-7',
      attendee_count: 2,
      layout: null,
      equipment: ['Beamer'],
      catering: [{ item_id: 3, quantity: 2, serve_minute: 600 }],
      invitee_ids: [7],
    });
  });

  it('leaves out invitees for a bookable series, and has nothing for a desk series', () => {
    expect(eventSeriesInput({ ...room, kind: 'bookable' }, { start: 840, end: 900 }, recurrence)).not.toHaveProperty('invitee_ids');
    expect(eventSeriesInput({ ...room, kind: 'desk', details: null }, { start: 840, end: 900 }, recurrence)).toBeNull();
  });
});
