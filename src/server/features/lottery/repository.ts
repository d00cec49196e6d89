import { anyId } from '../../db/any-id';
import { overlaps } from '../../db/overlap';
import { and, asc, eq, gte, inArray, lt, or, sql } from 'drizzle-orm';
import { queryRows, type Queryable } from '../../db/client';
import { OTHER_KIND_STEP, SAME_KIND_STEP, type LotteryHistory } from '../../../domain/lottery/weights';
import type { LotteryKind } from '../../../contract/lottery';
import { HOLDING_BOOKING_STATUSES, bookings, deskRequests, links } from '../../db/schema';

export type DeskRequestRow = typeof deskRequests.$inferSelect;

const ofDay = (groupId: number, day: string, statuses: DeskRequestRow['status'][], kind: LotteryKind) =>
  and(
    eq(deskRequests.groupId, groupId),
    eq(deskRequests.day, day),
    eq(deskRequests.resourceKind, kind),
    inArray(deskRequests.status, statuses),
  );

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
    .where(ofDay(groupId, day, statuses, kind))
    .orderBy(asc(deskRequests.waitlistPosition), asc(deskRequests.id));
}

/**
 * The day's waiting requests with what a draw reads of them, in the order they were made. Of 10,000 requests the
 * whole rows took ten times as long to read as the query took to run.
 */
export async function requestsToDraw(q: Queryable, groupId: number, day: string, kind: LotteryKind) {
  return q
    .select({
      id: deskRequests.id,
      userId: deskRequests.userId,
      preferredDeskId: deskRequests.preferredDeskId,
      preferredAreaId: deskRequests.preferredAreaId,
      nearColleagues: deskRequests.nearColleagues,
      teamKey: deskRequests.teamKey,
    })
    .from(deskRequests)
    .where(ofDay(groupId, day, ['waiting'], kind))
    .orderBy(asc(deskRequests.id));
}

/**
 * Wins, losses and no-shows per user in [from, to), as the draw of `kind` weighs them: one ledger for desks and
 * parking spaces. Each decided request counts its deviation from that draw's share of winners, ×4 for the same
 * kind and ×1 for the other (`ledgerOutcome`, which explains why); rounded to thousandths so stored run inputs
 * read plainly. No-shows of both kinds count whole.
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
  const decided = await queryRows<{ user_id: number; wins: number; losses: number }>(
    q,
    sql`
    WITH decided AS (
      SELECT user_id, day, resource_kind, status <> 'lost' AS won
        FROM desk_requests
       WHERE group_id = ${groupId} AND day >= ${from} AND day < ${to}
         AND (status IN ('won', 'lost') OR reason IN ('cancelled', 'released'))
    ), shares AS (
      -- Those who ended up with the place (promotions included), among everyone the draw had: requests that left the
      -- waiting list later (declined or expired offers) still count as the draw's requesters.
      SELECT d.day, d.resource_kind,
             count(*) FILTER (WHERE d.won)::float8 / greatest(
               count(*),
               coalesce((SELECT jsonb_array_length(r.result -> 'order')
                           FROM lottery_runs r
                          WHERE r.group_id = ${groupId} AND r.day = d.day AND r.resource_kind = d.resource_kind), 0)
             ) AS share
        FROM decided d GROUP BY d.day, d.resource_kind
    ), weighed AS (
      SELECT d.user_id, d.won, s.share,
             CASE WHEN d.resource_kind = ${kind} THEN ${SAME_KIND_STEP}::float8 ELSE ${OTHER_KIND_STEP}::float8 END AS step
        FROM decided d JOIN shares s ON s.day = d.day AND s.resource_kind = d.resource_kind
       WHERE d.user_id = ANY(${sql.param(userIds)}::integer[])
    )
    SELECT user_id,
           round(sum(CASE WHEN won THEN step * (1 - share) ELSE 0 END)::numeric, 3)::float8 AS wins,
           round(sum(CASE WHEN won THEN 0 ELSE step * share END)::numeric, 3)::float8 AS losses
      FROM weighed GROUP BY user_id`,
  );
  // A no-show: a lottery desk released by the check-in deadline (status released without check-in).
  const noShows = await q
    .select({ userId: bookings.userId, n: sql<number>`count(*)::int` })
    .from(bookings)
    .where(
      and(
        eq(bookings.groupId, groupId),
        anyId(bookings.userId, userIds),
        eq(bookings.source, 'lottery'),
        eq(bookings.status, 'released'),
        sql`${bookings.checkedInAt} IS NULL`,
        gte(bookings.day, from),
        lt(bookings.day, to),
      ),
    )
    .groupBy(bookings.userId);
  const history: Record<number, LotteryHistory> = {};
  const entry = (userId: number) => (history[userId] ??= { wins: 0, losses: 0, noShows: 0 });
  for (const row of decided) {
    entry(Number(row.user_id)).wins += Number(row.wins);
    entry(Number(row.user_id)).losses += Number(row.losses);
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
        or(anyId(links.requesterId, userIds), anyId(links.addresseeId, userIds)),
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
        anyId(bookings.userId, userIds),
        inArray(bookings.status, [...HOLDING_BOOKING_STATUSES]),
        eq(bookings.resourceKind, kind),
        overlaps(bookings.startAt, bookings.endAt, { start, end }),
      ),
    );
  return new Set(rows.map((r) => r.userId));
}
