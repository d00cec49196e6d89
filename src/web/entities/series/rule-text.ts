import type { Recurrence } from '../../../contract/series';
import { weekday, type LocalDay } from '../../../domain/time/local-day';
import { shortDate, weekdayName } from '../../lib/format';

type Translate = (key: string, params?: Record<string, unknown>) => string;

/** The rule's parts that say on which days it falls (its end aside). */
export type RuleDays = Pick<Recurrence, 'frequency' | 'interval' | 'weekdays' | 'monthly_by'>;
export type RuleEnd = Pick<Recurrence, 'until' | 'count'>;

const dateOfMonth = (day: LocalDay) => Number(day.slice(8, 10));

/**
 * Which weekday of its month a day is: the first to fourth, or 'last' for a day in the month's fifth week —
 * as the server repeats it (a start on the 5th Tuesday repeats on each month's last Tuesday).
 */
export function weekdayOfMonth(day: LocalDay): { nth: 1 | 2 | 3 | 4 | 'last'; weekday: number } {
  const nth = Math.ceil(dateOfMonth(day) / 7);
  return { nth: nth >= 5 ? 'last' : (nth as 1 | 2 | 3 | 4), weekday: weekday(day) };
}

/** 'am 2. Dienstag' / 'on the second Tuesday' of the start day's month. */
export function weekdayOfMonthText(day: LocalDay, language: string, t: Translate): string {
  const { nth, weekday: iso } = weekdayOfMonth(day);
  return t(`series.nth_weekday.${nth}`, { weekday: weekdayName(iso, language, 'long') });
}

/** 'am 15.' / 'on day 15'; from the 29th on, with what shorter months do. */
export function dayOfMonthText(day: LocalDay, t: Translate): string {
  const date = dateOfMonth(day);
  return t(date > 28 ? 'series.on_date_late' : 'series.on_date', { date });
}

const listFormats = new Map<string, Intl.ListFormat>();
/** 'Montag, Mittwoch und Freitag'. */
function weekdayList(weekdays: readonly number[], language: string): string {
  let format = listFormats.get(language);
  if (!format) listFormats.set(language, (format = new Intl.ListFormat(language, { type: 'conjunction', style: 'long' })));
  const sorted = [...new Set(weekdays)].sort((a, b) => a - b);
  return format.format(sorted.map((d) => weekdayName(d, language, 'long')));
}

const dayMonthFormats = new Map<string, Intl.DateTimeFormat>();
/** '24. November' / '24 November'. */
function dayAndMonth(day: LocalDay, language: string): string {
  let format = dayMonthFormats.get(language);
  if (!format)
    dayMonthFormats.set(language, (format = new Intl.DateTimeFormat(language, { day: 'numeric', month: 'long', timeZone: 'UTC' })));
  return format.format(new Date(`${day}T12:00:00Z`));
}

/** The rule in words from its start day: 'jeden Dienstag', 'alle 2 Wochen am Montag und Donnerstag', 'monatlich am 2. Dienstag'. */
export function ruleDaysText(rule: RuleDays, startDay: LocalDay, language: string, t: Translate): string {
  const count = rule.interval;
  switch (rule.frequency) {
    case 'daily':
      return t('series.rule.daily', { count });
    case 'weekly':
      return t('series.rule.weekly', { count, days: weekdayList(rule.weekdays.length ? rule.weekdays : [weekday(startDay)], language) });
    case 'monthly':
      return t('series.rule.monthly', {
        count,
        on: rule.monthly_by === 'weekday_of_month' ? weekdayOfMonthText(startDay, language, t) : dayOfMonthText(startDay, t),
      });
    case 'yearly': {
      const leapDay = startDay.slice(5) === '02-29';
      return t(leapDay ? 'series.rule.yearly_leap_day' : 'series.rule.yearly', { count, date: dayAndMonth(startDay, language) });
    }
  }
}

/** How the rule ends: '8 Termine' or 'bis 12.01.2027'. */
export function ruleEndText(end: RuleEnd, language: string, t: Translate): string {
  if (end.count !== undefined) return t('series.end_count', { count: end.count });
  return end.until ? t('series.end_until', { date: shortDate(end.until, language) }) : '';
}

/** A day short enough for a phone's line: 'Di 01.12.2026'. */
export const compactDate = (day: LocalDay, language: string) => `${weekdayName(weekday(day), language)} ${shortDate(day, language)}`;

/** The whole rule: 'jeden Dienstag, 8 Termine'. */
export function ruleText(rule: RuleDays & RuleEnd, startDay: LocalDay, language: string, t: Translate): string {
  const end = ruleEndText(rule, language, t);
  const days = ruleDaysText(rule, startDay, language, t);
  return end ? `${days}, ${end}` : days;
}
