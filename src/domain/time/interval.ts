import { addDays, wallClock, type LocalDay } from './local-day';
import { resolveWallClock, WallClockError, wallClockProblem } from './wall-clock-check';

/** Half-open interval [start, end). */
export interface Interval {
  start: Date;
  end: Date;
}

/** A whole local day: 23 or 25 hours long on clock-change days. */
export function dayInterval(day: LocalDay, timeZone: string): Interval {
  return { start: wallClock(day, 0, timeZone), end: wallClock(addDays(day, 1), 0, timeZone) };
}

/** Intervals worked out lately, by zone, day and minutes: a busy day books the same slot again and again. */
const knownIntervals = new Map<string, { start: number; end: number }>();
const KNOWN_INTERVALS_MAX = 4_096;

/**
 * Wall-clock minutes of a day (a slot, or hours chosen by the user) as instants. A start or end that
 * does not exist that day, or exists twice, throws a WallClockError saying which.
 */
export function minutesInterval(day: LocalDay, startMinute: number, endMinute: number, timeZone: string): Interval {
  if (!(startMinute >= 0 && startMinute < endMinute && endMinute <= 1440)) {
    throw new RangeError(`bad minutes ${startMinute}-${endMinute}`);
  }
  const key = `${timeZone} ${day} ${startMinute} ${endMinute}`;
  const known = knownIntervals.get(key);
  if (known) return { start: new Date(known.start), end: new Date(known.end) };
  for (const [bound, minute] of [
    ['start', startMinute],
    ['end', endMinute],
  ] as const) {
    const problem = wallClockProblem(day, minute, timeZone);
    if (problem) throw new WallClockError(day, minute, bound, problem);
  }
  const interval = { start: wallClock(day, startMinute, timeZone), end: wallClock(day, endMinute, timeZone) };
  if (knownIntervals.size >= KNOWN_INTERVALS_MAX) knownIntervals.clear();
  knownIntervals.set(key, { start: interval.start.getTime(), end: interval.end.getTime() });
  return interval;
}

/**
 * Wall-clock minutes the system chose, not the user (the group's working day for owner days, the lottery, one-click):
 * on a clock-change day a minute that does not exist moves forward with the clock, and one that exists twice takes
 * the later instant, so these jobs never fail on such a day.
 */
export function resolvedMinutesInterval(day: LocalDay, startMinute: number, endMinute: number, timeZone: string): Interval {
  if (!(startMinute >= 0 && startMinute < endMinute && endMinute <= 1440)) {
    throw new RangeError(`bad minutes ${startMinute}-${endMinute}`);
  }
  return { start: resolveWallClock(day, startMinute, timeZone), end: resolveWallClock(day, endMinute, timeZone) };
}

export const overlaps = (a: Interval, b: Interval) => a.start < b.end && b.start < a.end;
