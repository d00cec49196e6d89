import type { Tx } from '../../db/client';
import type { CalendarMethod, RoomMessageType, RoomNotificationPayload } from '../../db/schema';
import type { BookingRow } from '../bookings/repository';
import type { GroupRow } from '../groups/repository';
import { notifyMany, type RoomNotification } from '../messages/notify';
import { placeText } from '../resources/place';
import { resourcesByIds, type PlacedResource } from '../resources/repository';
import { calendarInvitation } from './calendar-invitation';
import { detailsOf, invitationsOf, peopleByIds, type BookingDetailsRow, type InvitationWithPerson, type PersonRow } from './repository';

/** Everything a room booking's messages and calendar objects say, read inside the transaction that changes it. */
export interface Meeting {
  booking: BookingRow;
  details: BookingDetailsRow;
  room: PlacedResource;
  organiser: PersonRow;
  invitations: InvitationWithPerson[];
}

export async function loadMeeting(tx: Tx, booking: BookingRow): Promise<Meeting> {
  // One after another: a transaction is one connection, and pg will not take overlapping queries on one.
  const details = await detailsOf(tx, booking.groupId, [booking.id]);
  const rooms = await resourcesByIds(tx, booking.groupId, [booking.resourceId]);
  const people = await peopleByIds(tx, booking.groupId, [booking.userId]);
  const invitations = await invitationsOf(tx, booking.groupId, [booking.id]);
  const room = rooms.get(booking.resourceId);
  const organiser = people.get(booking.userId);
  if (!details[0] || !room || !organiser) throw new Error(`room booking ${booking.id} is incomplete`);
  return { booking, details: details[0], room, organiser, invitations };
}

const fullName = (p: PersonRow) => `${p.firstName} ${p.name}`.trim();

function payloadOf(m: Meeting, timeZone: string, invitee?: PersonRow): RoomNotificationPayload {
  return {
    booking_id: m.booking.id,
    room: m.room.resource.label,
    place: placeText(m.room),
    title: m.details.title,
    time_zone: timeZone,
    intervals: [{ start: m.booking.startAt.toISOString(), end: m.booking.endAt.toISOString() }],
    organiser: fullName(m.organiser),
    ...(invitee ? { invitee: fullName(invitee) } : {}),
  };
}

/**
 * Messages (with mail) to invitees of a meeting, each mail carrying the calendar object: REQUEST for an
 * invitation or update, CANCEL for a cancellation or removal. The object lists the meeting's attendees.
 */
export async function notifyInvitees(
  tx: Tx,
  group: GroupRow,
  m: Meeting,
  recipients: InvitationWithPerson[],
  type: RoomMessageType,
  method: CalendarMethod,
  now: Date,
): Promise<void> {
  if (recipients.length === 0) return;
  const attendees = method === 'CANCEL' ? recipients : m.invitations.filter((i) => i.invitation.status !== 'declined');
  const calendar = calendarInvitation(
    {
      groupId: group.id,
      bookingId: m.booking.id,
      sequence: m.details.icsSequence,
      start: m.booking.startAt,
      end: m.booking.endAt,
      timeZone: group.timeZone,
      title: m.details.title,
      description: m.details.description,
      location: `${m.room.resource.label}, ${m.room.locationName}`,
      organiser: { name: fullName(m.organiser), email: m.organiser.email },
      attendees: attendees.map((i) => ({ name: fullName(i.person), email: i.person.email, status: i.invitation.status })),
      stamp: now,
    },
    method,
  );
  const notifications: RoomNotification[] = recipients.map((i) => ({
    userId: i.person.id,
    type,
    payload: payloadOf(m, group.timeZone),
    calendar,
  }));
  await notifyMany(tx, group.id, notifications);
}

/** A message (with mail) to the organiser of a meeting: booked, or an invitee's answer. */
export async function notifyOrganiser(tx: Tx, group: GroupRow, m: Meeting, type: RoomMessageType, invitee?: PersonRow): Promise<void> {
  await notifyMany(tx, group.id, [{ userId: m.organiser.id, type, payload: payloadOf(m, group.timeZone, invitee) }]);
}
