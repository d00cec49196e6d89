import { TZDate } from '@date-fns/tz';

/** A calendar day in a group's time zone, as 'YYYY-MM-DD'. */
export type LocalDay = string;

const DAY_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;
const MS_PER_DAY = 86_400_000;

export function isLocalDay(value: string): value is LocalDay {
  const match = DAY_PATTERN.exec(value);
  if (!match) return false;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return date.toISOString().slice(0, 10) === value;
}

function parts(day: LocalDay): [number, number, number] {
  const match = DAY_PATTERN.exec(day);
  if (!match) throw new RangeError(`not a day: ${day}`);
  return [Number(match[1]), Number(match[2]) - 1, Number(match[3])];
}

/** Calendar arithmetic, independent of any zone. */
export function addDays(day: LocalDay, count: number): LocalDay {
  const [y, m, d] = parts(day);
  return new Date(Date.UTC(y, m, d + count)).toISOString().slice(0, 10);
}

export function daysBetween(from: LocalDay, to: LocalDay): number {
  const [y1, m1, d1] = parts(from);
  const [y2, m2, d2] = parts(to);
  return Math.round((Date.UTC(y2, m2, d2) - Date.UTC(y1, m1, d1)) / MS_PER_DAY);
}

/** ISO weekday of a day: 1 = Monday … 7 = Sunday. */
export function weekday(day: LocalDay): number {
  const [y, m, d] = parts(day);
  return new Date(Date.UTC(y, m, d)).getUTCDay() || 7;
}

/** The day an instant falls on in a time zone. */
export function localDayOf(instant: Date, timeZone: string): LocalDay {
  const zoned = new TZDate(instant.getTime(), timeZone);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${zoned.getFullYear()}-${pad(zoned.getMonth() + 1)}-${pad(zoned.getDate())}`;
}

/**
 * The instant of a wall-clock minute of a day in a time zone (minute 1440 is the next midnight).
 * A minute that does not exist (spring forward) moves forward with the clock change.
 */
export function wallClock(day: LocalDay, minute: number, timeZone: string): Date {
  const [y, m, d] = parts(day);
  return new Date(new TZDate(y, m, d, Math.floor(minute / 60), minute % 60, timeZone).getTime());
}

/** The wall-clock minute (0–1439) an instant shows in a zone. */
export function wallMinute(instant: Date, timeZone: string): number {
  const zoned = new TZDate(instant.getTime(), timeZone);
  return zoned.getHours() * 60 + zoned.getMinutes();
}

/** The wall-clock minute of `day` an instant shows in a zone; the next midnight (the end of the day) is 1440. */
export function minuteOfDay(instant: Date, day: LocalDay, timeZone: string): number {
  return localDayOf(instant, timeZone) > day ? 1440 : wallMinute(instant, timeZone);
}
