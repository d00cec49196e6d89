import type { CreateRoomBookingBody, RoomBooking } from '../../../contract/rooms';
import type { Database } from '../../db/client';
import { isExclusionViolation } from '../../db/pg-errors';
import { invitations } from '../../db/schema';
import { conflict } from '../../http/errors';
import type { RequestContext } from '../../http/request-context';
import { lockResourceWrites } from '../resources/write-lock';
import { bookingTransaction, insertBooking } from '../bookings/repository';
import { loadMeeting, notifyInvitees, notifyOrganiser } from './meeting';
import { presentRoomBooking } from './presenter';
import { checkInvitees, checkRoomBooking, checkRoomHolds } from './validate-details';
import { writeDetails } from './write-details';

export const roomTaken = () => conflict('errors.room_taken');

/**
 * Books a room with its event details, catering and first invitees in one transaction. The exclusion
 * constraint decides whether the room is free (23P01 → 409); nothing is checked before inserting.
 */
export async function createRoomBooking(
  database: Database,
  { auth, group }: RequestContext,
  body: CreateRoomBookingBody,
  now: Date,
): Promise<RoomBooking> {
  const { room, interval } = await checkRoomBooking(database.db, group, body, now);
  const inviteeIds = await checkInvitees(database.db, auth.groupId, auth.userId, body.invitee_ids, 'invitee_ids');
  checkRoomHolds(room, 1 + inviteeIds.length, 'invitee_ids');
  return bookingTransaction(database.db, async (tx) => {
    await lockResourceWrites(tx, room.resource.id);
    const booking = await insertBooking(tx, {
      groupId: auth.groupId,
      userId: auth.userId,
      resourceId: room.resource.id,
      resourceKind: 'room',
      day: body.day,
      startAt: interval.start,
      endAt: interval.end,
      status: 'booked',
    });
    await writeDetails(tx, auth.groupId, booking.id, body, true);
    if (inviteeIds.length > 0) {
      await tx.insert(invitations).values(inviteeIds.map((userId) => ({ groupId: auth.groupId, bookingId: booking.id, userId })));
    }
    const meeting = await loadMeeting(tx, booking);
    await notifyOrganiser(tx, group, meeting, 'RoomReservationNotification');
    await notifyInvitees(tx, group, meeting, meeting.invitations, 'RoomInvitationNotification', 'REQUEST', now);
    return presentRoomBooking(tx, auth.groupId, booking, { userId: auth.userId, timeZone: group.timeZone, now });
  }).catch((error: unknown) => {
    throw isExclusionViolation(error) ? roomTaken() : error;
  });
}
