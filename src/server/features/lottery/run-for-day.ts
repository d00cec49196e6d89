import { randomInt } from 'node:crypto';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { runLottery, type LotteryDesk, type LotteryInput } from '../../../domain/lottery/run-lottery';
import { addDays } from '../../../domain/time/local-day';
import type { Queryable, Tx } from '../../db/client';
import { ACTIVE_BOOKING_STATUSES, areas, bookings, deskRequests, desks, lotteryRuns } from '../../db/schema';
import { isExclusionViolation } from '../../http/errors';
import { insertBooking } from '../bookings/repository';
import { findDesk } from '../desks/repository';
import type { GroupRow, SlotRow } from '../groups/repository';
import { notify } from '../messages/notify';
import { lotteryInterval } from './day-interval';
import { linkedColleagues, lotteryHistory, requestsOfDay, usersHoldingDesks } from './repository';

export interface RunOutcome {
  ran: boolean;
  winners: number;
  waitlist: number;
}

/** Desks of the group for the interval: free ones, and owners' own days marked as held. Desks booked by others are left out. */
async function desksForDraw(tx: Tx, groupId: number, start: Date, end: Date): Promise<LotteryDesk[]> {
  const all = await tx
    .select({ id: desks.id, areaId: desks.areaId })
    .from(desks)
    .innerJoin(areas, and(eq(areas.groupId, desks.groupId), eq(areas.id, desks.areaId)))
    .where(and(eq(desks.groupId, groupId), eq(desks.active, true)));
  const busy = await tx
    .select({ deskId: bookings.deskId, source: bookings.source })
    .from(bookings)
    .where(
      and(
        eq(bookings.groupId, groupId),
        inArray(bookings.status, [...ACTIVE_BOOKING_STATUSES]),
        sql`tstzrange(${bookings.startAt}, ${bookings.endAt}, '[)') && tstzrange(${start.toISOString()}::timestamptz, ${end.toISOString()}::timestamptz, '[)')`,
      ),
    );
  const ownerHeld = new Set(busy.filter((b) => b.source === 'owner').map((b) => b.deskId));
  const taken = new Set(busy.filter((b) => b.source !== 'owner').map((b) => b.deskId));
  return all.filter((d) => !taken.has(d.id)).map((d) => ({ id: d.id, areaId: d.areaId, heldByOwner: ownerHeld.has(d.id) }));
}

/**
 * The draw for one group and day, in the caller's transaction. The run row is written first: its
 * unique (group, day) makes the draw happen once, and a crash rolls the whole draw back. Seed and
 * inputs are stored so the run can be replayed and audited.
 */
export async function runLotteryForDay(tx: Tx, group: GroupRow, slots: SlotRow[], day: string, seed = randomInt(2 ** 31)): Promise<RunOutcome> {
  const waiting = await requestsOfDay(tx, group.id, day, ['waiting']);
  const { start, end } = lotteryInterval(day, group, slots);
  const holders = await usersHoldingDesks(tx, group.id, waiting.map((r) => r.userId), start, end);
  const drawn = waiting.filter((r) => !holders.has(r.userId));
  const windowStart = addDays(day, -7 * group.fairnessWindowWeeks);
  const history = await lotteryHistory(tx, group.id, drawn.map((r) => r.userId), windowStart, day);
  const links = await linkedColleagues(tx, group.id, drawn.filter((r) => r.nearColleagues).map((r) => r.userId));
  const input: LotteryInput = {
    seed,
    requests: drawn.map((r) => ({
      userId: r.userId,
      preferredDeskIds: r.preferredDeskId ? [r.preferredDeskId] : [],
      preferredAreaId: r.preferredAreaId,
      nearUserIds: r.nearColleagues ? (links.get(r.userId) ?? []) : [],
    })),
    desks: await desksForDraw(tx, group.id, start, end),
    history,
    noShowsCount: group.noShowsCount,
  };
  const result = runLottery(input);
  const [run] = await tx
    .insert(lotteryRuns)
    .values({ groupId: group.id, day, seed, input, result })
    .onConflictDoNothing()
    .returning({ id: lotteryRuns.id });
  if (!run) return { ran: false, winners: 0, waitlist: 0 };

  const requestOf = new Map(drawn.map((r) => [r.userId, r]));
  const decide = (id: number, values: Partial<typeof deskRequests.$inferInsert>) =>
    tx
      .update(deskRequests)
      .set({ ...values, runId: run.id, decidedAt: sql`now()` })
      .where(and(eq(deskRequests.groupId, group.id), eq(deskRequests.id, id)));

  for (const r of waiting.filter((w) => holders.has(w.userId))) await decide(r.id, { status: 'withdrawn', reason: 'already_booked' });

  const waitlist = [...result.waitlist];
  let winners = 0;
  for (const assignment of result.assignments) {
    const request = requestOf.get(assignment.userId);
    if (!request) continue;
    const booking = await reserve(tx, group, request.userId, assignment.deskId, day, start, end);
    if (!booking) {
      waitlist.push(request.userId);
      continue;
    }
    winners++;
    await decide(request.id, { status: 'won', reason: `won_${assignment.reason}`, bookingId: booking.id });
    await notifyDesk(tx, group, request.userId, assignment.deskId, 'LotteryWonNotification', start, end);
  }
  for (const [index, userId] of waitlist.entries()) {
    const request = requestOf.get(userId);
    if (!request) continue;
    await decide(request.id, { status: 'lost', reason: 'lost', waitlistPosition: index + 1 });
    await notify(tx, { groupId: group.id, userId }, 'LotteryLostNotification', {
      desk: '',
      place: '',
      time_zone: group.timeZone,
      intervals: [{ start: start.toISOString(), end: end.toISOString() }],
      position: index + 1,
    });
  }
  return { ran: true, winners, waitlist: waitlist.length };
}

/** A won desk becomes a `reserved` booking (held until check-in); the exclusion constraints still guard it. */
export async function reserve(tx: Queryable, group: GroupRow, userId: number, deskId: number, day: string, start: Date, end: Date) {
  try {
    return await tx.transaction((savepoint) =>
      insertBooking(savepoint, { groupId: group.id, userId, deskId, day, startAt: start, endAt: end, status: 'reserved', source: 'lottery' }),
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
) {
  const desk = await findDesk(tx, group.id, deskId);
  await notify(tx, { groupId: group.id, userId }, type, {
    desk: desk?.desk.label ?? '',
    place: desk ? `${desk.locationName}, ${desk.areaName}` : '',
    time_zone: group.timeZone,
    intervals: [{ start: start.toISOString(), end: end.toISOString() }],
  });
}
