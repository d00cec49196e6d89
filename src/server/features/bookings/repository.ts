import { and, asc, eq, gte, inArray, lte } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { ACTIVE_BOOKING_STATUSES, bookings } from '../../db/schema';

export type BookingRow = typeof bookings.$inferSelect;
export type NewBooking = typeof bookings.$inferInsert;

export async function insertBooking(q: Queryable, booking: NewBooking): Promise<BookingRow> {
  const [row] = await q.insert(bookings).values(booking).returning();
  if (!row) throw new Error('booking insert returned nothing');
  return row;
}

export async function findBooking(q: Queryable, groupId: number, id: number): Promise<BookingRow | null> {
  const rows = await q
    .select()
    .from(bookings)
    .where(and(eq(bookings.groupId, groupId), eq(bookings.id, id)))
    .limit(1);
  return rows[0] ?? null;
}

/** The user's bookings that hold a desk, on days from..to (inclusive), in time order. */
export async function activeBookingsOfUser(q: Queryable, groupId: number, userId: number, from: string, to: string): Promise<BookingRow[]> {
  return q
    .select()
    .from(bookings)
    .where(
      and(
        eq(bookings.groupId, groupId),
        eq(bookings.userId, userId),
        gte(bookings.day, from),
        lte(bookings.day, to),
        inArray(bookings.status, [...ACTIVE_BOOKING_STATUSES]),
      ),
    )
    .orderBy(asc(bookings.startAt));
}
