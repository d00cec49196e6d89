import { randomUUID } from 'node:crypto';
import { and, asc, eq, gte, inArray, sql } from 'drizzle-orm';
import { LOTTERY_KINDS, type DeskRequest, type DeskRequestBody, type LotteryKind } from '../../../contract/lottery';
import type { Language } from '../../../contract/limits';
import { lotteryCutoff } from '../../../domain/lottery/cutoff';
import { requestDayProblems } from '../../../domain/time/booking-days';
import { localDayOf } from '../../../domain/time/local-day';
import type { Database, Queryable } from '../../db/client';
import { areas, bookings, deskRequests, lotteryRuns, resources } from '../../db/schema';
import { findDesk } from '../desks/repository';
import { AppError, invalid, invalidField } from '../../http/errors';
import { isUniqueViolation } from '../../db/pg-errors';
import { translator } from '../../i18n/translator';
import type { AuthContext, RequestContext } from '../../http/request-context';
import { type GroupRow } from '../groups/repository';
import { commitmentOf, commitmentsOf, ensureCommitments } from './commitments';
import { presentRequest } from './presenter';
import type { DeskRequestRow } from './repository';
import { requireCoveredDays } from '../bookings/subscription-cover';
import type { WonBooking } from './presenter';
import { notifyTeam, teamMembers } from './team-members';

/**
 * The days whose requests (of the kind) are still collected: lottery mode, before the cutoff, and not drawn early by an
 * admin. Reading a day's lottery state commits its draw seed (once), so the commitment exists before any request.
 */
export async function daysWithDrawAhead(
  q: Queryable,
  group: GroupRow,
  days: string[],
  now: Date,
  kind: LotteryKind = 'desk',
): Promise<Set<string>> {
  if (group.allocationMode !== 'algorithm') return new Set();
  const beforeCutoff = days.filter((day) => now < lotteryCutoff(day, group.lotteryCutoffMinute, group.timeZone));
  if (beforeCutoff.length === 0) return new Set();
  const drawn = await q
    .select({ day: lotteryRuns.day })
    .from(lotteryRuns)
    .where(and(eq(lotteryRuns.groupId, group.id), eq(lotteryRuns.resourceKind, kind), inArray(lotteryRuns.day, beforeCutoff)));
  const drawnDays = new Set(drawn.map((r) => r.day));
  const open = beforeCutoff.filter((day) => !drawnDays.has(day));
  await ensureCommitments(q, group.id, open, kind, now);
  return new Set(open);
}

/** Desk label and status of won bookings: the sentence names the desk, the badge shows the booking's state. */
export async function wonBookings(q: Queryable, groupId: number, rows: DeskRequestRow[]): Promise<Map<number, WonBooking>> {
  const bookingIds = rows.flatMap((r) => (r.bookingId ? [r.bookingId] : []));
  if (bookingIds.length === 0) return new Map();
  const found = await q
    .select({ id: bookings.id, label: resources.label, status: bookings.status })
    .from(bookings)
    .innerJoin(resources, and(eq(resources.groupId, bookings.groupId), eq(resources.id, bookings.resourceId)))
    .where(and(eq(bookings.groupId, groupId), inArray(bookings.id, bookingIds)));
  return new Map(found.map((f) => [f.id, f]));
}

/** Requests with their explanation and their day's commitment (committed now for waiting days still open). */
export async function presentRequests(
  q: Queryable,
  group: GroupRow,
  rows: DeskRequestRow[],
  language: Language,
  now: Date,
): Promise<DeskRequest[]> {
  const won = await wonBookings(q, group.id, rows);
  for (const kind of LOTTERY_KINDS) {
    const waiting = rows.filter((r) => r.status === 'waiting' && r.resourceKind === kind).map((r) => r.day);
    if (waiting.length > 0) await daysWithDrawAhead(q, group, [...new Set(waiting)], now, kind);
  }
  const commitments = await commitmentsOf(
    q,
    group.id,
    rows.map((r) => r.day),
  );
  const t = translator(language);
  return rows.map((r) =>
    presentRequest(
      r,
      group,
      r.bookingId ? (won.get(r.bookingId) ?? null) : null,
      commitmentOf(commitments, r.day, r.resourceKind) ?? null,
      t,
      language,
    ),
  );
}

/** Stores requests for days whose draw is ahead; one per user and day. */
export async function createRequests(
  database: Database,
  context: RequestContext,
  body: DeskRequestBody,
  language: Language,
  now: Date,
): Promise<DeskRequest[]> {
  const { auth, group } = context;
  const today = localDayOf(now, group.timeZone);
  const problems = requestDayProblems(body.days, today, group.maxAdvanceDays);
  if (problems.length > 0) throw invalid({ days: problems.map(({ key, ...params }) => ({ key, params })) });
  const open = await daysWithDrawAhead(database.db, group, body.days, now);
  if (body.days.some((day) => !open.has(day))) throw invalidField('days', 'validation.draw_closed');
  await requireCoveredDays(database.db, context, body.days);
  if (body.preferred_desk_id !== null && body.team_user_ids.length > 0) throw invalidField('preferred_desk_id', 'validation.team_one_desk');
  if (body.preferred_desk_id !== null) {
    const desk = await findDesk(database.db, auth.groupId, body.preferred_desk_id);
    if (!desk) throw new AppError('not_found', 'errors.desk_not_found');
  }
  if (body.preferred_area_id !== null) {
    const [area] = await database.db
      .select({ id: areas.id })
      .from(areas)
      .where(and(eq(areas.groupId, auth.groupId), eq(areas.id, body.preferred_area_id)));
    if (!area) throw invalidField('preferred_area_id', 'validation.invalid');
  }
  const days = [...new Set(body.days)].sort();
  const team = await teamMembers(database.db, auth, body.team_user_ids, days);
  // One key for the whole submission: the draw groups a day's requests by it.
  const teamKey = team.length > 0 ? randomUUID() : null;
  try {
    const rows = await database.db.transaction(async (tx) => {
      const inserted = await tx
        .insert(deskRequests)
        .values(
          [auth.userId, ...team].flatMap((userId) =>
            days.map((day) => ({
              groupId: auth.groupId,
              userId,
              day,
              preferredDeskId: body.preferred_desk_id,
              preferredAreaId: body.preferred_area_id,
              nearColleagues: body.near_colleagues,
              teamKey,
            })),
          ),
        )
        .returning();
      if (team.length > 0) await notifyTeam(tx, group, auth.userId, team, days);
      return inserted;
    });
    return presentRequests(
      database.db,
      group,
      rows.filter((r) => r.userId === auth.userId),
      language,
      now,
    );
  } catch (error) {
    if (isUniqueViolation(error)) throw invalidField('days', 'validation.already_requested');
    throw error;
  }
}

export async function myRequests(
  database: Database,
  { auth, group }: Pick<RequestContext, 'auth' | 'group'>,
  language: Language,
  now: Date,
): Promise<DeskRequest[]> {
  const rows = await database.db
    .select()
    .from(deskRequests)
    .where(
      and(
        eq(deskRequests.groupId, auth.groupId),
        eq(deskRequests.userId, auth.userId),
        eq(deskRequests.resourceKind, 'desk'),
        gte(deskRequests.day, localDayOf(now, group.timeZone)),
      ),
    )
    .orderBy(asc(deskRequests.day));
  return presentRequests(database.db, group, rows, language, now);
}

/** Withdraws a waiting request (for a desk, or a parking space), or leaves the waiting list. */
export async function withdrawRequest(database: Database, auth: AuthContext, id: number, kind: LotteryKind = 'desk'): Promise<void> {
  const done = await database.db
    .update(deskRequests)
    .set({ status: 'withdrawn', reason: null, waitlistPosition: null, decidedAt: sql`now()` })
    .where(
      and(
        eq(deskRequests.groupId, auth.groupId),
        eq(deskRequests.id, id),
        eq(deskRequests.userId, auth.userId),
        eq(deskRequests.resourceKind, kind),
        inArray(deskRequests.status, ['waiting', 'lost']),
        // A request holding an offer is answered through the offer (declined there), not withdrawn.
        sql`${deskRequests.reason} IS DISTINCT FROM 'offered'`,
      ),
    )
    .returning({ id: deskRequests.id });
  if (done.length === 0) throw new AppError('not_found', 'errors.not_found');
}
