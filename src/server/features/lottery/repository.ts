import { overlaps } from '../../db/overlap';
import { and, asc, eq, gte, inArray, lt, or, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import type { LotteryKind } from '../../../contract/lottery';
import { HOLDING_BOOKING_STATUSES, bookings, deskRequests, links } from '../../db/schema';

export type DeskRequestRow = typeof deskRequests.$inferSelect;

export async function requestsOfDay(
  q: Queryable,
  groupId: number,
  day: string,
  statuses: DeskRequestRow['status'][],
  kind: LotteryKind = 'desk',
) {
  return q
    .select()
    .from(deskRequests)
    .where(
      and(
        eq(deskRequests.groupId, groupId),
        eq(deskRequests.day, day),
        eq(deskRequests.resourceKind, kind),
        inArray(deskRequests.status, statuses),
      ),
    )
    .orderBy(asc(deskRequests.waitlistPosition), asc(deskRequests.id));
}

/**
 * Wins, losses and no-shows per user in [from, to) for one kind: what the draw weighs. Desks and parking keep
 * separate ledgers for now (issue #17 will combine them).
 */
export async function lotteryHistory(
  q: Queryable,
  groupId: number,
  userIds: number[],
  from: string,
  to: string,
  kind: LotteryKind = 'desk',
) {
  if (userIds.length === 0) return {};
  // A win stays a win when the desk was later cancelled or released (its request then reads 'withdrawn').
  const outcome = sql<'won' | 'lost'>`CASE WHEN ${deskRequests.status} = 'lost' THEN 'lost' ELSE 'won' END`;
  const decided = await q
    .select({ userId: deskRequests.userId, status: outcome, n: sql<number>`count(*)::int` })
    .from(deskRequests)
    .where(
      and(
        eq(deskRequests.groupId, groupId),
        inArray(deskRequests.userId, userIds),
        eq(deskRequests.resourceKind, kind),
        sql`(${deskRequests.status} IN ('won', 'lost') OR ${deskRequests.reason} IN ('cancelled', 'released'))`,
        gte(deskRequests.day, from),
        lt(deskRequests.day, to),
      ),
    )
    .groupBy(deskRequests.userId, outcome);
  // A no-show: a lottery desk released by the check-in deadline (status released without check-in).
  const noShows = await q
    .select({ userId: bookings.userId, n: sql<number>`count(*)::int` })
    .from(bookings)
    .where(
      and(
        eq(bookings.groupId, groupId),
        inArray(bookings.userId, userIds),
        eq(bookings.resourceKind, kind),
        eq(bookings.source, 'lottery'),
        eq(bookings.status, 'released'),
        sql`${bookings.checkedInAt} IS NULL`,
        gte(bookings.day, from),
        lt(bookings.day, to),
      ),
    )
    .groupBy(bookings.userId);
  const history: Record<number, { wins: number; losses: number; noShows: number }> = {};
  const entry = (userId: number) => (history[userId] ??= { wins: 0, losses: 0, noShows: 0 });
  for (const row of decided) {
    if (row.status === 'won') entry(row.userId).wins += row.n;
    else entry(row.userId).losses += row.n;
  }
  for (const row of noShows) entry(row.userId).noShows += row.n;
  return history;
}

/** Each user's accepted links (either side may have asked), for the draw's "near colleagues". */
export async function linkedColleagues(q: Queryable, groupId: number, userIds: number[]): Promise<Map<number, number[]>> {
  const linked = new Map<number, number[]>();
  if (userIds.length === 0) return linked;
  const rows = await q
    .select({ requesterId: links.requesterId, addresseeId: links.addresseeId })
    .from(links)
    .where(
      and(
        eq(links.groupId, groupId),
        eq(links.status, 'accepted'),
        or(inArray(links.requesterId, userIds), inArray(links.addresseeId, userIds)),
      ),
    );
  const asked = new Set(userIds);
  const add = (user: number, colleague: number) => {
    if (asked.has(user)) linked.set(user, [...(linked.get(user) ?? []), colleague]);
  };
  for (const row of rows) {
    add(row.requesterId, row.addresseeId);
    add(row.addresseeId, row.requesterId);
  }
  return linked;
}

/** Users who already hold a desk (or parking space) at some time of the interval. */
export async function usersHolding(
  q: Queryable,
  groupId: number,
  userIds: number[],
  start: Date,
  end: Date,
  kind: LotteryKind = 'desk',
): Promise<Set<number>> {
  if (userIds.length === 0) return new Set();
  const rows = await q
    .select({ userId: bookings.userId })
    .from(bookings)
    .where(
      and(
        eq(bookings.groupId, groupId),
        inArray(bookings.userId, userIds),
        inArray(bookings.status, [...HOLDING_BOOKING_STATUSES]),
        eq(bookings.resourceKind, kind),
        overlaps(bookings.startAt, bookings.endAt, { start, end }),
      ),
    );
  return new Set(rows.map((r) => r.userId));
}
