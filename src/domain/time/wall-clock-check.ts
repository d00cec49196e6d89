import { addDays, zoneOffsetMs, type LocalDay } from './local-day';

/**
 * On a clock-change day some wall-clock times do not exist (spring forward: 02:00–03:00 in
 * Europe/Berlin) and some exist twice (fall back: 02:00–03:00 again). A booking must not start
 * or end at such a time: which instant was meant cannot be known.
 */
export type WallClockProblem = 'nonexistent' | 'ambiguous';

export class WallClockError extends RangeError {
  constructor(
    readonly day: LocalDay,
    readonly minute: number,
    readonly bound: 'start' | 'end',
    readonly problem: WallClockProblem,
  ) {
    super(`${day} minute ${minute} (${bound}) is ${problem} in its time zone`);
  }
}

const MS_PER_DAY = 86_400_000;

/** How many instants show this wall-clock minute of the day in the zone: 0, 1 or 2. */
export function wallClockProblem(day: LocalDay, minute: number, timeZone: string): WallClockProblem | null {
  const { matching } = candidates(day, minute, timeZone);
  if (matching.length === 0) return 'nonexistent';
  if (matching.length > 1) return 'ambiguous';
  return null;
}

/**
 * The instant of a wall-clock minute, whatever the process's own zone: a minute that does not exist moves forward
 * with the clock (02:30 on a spring-forward day is 03:30), one that exists twice takes the later instant.
 */
export function resolveWallClock(day: LocalDay, minute: number, timeZone: string): Date {
  const { asIfUtc, offsets, matching } = candidates(day, minute, timeZone);
  // The smaller offset is the one before a gap and the later of two matching instants.
  const offset = matching.length === 1 ? (matching[0] as number) : Math.min(...offsets);
  return new Date(asIfUtc - offset);
}

function candidates(day: LocalDay, minute: number, timeZone: string) {
  // Minute 1440 is the next day's midnight.
  const [localDay, localMinute] = minute >= 1440 ? [addDays(day, 1), minute - 1440] : [day, minute];
  const [y, m, d] = localDay.split('-').map(Number) as [number, number, number];
  const asIfUtc = Date.UTC(y, m - 1, d, Math.floor(localMinute / 60), localMinute % 60);
  // Every offset the zone uses around this day; a clock change is never more than a day away from both.
  const offsets = [...new Set([-MS_PER_DAY, 0, MS_PER_DAY].map((shift) => zoneOffsetMs(asIfUtc + shift, timeZone)))];
  const matching = offsets.filter((offset) => zoneOffsetMs(asIfUtc - offset, timeZone) === offset);
  return { asIfUtc, offsets, matching };
}
