import type { CalendarDate } from '@internationalized/date';
import { CalendarDateTime, Time, parseDate } from '@internationalized/date';
import type { DateValue } from 'react-aria-components/Calendar';
import type { TimeValue } from 'react-aria-components/TimeField';
import { minuteToParts, partsToMinute, partsToSecond, secondToParts } from '../../../domain/time/picker-rules';

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** 'YYYY-MM-DD' as React Aria's date value. */
export const toCalendarDate = (day: string): CalendarDate => parseDate(day);

/** Any React Aria date value as 'YYYY-MM-DD'. */
export const dayOf = (value: DateValue): string => `${pad(value.year, 4)}-${pad(value.month)}-${pad(value.day)}`;

export function toDateTime(day: string, minute: number): CalendarDateTime {
  const date = toCalendarDate(day);
  const { hour, minute: m } = minuteToParts(Math.min(minute, 1439));
  return new CalendarDateTime(date.year, date.month, date.day, hour, m);
}

export function minuteOfValue(value: DateValue | TimeValue): number {
  return 'hour' in value ? partsToMinute({ hour: value.hour, minute: value.minute }) : 0;
}

export const minuteToTime = (minute: number): Time => {
  const { hour, minute: m } = minuteToParts(Math.min(minute, 1439));
  return new Time(hour, m);
};

export const secondToTime = (second: number): Time => {
  const parts = secondToParts(second);
  return new Time(parts.hour, parts.minute, parts.second);
};

export const secondOfTime = (value: TimeValue): number => partsToSecond({ hour: value.hour, minute: value.minute, second: value.second });
