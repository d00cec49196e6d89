import type { TFunction } from 'i18next';
import type { Booking } from '../../contract/bookings';
import { formatDate } from '../../domain/date-format';

const KNOWN_SLOTS = new Set(['morning', 'afternoon', 'full_day']);

/** A slot's name: the demo names are translated, any other name is shown as it is. */
export function slotName(name: string, t: TFunction): string {
  return KNOWN_SLOTS.has(name) ? t(`slots.${name}`) : name;
}

/** An equipment key translated when known ('monitor' → 'Monitor'), else as it is. */
export function equipmentName(key: string, t: TFunction): string {
  return t(`equipment.${key}`, { defaultValue: key });
}

const dayMidday = (day: string) => new Date(`${day}T12:00:00Z`);
const fullFormatters = new Map<string, Intl.DateTimeFormat>();

/** A day in full words, e.g. 'Montag, 23. November 2026' (for aria-labels and headings). */
export function fullDate(day: string, language: string): string {
  let f = fullFormatters.get(language);
  if (!f) {
    f = new Intl.DateTimeFormat(language, { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
    fullFormatters.set(language, f);
  }
  return f.format(dayMidday(day));
}

/** A day in the spec's short format (2-digit day and month, numeric year). */
export const shortDate = (day: string, language: string) => formatDate(dayMidday(day), 'short', language, 'UTC');

/** A month and year, e.g. 'November 2026'. */
export const monthTitle = (month: string, language: string) => formatDate(new Date(`${month}-15T12:00:00Z`), 'month', language, 'UTC');

const weekdayFormatters = new Map<string, Intl.DateTimeFormat>();

/** Short weekday names by ISO weekday (1 = Monday), in the UI language. */
export function weekdayName(isoWeekday: number, language: string, width: 'short' | 'long' = 'short'): string {
  // 2024-01-01 was a Monday
  const date = new Date(Date.UTC(2024, 0, isoWeekday, 12));
  const key = `${language} ${width}`;
  let f = weekdayFormatters.get(key);
  if (!f) {
    // A formatter is costly to make (the calendar asks for every day cell); one per language and width.
    f = new Intl.DateTimeFormat(language, { weekday: width, timeZone: 'UTC' });
    weekdayFormatters.set(key, f);
  }
  return f.format(date);
}

/** '08:00–13:00' of a booking, in the group's zone. */
export function bookingTime(booking: Pick<Booking, 'start_at' | 'end_at'>, language: string, timeZone: string): string {
  const start = formatDate(new Date(booking.start_at), 'time', language, timeZone);
  const end = formatDate(new Date(booking.end_at), 'time', language, timeZone);
  return `${start}–${end}`;
}

/** Minutes of the day as 'HH:MM'. */
export function minuteLabel(minute: number): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(Math.floor(minute / 60))}:${pad(minute % 60)}`;
}
