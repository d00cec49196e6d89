import { RRule } from './rrule-module';
import type { Recurrence } from '../../contract/series';
import { resolvedMinutesInterval, type Interval } from '../time/interval';
import type { LocalDay } from '../time/local-day';
import { dayOfFloating, ruleOptions } from './recurrence-rule';

/**
 * The days a recurrence falls on from its start day, in order, at most `limit` of them (a caller asks for one
 * more than it allows to learn that a rule has too many). Days are floating dates: no zone takes part here.
 */
export function occurrenceDays(start: LocalDay, r: Recurrence, limit: number): LocalDay[] {
  const rule = new RRule(ruleOptions(start, r));
  return rule.all((_, i) => i < limit).map(dayOfFloating);
}

export interface Occurrence extends Interval {
  day: LocalDay;
}

/**
 * The instants of each day's wall-clock minutes in the group's zone: 09:00 stays 09:00 across clock changes.
 * A minute the clock skips that day moves forward with it, and one it shows twice takes the later instant, so
 * one odd day never stops a series. A time that lies wholly in the skipped hour does not happen that day.
 */
export function occurrenceTimes(days: readonly LocalDay[], startMinute: number, endMinute: number, timeZone: string): Occurrence[] {
  return days.map((day) => ({ day, ...resolvedMinutesInterval(day, startMinute, endMinute, timeZone) })).filter((o) => o.start < o.end);
}
