import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { bookings } from '../../db/schema';
import { AppError } from '../../http/errors';
import type { RequestContext } from '../../http/request-context';
import { notifyDeciders } from './notifications';
import { BOOKABLE_KINDS } from './repository';

export const bookableBookingNotFound = () => new AppError('not_found', 'errors.bookable_booking_not_found');

const CANCELLABLE: ReadonlySet<string> = new Set(['reserved', 'booked', 'waiting']);

/**
 * Cancels the caller's own booking of a bookable, or withdraws their waiting request, before it ends; the
 * approvers hear of a withdrawn request. Someone else's (or another group's) does not exist for the caller.
 */
export async function cancelBookableBooking(
  database: Database,
  { auth, group }: RequestContext,
  bookingId: number,
  now: Date,
): Promise<void> {
  await database.db.transaction(async (tx) => {
    const [booking] = await tx
      .select()
      .from(bookings)
      .where(and(eq(bookings.groupId, auth.groupId), eq(bookings.id, bookingId)))
      .for('update');
    const mine = booking && booking.userId === auth.userId && (BOOKABLE_KINDS as readonly string[]).includes(booking.resourceKind);
    if (!booking || !mine) throw bookableBookingNotFound();
    if (booking.status === 'cancelled') return;
    if (!CANCELLABLE.has(booking.status)) throw bookableBookingNotFound();
    if (booking.endAt <= now) throw new AppError('validation', 'errors.booking_over');
    const [cancelled] = await tx
      .update(bookings)
      .set({ status: 'cancelled', endedAt: sql`now()` })
      .where(and(eq(bookings.groupId, auth.groupId), eq(bookings.id, bookingId)))
      .returning();
    if (cancelled && booking.status === 'waiting') {
      await notifyDeciders(tx, group.timeZone, [cancelled], 'BookableRequestCancelledNotification');
    }
  });
}
