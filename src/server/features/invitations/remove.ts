import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { invitations } from '../../db/schema';
import { AppError } from '../../http/errors';
import type { RequestContext } from '../../http/request-context';
import { loadMeeting, notifyInvitees } from '../room-bookings/meeting';
import { lockOwnRoomBooking } from '../room-bookings/update-room-booking';
import { findInvitation, invitationNotFound } from './repository';

/** The organiser takes an invitee off the meeting before it ends; the invitee gets a calendar CANCEL. */
export async function removeInvitation(
  database: Database,
  { auth, group }: RequestContext,
  invitationId: number,
  now: Date,
): Promise<void> {
  await database.db.transaction(async (tx) => {
    const invitation = await findInvitation(tx, auth.groupId, invitationId);
    if (!invitation) throw invitationNotFound();
    const booking = await lockOwnRoomBooking(tx, auth, invitation.bookingId, now, 'errors.booking_over_edit').catch((error: unknown) => {
      // Someone who does not organise the meeting learns nothing about its invitations.
      throw error instanceof AppError && error.id === 'not_found' ? invitationNotFound() : error;
    });
    const meeting = await loadMeeting(tx, booking);
    const removed = meeting.invitations.filter((i) => i.invitation.id === invitationId);
    await tx.delete(invitations).where(and(eq(invitations.groupId, auth.groupId), eq(invitations.id, invitationId)));
    await notifyInvitees(tx, group, meeting, removed, 'RoomInvitationRemovedNotification', 'CANCEL', now);
  });
}
