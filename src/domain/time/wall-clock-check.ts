import { TZDate } from '@date-fns/tz';
import { addDays, type LocalDay } from './local-day';

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

const MS_PER_MINUTE = 60_000;
const MS_PER_DAY = 86_400_000;

/** How many instants show this wall-clock minute of the day in the zone: 0, 1 or 2. */
export function wallClockProblem(day: LocalDay, minute: number, timeZone: string): WallClockProblem | null {
  // Minute 1440 is the next day's midnight.
  const [localDay, localMinute] = minute >= 1440 ? [addDays(day, 1), minute - 1440] : [day, minute];
  const [y, m, d] = localDay.split('-').map(Number) as [number, number, number];
  const asIfUtc = Date.UTC(y, m - 1, d, Math.floor(localMinute / 60), localMinute % 60);
  // Every offset the zone uses around this day; a clock change is never more than a day away from both.
  const offsets = new Set([-MS_PER_DAY, 0, MS_PER_DAY].map((shift) => offsetMs(asIfUtc + shift, timeZone)));
  const matches = [...offsets].filter((offset) => offsetMs(asIfUtc - offset, timeZone) === offset).length;
  if (matches === 0) return 'nonexistent';
  if (matches > 1) return 'ambiguous';
  return null;
}

/** The zone's offset from UTC at an instant, in milliseconds (east positive). */
function offsetMs(instant: number, timeZone: string): number {
  return -new TZDate(instant, timeZone).getTimezoneOffset() * MS_PER_MINUTE;
}
