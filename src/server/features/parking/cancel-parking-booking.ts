import type { Database } from '../../db/client';
import { AppError } from '../../http/errors';
import type { AuthContext } from '../../http/request-context';
import { cancelBooking } from '../bookings/cancel-booking';
import { findBooking } from '../bookings/repository';

/** Cancels an own parking day; anything else (a desk, another user's or group's booking) does not exist here. */
export async function cancelParkingBooking(database: Database, auth: AuthContext, bookingId: number, now: Date): Promise<void> {
  const booking = await findBooking(database.db, auth.groupId, bookingId);
  if (!booking || booking.userId !== auth.userId || booking.resourceKind !== 'parking') {
    throw new AppError('not_found', 'errors.booking_not_found');
  }
  await cancelBooking(database, auth, bookingId, now);
}
