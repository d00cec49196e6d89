import { and, asc, desc, eq, gte, inArray, sql } from 'drizzle-orm';
import type { Queryable, Tx } from '../../db/client';
import { bookingDetails, bookings, deskRequests, series } from '../../db/schema';

export type SeriesRow = typeof series.$inferSelect;
export type NewSeries = typeof series.$inferInsert;
export type OccurrenceRow = Pick<typeof bookings.$inferSelect, 'id' | 'seriesId' | 'day' | 'startAt' | 'endAt' | 'status'>;

/** Statuses of an occurrence that still counts (not cancelled, released, rejected or declined). */
export const LIVE_OCCURRENCE_STATUSES = ['reserved', 'booked', 'waiting'] as const;

export async function insertSeries(tx: Tx, values: NewSeries): Promise<SeriesRow> {
  const [row] = await tx.insert(series).values(values).returning();
  if (!row) throw new Error('series insert returned nothing');
  return row;
}

const own = (groupId: number, userId: number, id: number) => and(eq(series.groupId, groupId), eq(series.userId, userId), eq(series.id, id));

/** One of the user's series; another user's or group's does not exist for the caller. */
export async function findOwnSeries(q: Queryable, groupId: number, userId: number, id: number): Promise<SeriesRow | null> {
  const rows = await q
    .select()
    .from(series)
    .where(own(groupId, userId, id))
    .limit(1);
  return rows[0] ?? null;
}

/** The same, locked to the end of the transaction: edits and cancellations of one series queue behind each other. */
export async function lockOwnSeries(tx: Tx, groupId: number, userId: number, id: number): Promise<SeriesRow | null> {
  const rows = await tx
    .select()
    .from(series)
    .where(own(groupId, userId, id))
    .for('update');
  return rows[0] ?? null;
}

/** The user's series not cancelled that still have an occurrence (or a lottery request) ahead, newest first. */
export async function liveSeriesOf(q: Queryable, groupId: number, userId: number, now: Date, today: string): Promise<SeriesRow[]> {
  const ahead = q
    .select({ id: bookings.seriesId })
    .from(bookings)
    .where(
      and(
        eq(bookings.groupId, groupId),
        eq(bookings.userId, userId),
        inArray(bookings.status, [...LIVE_OCCURRENCE_STATUSES]),
        gte(bookings.endAt, now),
        sql`${bookings.seriesId} IS NOT NULL`,
      ),
    );
  const requested = q
    .select({ id: deskRequests.seriesId })
    .from(deskRequests)
    .where(
      and(
        eq(deskRequests.groupId, groupId),
        eq(deskRequests.userId, userId),
        eq(deskRequests.status, 'waiting'),
        gte(deskRequests.day, today),
        sql`${deskRequests.seriesId} IS NOT NULL`,
      ),
    );
  return q
    .select()
    .from(series)
    .where(
      and(
        eq(series.groupId, groupId),
        eq(series.userId, userId),
        sql`${series.cancelledAt} IS NULL`,
        sql`(${inArray(series.id, ahead)} OR ${inArray(series.id, requested)})`,
      ),
    )
    .orderBy(desc(series.id));
}

/** Every booking of the series, in time order. */
export async function occurrencesOf(q: Queryable, groupId: number, seriesIds: number[]): Promise<OccurrenceRow[]> {
  if (seriesIds.length === 0) return [];
  return q
    .select({
      id: bookings.id,
      seriesId: bookings.seriesId,
      day: bookings.day,
      startAt: bookings.startAt,
      endAt: bookings.endAt,
      status: bookings.status,
    })
    .from(bookings)
    .where(and(eq(bookings.groupId, groupId), inArray(bookings.seriesId, seriesIds)))
    .orderBy(asc(bookings.startAt), asc(bookings.id));
}

/** Lottery days of the series still waiting for their draw, from today on. */
export async function requestedDaysOf(q: Queryable, groupId: number, seriesIds: number[], today: string) {
  if (seriesIds.length === 0) return [];
  return q
    .select({ seriesId: deskRequests.seriesId, day: deskRequests.day })
    .from(deskRequests)
    .where(
      and(
        eq(deskRequests.groupId, groupId),
        inArray(deskRequests.seriesId, seriesIds),
        eq(deskRequests.status, 'waiting'),
        gte(deskRequests.day, today),
      ),
    )
    .orderBy(asc(deskRequests.day));
}

/** The event title of each series (its newest occurrence's details). */
export async function titlesOf(q: Queryable, groupId: number, seriesIds: number[]): Promise<Map<number, string>> {
  if (seriesIds.length === 0) return new Map();
  const rows = await q
    .selectDistinctOn([bookings.seriesId], { seriesId: bookings.seriesId, title: bookingDetails.title })
    .from(bookings)
    .innerJoin(bookingDetails, and(eq(bookingDetails.groupId, bookings.groupId), eq(bookingDetails.bookingId, bookings.id)))
    .where(and(eq(bookings.groupId, groupId), inArray(bookings.seriesId, seriesIds)))
    .orderBy(bookings.seriesId, desc(bookings.id));
  return new Map(rows.flatMap((r) => (r.seriesId === null ? [] : [[r.seriesId, r.title] as const])));
}
