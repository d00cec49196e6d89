import { and, asc, eq, gte, inArray, lte, sql } from 'drizzle-orm';
import { type Database, type Queryable, type Tx } from '../../db/client';
import { executePrepared, type PreparedStatement } from '../../db/prepared';
import { notificationCteText } from '../messages/notify';
import { rowFromJson } from '../../db/json-rows';
import { isRetryable } from '../../db/pg-errors';
import { BOUNDED_LOCK_WAIT_SQL } from '../../db/lock-wait';
import { resourceWritesKeySql } from '../resources/write-lock';
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

/** Rows of one user that hold a desk (reserved or booked); rooms, bookables and parking have their own capabilities. */
export const activeBookingsOf = (groupId: number, userId: number) =>
  and(
    eq(bookings.groupId, groupId),
    eq(bookings.userId, userId),
    eq(bookings.resourceKind, 'desk'),
    inArray(bookings.status, [...ACTIVE_BOOKING_STATUSES]),
  );

/** The user's bookings that hold a desk, on days from..to (inclusive), in time order. */
export async function activeBookingsOfUser(q: Queryable, groupId: number, userId: number, from: string, to: string): Promise<BookingRow[]> {
  return q
    .select()
    .from(bookings)
    .where(and(activeBookingsOf(groupId, userId), gte(bookings.day, from), lte(bookings.day, to)))
    .orderBy(asc(bookings.startAt));
}

const DEADLOCK_ATTEMPTS = 3;

/**
 * Runs booking writes in a (sub)transaction, again when PostgreSQL broke a deadlock by aborting it.
 * Two requests of one user for two desks at once each wait on the other's uncommitted row under
 * bookings_user_overlap; the retry then sees the committed row and gets the honest 23P01.
 */
export const bookingTransaction = <T>(q: Queryable, work: (tx: Tx) => Promise<T>): Promise<T> =>
  retryingDeadlocks(() => q.transaction(work));

/** Runs `work` (one transaction or one statement) again when PostgreSQL broke a deadlock by aborting it. */
export async function retryingDeadlocks<T>(work: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await work();
    } catch (error) {
      if (!isRetryable(error) || attempt >= DEADLOCK_ATTEMPTS) throw error;
    }
  }
}

/** One booking row as `insertBookingWithNotes` writes it. */
export type SingleBooking = Pick<
  NewBooking,
  'groupId' | 'userId' | 'resourceId' | 'resourceKind' | 'day' | 'slotId' | 'startAt' | 'endAt' | 'status'
> & { startAt: Date; endAt: Date };

/**
 * The booking and its notifications under the resource's write lock and then the user's booking lock — the order
 * series take them in (`lockResourceWrites`, `lockUserBookings`) — with bounded lock waits; planned once per connection.
 * Without the resource's lock, requests of many people for one desk wait on each other's uncommitted rows.
 */
const insertBookingStatement = {
  name: 'deskfair_insert_booking_v3',
  parameterTypes: ['int', 'int', 'int', 'text', 'date', 'int?', 'timestamptz', 'timestamptz', 'text', 'jsonb'] as const,
  text: `
WITH locked AS (
  SELECT ${BOUNDED_LOCK_WAIT_SQL}, pg_advisory_xact_lock(${resourceWritesKeySql('$3')}), pg_advisory_xact_lock($1, $2)
),
inserted AS (
  INSERT INTO bookings (group_id, user_id, resource_id, resource_kind, day, slot_id, start_at, end_at, status)
  SELECT $1, $2, $3, $4, $5, $6, $7, $8, $9 FROM locked
  RETURNING *
), ${notificationCteText('$1', '$10')}
SELECT to_json(i) AS booking, (SELECT queued FROM notes_queued) AS queued FROM inserted i`,
} satisfies PreparedStatement<readonly ['int', 'int', 'int', 'text', 'date', 'int?', 'timestamptz', 'timestamptz', 'text', 'jsonb']>;

/**
 * Inserts one booking and records its notifications (`queuedNotes`) in one statement — one round trip and its own
 * transaction, a prepared one. The exclusion constraints decide as ever; a deadlock or a lock wait over its bound is
 * tried again.
 */
export async function insertBookingWithNotes(
  database: Database,
  b: SingleBooking,
  notes: string,
): Promise<{ row: BookingRow; queued: unknown }> {
  const [result] = await retryingDeadlocks(() =>
    executePrepared(database, insertBookingStatement, [
      b.groupId,
      b.userId,
      b.resourceId,
      b.resourceKind,
      b.day,
      b.slotId ?? null,
      b.startAt,
      b.endAt,
      b.status ?? 'booked',
      notes,
    ]),
  );
  if (!result) throw new Error('booking insert returned nothing');
  return { row: rowFromJson(bookings, result.booking), queued: result.queued };
}

/**
 * Serialises one user's booking writes (held to the end of the transaction). Without it, many requests of
 * one user wait on each other's uncommitted rows under bookings_user_overlap, and PostgreSQL can only break
 * those cycles by aborting them, one deadlock timeout at a time. Other users are not held up.
 */
export async function lockUserBookings(tx: Tx, groupId: number, userId: number): Promise<void> {
  await tx.execute(sql`SELECT pg_advisory_xact_lock(${groupId}::int, ${userId}::int)`);
}
