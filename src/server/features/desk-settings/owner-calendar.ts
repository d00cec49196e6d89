import { and, eq, gte, inArray, sql } from 'drizzle-orm';
import { absentDaysWithin } from '../../../domain/absence-days';
import { ownerDays, workingDayMinutes, type DeskMode } from '../../../domain/desk-mode';
import { resolvedMinutesInterval } from '../../../domain/time/interval';
import { addDays, localDayOf, type LocalDay } from '../../../domain/time/local-day';
import type { Queryable } from '../../db/client';
import { ACTIVE_BOOKING_STATUSES, bookings } from '../../db/schema';
import { isExclusionViolation } from '../../db/pg-errors';
import { absenceRangesOf } from '../absences/repository';
import type { GroupRow, SlotRow } from '../groups/repository';
import { bookingTransaction, insertBooking } from '../bookings/repository';

export interface Owner {
  groupId: number;
  userId: number;
  deskId: number;
  mode: DeskMode;
  weekdays: number[];
}

export interface CalendarChange {
  reclaimed: string[];
  released: string[];
  unavailable: string[];
}

/** The owner's booking interval on a day; today it starts no earlier than now, so check-in grace counts from now. */
export function ownerInterval(day: string, group: GroupRow, slots: SlotRow[], now: Date) {
  const [start, end] = workingDayMinutes(slots.map((s) => ({ start_minute: s.startMinute, end_minute: s.endMinute })));
  const interval = resolvedMinutesInterval(day, start, end, group.timeZone);
  return { start: interval.start < now ? now : interval.start, end: interval.end };
}

/** Books one owner day; false when someone else (or the owner elsewhere) already holds that time. */
export async function bookOwnerDay(q: Queryable, owner: Owner, day: string, group: GroupRow, slots: SlotRow[], now: Date) {
  const interval = ownerInterval(day, group, slots, now);
  if (interval.end <= now) return null;
  try {
    return await bookingTransaction(q, (savepoint) =>
      insertBooking(savepoint, {
        groupId: owner.groupId,
        userId: owner.userId,
        resourceId: owner.deskId,
        resourceKind: 'desk',
        day,
        startAt: interval.start,
        endAt: interval.end,
        status: 'booked',
        source: 'owner',
      }),
    );
  } catch (error) {
    if (isExclusionViolation(error)) return null;
    throw error;
  }
}

/**
 * Makes the owner's future calendar match the desk mode and absences: days no longer used (not an owner day, or a
 * day of an absence) are released to the pool, wanted days are booked where still free. With `resetReleased`, days
 * the owner had released are reclaimed too (saving desk settings resets the calendar); without it (the daily
 * extension) they stay released, except the days in `reclaim` (those of a removed or shortened absence).
 */
export async function syncOwnerCalendar(
  q: Queryable,
  owner: Owner,
  group: GroupRow,
  slots: SlotRow[],
  options: { resetReleased: boolean; now: Date; reclaim?: ReadonlySet<LocalDay> },
): Promise<CalendarChange> {
  const { now } = options;
  const today = localDayOf(now, group.timeZone);
  const horizon = addDays(today, group.maxAdvanceDays);
  const absent = absentDaysWithin(await absenceRangesOf(q, owner.groupId, owner.userId, today, horizon), today, horizon);
  const wanted = new Set(ownerDays(owner.mode, owner.weekdays, today, group.maxAdvanceDays + 1).filter((day) => !absent.has(day)));
  const rows = await q
    .select()
    .from(bookings)
    .where(
      and(
        eq(bookings.groupId, owner.groupId),
        eq(bookings.userId, owner.userId),
        eq(bookings.resourceId, owner.deskId),
        eq(bookings.source, 'owner'),
        gte(bookings.day, today),
      ),
    );
  const active = new Map(rows.filter((r) => (ACTIVE_BOOKING_STATUSES as readonly string[]).includes(r.status)).map((r) => [r.day, r]));
  const seen = new Set(rows.map((r) => r.day));
  const change: CalendarChange = { reclaimed: [], released: [], unavailable: [] };

  const toRelease = [...active.values()].filter((r) => !wanted.has(r.day) && r.endAt > now);
  if (toRelease.length > 0) {
    await q
      .update(bookings)
      .set({ status: 'released', endedAt: sql`now()` })
      .where(
        and(
          eq(bookings.groupId, owner.groupId),
          inArray(
            bookings.id,
            toRelease.map((r) => r.id),
          ),
        ),
      );
    change.released.push(...toRelease.map((r) => r.day).sort());
  }
  for (const day of [...wanted].sort()) {
    if (active.has(day) || (!options.resetReleased && !options.reclaim?.has(day) && seen.has(day))) continue;
    if (ownerInterval(day, group, slots, now).end <= now) continue;
    const booked = await bookOwnerDay(q, owner, day, group, slots, now);
    (booked ? change.reclaimed : change.unavailable).push(day);
  }
  return change;
}
