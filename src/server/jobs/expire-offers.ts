import { and, asc, eq, lte } from 'drizzle-orm';
import type { Tx } from '../db/client';
import { bookings, waitlistOffers } from '../db/schema';
import { findGroup } from '../features/groups/repository';
import { promoteWaitlist } from '../features/lottery/promote-waitlist';
import { endOffer } from '../features/lottery/waitlist-offers';
import { notify } from '../features/messages/notify';
import { findResource } from '../features/resources/repository';
import { placeText } from '../features/resources/place';

/**
 * Ends the waiting-list offers whose hold ran out: the person is told, and the desk (or parking space) passes to the
 * next on the waiting list, whose positions move up. Runs in the ticker's locked transaction; an offer accepted
 * meanwhile is no longer open and is left alone.
 */
export async function expireWaitlistOffers(tx: Tx, now: Date): Promise<number> {
  const due = await tx
    .select({ offer: waitlistOffers, hold: bookings })
    .from(waitlistOffers)
    .innerJoin(bookings, and(eq(bookings.groupId, waitlistOffers.groupId), eq(bookings.id, waitlistOffers.bookingId)))
    .where(and(eq(waitlistOffers.status, 'open'), lte(waitlistOffers.expiresAt, now)))
    .orderBy(asc(waitlistOffers.expiresAt), asc(waitlistOffers.id));
  let expired = 0;
  for (const { offer, hold } of due) {
    if (!(await endOffer(tx, offer, 'expired', now))) continue;
    expired++;
    const kind = hold.resourceKind === 'parking' ? 'parking' : 'desk';
    const [group, resource] = [await findGroup(tx, offer.groupId), await findResource(tx, offer.groupId, kind, hold.resourceId)];
    if (group)
      await notify(tx, { groupId: offer.groupId, userId: offer.userId }, 'WaitlistOfferExpiredNotification', {
        desk: resource?.resource.label ?? '',
        place: resource ? placeText(resource) : '',
        time_zone: group.timeZone,
        intervals: [{ start: hold.startAt.toISOString(), end: hold.endAt.toISOString() }],
        deadline: offer.expiresAt.toISOString(),
        ...(kind === 'parking' ? { resource_kind: 'parking' as const } : {}),
      });
    await promoteWaitlist(tx, offer.groupId, hold.day, kind, now);
  }
  return expired;
}
