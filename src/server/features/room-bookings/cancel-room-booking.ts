import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { bookings } from '../../db/schema';
import type { RequestContext } from '../../http/request-context';
import { loadMeeting, notifyInvitees } from './meeting';
import { findRoomBooking, nextIcsSequence } from './repository';
import { lockOwnRoomBooking, roomBookingNotFound } from './update-room-booking';

/** Cancels the caller's room booking before it ends; invitees who have not declined get a calendar CANCEL. */
export async function cancelRoomBooking(database: Database, { auth, group }: RequestContext, bookingId: number, now: Date): Promise<void> {
  const existing = await findRoomBooking(database.db, auth.groupId, bookingId);
  if (!existing || existing.userId !== auth.userId) throw roomBookingNotFound();
  if (existing.status === 'cancelled') return;
  await database.db.transaction(async (tx) => {
    await lockOwnRoomBooking(tx, auth, bookingId, now, 'errors.booking_over');
    const [cancelled] = await tx
      .update(bookings)
      .set({ status: 'cancelled', endedAt: sql`now()` })
      .where(and(eq(bookings.groupId, auth.groupId), eq(bookings.id, bookingId)))
      .returning();
    if (!cancelled) throw roomBookingNotFound();
    await nextIcsSequence(tx, auth.groupId, bookingId);
    const meeting = await loadMeeting(tx, cancelled);
    const recipients = meeting.invitations.filter((i) => i.invitation.status !== 'declined');
    await notifyInvitees(tx, group, meeting, recipients, 'RoomBookingCancelledNotification', 'CANCEL', now);
  });
}
