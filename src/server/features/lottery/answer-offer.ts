import { and, eq, sql } from 'drizzle-orm';
import type { Language } from '../../../contract/limits';
import type { WaitlistOffer } from '../../../contract/lottery';
import type { Database, Queryable } from '../../db/client';
import { bookings, deskRequests, waitlistOffers } from '../../db/schema';
import { AppError, conflict } from '../../http/errors';
import type { RequestContext } from '../../http/request-context';
import { translator } from '../../i18n/translator';
import { findResource } from '../resources/repository';
import { presentOffer } from './offer-presenter';
import { promoteWaitlist } from './promote-waitlist';
import { endOffer, type WaitlistOfferRow } from './waitlist-offers';

const offerNotFound = () => new AppError('not_found', 'errors.offer_not_found');

/** The caller's offer with its hold; another user's or group's offer does not exist for them. */
async function ownOffer(q: Queryable, { auth }: Pick<RequestContext, 'auth'>, id: number, lock = false) {
  const query = q
    .select({ offer: waitlistOffers, hold: bookings })
    .from(waitlistOffers)
    .innerJoin(bookings, and(eq(bookings.groupId, waitlistOffers.groupId), eq(bookings.id, waitlistOffers.bookingId)))
    .where(and(eq(waitlistOffers.groupId, auth.groupId), eq(waitlistOffers.id, id), eq(waitlistOffers.userId, auth.userId)));
  const [row] = lock ? await query.for('update', { of: waitlistOffers }) : await query;
  if (!row || (row.hold.resourceKind !== 'desk' && row.hold.resourceKind !== 'parking')) throw offerNotFound();
  return { offer: row.offer, hold: { ...row.hold, resourceKind: row.hold.resourceKind } };
}

async function present(q: Queryable, context: RequestContext, id: number, now: Date, language: Language): Promise<WaitlistOffer> {
  const { offer, hold } = await ownOffer(q, context, id);
  const resource = await findResource(q, context.auth.groupId, hold.resourceKind, hold.resourceId);
  return presentOffer({ offer, hold, resource, timeZone: context.group.timeZone }, now, translator(language), language);
}

/** An offer that can no longer be answered: 409 saying whether it ran out or was answered already. */
function closedOffer(offer: WaitlistOfferRow, now: Date): AppError {
  return conflict(
    offer.status === 'expired' || (offer.status === 'open' && offer.expiresAt <= now) ? 'errors.offer_expired' : 'errors.offer_closed',
  );
}

export const showOffer = (database: Database, context: RequestContext, id: number, now: Date, language: Language) =>
  present(database.db, context, id, now, language);

/**
 * Accepts an open offer before its hold ends: the hold becomes the normal won booking (reserved until check-in for a
 * desk, booked for a parking space) and the request won from the waiting list (a win in the fairness history).
 * Accepted after the day began, the booking starts now, so the check-in deadline counts from the acceptance.
 */
export function acceptOffer(
  database: Database,
  context: RequestContext,
  id: number,
  now: Date,
  language: Language,
): Promise<WaitlistOffer> {
  return database.db.transaction(async (tx) => {
    const { offer, hold } = await ownOffer(tx, context, id, true);
    if (offer.status !== 'open' || offer.expiresAt <= now) throw closedOffer(offer, now);
    const won = await tx
      .update(bookings)
      .set({ status: hold.resourceKind === 'desk' ? 'reserved' : 'booked', startAt: hold.startAt < now ? now : hold.startAt })
      .where(and(eq(bookings.groupId, offer.groupId), eq(bookings.id, offer.bookingId), eq(bookings.status, 'offered')))
      .returning({ id: bookings.id });
    // The hold went with its resource (taken out of service): nothing is left to accept.
    if (won.length === 0) throw conflict('errors.offer_closed');
    await tx
      .update(waitlistOffers)
      .set({ status: 'accepted', decidedAt: now })
      .where(and(eq(waitlistOffers.groupId, offer.groupId), eq(waitlistOffers.id, offer.id)));
    await tx
      .update(deskRequests)
      .set({ status: 'won', reason: 'won_waitlist', bookingId: offer.bookingId, waitlistPosition: null, decidedAt: sql`now()` })
      .where(and(eq(deskRequests.groupId, offer.groupId), eq(deskRequests.id, offer.requestId)));
    return present(tx, context, id, now, language);
  });
}

/** Declines an open offer: the hold is given up and the desk passes to the next person on the waiting list. */
export function declineOffer(
  database: Database,
  context: RequestContext,
  id: number,
  now: Date,
  language: Language,
): Promise<WaitlistOffer> {
  return database.db.transaction(async (tx) => {
    const { offer, hold } = await ownOffer(tx, context, id, true);
    if (offer.status !== 'open' || offer.expiresAt <= now) throw closedOffer(offer, now);
    await endOffer(tx, offer, 'declined', now);
    await promoteWaitlist(tx, offer.groupId, hold.day, hold.resourceKind, now);
    return present(tx, context, id, now, language);
  });
}
