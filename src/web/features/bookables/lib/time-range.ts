import { addDays, daysBetween, type LocalDay } from '../../../../domain/time/local-day';
import type { DayMinute } from '../../../components/pickers';

export interface TimeRange {
  start: DayMinute | null;
  end: DayMinute | null;
}

const MINUTES_PER_DAY = 1440;
const DEFAULT_START = 9 * 60;
const DEFAULT_LENGTH = 60;

/** A wall-clock moment moved by some minutes, across days. */
export function addMinutes(value: DayMinute, minutes: number): DayMinute {
  const total = value.minute + minutes;
  const days = Math.floor(total / MINUTES_PER_DAY);
  return { day: addDays(value.day, days), minute: total - days * MINUTES_PER_DAY };
}

/** Wall-clock minutes from a to b (negative when b is earlier). */
export const minutesBetween = (a: DayMinute, b: DayMinute): number => daysBetween(a.day, b.day) * MINUTES_PER_DAY + b.minute - a.minute;

/** The first range the form offers on a day: 09:00–10:00, or today the next full hour (for one hour). */
export function defaultRange(day: LocalDay, today: LocalDay, nowMinute: number): { start: DayMinute; end: DayMinute } {
  const startMinute = day === today ? Math.max(DEFAULT_START, Math.min(23 * 60, Math.floor(nowMinute / 60 + 1) * 60)) : DEFAULT_START;
  const start = { day, minute: startMinute };
  return { start, end: addMinutes(start, DEFAULT_LENGTH) };
}

/** A new start keeps the booking's length (an hour when there was no sensible end), so the end moves along. */
export function moveStart(range: TimeRange, start: DayMinute | null): TimeRange {
  if (!start) return { ...range, start };
  const length = range.start && range.end ? minutesBetween(range.start, range.end) : 0;
  return { start, end: addMinutes(start, length > 0 ? length : DEFAULT_LENGTH) };
}

/**
 * A repeating booking is a time within its start day: start and end as minutes of that day (the end may be 1440,
 * 24:00; an end later than that reads as 24:00). Null while start or end is missing.
 */
export function dayTimeOf(range: TimeRange): { start: number; end: number } | null {
  if (!range.start || !range.end) return null;
  const end = minutesBetween({ day: range.start.day, minute: 0 }, range.end);
  return { start: range.start.minute, end: Math.min(end, MINUTES_PER_DAY) };
}

/** The range of a time within a day (an end of 1440 is the next day's 00:00). */
export function rangeOfDayTime(day: LocalDay, time: { start: number; end: number }): TimeRange {
  const midnight = { day, minute: 0 };
  return { start: { day, minute: time.start }, end: addMinutes(midnight, time.end) };
}

/** The range kept within its start day (for a series): a later end becomes 24:00 of the start day. */
export function withinStartDay(range: TimeRange): TimeRange {
  const time = dayTimeOf(range);
  return range.start && time ? rangeOfDayTime(range.start.day, time) : range;
}
