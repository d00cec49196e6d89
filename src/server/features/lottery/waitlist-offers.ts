import { and, eq } from 'drizzle-orm';
import type { LotteryKind } from '../../../contract/lottery';
import type { Queryable } from '../../db/client';
import { isExclusionViolation } from '../../db/pg-errors';
import { bookings, deskRequests, waitlistOffers } from '../../db/schema';
import { bookingTransaction, insertBooking } from '../bookings/repository';
import type { GroupRow } from '../groups/repository';
import { notify } from '../messages/notify';
import { findResource } from '../resources/repository';
import { placeText } from '../resources/place';
import type { DeskRequestRow } from './repository';

export type WaitlistOfferRow = typeof waitlistOffers.$inferSelect;

/**
 * Holds a freed desk (or parking space) for one person on the waiting list until now + the group's offer minutes
 * (at most until the day's end) and tells them. The hold is a booking row with status `offered`, so the exclusion
 * constraints keep everyone else off it; it also counts as the person's desk for that time, so someone who holds one
 * meanwhile is skipped (answers null) and stays on the list.
 */
export async function offerToWaiting(
  q: Queryable,
  group: GroupRow,
  request: DeskRequestRow,
  resourceId: number,
  interval: { start: Date; end: Date },
  kind: LotteryKind,
  now: Date,
): Promise<WaitlistOfferRow | null> {
  const start = interval.start > now ? interval.start : now;
  if (start >= interval.end) return null;
  const holdEnd = new Date(now.getTime() + group.waitlistOfferMinutes * 60_000);
  const expiresAt = holdEnd < interval.end ? holdEnd : interval.end;
  let hold;
  try {
    hold = await bookingTransaction(q, (savepoint) =>
      insertBooking(savepoint, {
        groupId: group.id,
        userId: request.userId,
        resourceId,
        resourceKind: kind,
        day: request.day,
        startAt: start,
        endAt: interval.end,
        status: 'offered',
        source: 'lottery',
      }),
    );
  } catch (error) {
    if (isExclusionViolation(error)) return null;
    throw error;
  }
  const [offer] = await q
    .insert(waitlistOffers)
    .values({ groupId: group.id, userId: request.userId, requestId: request.id, bookingId: hold.id, offeredAt: now, expiresAt })
    .returning();
  if (!offer) throw new Error('offer insert returned nothing');
  await q
    .update(deskRequests)
    .set({ reason: 'offered', bookingId: hold.id, waitlistPosition: null })
    .where(and(eq(deskRequests.groupId, group.id), eq(deskRequests.id, request.id)));
  const resource = await findResource(q, group.id, kind, resourceId);
  await notify(q, { groupId: group.id, userId: request.userId }, 'WaitlistOfferNotification', {
    desk: resource?.resource.label ?? '',
    place: resource ? placeText(resource) : '',
    time_zone: group.timeZone,
    intervals: [{ start: start.toISOString(), end: interval.end.toISOString() }],
    deadline: expiresAt.toISOString(),
    offer_id: offer.id,
    ...(kind === 'parking' ? { resource_kind: 'parking' as const } : {}),
  });
  return offer;
}

/** Whether a request on the waiting list is holding an open offer (it waits for the answer, not for a desk). */
export const isOffered = (request: DeskRequestRow) => request.status === 'lost' && request.reason === 'offered';

/**
 * Ends an open offer that was declined or ran out: the hold is given up (status declined) and the request leaves the
 * waiting list. Neither outcome counts in the fairness history: an offered desk not taken is treated like leaving the
 * waiting list, so nobody gains weight by letting offers pass. Answers false when the offer was no longer open.
 */
export async function endOffer(q: Queryable, offer: WaitlistOfferRow, outcome: 'declined' | 'expired', now: Date): Promise<boolean> {
  const ended = await q
    .update(waitlistOffers)
    .set({ status: outcome, decidedAt: now })
    .where(and(eq(waitlistOffers.groupId, offer.groupId), eq(waitlistOffers.id, offer.id), eq(waitlistOffers.status, 'open')))
    .returning({ id: waitlistOffers.id });
  if (ended.length === 0) return false;
  await q
    .update(bookings)
    .set({ status: 'declined', endedAt: now })
    .where(and(eq(bookings.groupId, offer.groupId), eq(bookings.id, offer.bookingId), eq(bookings.status, 'offered')));
  await q
    .update(deskRequests)
    .set({ status: 'withdrawn', reason: `offer_${outcome}`, bookingId: null, waitlistPosition: null, decidedAt: now })
    .where(and(eq(deskRequests.groupId, offer.groupId), eq(deskRequests.id, offer.requestId)));
  return true;
}

/** The sentence of a request that holds an offer or whose offer ended; undefined for every other request. */
export function offerRequestText(t: (key: string, values?: Record<string, unknown>) => string, request: DeskRequestRow, label: string) {
  const kind = request.resourceKind;
  if (isOffered(request)) return t(`waitlist_offers.request.${kind}.offered`, { label });
  if (request.status === 'withdrawn' && (request.reason === 'offer_declined' || request.reason === 'offer_expired'))
    return t(`waitlist_offers.request.${kind}.${request.reason}`);
  return undefined;
}
