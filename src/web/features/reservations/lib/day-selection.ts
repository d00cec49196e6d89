import { MULTI_DAY_REQUEST_MAX_DAYS } from '../../../../contract/limits';
import { requestDayProblems, type DayProblem } from '../../../../domain/time/booking-days';
import { addDays, daysBetween, type LocalDay } from '../../../../domain/time/local-day';
import { lastBookableDay } from '../../../entities/booking/horizon';

/** The days the picker lists: from `from` (e.g. the start of this week) to the last selectable day. */
export function pickerDays(from: LocalDay, today: LocalDay, maxAdvanceDays: number): LocalDay[] {
  const last = lastBookableDay(today, maxAdvanceDays);
  const count = daysBetween(from, last) + 1;
  return Array.from({ length: Math.max(0, count) }, (_, i) => addDays(from, i));
}

/** Next selection after choosing the given days; days that break the request rules are refused. */
export function selectDays(
  wanted: readonly LocalDay[],
  today: LocalDay,
  maxAdvanceDays: number,
): { days: LocalDay[]; refused: DayProblem[] } {
  const sorted = [...new Set(wanted)].sort();
  const refused = requestDayProblems(sorted, today, maxAdvanceDays);
  const bad = new Set(refused.map((p) => p.day));
  const days = sorted.filter((d) => !bad.has(d)).slice(0, MULTI_DAY_REQUEST_MAX_DAYS);
  return { days, refused };
}
