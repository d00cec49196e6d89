import type { CreateInvitationsBody, RoomBooking } from '../../../contract/rooms';
import type { Database } from '../../db/client';
import { invitations } from '../../db/schema';
import type { RequestContext } from '../../http/request-context';
import { loadMeeting, notifyInvitees } from '../room-bookings/meeting';
import { presentRoomBooking } from '../room-bookings/presenter';
import { countingInvitees } from '../room-bookings/repository';
import { lockOwnRoomBooking } from '../room-bookings/update-room-booking';
import { checkInvitees, checkRoomHolds } from '../room-bookings/validate-details';
import { resourcesByIds } from '../resources/repository';
import { roomNotFound } from '../rooms/room-availability';

/**
 * Invites colleagues to the caller's room booking. The booking row is locked before counting, so two
 * invitations at once cannot together exceed the room's capacity. Colleagues already invited are left as they are.
 */
export async function inviteColleagues(
  database: Database,
  { auth, group }: RequestContext,
  body: CreateInvitationsBody,
  now: Date,
): Promise<RoomBooking> {
  return database.db.transaction(async (tx) => {
    const booking = await lockOwnRoomBooking(tx, auth, body.booking_id, now, 'errors.booking_over_edit');
    const userIds = await checkInvitees(tx, auth.groupId, auth.userId, body.user_ids, 'user_ids');
    const room = (await resourcesByIds(tx, auth.groupId, [booking.resourceId])).get(booking.resourceId);
    if (!room) throw roomNotFound();
    const added = await tx
      .insert(invitations)
      .values(userIds.map((userId) => ({ groupId: auth.groupId, bookingId: booking.id, userId })))
      .onConflictDoNothing()
      .returning({ id: invitations.id });
    // Counted after inserting, under the lock: the new rows and every earlier one that still counts.
    checkRoomHolds(room, 1 + (await countingInvitees(tx, auth.groupId, booking.id)), 'user_ids');
    const meeting = await loadMeeting(tx, booking);
    const newIds = new Set(added.map((a) => a.id));
    const recipients = meeting.invitations.filter((i) => newIds.has(i.invitation.id));
    await notifyInvitees(tx, group, meeting, recipients, 'RoomInvitationNotification', 'REQUEST', now);
    return presentRoomBooking(tx, auth.groupId, booking, { userId: auth.userId, timeZone: group.timeZone, now });
  });
}
