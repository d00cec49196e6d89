import type { LocalDay } from './local-day';

/** Minutes in a day; an end of a time range may be this value (24:00). */
export const MINUTES_PER_DAY = 1440;
export const SECONDS_PER_DAY = 86_400;

export interface Range<T> {
  start: T;
  end: T;
}

/** A range whose start lies after its end comes back swapped; any other range as it is. */
export function orderRange<T extends string | number>(range: Range<T>): Range<T> {
  return range.start > range.end ? { start: range.end, end: range.start } : range;
}

/**
 * A time range of minutes of the day: an end of 00:00 means the end of the day (24:00), since a range cannot end
 * at its day's first minute; then a start after the end is swapped.
 */
export function orderTimeRange(range: Range<number>): Range<number> {
  const end = range.end === 0 ? MINUTES_PER_DAY : range.end;
  return orderRange({ start: range.start, end });
}

export type DayBound = 'ok' | 'before_min' | 'after_max';

/** Where a day lies relative to optional min and max days (both inclusive). */
export function dayWithin(day: LocalDay, min?: LocalDay | null, max?: LocalDay | null): DayBound {
  if (min && day < min) return 'before_min';
  if (max && day > max) return 'after_max';
  return 'ok';
}

/** A day moved into [min, max]. */
export function clampDay(day: LocalDay, min?: LocalDay | null, max?: LocalDay | null): LocalDay {
  if (min && day < min) return min;
  if (max && day > max) return max;
  return day;
}

export interface TimeParts {
  hour: number;
  minute: number;
  second: number;
  millisecond: number;
}

const LIMITS: Record<keyof TimeParts, number> = { hour: 23, minute: 59, second: 59, millisecond: 999 };

const clampInt = (value: number, max: number) => (Number.isFinite(value) ? Math.min(max, Math.max(0, Math.trunc(value))) : 0);

/** Hours 0–23, minutes and seconds 0–59, milliseconds 0–999: each part outside is clamped to the nearest limit. */
export function clampTimeParts(parts: Partial<TimeParts>): TimeParts {
  return {
    hour: clampInt(parts.hour ?? 0, LIMITS.hour),
    minute: clampInt(parts.minute ?? 0, LIMITS.minute),
    second: clampInt(parts.second ?? 0, LIMITS.second),
    millisecond: clampInt(parts.millisecond ?? 0, LIMITS.millisecond),
  };
}

/** True when every given part is a whole number within its limit. */
export function isValidTimeParts(parts: Partial<TimeParts>): boolean {
  return (Object.keys(LIMITS) as (keyof TimeParts)[]).every((key) => {
    const value = parts[key];
    return value === undefined || (Number.isInteger(value) && value >= 0 && value <= LIMITS[key]);
  });
}

/** Minute of the day (0–1439, or 1440 for 24:00) as hour and minute; 1440 comes back as 24:00. */
export function minuteToParts(minuteOfDay: number): { hour: number; minute: number } {
  const minute = Math.min(MINUTES_PER_DAY, Math.max(0, Math.trunc(minuteOfDay)));
  return { hour: Math.floor(minute / 60), minute: minute % 60 };
}

/** Hour and minute (clamped) as the minute of the day. */
export const partsToMinute = (parts: Partial<TimeParts>): number => {
  const p = clampTimeParts(parts);
  return p.hour * 60 + p.minute;
};

/** Second of the day (0–86399) as hour, minute and second. */
export function secondToParts(secondOfDay: number): { hour: number; minute: number; second: number } {
  const second = Math.min(SECONDS_PER_DAY - 1, Math.max(0, Math.trunc(secondOfDay)));
  return { hour: Math.floor(second / 3600), minute: Math.floor(second / 60) % 60, second: second % 60 };
}

/** Hour, minute and second (clamped) as the second of the day. */
export const partsToSecond = (parts: Partial<TimeParts>): number => {
  const p = clampTimeParts(parts);
  return p.hour * 3600 + p.minute * 60 + p.second;
};

export type ClearDecision<T> = { accepted: true; value: T | null } | { accepted: false; value: T };

/** A required picker refuses to be cleared: the previous value stays. Any other change is accepted. */
export function decideChange<T>(previous: T | null, next: T | null, isRequired: boolean): ClearDecision<T> {
  if (next === null && isRequired && previous !== null) return { accepted: false, value: previous };
  return { accepted: true, value: next };
}

/** ISO weekday (1 = Monday … 7 = Sunday) as the day key React Aria's calendars take. */
const WEEKDAY_KEYS = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const;
export type WeekdayKey = (typeof WEEKDAY_KEYS)[number];
export const weekdayKey = (isoWeekday: number): WeekdayKey => WEEKDAY_KEYS[(((isoWeekday - 1) % 7) + 7) % 7] ?? 'mon';

/** The month/year popover hides this long after a month was chosen (the choice stays visible for a moment). */
export const MONTH_YEAR_HIDE_MS = 110;

const monthKey = (year: number, month: number) => `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}`;

/** A month (1–12) of a year can be chosen when at least one of its days lies within [min, max]. */
export function monthSelectable(year: number, month: number, min?: LocalDay | null, max?: LocalDay | null): boolean {
  const key = monthKey(year, month);
  if (min && key < min.slice(0, 7)) return false;
  if (max && key > max.slice(0, 7)) return false;
  return true;
}

/** A year can be chosen when at least one of its days lies within [min, max]. */
export function yearSelectable(year: number, min?: LocalDay | null, max?: LocalDay | null): boolean {
  if (min && year < Number(min.slice(0, 4))) return false;
  if (max && year > Number(max.slice(0, 4))) return false;
  return true;
}
