import { and, asc, eq, gte, inArray, lte, ne, sql } from 'drizzle-orm';
import type { DayRange } from '../../../domain/absence-days';
import type { Interval } from '../../../domain/time/interval';
import type { LocalDay } from '../../../domain/time/local-day';
import type { Queryable } from '../../db/client';
import { overlaps } from '../../db/overlap';
import { absences, ACTIVE_BOOKING_STATUSES, bookings, users } from '../../db/schema';

export type AbsenceRow = typeof absences.$inferSelect;

/** The user's absences that touch the days from `from` to `to`, as day ranges. */
export async function absenceRangesOf(q: Queryable, groupId: number, userId: number, from: LocalDay, to: LocalDay): Promise<DayRange[]> {
  const rows = await q
    .select({ from: absences.fromDay, to: absences.toDay })
    .from(absences)
    .where(and(eq(absences.groupId, groupId), eq(absences.userId, userId), lte(absences.fromDay, to), gte(absences.toDay, from)));
  return rows;
}

/** The user's absences that have not ended before `today`, soonest first. */
export const currentAbsencesOf = (q: Queryable, groupId: number, userId: number, today: LocalDay) =>
  q
    .select()
    .from(absences)
    .where(and(eq(absences.groupId, groupId), eq(absences.userId, userId), gte(absences.toDay, today)))
    .orderBy(asc(absences.fromDay));

/** One of the user's own absences, locked for a change; null when it is someone else's or does not exist. */
export async function lockOwnAbsence(q: Queryable, groupId: number, userId: number, id: number): Promise<AbsenceRow | null> {
  const [row] = await q
    .select()
    .from(absences)
    .where(and(eq(absences.groupId, groupId), eq(absences.userId, userId), eq(absences.id, id)))
    .for('update');
  return row ?? null;
}

export async function insertAbsence(q: Queryable, row: typeof absences.$inferInsert): Promise<AbsenceRow> {
  const [inserted] = await q.insert(absences).values(row).returning();
  if (!inserted) throw new Error('absence not inserted');
  return inserted;
}

export async function updateAbsence(q: Queryable, row: AbsenceRow, change: Pick<AbsenceRow, 'fromDay' | 'toDay' | 'note'>) {
  const [updated] = await q
    .update(absences)
    .set(change)
    .where(and(eq(absences.groupId, row.groupId), eq(absences.id, row.id)))
    .returning();
  if (!updated) throw new Error('absence not updated');
  return updated;
}

export async function deleteAbsence(q: Queryable, row: AbsenceRow): Promise<void> {
  await q.delete(absences).where(and(eq(absences.groupId, row.groupId), eq(absences.id, row.id)));
}

/** Who holds the desk on a day in the interval, other than its owner: the booking a taken-back day stays with. */
export async function deskHolderOn(q: Queryable, groupId: number, deskId: number, ownerId: number, day: LocalDay, interval: Interval) {
  const [row] = await q
    .select({
      startAt: bookings.startAt,
      endAt: bookings.endAt,
      firstName: users.firstName,
      name: users.name,
      presenceHidden: users.presenceHidden,
    })
    .from(bookings)
    .innerJoin(users, and(eq(users.groupId, bookings.groupId), eq(users.id, bookings.userId)))
    .where(
      and(
        eq(bookings.groupId, groupId),
        eq(bookings.resourceId, deskId),
        eq(bookings.day, day),
        ne(bookings.userId, ownerId),
        inArray(bookings.status, [...ACTIVE_BOOKING_STATUSES]),
        overlaps(bookings.startAt, bookings.endAt, interval),
      ),
    )
    .orderBy(sql`${bookings.startAt}`)
    .limit(1);
  return row ?? null;
}
