import { and, eq } from 'drizzle-orm';
import type { RoomBooking, UpdateRoomBookingBody } from '../../../contract/rooms';
import type { Database, Tx } from '../../db/client';
import { isExclusionViolation } from '../../db/pg-errors';
import { ACTIVE_BOOKING_STATUSES, bookings } from '../../db/schema';
import { AppError } from '../../http/errors';
import type { AuthContext, RequestContext } from '../../http/request-context';
import { lockResourceWrites } from '../resources/write-lock';
import { bookingTransaction, type BookingRow } from '../bookings/repository';
import { roomTaken } from '../rooms/room-availability';
import { loadMeeting, notifyInvitees } from './meeting';
import { presentRoomBooking } from './presenter';
import { countingInvitees, lockRoomBooking, nextIcsSequence } from './repository';
import { checkRoomBooking, checkRoomHolds } from './validate-details';
import { writeDetails } from './write-details';

export const roomBookingNotFound = () => new AppError('not_found', 'errors.room_booking_not_found');

/** The caller's own room booking that still holds its room, locked; another's (or another group's) does not exist for them. */
export async function lockOwnRoomBooking(tx: Tx, auth: AuthContext, bookingId: number, now: Date, overKey: string): Promise<BookingRow> {
  const booking = await lockRoomBooking(tx, auth.groupId, bookingId);
  if (!booking || booking.userId !== auth.userId) throw roomBookingNotFound();
  if (!(ACTIVE_BOOKING_STATUSES as readonly string[]).includes(booking.status)) throw roomBookingNotFound();
  if (booking.endAt <= now) throw new AppError('validation', overKey);
  return booking;
}

/**
 * Changes a room booking (room, time, details) before it ends; invitees keep their answers and get the
 * update as a calendar REQUEST with the next SEQUENCE. A room taken at the new time is a 409.
 */
export async function updateRoomBooking(
  database: Database,
  { auth, group }: RequestContext,
  bookingId: number,
  body: UpdateRoomBookingBody,
  now: Date,
): Promise<RoomBooking> {
  return bookingTransaction(database.db, async (tx) => {
    await lockOwnRoomBooking(tx, auth, bookingId, now, 'errors.booking_over_edit');
    const { room, interval } = await checkRoomBooking(tx, group, body, now);
    checkRoomHolds(room, 1 + (await countingInvitees(tx, auth.groupId, bookingId)), 'room_id');
    await lockResourceWrites(tx, room.resource.id);
    const [updated] = await tx
      .update(bookings)
      .set({ resourceId: room.resource.id, day: body.day, startAt: interval.start, endAt: interval.end })
      .where(and(eq(bookings.groupId, auth.groupId), eq(bookings.id, bookingId)))
      .returning();
    if (!updated) throw roomBookingNotFound();
    await writeDetails(tx, auth.groupId, bookingId, body, false);
    await nextIcsSequence(tx, auth.groupId, bookingId);
    const meeting = await loadMeeting(tx, updated);
    const recipients = meeting.invitations.filter((i) => i.invitation.status !== 'declined');
    await notifyInvitees(tx, group, meeting, recipients, 'RoomBookingUpdatedNotification', 'REQUEST', now);
    return presentRoomBooking(tx, auth.groupId, updated, { userId: auth.userId, timeZone: group.timeZone, now });
  }).catch((error: unknown) => {
    throw isExclusionViolation(error) ? roomTaken() : error;
  });
}
