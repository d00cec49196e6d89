import { and, eq, sql } from 'drizzle-orm';
import { DeskPool } from '../../../domain/lottery/desk-pool';
import { pickDesk } from '../../../domain/lottery/run-lottery';
import type { Queryable } from '../../db/client';
import { deskRequests, lotteryRuns } from '../../db/schema';
import { availableDesks } from '../desks/repository';
import { findGroup, groupSlots } from '../groups/repository';
import { lotteryInterval } from './day-interval';
import { linkedColleagues, requestsOfDay } from './repository';
import { notifyDesk, reserve } from './run-for-day';

/**
 * After the draw, a desk that becomes free goes at once to the first people on the day's waiting list,
 * each to their best free desk. Call in the transaction that freed the desk.
 */
export async function promoteWaitlist(q: Queryable, groupId: number, day: string): Promise<number> {
  const group = await findGroup(q, groupId);
  if (!group || group.allocationMode !== 'algorithm') return 0;
  const [run] = await q
    .select({ id: lotteryRuns.id })
    .from(lotteryRuns)
    .where(and(eq(lotteryRuns.groupId, groupId), eq(lotteryRuns.day, day)));
  if (!run) return 0;
  const waiting = await requestsOfDay(q, groupId, day, ['lost']);
  if (waiting.length === 0) return 0;
  const slots = await groupSlots(q, groupId);
  const { start, end } = lotteryInterval(day, group, slots);
  const links = await linkedColleagues(
    q,
    groupId,
    waiting.filter((r) => r.nearColleagues).map((r) => r.userId),
  );
  let promoted = 0;
  for (const request of waiting) {
    const free = new DeskPool(
      (await availableDesks(q, groupId, day, { start, end }, undefined)).map((d) => ({
        id: d.resource.id,
        areaId: d.resource.areaId,
        heldByOwner: false,
      })),
    );
    const pick = pickDesk(
      {
        userId: request.userId,
        preferredDeskIds: request.preferredDeskId ? [request.preferredDeskId] : [],
        preferredAreaId: request.preferredAreaId,
        nearUserIds: request.nearColleagues ? (links.get(request.userId) ?? []) : [],
      },
      free,
      new Map(),
    );
    if (!pick) break;
    const booking = await reserve(q, group, request.userId, pick.desk.id, day, start, end);
    if (!booking) continue;
    await q
      .update(deskRequests)
      .set({ status: 'won', reason: 'won_waitlist', bookingId: booking.id, waitlistPosition: null, decidedAt: sql`now()` })
      .where(and(eq(deskRequests.groupId, groupId), eq(deskRequests.id, request.id)));
    await notifyDesk(q, group, request.userId, pick.desk.id, 'WaitlistPromotedNotification', start, end);
    promoted++;
  }
  if (promoted > 0) {
    // Everyone still waiting moves up.
    for (const [index, request] of (await requestsOfDay(q, groupId, day, ['lost'])).entries()) {
      await q
        .update(deskRequests)
        .set({ waitlistPosition: index + 1 })
        .where(and(eq(deskRequests.groupId, groupId), eq(deskRequests.id, request.id)));
    }
  }
  return promoted;
}

/** A won desk that ends early (cancelled, or released for a no-show) ends its request too, saying which. */
export async function endWonRequest(q: Queryable, groupId: number, bookingId: number, reason: 'cancelled' | 'released'): Promise<void> {
  await q
    .update(deskRequests)
    .set({ status: 'withdrawn', reason, decidedAt: sql`now()` })
    .where(and(eq(deskRequests.groupId, groupId), eq(deskRequests.bookingId, bookingId), eq(deskRequests.status, 'won')));
}
