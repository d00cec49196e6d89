import { and, eq, sql } from 'drizzle-orm';
import { DeskPool } from '../../../domain/lottery/desk-pool';
import { pickDesk } from '../../../domain/lottery/run-lottery';
import type { Queryable } from '../../db/client';
import { deskRequests, lotteryRuns } from '../../db/schema';
import type { LotteryKind } from '../../../contract/lottery';
import type { Interval } from '../../../domain/time/interval';
import { availableDesks } from '../desks/repository';
import { groupParkingSpaces, parkingHolders } from '../parking/repository';
import type { PlacedResource } from '../resources/repository';
import { findGroup, groupSlots } from '../groups/repository';
import { lotteryInterval } from './day-interval';
import { linkedColleagues, requestsOfDay } from './repository';
import { notifyDesk, reserve } from './run-for-day';
import { isOffered, offerToWaiting } from './waitlist-offers';

/** Desks, or parking spaces, nobody holds during the interval. */
async function freeResources(q: Queryable, groupId: number, day: string, interval: Interval, kind: LotteryKind): Promise<PlacedResource[]> {
  if (kind === 'desk') return availableDesks(q, groupId, day, interval, undefined);
  const held = new Set((await parkingHolders(q, groupId, interval)).map((h) => h.resourceId));
  return (await groupParkingSpaces(q, groupId)).filter((space) => !held.has(space.resource.id));
}

const isLotteryKind = (kind: string): kind is LotteryKind => kind === 'desk' || kind === 'parking';

/**
 * After the draw, a desk (or parking space) that becomes free goes to the first people on the day's waiting list of
 * that kind, each to their best free one: offered with a hold when the group sets offer minutes (they accept or
 * decline; see waitlist-offers.ts), else booked for them at once. Call in the transaction that freed it.
 */
export async function promoteWaitlist(
  q: Queryable,
  groupId: number,
  day: string,
  kind: string = 'desk',
  now: Date = new Date(),
): Promise<number> {
  if (!isLotteryKind(kind)) return 0;
  const group = await findGroup(q, groupId);
  if (!group || group.allocationMode !== 'algorithm') return 0;
  const [run] = await q
    .select({ id: lotteryRuns.id })
    .from(lotteryRuns)
    .where(and(eq(lotteryRuns.groupId, groupId), eq(lotteryRuns.day, day), eq(lotteryRuns.resourceKind, kind)));
  if (!run) return 0;
  // Those holding an offer wait for their own answer, not for another desk.
  const waiting = (await requestsOfDay(q, groupId, day, ['lost'], kind)).filter((r) => !isOffered(r));
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
      (await freeResources(q, groupId, day, { start, end }, kind)).map((d) => ({
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
    if (group.waitlistOfferMinutes > 0) {
      if (await offerToWaiting(q, group, request, pick.desk.id, { start, end }, kind, now)) promoted++;
      continue;
    }
    const booking = await reserve(q, group, request.userId, pick.desk.id, day, start, end, kind);
    if (!booking) continue;
    await q
      .update(deskRequests)
      .set({ status: 'won', reason: 'won_waitlist', bookingId: booking.id, waitlistPosition: null, decidedAt: sql`now()` })
      .where(and(eq(deskRequests.groupId, groupId), eq(deskRequests.id, request.id)));
    await notifyDesk(q, group, request.userId, pick.desk.id, 'WaitlistPromotedNotification', start, end, kind);
    promoted++;
  }
  // Everyone still waiting moves up (also when an offer ended and its request left the list).
  const still = (await requestsOfDay(q, groupId, day, ['lost'], kind)).filter((r) => !isOffered(r));
  for (const [index, request] of still.entries()) {
    if (request.waitlistPosition === index + 1) continue;
    await q
      .update(deskRequests)
      .set({ waitlistPosition: index + 1 })
      .where(and(eq(deskRequests.groupId, groupId), eq(deskRequests.id, request.id)));
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
