import { MULTI_DAY_EDIT_MAX_DAYS, MULTI_DAY_REQUEST_MAX_DAYS } from '../../contract/limits';
import { daysBetween, type LocalDay } from './local-day';

export type DayProblem =
  | { day: LocalDay; key: 'validation.day_in_past' }
  | { day: LocalDay; key: 'validation.day_beyond_request_range'; max: number }
  | { day: LocalDay; key: 'validation.day_beyond_advance'; max: number };

/**
 * Rules of a multi-day request (spec §5): no past days; at most the next 30 days from the chosen
 * (first) day; never further ahead than the group's max advance days.
 */
export function requestDayProblems(days: readonly LocalDay[], today: LocalDay, maxAdvanceDays: number): DayProblem[] {
  const sorted = [...new Set(days)].sort();
  const first = sorted[0];
  const problems: DayProblem[] = [];
  for (const day of sorted) {
    if (daysBetween(today, day) < 0) problems.push({ day, key: 'validation.day_in_past' });
    else if (first && daysBetween(first, day) >= MULTI_DAY_REQUEST_MAX_DAYS) {
      problems.push({ day, key: 'validation.day_beyond_request_range', max: MULTI_DAY_REQUEST_MAX_DAYS });
    } else if (daysBetween(today, day) > maxAdvanceDays) problems.push({ day, key: 'validation.day_beyond_advance', max: maxAdvanceDays });
  }
  return problems;
}

/** A multi-day edit touches at most five days. */
export const editTooManyDays = (days: readonly LocalDay[]) => new Set(days).size > MULTI_DAY_EDIT_MAX_DAYS;
