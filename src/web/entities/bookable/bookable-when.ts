import { formatDate } from '../../../domain/date-format';
import { localDayOf } from '../../../domain/time/local-day';
import { fullDate } from '../../lib/format';

/**
 * When a bookable booking is, in the group's zone: 'Freitag, 27. November 2026, 10:00–12:00' within one day,
 * else both ends with their dates ('27.11.2026 10:00 – 28.11.2026 09:00'). An end at midnight stays on its start day.
 */
export function bookableWhen(startAt: string, endAt: string, language: string, timeZone: string): string {
  const start = new Date(startAt);
  const end = new Date(endAt);
  const startDay = localDayOf(start, timeZone);
  // an end at midnight belongs to the day before (its last minute)
  const endDay = localDayOf(new Date(end.getTime() - 1), timeZone);
  const time = (d: Date) => formatDate(d, 'time', language, timeZone);
  if (startDay === endDay) return `${fullDate(startDay, language)}, ${time(start)}–${time(end)}`;
  const short = (d: Date) => `${formatDate(d, 'short', language, timeZone)} ${time(d)}`;
  return `${short(start)} – ${short(end)}`;
}
