import { and, gte, lte } from 'drizzle-orm';
import { addDays, weekday, type LocalDay } from '../../../domain/time/local-day';
import type { Queryable } from '../../db/client';
import { bookings } from '../../db/schema';
import { conflict, invalidField } from '../../http/errors';
import type { GroupRow } from '../groups/repository';
import { activeBookingsOf } from './repository';

const mondayOf = (day: LocalDay) => addDays(day, 1 - weekday(day));

/**
 * The weeks (Monday to Sunday) in which the user would hold a desk on more days than the group allows.
 * Days already booked count once, however many slots they hold. Call after `lockUserBookings`.
 */
async function weeksOverQuota(q: Queryable, group: GroupRow, userId: number, days: readonly LocalDay[]): Promise<LocalDay[]> {
  const quota = group.deskQuotaPerWeek;
  if (quota === null || days.length === 0) return [];
  const weeks = new Map<LocalDay, Set<LocalDay>>();
  for (const day of days) {
    const monday = mondayOf(day);
    weeks.set(monday, (weeks.get(monday) ?? new Set()).add(day));
  }
  const over: LocalDay[] = [];
  for (const [monday, wanted] of weeks) {
    const rows = await q
      .selectDistinct({ day: bookings.day })
      .from(bookings)
      .where(and(activeBookingsOf(group.id, userId), gte(bookings.day, monday), lte(bookings.day, addDays(monday, 6))));
    const held = new Set([...rows.map((r) => r.day), ...wanted]);
    if (held.size > quota) over.push(monday);
  }
  return over.sort();
}

/** 422 on `days` when the booking would go beyond the group's desk days per week. */
export async function assertDeskQuota(q: Queryable, group: GroupRow, userId: number, days: readonly LocalDay[]): Promise<void> {
  const [week] = await weeksOverQuota(q, group, userId, days);
  if (week !== undefined) throw invalidField('days', 'validation.desk_quota_week', { quota: group.deskQuotaPerWeek, week });
}

/** 409 for a booking without a day field (one-click) beyond the group's desk days per week. */
export async function assertDeskQuotaConflict(q: Queryable, group: GroupRow, userId: number, day: LocalDay): Promise<void> {
  if ((await weeksOverQuota(q, group, userId, [day])).length > 0) throw conflict('errors.desk_quota_reached');
}
