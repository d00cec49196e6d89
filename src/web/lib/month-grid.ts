import { CALENDAR_COLUMNS, CALENDAR_ROWS } from '../../contract/limits';
import { addDays, weekday, type LocalDay } from '../../domain/time/local-day';

/** A month as 'YYYY-MM'. */
export type Month = string;

export interface CalendarCell {
  day: LocalDay;
  /** the day belongs to the shown month (not a leading or trailing day) */
  inMonth: boolean;
  isToday: boolean;
  isPast: boolean;
  isBooked: boolean;
}

export const monthOf = (day: LocalDay): Month => day.slice(0, 7);

export function addMonths(month: Month, count: number): Month {
  const [y, m] = month.split('-').map(Number) as [number, number];
  const date = new Date(Date.UTC(y, m - 1 + count, 1));
  return date.toISOString().slice(0, 7);
}

/** First day of the week (ISO: 1 = Monday … 7 = Sunday) of a locale, from Intl locale data. */
export function firstWeekdayOf(locale: string): number {
  try {
    const intl = new Intl.Locale(locale) as Intl.Locale & {
      getWeekInfo?: () => { firstDay: number };
      weekInfo?: { firstDay: number };
    };
    const info = intl.getWeekInfo?.() ?? intl.weekInfo;
    if (info && info.firstDay >= 1 && info.firstDay <= 7) return info.firstDay;
  } catch {
    // unknown locale or no week data: fall through
  }
  return locale.toLowerCase().startsWith('en') ? 7 : 1;
}

/** The first day shown in a row starting on `firstWeekday` that contains `day`. */
export function weekStartOf(day: LocalDay, firstWeekday: number): LocalDay {
  return addDays(day, -((weekday(day) - firstWeekday + 7) % 7));
}

function cell(day: LocalDay, month: Month | null, today: LocalDay, booked: ReadonlySet<LocalDay>): CalendarCell {
  return { day, inMonth: month === null || monthOf(day) === month, isToday: day === today, isPast: day < today, isBooked: booked.has(day) };
}

/** The 6 × 7 grid of a month: leading days of the previous month, the month, trailing days of the next. */
export function buildMonthGrid(
  month: Month,
  firstWeekday: number,
  today: LocalDay,
  booked: ReadonlySet<LocalDay> = new Set(),
): CalendarCell[][] {
  const start = weekStartOf(`${month}-01`, firstWeekday);
  return Array.from({ length: CALENDAR_ROWS }, (_, row) =>
    Array.from({ length: CALENDAR_COLUMNS }, (_, col) => cell(addDays(start, row * CALENDAR_COLUMNS + col), month, today, booked)),
  );
}

/** The one row (week) around `day`, for the week view. */
export function buildWeek(day: LocalDay, firstWeekday: number, today: LocalDay, booked: ReadonlySet<LocalDay> = new Set()): CalendarCell[] {
  const start = weekStartOf(day, firstWeekday);
  return Array.from({ length: CALENDAR_COLUMNS }, (_, i) => cell(addDays(start, i), monthOf(day), today, booked));
}

/** ISO weekdays in the order of a grid's columns. */
export const columnWeekdays = (firstWeekday: number): number[] =>
  Array.from({ length: CALENDAR_COLUMNS }, (_, i) => ((firstWeekday - 1 + i) % 7) + 1);
