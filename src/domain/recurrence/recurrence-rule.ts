import { RRule, type Frequency, type Options, type Weekday } from './rrule-module';
import type { Recurrence } from '../../contract/series';
import { addDays, wallClock, type LocalDay } from '../time/local-day';

const FREQUENCY: Record<Recurrence['frequency'], Frequency> = {
  daily: RRule.DAILY,
  weekly: RRule.WEEKLY,
  monthly: RRule.MONTHLY,
  yearly: RRule.YEARLY,
};

/** ISO weekday (1 = Monday … 7 = Sunday) as rrule's weekday. */
const RRULE_WEEKDAY: readonly Weekday[] = [RRule.MO, RRule.TU, RRule.WE, RRule.TH, RRule.FR, RRule.SA, RRule.SU];
const isoWeekday = (n: number): Weekday => {
  const day = RRULE_WEEKDAY[n - 1];
  if (!day) throw new RangeError(`not an ISO weekday: ${n}`);
  return day;
};

/** A local day as a floating date: midnight UTC stands for the day, whatever the zone. */
export const floatingDate = (day: LocalDay) => new Date(`${day}T00:00:00Z`);
export const dayOfFloating = (date: Date): LocalDay => date.toISOString().slice(0, 10);

const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);

/**
 * The day-of-month part of a rule: a date past the 28th is the month's last day when the month is shorter
 * (as Outlook does), said in the rule itself: the last of the days 28..d that the month has.
 */
function monthDay(dayOfMonth: number): Partial<Options> {
  return dayOfMonth <= 28 ? { bymonthday: [dayOfMonth] } : { bymonthday: range(28, dayOfMonth), bysetpos: [-1] };
}

/** The rule's parts that pin the days (everything but the end), from the start day and the user's choice. */
function dayParts(start: LocalDay, r: Recurrence): Partial<Options> {
  const [, month, date] = start.split('-').map(Number) as [number, number, number];
  const startWeekday = floatingDate(start).getUTCDay() || 7;
  switch (r.frequency) {
    case 'daily':
      return {};
    case 'weekly':
      return { byweekday: [...new Set(r.weekdays)].sort().map(isoWeekday), wkst: RRule.MO };
    case 'monthly': {
      if (r.monthly_by === 'day_of_month') return monthDay(date);
      // The n-th weekday of the month; a start in the fifth week means the month's last such weekday.
      const nth = Math.ceil(date / 7);
      return { byweekday: [isoWeekday(startWeekday).nth(nth === 5 ? -1 : nth)] };
    }
    case 'yearly':
      // 29 February: the 28th in common years.
      return { bymonth: [month], ...(month === 2 && date === 29 ? monthDay(29) : { bymonthday: [date] }) };
  }
}

/** rrule options for a recurrence from a start day, computed on floating (UTC) dates; `until` is the day's end. */
export function ruleOptions(start: LocalDay, r: Recurrence): Partial<Options> {
  return {
    freq: FREQUENCY[r.frequency],
    interval: r.interval,
    dtstart: floatingDate(start),
    ...dayParts(start, r),
    ...(r.count !== undefined ? { count: r.count } : {}),
    ...(r.until !== undefined ? { until: new Date(`${r.until}T23:59:59Z`) } : {}),
  };
}

/**
 * The RRULE text of a recurrence (without DTSTART), as calendar invitations carry it. UNTIL is the end of the
 * until day in the group's zone, in UTC, as RFC 5545 asks when DTSTART has a zone.
 */
export function recurrenceRuleText(start: LocalDay, r: Recurrence, timeZone: string): string {
  const { dtstart, until, ...options } = ruleOptions(start, r);
  void dtstart;
  void until;
  const text = RRule.optionsToString(options).replace(/^RRULE:/, '');
  if (r.until === undefined) return text;
  const end = new Date(wallClock(addDays(r.until, 1), 0, timeZone).getTime() - 1000);
  const stamp = end
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
  return `${text};UNTIL=${stamp}`;
}
