import { and, asc, eq, gt, gte, inArray, isNull, or } from 'drizzle-orm';
import type { BookablesResponse } from '../../../contract/bookables';
import type { Queryable } from '../../db/client';
import { ACTIVE_BOOKING_STATUSES, bookingDecisions, bookings } from '../../db/schema';
import type { RequestContext } from '../../http/request-context';
import { presentBookableBookings } from './presenter';
import { BOOKABLE_KINDS } from './repository';

/** How long a rejected request stays in the requester's list. */
const REJECTED_SHOWN_DAYS = 30;
const MS_PER_DAY = 86_400_000;

/**
 * Spec §7: the reader's bookings of bookables that have not ended, and their requests — waiting, or
 * rejected within the last 30 days and not yet over — each in time order.
 */
export async function myBookables(q: Queryable, { auth }: RequestContext, now: Date): Promise<BookablesResponse> {
  const rejectedSince = new Date(now.getTime() - REJECTED_SHOWN_DAYS * MS_PER_DAY);
  const rows = await q
    .select({ booking: bookings })
    .from(bookings)
    .leftJoin(bookingDecisions, and(eq(bookingDecisions.groupId, bookings.groupId), eq(bookingDecisions.bookingId, bookings.id)))
    .where(
      and(
        eq(bookings.groupId, auth.groupId),
        eq(bookings.userId, auth.userId),
        inArray(bookings.resourceKind, [...BOOKABLE_KINDS]),
        gt(bookings.endAt, now),
        or(
          inArray(bookings.status, [...ACTIVE_BOOKING_STATUSES, 'waiting']),
          and(eq(bookings.status, 'rejected'), or(isNull(bookingDecisions.decidedAt), gte(bookingDecisions.decidedAt, rejectedSince))),
        ),
      ),
    )
    .orderBy(asc(bookings.startAt), asc(bookings.id));
  const presented = await presentBookableBookings(
    q,
    auth.groupId,
    rows.map((r) => r.booking),
    { userId: auth.userId, now },
  );
  return {
    bookings: presented.filter((b) => b.status === 'booked' || b.status === 'reserved'),
    requests: presented.filter((b) => b.status === 'waiting' || b.status === 'rejected'),
  };
}
