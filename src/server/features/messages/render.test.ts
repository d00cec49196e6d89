import { describe, expect, it } from 'vitest';
import { renderNotification } from './render';

const place = { desk: 'T-12', place: 'Zentrale, EG', time_zone: 'Europe/Berlin' };

describe('renderNotification', () => {
  it('words a booking of one day with its times in the group’s zone', () => {
    const payload = { ...place, intervals: [{ start: '2026-12-01T07:00:00.000Z', end: '2026-12-01T16:30:00.000Z' }] };
    expect(renderNotification('DeskReservationNotification', payload, { firstName: 'Bea', language: 'de' })).toEqual({
      title: 'Schreibtisch T-12 gebucht',
      text: 'Du hast den Schreibtisch T-12 (Zentrale, EG) gebucht: 01.12.2026, 08:00–17:30.',
      greeting: 'Hallo Bea,',
      path: '/reports',
    });
  });

  it('names both days of a span that ends on a later day', () => {
    const payload = { ...place, intervals: [{ start: '2026-12-01T07:00:00.000Z', end: '2026-12-04T17:00:00.000Z' }] };
    const { text } = renderNotification('DeskReservationNotification', payload, { firstName: 'Bea', language: 'de' });
    expect(text).toBe('Du hast den Schreibtisch T-12 (Zentrale, EG) gebucht: 01.12.2026, 08:00 – 04.12.2026, 18:00.');
  });

  it('speaks of someone in the group when the payload names nobody, in the reader’s language', () => {
    const payload = { ...place, intervals: [{ start: '2026-12-01T07:00:00.000Z', end: '2026-12-01T16:30:00.000Z' }] };
    expect(renderNotification('AbsenceDayKeptNotification', payload, { firstName: 'Bea', language: 'de' }).text).toContain(
      'aber jemand aus deiner Gruppe hat deinen Schreibtisch T-12',
    );
    expect(renderNotification('AbsenceDayKeptNotification', payload, { firstName: 'Ben', language: 'en' }).text).toContain(
      'but someone in your group has already booked your desk T-12',
    );
    const named = { ...payload, booked_by: 'Clara Chef' };
    expect(renderNotification('AbsenceDayKeptNotification', named, { firstName: 'Bea', language: 'de' }).text).toContain(
      'aber Clara Chef hat deinen Schreibtisch T-12',
    );
  });
});
