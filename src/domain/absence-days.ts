import { ABSENCE_AHEAD_MAX_DAYS, ABSENCE_MAX_DAYS } from '../contract/limits';
import { addDays, daysBetween, type LocalDay } from './time/local-day';

/** Days of an absence in the group's zone, both inclusive. */
export interface DayRange {
  from: LocalDay;
  to: LocalDay;
}

export interface AbsenceProblem {
  field: 'from_day' | 'to_day';
  key: string;
  params?: Record<string, unknown>;
}

/** What is wrong with a range by itself: an end before the start, or more days than an absence may have. */
export function absenceRangeProblems({ from, to }: DayRange): AbsenceProblem[] {
  if (daysBetween(from, to) < 0) return [{ field: 'to_day', key: 'validation.absence_end_before_start' }];
  if (daysBetween(from, to) + 1 > ABSENCE_MAX_DAYS) {
    return [{ field: 'to_day', key: 'validation.absence_too_long', params: { max: ABSENCE_MAX_DAYS } }];
  }
  return [];
}

/**
 * What is wrong with a range entered today: its own problems, an end already past (an ongoing absence may have begun
 * in the past), or a start further ahead than allowed.
 */
export function absenceProblems(range: DayRange, today: LocalDay): AbsenceProblem[] {
  const problems = absenceRangeProblems(range);
  if (problems.length === 0 && daysBetween(today, range.to) < 0) problems.push({ field: 'to_day', key: 'validation.absence_over' });
  if (daysBetween(today, range.from) > ABSENCE_AHEAD_MAX_DAYS) {
    problems.push({ field: 'from_day', key: 'validation.absence_too_far', params: { max: ABSENCE_AHEAD_MAX_DAYS } });
  }
  return problems;
}

/** Every day of the range, in order. */
export function daysOf({ from, to }: DayRange): LocalDay[] {
  const days: LocalDay[] = [];
  for (let day = from; day <= to; day = addDays(day, 1)) days.push(day);
  return days;
}

/** The days `before` covered that `after` (null: the absence is gone) no longer does: the days to take back. */
export function daysNoLongerAbsent(before: DayRange, after: DayRange | null): LocalDay[] {
  return daysOf(before).filter((day) => !after || day < after.from || day > after.to);
}

/** The days from `from` to `to` (inclusive) that any of the ranges covers. */
export function absentDaysWithin(ranges: readonly DayRange[], from: LocalDay, to: LocalDay): Set<LocalDay> {
  const days = new Set<LocalDay>();
  for (const range of ranges) {
    const start = range.from > from ? range.from : from;
    const end = range.to < to ? range.to : to;
    for (const day of daysOf({ from: start, to: end })) days.add(day);
  }
  return days;
}
