import { describe, expect, it } from 'vitest';
import type { BookableBooking } from '../../../../contract/bookables';
import { emptyDetails } from '../../../entities/event-details/event-details-draft';
import { bookingRequestInput, localDateTime, parseBookingRequest } from './booking-request';
import { busyOfDay } from './busy-of-day';
import { groupByCategory } from './group-by-category';
import { myEntries } from './my-entries';
import { parseSeriesRequest, seriesRequestInput } from './series-request';
import { addMinutes, dayTimeOf, defaultRange, moveStart, rangeOfDayTime, withinStartDay } from './time-range';

const berlin = { id: 1, name: 'Berlin Mitte' };
const hamburg = { id: 2, name: 'Hamburg Hafen' };

describe('groupByCategory', () => {
  it('orders categories as the contract lists them, then location and label with numbers in order', () => {
    const groups = groupByCategory([
      { category: 'locker', label: 'Schließfach 10', location: berlin },
      { category: 'car', label: 'Poolauto HH-DF 1', location: hamburg },
      { category: 'locker', label: 'Schließfach 2', location: berlin },
      { category: 'event_space', label: 'Forum', location: berlin },
      { category: 'car', label: 'Poolauto B-DF 26', location: berlin },
    ]);
    expect(groups.map((g) => [g.category, g.resources.map((r) => r.label)])).toEqual([
      ['event_space', ['Forum']],
      ['locker', ['Schließfach 2', 'Schließfach 10']],
      ['car', ['Poolauto B-DF 26', 'Poolauto HH-DF 1']],
    ]);
  });
});

describe('time range', () => {
  it('rolls minutes over midnight', () => {
    expect(addMinutes({ day: '2026-11-27', minute: 23 * 60 + 30 }, 90)).toEqual({ day: '2026-11-28', minute: 60 });
  });

  it('offers 09:00–10:00, or today the next full hour', () => {
    expect(defaultRange('2026-11-27', '2026-11-24', 600)).toEqual({
      start: { day: '2026-11-27', minute: 540 },
      end: { day: '2026-11-27', minute: 600 },
    });
    expect(defaultRange('2026-11-24', '2026-11-24', 14 * 60 + 5)).toEqual({
      start: { day: '2026-11-24', minute: 900 },
      end: { day: '2026-11-24', minute: 960 },
    });
    expect(defaultRange('2026-11-24', '2026-11-24', 23 * 60 + 30)).toEqual({
      start: { day: '2026-11-24', minute: 1380 },
      end: { day: '2026-11-25', minute: 0 },
    });
  });

  it('moves the end along with the start, keeping the length', () => {
    const range = { start: { day: '2026-11-27', minute: 600 }, end: { day: '2026-11-27', minute: 720 } };
    expect(moveStart(range, { day: '2026-11-30', minute: 540 })).toEqual({
      start: { day: '2026-11-30', minute: 540 },
      end: { day: '2026-11-30', minute: 660 },
    });
    expect(moveStart({ start: null, end: null }, { day: '2026-11-30', minute: 540 })).toEqual({
      start: { day: '2026-11-30', minute: 540 },
      end: { day: '2026-11-30', minute: 600 },
    });
    expect(moveStart(range, null)).toEqual({ start: null, end: { day: '2026-11-27', minute: 720 } });
  });
});

describe('a time within the start day (series)', () => {
  it('reads a range as minutes of its start day; an end at or after the next midnight is 24:00', () => {
    const start = { day: '2026-11-30', minute: 480 };
    expect(dayTimeOf({ start, end: { day: '2026-11-30', minute: 720 } })).toEqual({ start: 480, end: 720 });
    expect(dayTimeOf({ start, end: { day: '2026-12-01', minute: 0 } })).toEqual({ start: 480, end: 1440 });
    expect(dayTimeOf({ start, end: { day: '2026-12-02', minute: 60 } })).toEqual({ start: 480, end: 1440 });
    expect(dayTimeOf({ start, end: null })).toBeNull();
  });

  it('writes a time back as a range of the day (24:00 is the next day 00:00) and keeps a range within its start day', () => {
    expect(rangeOfDayTime('2026-11-30', { start: 480, end: 1440 })).toEqual({
      start: { day: '2026-11-30', minute: 480 },
      end: { day: '2026-12-01', minute: 0 },
    });
    expect(withinStartDay({ start: { day: '2026-11-30', minute: 1320 }, end: { day: '2026-12-02', minute: 600 } })).toEqual({
      start: { day: '2026-11-30', minute: 1320 },
      end: { day: '2026-12-01', minute: 0 },
    });
    const sameDay = { start: { day: '2026-11-30', minute: 480 }, end: { day: '2026-11-30', minute: 720 } };
    expect(withinStartDay(sameDay)).toEqual(sameDay);
  });
});

describe('busyOfDay', () => {
  it('gives wall-clock minutes of the day in the zone, cut at midnight', () => {
    const busy = [
      // 26 Nov 22:00 – 27 Nov 08:00 Berlin
      { start_at: '2026-11-26T21:00:00.000Z', end_at: '2026-11-27T07:00:00.000Z', mine: false },
      { start_at: '2026-11-27T09:00:00.000Z', end_at: '2026-11-27T11:00:00.000Z', mine: true },
      // 27 Nov 23:00 – 28 Nov 01:00 Berlin
      { start_at: '2026-11-27T22:00:00.000Z', end_at: '2026-11-28T00:00:00.000Z', mine: false },
      // another day
      { start_at: '2026-11-28T09:00:00.000Z', end_at: '2026-11-28T10:00:00.000Z', mine: false },
    ];
    expect(busyOfDay(busy, '2026-11-27', 'Europe/Berlin')).toEqual([
      { start_minute: 0, end_minute: 480, mine: false },
      { start_minute: 600, end_minute: 720, mine: true },
      { start_minute: 1380, end_minute: 1440, mine: false },
    ]);
  });

  it('counts the day where the zone is', () => {
    const busy = [{ start_at: '2026-11-27T09:00:00.000Z', end_at: '2026-11-27T11:00:00.000Z', mine: false }];
    expect(busyOfDay(busy, '2026-11-27', 'Pacific/Auckland')).toEqual([{ start_minute: 1320, end_minute: 1440, mine: false }]);
    expect(busyOfDay(busy, '2026-11-28', 'Pacific/Auckland')).toEqual([]);
  });
});

describe('booking request', () => {
  const range = { start: { day: '2026-11-27', minute: 600 }, end: { day: '2026-11-27', minute: 720 } };
  const details = { ...emptyDetails, title: 'Sommerfest', attendee_count: '40', layout: 'theatre' };

  it('writes the wall clock as the contract wants it', () => {
    expect(localDateTime({ day: '2026-11-27', minute: 605 })).toBe('2026-11-27T10:05');
    expect(localDateTime(null)).toBe('');
  });

  it('sends only the time for an instant resource', () => {
    const input = bookingRequestInput({ id: 7, requestable: false }, range, details, ['stage']);
    expect(input).toEqual({ resource_id: 7, start: '2026-11-27T10:00', end: '2026-11-27T12:00' });
    expect(parseBookingRequest({ id: 7, requestable: false }, input)).toEqual({
      body: {
        resource_id: 7,
        start: '2026-11-27T10:00',
        end: '2026-11-27T12:00',
        title: '',
        description: '',
        supervisor: '',
        phone_number: '',
        person_number: '',
        attendee_count: 1,
        layout: null,
        equipment: [],
        catering: [],
      },
    });
  });

  it('sends the event details of a request', () => {
    const input = bookingRequestInput({ id: 3, requestable: true }, range, details, ['stage']);
    expect(parseBookingRequest({ id: 3, requestable: true }, input)).toEqual({
      body: {
        resource_id: 3,
        start: '2026-11-27T10:00',
        end: '2026-11-27T12:00',
        title: 'Sommerfest',
        description: '',
        supervisor: '',
        phone_number: '',
        person_number: '',
        attendee_count: 40,
        layout: 'theatre',
        equipment: ['stage'],
        catering: [],
      },
    });
  });

  it('sends the catering lines of a request, served at minutes of the start day; an unfilled line is refused at its place', () => {
    const coffee = { key: 1, itemId: '5', quantity: '10', serveMinute: 630 };
    const input = bookingRequestInput({ id: 3, requestable: true }, range, details, [], [coffee]);
    const parsed = parseBookingRequest({ id: 3, requestable: true }, input);
    expect('body' in parsed && parsed.body.catering).toEqual([{ item_id: 5, quantity: 10, serve_minute: 630 }]);
    const unfilled = bookingRequestInput(
      { id: 3, requestable: true },
      range,
      details,
      [],
      [{ ...coffee, quantity: '', serveMinute: null }],
    );
    const result = parseBookingRequest({ id: 3, requestable: true }, unfilled);
    expect('issues' in result && result.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['catering.0.quantity', 'validation.invalid'],
      ['catering.0.serve_minute', 'validation.invalid'],
    ]);
    expect(bookingRequestInput({ id: 7, requestable: false }, range, details, [], [coffee])).not.toHaveProperty('catering');
  });

  it('finds every problem at once: no title for a request, no start, an end before the start', () => {
    const untitled = bookingRequestInput({ id: 3, requestable: true }, { start: null, end: range.end }, emptyDetails, []);
    const result = parseBookingRequest({ id: 3, requestable: true }, untitled);
    expect('issues' in result && result.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['start', 'validation.date_time_invalid'],
      ['title', 'validation.required'],
    ]);
    const backwards = bookingRequestInput({ id: 7, requestable: false }, { start: range.end, end: range.start }, emptyDetails, []);
    const result2 = parseBookingRequest({ id: 7, requestable: false }, backwards);
    expect('issues' in result2 && result2.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['end', 'validation.end_after_start'],
    ]);
  });
});

describe('series request', () => {
  const mondays = { start: { day: '2026-11-30', minute: 480 }, end: { day: '2026-11-30', minute: 720 } };
  const recurrence = { frequency: 'weekly' as const, interval: 1, weekdays: [1], monthly_by: 'day_of_month' as const, count: 4 };

  it('sends the start day, the time within it and the rule; an instant resource no details', () => {
    const input = seriesRequestInput({ id: 7, requestable: false }, mondays, recurrence, emptyDetails, []);
    expect(parseSeriesRequest({ id: 7, requestable: false }, input)).toEqual({
      body: {
        kind: 'bookable',
        resource_id: 7,
        start_day: '2026-11-30',
        start_minute: 480,
        end_minute: 720,
        recurrence: { frequency: 'weekly', interval: 1, weekdays: [1], monthly_by: 'day_of_month', count: 4 },
        confirm: false,
        title: '',
        description: '',
        supervisor: '',
        phone_number: '',
        person_number: '',
        attendee_count: 1,
        layout: null,
        equipment: [],
        catering: [],
      },
    });
  });

  it('sends the event details of a requestable resource', () => {
    const details = { ...emptyDetails, title: 'Jour fixe', attendee_count: '12' };
    const input = seriesRequestInput({ id: 3, requestable: true }, mondays, recurrence, details, ['beamer']);
    const parsed = parseSeriesRequest({ id: 3, requestable: true }, input);
    expect('body' in parsed && [parsed.body.title, parsed.body.attendee_count, parsed.body.equipment]).toEqual([
      'Jour fixe',
      12,
      ['beamer'],
    ]);
  });

  it('finds every problem at once: no title for a request, no time, no count', () => {
    const input = seriesRequestInput(
      { id: 3, requestable: true },
      { start: mondays.start, end: null },
      { frequency: 'weekly', weekdays: [1], count: 0 },
      emptyDetails,
      [],
    );
    const result = parseSeriesRequest({ id: 3, requestable: true }, input);
    expect('issues' in result && result.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['recurrence.count', 'validation.repetitions_min'],
      ['start_minute', 'validation.invalid'],
      ['end_minute', 'validation.invalid'],
      ['title', 'validation.required'],
    ]);
  });
});

const entry = (id: number, start_at: string, status: BookableBooking['status']) => ({ id, start_at, status }) as BookableBooking;

describe('myEntries', () => {
  it('lists bookings and requests once each, soonest first', () => {
    const list = myEntries({
      bookings: [entry(4, '2026-11-27T09:00:00.000Z', 'booked'), entry(2, '2026-11-25T09:00:00.000Z', 'booked')],
      requests: [entry(4, '2026-11-27T09:00:00.000Z', 'waiting'), entry(9, '2026-11-26T09:00:00.000Z', 'rejected')],
    });
    expect(list.map((e) => [e.id, e.status])).toEqual([
      [2, 'booked'],
      [9, 'rejected'],
      [4, 'booked'],
    ]);
  });
});
