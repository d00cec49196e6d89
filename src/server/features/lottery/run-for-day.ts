import { placeText } from '../resources/place';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { drawSeed } from '../../../domain/lottery/commitment';
import { runLottery, type LotteryDesk, type LotteryInput } from '../../../domain/lottery/run-lottery';
import { addDays } from '../../../domain/time/local-day';
import { queryRows, type Queryable, type Tx } from '../../db/client';
import { HOLDING_BOOKING_STATUSES, bookings, lotteryRuns, resources } from '../../db/schema';
import { overlaps } from '../../db/overlap';
import { isExclusionViolation } from '../../db/pg-errors';
import { bookingTransaction, insertBooking } from '../bookings/repository';
import type { LotteryKind } from '../../../contract/lottery';
import { findResource, inService, resourcesByIds } from '../resources/repository';
import type { GroupRow, SlotRow } from '../groups/repository';
import { notify, notifyMany } from '../messages/notify';
import { lotteryInterval } from './day-interval';
import { committedSeed } from './commitments';
import { linkedColleagues, lotteryHistory, requestsToDraw, usersHolding } from './repository';

export interface RunOutcome {
  ran: boolean;
  winners: number;
  waitlist: number;
}

/**
 * Desks (or parking spaces) of the group for the interval: free ones, and owners' own days marked as held.
 * Those booked by others are left out.
 */
async function desksForDraw(tx: Tx, groupId: number, start: Date, end: Date, kind: LotteryKind): Promise<LotteryDesk[]> {
  const all = await tx
    .select({ id: resources.id, areaId: resources.areaId, x: resources.planX, y: resources.planY })
    .from(resources)
    .where(inService(groupId, kind));
  const busy = await tx
    .select({ resourceId: bookings.resourceId, source: bookings.source })
    .from(bookings)
    .where(
      and(
        eq(bookings.groupId, groupId),
        inArray(bookings.status, [...HOLDING_BOOKING_STATUSES]),
        eq(bookings.resourceKind, kind),
        overlaps(bookings.startAt, bookings.endAt, { start, end }),
      ),
    );
  const ownerHeld = new Set(busy.filter((b) => b.source === 'owner').map((b) => b.resourceId));
  const taken = new Set(busy.filter((b) => b.source !== 'owner').map((b) => b.resourceId));
  // Floor-plan positions only where there are some: a run's stored input stays as it was without plans.
  return all
    .filter((d) => !taken.has(d.id))
    .map((d) => ({
      id: d.id,
      areaId: d.areaId,
      heldByOwner: ownerHeld.has(d.id),
      ...(d.x === null || d.y === null ? {} : { x: d.x, y: d.y }),
    }));
}

/**
 * The draw for one group, day and kind (desks or parking spaces), in the caller's transaction. The run row is
 * written first: its unique (group, day, kind) makes the draw happen once, and a crash rolls the whole draw back.
 * The seed is the day's committed one (see commitments.ts); it and the inputs are stored so anyone in the group can
 * replay the run (lottery/runs/:id).
 */
export async function runLotteryForDay(
  tx: Tx,
  group: GroupRow,
  slots: SlotRow[],
  day: string,
  kind: LotteryKind = 'desk',
): Promise<RunOutcome> {
  const seed = drawSeed((await committedSeed(tx, group.id, day, kind)).seed);
  const waiting = await requestsToDraw(tx, group.id, day, kind);
  const { start, end } = lotteryInterval(day, group, slots);
  const holders = await usersHolding(
    tx,
    group.id,
    waiting.map((r) => r.userId),
    start,
    end,
    kind,
  );
  const drawn = waiting.filter((r) => !holders.has(r.userId));
  const windowStart = addDays(day, -7 * group.fairnessWindowWeeks);
  const history = await lotteryHistory(
    tx,
    group.id,
    drawn.map((r) => r.userId),
    windowStart,
    day,
    kind,
  );
  const links = await linkedColleagues(
    tx,
    group.id,
    drawn.filter((r) => r.nearColleagues).map((r) => r.userId),
  );
  const input: LotteryInput = {
    seed,
    requests: drawn.map((r) => ({
      userId: r.userId,
      preferredDeskIds: r.preferredDeskId ? [r.preferredDeskId] : [],
      preferredAreaId: r.preferredAreaId,
      nearUserIds: r.nearColleagues ? (links.get(r.userId) ?? []) : [],
      ...(r.teamKey === null ? {} : { teamKey: r.teamKey }),
    })),
    desks: await desksForDraw(tx, group.id, start, end, kind),
    history,
    noShowsCount: group.noShowsCount,
  };
  const result = runLottery(input);
  const [run] = await tx
    .insert(lotteryRuns)
    .values({ groupId: group.id, day, resourceKind: kind, seed, input, result })
    .onConflictDoNothing()
    .returning({ id: lotteryRuns.id });
  if (!run) return { ran: false, winners: 0, waitlist: 0 };

  const requestOf = new Map(drawn.map((r) => [r.userId, r]));
  const wins = result.assignments.flatMap((a) => {
    const request = requestOf.get(a.userId);
    return request ? [{ request, deskId: a.deskId, reason: a.reason }] : [];
  });
  const booked = await reserveMany(tx, group, wins, day, start, end, kind);
  const waitlist = [...result.waitlist, ...wins.filter((w) => !booked.has(w.request.userId)).map((w) => w.request.userId)];

  const decisions = [
    ...waiting
      .filter((w) => holders.has(w.userId))
      .map((r) => ({ id: r.id, status: 'withdrawn', reason: 'already_booked', booking_id: null, position: null })),
    ...wins.flatMap((w) => {
      const bookingId = booked.get(w.request.userId);
      return bookingId === undefined
        ? []
        : [{ id: w.request.id, status: 'won', reason: `won_${w.reason}`, booking_id: bookingId, position: null }];
    }),
    ...waitlist.flatMap((userId, index) => {
      const request = requestOf.get(userId);
      return request ? [{ id: request.id, status: 'lost', reason: 'lost', booking_id: null, position: index + 1 }] : [];
    }),
  ];
  // One statement for every decision of the draw.
  await tx.execute(sql`
    UPDATE desk_requests r
       SET status = v.status, reason = v.reason, booking_id = v.booking_id, waitlist_position = v.position,
           run_id = ${run.id}, decided_at = now()
      FROM jsonb_to_recordset(${JSON.stringify(decisions)}::jsonb) AS v(id bigint, status text, reason text, booking_id bigint, position integer)
     WHERE r.group_id = ${group.id} AND r.id = v.id`);

  const places = await resourcesByIds(tx, group.id, [...new Set(wins.map((w) => w.deskId))]);
  const interval = [{ start: start.toISOString(), end: end.toISOString() }];
  await notifyMany(tx, group.id, [
    ...wins
      .filter((w) => booked.has(w.request.userId))
      .map((w) => {
        const place = places.get(w.deskId);
        return {
          userId: w.request.userId,
          type: 'LotteryWonNotification' as const,
          payload: {
            desk: place?.resource.label ?? '',
            place: place ? placeText(place) : '',
            time_zone: group.timeZone,
            intervals: interval,
            run_id: run.id,
            ...kindOfPayload(kind),
          },
        };
      }),
    ...waitlist.map((userId, index) => ({
      userId,
      type: 'LotteryLostNotification' as const,
      payload: {
        desk: '',
        place: '',
        time_zone: group.timeZone,
        intervals: interval,
        position: index + 1,
        run_id: run.id,
        ...(group.waitlistOfferMinutes > 0 ? { offer_minutes: group.waitlistOfferMinutes } : {}),
        ...kindOfPayload(kind),
      },
    })),
  ]);
  return { ran: true, winners: booked.size, waitlist: waitlist.length };
}

/**
 * The winners' bookings in one INSERT (the winners as one JSON parameter), by user: the booking's id. Should a booking
 * made meanwhile on another connection collide, the constraint refuses the batch and each winner is tried alone (a
 * collision then joins the waiting list).
 */
async function reserveMany(
  tx: Tx,
  group: GroupRow,
  wins: Array<{ request: { userId: number }; deskId: number }>,
  day: string,
  start: Date,
  end: Date,
  kind: LotteryKind,
): Promise<Map<number, number>> {
  if (wins.length === 0) return new Map();
  const winners = JSON.stringify(wins.map((w) => ({ user_id: w.request.userId, resource_id: w.deskId })));
  try {
    const rows = await bookingTransaction(tx, (savepoint) =>
      queryRows<{ id: string | number; user_id: number }>(
        savepoint,
        sql`INSERT INTO bookings (group_id, user_id, resource_id, resource_kind, day, start_at, end_at, status, source)
            SELECT ${group.id}, w.user_id, w.resource_id, ${kind}, ${day}::date, ${start.toISOString()}::timestamptz,
                   ${end.toISOString()}::timestamptz, ${wonStatus(kind)}, 'lottery'
              FROM jsonb_to_recordset(${winners}::jsonb) AS w(user_id integer, resource_id integer)
            RETURNING id, user_id`,
      ),
    );
    return new Map(rows.map((r) => [Number(r.user_id), Number(r.id)]));
  } catch (error) {
    if (!isExclusionViolation(error)) throw error;
  }
  const out = new Map<number, number>();
  for (const w of wins) {
    const row = await reserve(tx, group, w.request.userId, w.deskId, day, start, end, kind);
    if (row) out.set(w.request.userId, row.id);
  }
  return out;
}

/** A won desk waits for its check-in (`reserved`); a parking space has no check-in and is `booked` at once. */
const wonStatus = (kind: LotteryKind) => (kind === 'desk' ? ('reserved' as const) : ('booked' as const));

/** Parking messages say so in their payload, so their texts name a parking space instead of a desk. */
const kindOfPayload = (kind: LotteryKind) => (kind === 'parking' ? { resource_kind: 'parking' as const } : {});

/** A won desk or space becomes a booking; the exclusion constraints still guard it. */
export async function reserve(
  tx: Queryable,
  group: GroupRow,
  userId: number,
  deskId: number,
  day: string,
  start: Date,
  end: Date,
  kind: LotteryKind = 'desk',
) {
  try {
    return await bookingTransaction(tx, (savepoint) =>
      insertBooking(savepoint, {
        groupId: group.id,
        userId,
        resourceId: deskId,
        resourceKind: kind,
        day,
        startAt: start,
        endAt: end,
        status: wonStatus(kind),
        source: 'lottery',
      }),
    );
  } catch (error) {
    if (isExclusionViolation(error)) return null;
    throw error;
  }
}

export async function notifyDesk(
  tx: Queryable,
  group: GroupRow,
  userId: number,
  deskId: number,
  type: 'LotteryWonNotification' | 'WaitlistPromotedNotification',
  start: Date,
  end: Date,
  kind: LotteryKind = 'desk',
) {
  const desk = await findResource(tx, group.id, kind, deskId);
  await notify(tx, { groupId: group.id, userId }, type, {
    desk: desk?.resource.label ?? '',
    place: desk ? placeText(desk) : '',
    time_zone: group.timeZone,
    intervals: [{ start: start.toISOString(), end: end.toISOString() }],
    ...kindOfPayload(kind),
  });
}
