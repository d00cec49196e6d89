import { MULTI_DAY_REQUEST_MAX_DAYS } from '../../../contract/limits';
import { addDays, type LocalDay } from '../../../domain/time/local-day';

/**
 * The last day a request starting today may hold: 30 days in all, and never beyond the group's
 * horizon (ego's max_advance_days) — the same limits the API applies.
 */
export function lastBookableDay(today: LocalDay, maxAdvanceDays: number): LocalDay {
  return addDays(today, Math.max(0, Math.min(MULTI_DAY_REQUEST_MAX_DAYS - 1, maxAdvanceDays)));
}

/** A day the booking screens offer: from today up to the last bookable day. */
export function isBookableDay(day: LocalDay, today: LocalDay, maxAdvanceDays: number): boolean {
  return day >= today && day <= lastBookableDay(today, maxAdvanceDays);
}
