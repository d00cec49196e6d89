import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { ACTIVE_BOOKING_STATUSES, bookings } from '../../db/schema';
import { AppError } from '../../http/errors';
import type { AuthContext } from '../../http/request-context';
import { endWonRequest, promoteWaitlist } from '../lottery/promote-waitlist';
import { findBooking } from './repository';

/** Cancels an own booking before it ends; another user's or group's booking does not exist for the caller. */
export async function cancelBooking(database: Database, auth: AuthContext, bookingId: number, now: Date = new Date()): Promise<void> {
  const booking = await findBooking(database.db, auth.groupId, bookingId);
  // A room booking is cancelled through room_bookings, which also tells its invitees.
  // A waiting-list offer is not the user's booking until accepted; it is declined through its own route.
  if (!booking || booking.userId !== auth.userId || booking.resourceKind === 'room' || booking.status === 'offered')
    throw new AppError('not_found', 'errors.booking_not_found');
  if (booking.status === 'cancelled') return;
  if (booking.endAt <= now) throw new AppError('validation', 'errors.booking_over');
  await database.db.transaction(async (tx) => {
    await tx
      .update(bookings)
      .set({ status: 'cancelled', endedAt: sql`now()` })
      .where(
        and(
          eq(bookings.groupId, auth.groupId),
          eq(bookings.id, bookingId),
          eq(bookings.userId, auth.userId),
          inArray(bookings.status, [...ACTIVE_BOOKING_STATUSES]),
        ),
      );
    if (booking.source === 'lottery') await endWonRequest(tx, auth.groupId, booking.id, 'cancelled');
    // A freed desk or parking space goes to the day's lottery waiting list of its kind.
    await promoteWaitlist(tx, auth.groupId, booking.day, booking.resourceKind, now);
  });
}
