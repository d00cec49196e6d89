import { TZDate, tzOffset } from '@date-fns/tz';

/** A calendar day in a group's time zone, as 'YYYY-MM-DD'. */
export type LocalDay = string;

const DAY_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;
const MS_PER_DAY = 86_400_000;
const MS_PER_MINUTE = 60_000;

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

/** Hours either side of a UTC day that the offsets kept for it reach (zones run from UTC−12 to UTC+14). */
const ZONE_REACH_MS = 15 * 3_600_000;
/** Offsets are sampled this far apart; no zone changes its clock twice within it. */
const SAMPLE_MS = 3 * 3_600_000;
/** Zone-days whose offsets a process keeps; past that, it starts again (a group's zone needs a few a day). */
const OFFSET_DAYS_KEPT = 2_000;

/** The offsets (milliseconds, east positive) in force from UTC−15 h of a UTC day to 15 h after it: [since, offset]. */
type OffsetPieces = ReadonlyArray<readonly [number, number]>;
const offsetDays = new Map<string, OffsetPieces>();

/**
 * The zone's offsets around one UTC day, from the library (`tzOffset`), worked out once per zone and day: sampled every
 * three hours and, where one changes, the exact millisecond it changes found by bisection. Everything else here is
 * arithmetic on them, so an answer costs no call of Intl, which each TZDate makes.
 */
function offsetsAround(utcDayStart: number, timeZone: string): OffsetPieces {
  const key = `${timeZone} ${utcDayStart}`;
  const kept = offsetDays.get(key);
  if (kept) return kept;
  const from = utcDayStart - ZONE_REACH_MS;
  const to = utcDayStart + MS_PER_DAY + ZONE_REACH_MS;
  const offsetAt = (t: number) => tzOffset(timeZone, new Date(t)) * MS_PER_MINUTE;
  const pieces: [number, number][] = [[from, offsetAt(from)]];
  for (let a = from; a < to; a += SAMPLE_MS) {
    const b = Math.min(a + SAMPLE_MS, to);
    const before = (pieces.at(-1) as [number, number])[1];
    const after = offsetAt(b);
    if (after === before) continue;
    // the first millisecond in (a, b] that has the new offset
    let lo = a;
    let hi = b;
    while (hi - lo > 1) {
      const mid = Math.floor((lo + hi) / 2);
      if (offsetAt(mid) === before) lo = mid;
      else hi = mid;
    }
    pieces.push([hi, after]);
  }
  if (offsetDays.size >= OFFSET_DAYS_KEPT) offsetDays.clear();
  offsetDays.set(key, pieces);
  return pieces;
}

function offsetIn(pieces: OffsetPieces, t: number): number {
  let offset = pieces[0]?.[1] ?? 0;
  for (const [since, value] of pieces) {
    if (t < since) break;
    offset = value;
  }
  return offset;
}

/** The zone's offset from UTC at an instant (epoch milliseconds), in milliseconds, east positive. */
export function zoneOffsetMs(instant: number, timeZone: string): number {
  return offsetIn(offsetsAround(Math.floor(instant / MS_PER_DAY) * MS_PER_DAY, timeZone), instant);
}

/** The instant's wall clock in the zone, as epoch milliseconds of the same wall clock in UTC. */
const localMs = (instant: Date, timeZone: string) => instant.getTime() + zoneOffsetMs(instant.getTime(), timeZone);

/** The day an instant falls on in a time zone. */
export function localDayOf(instant: Date, timeZone: string): LocalDay {
  const pad = (n: number) => String(n).padStart(2, '0');
  if (!Number.isFinite(instant.getTime())) return 'NaN-NaN-NaN';
  const local = new Date(localMs(instant, timeZone));
  return `${local.getUTCFullYear()}-${pad(local.getUTCMonth() + 1)}-${pad(local.getUTCDate())}`;
}

/**
 * Wall-clock minutes worked out lately (epoch milliseconds by zone, day and minute). A TZDate calls Intl several times
 * (about 11 µs), and a request often asks the same few: the start of today for each of twenty colleagues, say.
 */
const knownWallClocks = new Map<string, number>();
const WALL_CLOCKS_KEPT = 4_096;

/**
 * The instant of a wall-clock minute of a day in a time zone (minute 1440 is the next midnight).
 * A minute that does not exist (spring forward) moves forward with the clock change.
 */
export function wallClock(day: LocalDay, minute: number, timeZone: string): Date {
  const key = `${timeZone} ${day} ${minute}`;
  const known = knownWallClocks.get(key);
  if (known !== undefined) return new Date(known);
  const [y, m, d] = parts(day);
  const instant = new TZDate(y, m, d, Math.floor(minute / 60), minute % 60, timeZone).getTime();
  if (knownWallClocks.size >= WALL_CLOCKS_KEPT) knownWallClocks.clear();
  knownWallClocks.set(key, instant);
  return new Date(instant);
}

/** The wall-clock minute (0–1439) an instant shows in a zone. */
export function wallMinute(instant: Date, timeZone: string): number {
  if (!Number.isFinite(instant.getTime())) return Number.NaN;
  const local = localMs(instant, timeZone);
  return Math.floor((local - Math.floor(local / MS_PER_DAY) * MS_PER_DAY) / MS_PER_MINUTE);
}

/** The wall-clock minute of `day` an instant shows in a zone; the next midnight (the end of the day) is 1440. */
export function minuteOfDay(instant: Date, day: LocalDay, timeZone: string): number {
  return localDayOf(instant, timeZone) > day ? 1440 : wallMinute(instant, timeZone);
}

/**
 * `minuteOfDay` for many instants of one day: the zone's offsets around the day looked up once, then each instant's
 * wall clock is the instant plus the offset in force at that instant.
 */
export function minutesOfDay(day: LocalDay, timeZone: string): (instant: Date | number) => number {
  const [y, m, d] = parts(day);
  const dayStart = Date.UTC(y, m, d);
  const dayNumber = dayStart / MS_PER_DAY;
  const pieces = offsetsAround(dayStart, timeZone);
  const [from, to] = [dayStart - ZONE_REACH_MS, dayStart + MS_PER_DAY + ZONE_REACH_MS];
  return (instant) => {
    const t = typeof instant === 'number' ? instant : instant.getTime();
    if (t < from || t > to) return minuteOfDay(new Date(t), day, timeZone);
    const local = t + offsetIn(pieces, t);
    const localDay = Math.floor(local / MS_PER_DAY);
    return localDay > dayNumber ? 1440 : Math.floor((local - localDay * MS_PER_DAY) / MS_PER_MINUTE);
  };
}
