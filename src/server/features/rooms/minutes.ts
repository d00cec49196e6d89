import { TZDate } from '@date-fns/tz';
import { localDayOf, type LocalDay } from '../../../domain/time/local-day';

/** The wall-clock minute of `day` an instant shows in a zone; the next midnight is 1440. */
export function minuteOfDay(instant: Date, day: LocalDay, timeZone: string): number {
  if (localDayOf(instant, timeZone) > day) return 1440;
  const zoned = new TZDate(instant.getTime(), timeZone);
  return zoned.getHours() * 60 + zoned.getMinutes();
}
