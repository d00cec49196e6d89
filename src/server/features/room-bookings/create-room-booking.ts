import type { CreateRoomBookingBody, RoomBooking } from '../../../contract/rooms';
import type { Database } from '../../db/client';
import { isExclusionViolation } from '../../db/pg-errors';
import { roomNotFound, roomTaken } from '../rooms/room-availability';
import type { PendingCaller } from '../../http/authenticate';
import { deliveriesQueued, queuedNotes } from '../messages/notify';
import { inviteeNotifications, organiserNotification, type Meeting, type MeetingInvitee } from './meeting';
import { presentRoomBookingOf } from './presenter';
import { quickRoomBooking } from './quick-room-booking';
import { rememberRoomFacts } from './room-booking-facts';
import type { PersonRow } from './repository';
import { insertRoomBookingWithNotes, loadRoomBookingContext } from './room-booking-writes';
import { checkedInvitees, checkedRoomBooking, checkRoomHolds } from './validate-details';

/** Invitees in the order a booking lists them: by name, then first name, then as invited. */
const byName = (a: PersonRow, b: PersonRow) => a.name.localeCompare(b.name) || a.firstName.localeCompare(b.firstName);

/**
 * Books a room with its event details, catering and first invitees. The exclusion constraint decides whether the room
 * is free (23P01 → 409); nothing is checked before inserting. Two round trips, each a prepared statement: the session
 * with what the booking needs to know (room, kitchen, invitees, its id), then the booking with everything it carries
 * and its messages. A room for the caller alone in a group whose facts an earlier booking read takes one
 * (`quickRoomBooking`); this path reads them and keeps them for the next.
 */
export async function createRoomBooking(
  database: Database,
  caller: PendingCaller,
  body: CreateRoomBookingBody,
  now: Date,
): Promise<RoomBooking> {
  const quick = await quickRoomBooking(database, caller, body, now);
  if (quick) return quick;
  const loaded = await loadRoomBookingContext(database, caller.claims, body.room_id, body.invitee_ids);
  const { auth, group, user } = caller.admit(loaded.session);
  const { context } = loaded;
  if (!context) throw roomNotFound();
  rememberRoomFacts(database, group, context.placesVersion, context.room);
  const { room, interval } = checkedRoomBooking(context.room, group, body, now, context.offer);
  const inviteeIds = checkedInvitees(body.invitee_ids, context.invitees, auth.userId, 'invitee_ids');
  checkRoomHolds(room, 1 + inviteeIds.length, 'invitee_ids');

  const people = new Map(context.invitees.map((p) => [p.id, p]));
  const invitees = inviteeIds.flatMap((id) => people.get(id) ?? []).sort(byName);
  const organiser: PersonRow = { id: user.id, firstName: user.firstName, name: user.name, email: user.email };
  const meeting: Meeting<MeetingInvitee> = {
    booking: {
      id: context.bookingId,
      groupId: auth.groupId,
      resourceId: room.resource.id,
      userId: auth.userId,
      startAt: interval.start,
      endAt: interval.end,
    },
    details: { title: body.title, description: body.description, icsSequence: 0 },
    room,
    organiser,
    invitations: invitees.map((person) => ({ invitation: { status: 'invited' }, person })),
  };
  const notifications = [
    organiserNotification(group, meeting, 'RoomReservationNotification'),
    ...inviteeNotifications(group, meeting, meeting.invitations, 'RoomInvitationNotification', 'REQUEST', now),
  ];
  const readers = new Set([user.id, ...invitees.map((p) => p.id)]);
  const written = await insertRoomBookingWithNotes(
    database,
    {
      id: context.bookingId,
      groupId: auth.groupId,
      userId: auth.userId,
      roomId: room.resource.id,
      day: body.day,
      startAt: interval.start,
      endAt: interval.end,
      body,
      inviteeIds: invitees.map((p) => p.id),
    },
    queuedNotes(notifications, readers),
  ).catch((error: unknown) => {
    throw isExclusionViolation(error) ? roomTaken() : error;
  });
  deliveriesQueued(written.queued);

  const itemNames = new Map(context.offer.map((item) => [item.id, item.name]));
  const invitationOf = new Map(written.invitations.map((v) => [v.userId, v]));
  return presentRoomBookingOf(
    written.row,
    {
      room,
      details: written.details,
      catering: written.catering.map((c) => ({ ...c, name: itemNames.get(c.itemId) ?? '' })),
      invitations: invitees.flatMap((person) => {
        const invitation = invitationOf.get(person.id);
        return invitation
          ? [{ invitation, person: { id: person.id, firstName: person.firstName, name: person.name, email: person.email } }]
          : [];
      }),
      organiser,
    },
    { userId: auth.userId, timeZone: group.timeZone, now },
  );
}
