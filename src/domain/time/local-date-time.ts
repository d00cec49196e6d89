import { isLocalDay, type LocalDay } from './local-day';

/** A wall-clock moment in a group's time zone, as 'YYYY-MM-DDTHH:mm' (no zone, no seconds). */
export type LocalDateTime = string;

const DATE_TIME_PATTERN = /^(\d{4}-\d{2}-\d{2})T([01]\d|2[0-3]):([0-5]\d)$/;

export function isLocalDateTime(value: string): value is LocalDateTime {
  const match = DATE_TIME_PATTERN.exec(value);
  return match !== null && isLocalDay(match[1] ?? '');
}

/** The day and the wall-clock minute of that day (0 … 1439) of a local date-time. */
export function splitLocalDateTime(value: LocalDateTime): { day: LocalDay; minute: number } {
  const match = DATE_TIME_PATTERN.exec(value);
  if (!match || !isLocalDay(match[1] ?? '')) throw new RangeError(`not a local date-time: ${value}`);
  return { day: match[1] as LocalDay, minute: Number(match[2]) * 60 + Number(match[3]) };
}
