import { and, eq, sql } from 'drizzle-orm';
import type { InvitationStatus, RoomBooking } from '../../../contract/rooms';
import type { Database } from '../../db/client';
import { ACTIVE_BOOKING_STATUSES, invitations } from '../../db/schema';
import { AppError } from '../../http/errors';
import type { RequestContext } from '../../http/request-context';
import { loadMeeting, notifyOrganiser } from '../room-bookings/meeting';
import { presentRoomBooking } from '../room-bookings/presenter';
import { countingInvitees, lockRoomBooking } from '../room-bookings/repository';
import { checkRoomHolds } from '../room-bookings/validate-details';
import { findInvitation, invitationNotFound } from './repository';

/**
 * The invitee accepts or declines, until the meeting ends; the organiser gets a message. Accepting after a
 * decline counts against the capacity again (checked under the booking's lock).
 */
export async function answerInvitation(
  database: Database,
  { auth, group }: RequestContext,
  invitationId: number,
  answer: Exclude<InvitationStatus, 'invited'>,
  now: Date,
): Promise<RoomBooking> {
  return database.db.transaction(async (tx) => {
    const found = await findInvitation(tx, auth.groupId, invitationId);
    if (!found || found.userId !== auth.userId) throw invitationNotFound();
    const booking = await lockRoomBooking(tx, auth.groupId, found.bookingId);
    if (!booking || !(ACTIVE_BOOKING_STATUSES as readonly string[]).includes(booking.status)) throw invitationNotFound();
    if (booking.endAt <= now) throw new AppError('validation', 'errors.invitation_over');
    const invitation = await findInvitation(tx, auth.groupId, invitationId);
    if (!invitation) throw invitationNotFound();
    if (invitation.status !== answer) {
      await tx
        .update(invitations)
        .set({ status: answer, answeredAt: sql`now()` })
        .where(and(eq(invitations.groupId, auth.groupId), eq(invitations.id, invitationId)));
      const meeting = await loadMeeting(tx, booking);
      if (invitation.status === 'declined')
        checkRoomHolds(meeting.room, 1 + (await countingInvitees(tx, auth.groupId, booking.id)), 'status');
      const invitee = meeting.invitations.find((i) => i.invitation.id === invitationId)?.person;
      await notifyOrganiser(
        tx,
        group,
        meeting,
        answer === 'accepted' ? 'InvitationAcceptedNotification' : 'InvitationDeclinedNotification',
        invitee,
      );
    }
    return presentRoomBooking(tx, auth.groupId, booking, { userId: auth.userId, timeZone: group.timeZone, now });
  });
}
