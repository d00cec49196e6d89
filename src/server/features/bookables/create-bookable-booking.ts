import type { BookableBooking, CreateBookableBookingBody } from '../../../contract/bookables';
import type { Database } from '../../db/client';
import { isExclusionViolation, isUserOverlap } from '../../db/pg-errors';
import { conflict } from '../../http/errors';
import type { RequestContext } from '../../http/request-context';
import { bookingTransaction, insertBooking } from '../bookings/repository';
import { writeDetails } from '../room-bookings/write-details';
import { lockResourceWrites } from '../resources/write-lock';
import { notifyDeciders, notifyRequester } from './notifications';
import { presentBookableBooking } from './presenter';
import { checkBookableBooking } from './validate-booking';

export const resourceTaken = () => conflict('errors.resource_taken');

/** 409 for an overlap the database refused: the resource is taken, or (parking) the caller already holds one then. */
export const overlapConflict = (error: unknown) => (isUserOverlap(error) ? conflict('errors.user_busy_parking') : resourceTaken());

/**
 * Books a bookable in one transaction: an instant one at once (the exclusion constraint decides, 23P01 → 409),
 * a requestable one as a request that waits for its approvers and holds nothing until approved.
 */
export async function createBookableBooking(
  database: Database,
  { auth, group }: RequestContext,
  body: CreateBookableBookingBody,
  now: Date,
): Promise<BookableBooking> {
  const { placed, interval, day } = await checkBookableBooking(database.db, group, body, now);
  const { resource } = placed;
  return bookingTransaction(database.db, async (tx) => {
    await lockResourceWrites(tx, resource.id);
    const booking = await insertBooking(tx, {
      groupId: auth.groupId,
      userId: auth.userId,
      resourceId: resource.id,
      resourceKind: resource.kind,
      day,
      startAt: interval.start,
      endAt: interval.end,
      status: resource.requestable ? 'waiting' : 'booked',
    });
    if (resource.requestable || body.title !== '' || body.catering.length > 0) {
      await writeDetails(tx, auth.groupId, booking.id, body, true);
    }
    if (resource.requestable) await notifyDeciders(tx, group.timeZone, [booking], 'BookableRequestNotification');
    else await notifyRequester(tx, group.timeZone, [booking], 'BookableReservationNotification');
    return presentBookableBooking(tx, auth.groupId, booking, { userId: auth.userId, now });
  }).catch((error: unknown) => {
    throw isExclusionViolation(error) ? overlapConflict(error) : error;
  });
}
