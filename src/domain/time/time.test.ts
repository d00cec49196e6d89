import { describe, expect, it } from 'vitest';
import { editTooManyDays, requestDayProblems } from './booking-days';
import { dayInterval, minutesInterval, overlaps, resolvedMinutesInterval } from './interval';
import { WallClockError } from './wall-clock-check';
import { addDays, daysBetween, isLocalDay, localDayOf, minuteOfDay, wallClock, wallMinute, weekday } from './local-day';

const BERLIN = 'Europe/Berlin';
const hours = (i: { start: Date; end: Date }) => (i.end.getTime() - i.start.getTime()) / 3_600_000;

describe(`local days (process TZ ${process.env.TZ ?? 'unset'})`, () => {
  it('validates real calendar days only', () => {
    expect(['2026-02-28', '2028-02-29'].every(isLocalDay)).toBe(true);
    expect(['2026-02-29', '2026-13-01', '26-01-01', '2026-1-1'].some(isLocalDay)).toBe(false);
  });
  it('adds days across months, years and clock changes', () => {
    expect(addDays('2026-03-28', 2)).toBe('2026-03-30');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(daysBetween('2026-10-24', '2026-10-26')).toBe(2);
  });
  it('knows weekdays', () => {
    expect(weekday('2026-11-23')).toBe(1);
    expect(weekday('2026-11-22')).toBe(7);
  });
  it('finds the local day of an instant in the group zone, not the process zone', () => {
    const lateUtc = new Date('2026-06-30T23:30:00Z');
    expect(localDayOf(lateUtc, BERLIN)).toBe('2026-07-01');
    expect(localDayOf(lateUtc, 'America/New_York')).toBe('2026-06-30');
  });
});

describe('intervals across daylight-saving changes', () => {
  it('the spring-forward day has 23 hours, the fall-back day 25', () => {
    expect(hours(dayInterval('2026-03-29', BERLIN))).toBe(23);
    expect(hours(dayInterval('2026-10-25', BERLIN))).toBe(25);
    expect(hours(dayInterval('2026-10-26', BERLIN))).toBe(24);
  });
  it('a morning slot 08:00–13:00 is five real hours on both sides of a change', () => {
    const before = minutesInterval('2026-03-28', 480, 780, BERLIN);
    const after = minutesInterval('2026-03-29', 480, 780, BERLIN);
    expect(before.start.toISOString()).toBe('2026-03-28T07:00:00.000Z');
    expect(after.start.toISOString()).toBe('2026-03-29T06:00:00.000Z');
    expect([hours(before), hours(after)]).toEqual([5, 5]);
  });
  it('an interval spanning the night of the change has the real length', () => {
    expect(hours(minutesInterval('2026-10-25', 0, 360, BERLIN))).toBe(7);
  });
  it('a wall time that does not exist moves forward with the clock', () => {
    expect(wallClock('2026-03-29', 150, BERLIN).toISOString()).toBe('2026-03-29T01:30:00.000Z');
  });
  it('a working day the system chose resolves clock-change minutes instead of refusing them', () => {
    // 02:30–18:00 on the spring-forward day: 02:30 does not exist, the day starts at 03:30 CEST
    const spring = resolvedMinutesInterval('2026-03-29', 150, 1080, BERLIN);
    expect([spring.start.toISOString(), spring.end.toISOString()]).toEqual(['2026-03-29T01:30:00.000Z', '2026-03-29T16:00:00.000Z']);
    // 02:30 exists twice on the fall-back day: the later one (CET)
    const autumn = resolvedMinutesInterval('2026-10-25', 150, 1080, BERLIN);
    expect([autumn.start.toISOString(), autumn.end.toISOString()]).toEqual(['2026-10-25T01:30:00.000Z', '2026-10-25T17:00:00.000Z']);
    expect(() => minutesInterval('2026-03-29', 150, 1080, BERLIN)).toThrow(WallClockError);
    expect(() => resolvedMinutesInterval('2026-03-29', 600, 600, BERLIN)).toThrow(RangeError);
  });
  it('reads the wall-clock minute of an instant back, the next midnight as 1440', () => {
    expect(wallMinute(new Date('2026-03-29T01:30:00.000Z'), BERLIN)).toBe(210);
    expect(minuteOfDay(new Date('2026-10-25T01:30:00.000Z'), '2026-10-25', BERLIN)).toBe(150);
    expect(minuteOfDay(new Date('2026-11-24T23:00:00.000Z'), '2026-11-24', BERLIN)).toBe(1440);
    expect(minuteOfDay(new Date('2026-11-24T22:59:00.000Z'), '2026-11-24', BERLIN)).toBe(1439);
  });
  it('answers a repeated interval the same, as objects of its own, and tells zones apart', () => {
    const first = minutesInterval('2026-10-25', 480, 1080, BERLIN);
    first.start.setTime(0);
    const again = minutesInterval('2026-10-25', 480, 1080, BERLIN);
    expect([again.start.toISOString(), again.end.toISOString()]).toEqual(['2026-10-25T07:00:00.000Z', '2026-10-25T17:00:00.000Z']);
    const auckland = minutesInterval('2026-10-25', 480, 1080, 'Pacific/Auckland');
    expect([auckland.start.toISOString(), auckland.end.toISOString()]).toEqual(['2026-10-24T19:00:00.000Z', '2026-10-25T05:00:00.000Z']);
    expect(() => minutesInterval('2026-03-29', 150, 1080, BERLIN)).toThrow(WallClockError);
    expect(() => minutesInterval('2026-03-29', 150, 1080, BERLIN)).toThrow(WallClockError);
  });
  it('refuses minutes out of order or beyond the day', () => {
    expect(() => minutesInterval('2026-01-05', 600, 600, BERLIN)).toThrow(RangeError);
    expect(() => minutesInterval('2026-01-05', 0, 1441, BERLIN)).toThrow(RangeError);
  });
  it('treats intervals as half-open', () => {
    const morning = minutesInterval('2026-01-05', 480, 780, BERLIN);
    const afternoon = minutesInterval('2026-01-05', 780, 1080, BERLIN);
    const fullDay = minutesInterval('2026-01-05', 480, 1080, BERLIN);
    expect(overlaps(morning, afternoon)).toBe(false);
    expect(overlaps(morning, fullDay)).toBe(true);
  });
});

describe('multi-day request rules', () => {
  const today = '2026-11-22';
  it('accepts today up to the next 30 days within the advance limit', () => {
    expect(requestDayProblems([today, addDays(today, 29)], today, 60)).toEqual([]);
  });
  it('refuses past days', () => {
    expect(requestDayProblems(['2026-11-21'], today, 30)).toEqual([{ day: '2026-11-21', key: 'validation.day_in_past' }]);
  });
  it('refuses days 30 or more days after the chosen day', () => {
    expect(requestDayProblems([today, addDays(today, 30)], today, 90)).toEqual([
      { day: addDays(today, 30), key: 'validation.day_beyond_request_range', max: 30 },
    ]);
  });
  it("refuses days beyond the group's max advance days", () => {
    expect(requestDayProblems([addDays(today, 8)], today, 7)).toEqual([
      { day: addDays(today, 8), key: 'validation.day_beyond_advance', max: 7 },
    ]);
  });
  it('allows at most five days in an edit', () => {
    const five = [0, 1, 2, 3, 4].map((n) => addDays(today, n));
    expect(editTooManyDays(five)).toBe(false);
    expect(editTooManyDays([...five, addDays(today, 5)])).toBe(true);
  });
});
