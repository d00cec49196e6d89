import { describe, expect, it } from 'vitest';
import { presenceOf, type PresenceBooking } from './presence';

const desk = (start: string, end: string, checkedIn = false, resource = 'B1-01'): PresenceBooking => ({
  kind: 'desk',
  start: new Date(start),
  end: new Date(end),
  checkedIn,
  resource,
  location: 'Berlin Mitte',
  area: 'Etage 1',
});
const room = (start: string, end: string, resource = 'Spree'): PresenceBooking => ({
  ...desk(start, end, false, resource),
  kind: 'room',
});

describe('presence in Europe/Berlin', () => {
  const timeZone = 'Europe/Berlin';
  // Tuesday 5 January 2027, 10:30 in Berlin.
  const now = new Date('2027-01-05T09:30:00Z');
  const of = (bookings: PresenceBooking[], hidden = false) => presenceOf({ now, timeZone, hidden, bookings });

  it('is remote without bookings', () => {
    expect(of([])).toEqual({ state: 'remote', resource: null, location: null, area: null });
  });

  it('is unknown when hidden, whatever the bookings', () => {
    expect(of([desk('2027-01-05T07:00:00Z', '2027-01-05T17:00:00Z', true)], true)).toEqual({
      state: 'unknown',
      resource: null,
      location: null,
      area: null,
    });
  });

  it('is booked for a desk today not checked in, also before it starts', () => {
    expect(of([desk('2027-01-05T12:00:00Z', '2027-01-05T17:00:00Z')])).toEqual({
      state: 'booked',
      resource: 'B1-01',
      location: 'Berlin Mitte',
      area: 'Etage 1',
    });
  });

  it('is checked in at the desk it checked in at', () => {
    expect(of([desk('2027-01-05T07:00:00Z', '2027-01-05T17:00:00Z', true, 'B2-03')])).toMatchObject({
      state: 'checked_in',
      resource: 'B2-03',
    });
  });

  it('puts a check-in before a meeting running now', () => {
    const bookings = [room('2027-01-05T09:00:00Z', '2027-01-05T10:00:00Z'), desk('2027-01-05T07:00:00Z', '2027-01-05T17:00:00Z', true)];
    expect(of(bookings).state).toBe('checked_in');
  });

  it('puts a meeting running now before a desk not checked in', () => {
    const bookings = [desk('2027-01-05T07:00:00Z', '2027-01-05T17:00:00Z'), room('2027-01-05T09:00:00Z', '2027-01-05T10:00:00Z', 'Havel')];
    expect(of(bookings)).toMatchObject({ state: 'in_meeting', resource: 'Havel' });
  });

  it('ignores a meeting that has not begun or is over', () => {
    expect(of([room('2027-01-05T10:00:00Z', '2027-01-05T11:00:00Z')]).state).toBe('remote');
    expect(of([room('2027-01-05T08:00:00Z', '2027-01-05T09:30:00Z')]).state).toBe('remote');
  });

  it('ignores a desk that has ended, and one of tomorrow', () => {
    expect(of([desk('2027-01-05T06:00:00Z', '2027-01-05T09:00:00Z', true)]).state).toBe('remote');
    expect(of([desk('2027-01-05T23:00:00Z', '2027-01-06T08:00:00Z')]).state).toBe('remote');
  });

  it('names the earliest of two desks today', () => {
    const bookings = [
      desk('2027-01-05T12:00:00Z', '2027-01-05T17:00:00Z', false, 'B1-02'),
      desk('2027-01-05T10:00:00Z', '2027-01-05T11:00:00Z'),
    ];
    expect(of(bookings).resource).toBe('B1-01');
  });
});

describe('presence in Pacific/Auckland', () => {
  const timeZone = 'Pacific/Auckland';
  // Tuesday 5 January 2027, 22:30 UTC = Wednesday 6 January, 11:30 in Auckland (NZDT, +13).
  const now = new Date('2027-01-05T22:30:00Z');
  const of = (bookings: PresenceBooking[]) => presenceOf({ now, timeZone, hidden: false, bookings });

  it("counts a desk of Auckland's today, which is still yesterday in UTC", () => {
    expect(of([desk('2027-01-05T20:00:00Z', '2027-01-06T05:00:00Z')]).state).toBe('booked');
  });

  it("does not count a desk of Auckland's tomorrow, which is today in UTC", () => {
    expect(of([desk('2027-01-06T11:00:00Z', '2027-01-06T20:00:00Z')]).state).toBe('remote');
  });

  it('is checked in and in a meeting by the instant, not the UTC day', () => {
    expect(of([desk('2027-01-05T19:00:00Z', '2027-01-06T04:00:00Z', true)]).state).toBe('checked_in');
    expect(of([room('2027-01-05T22:00:00Z', '2027-01-05T23:00:00Z')]).state).toBe('in_meeting');
  });
});
