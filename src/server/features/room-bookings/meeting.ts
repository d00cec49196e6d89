import type { Tx } from '../../db/client';
import type { CalendarMethod, RoomMessageType, RoomNotificationPayload } from '../../db/schema';
import type { BookingRow } from '../bookings/repository';
import type { GroupRow } from '../groups/repository';
import { notifyMany, type RoomNotification } from '../messages/notify';
import { placeText } from '../resources/place';
import { resourcesByIds, type PlacedResource } from '../resources/repository';
import { calendarInvitation } from './calendar-invitation';
import { detailsOf, invitationsOf, peopleByIds, type BookingDetailsRow, type InvitationWithPerson, type PersonRow } from './repository';

/** An invitee as a meeting's messages and calendar objects name them. */
export type MeetingInvitee = { invitation: Pick<InvitationWithPerson['invitation'], 'status'>; person: PersonRow };

/** Everything a room booking's messages and calendar objects say, read inside the transaction that changes it. */
export interface Meeting<Invitee extends MeetingInvitee = InvitationWithPerson> {
  booking: Pick<BookingRow, 'id' | 'groupId' | 'resourceId' | 'userId' | 'startAt' | 'endAt'>;
  details: Pick<BookingDetailsRow, 'title' | 'description' | 'icsSequence'>;
  room: PlacedResource;
  organiser: PersonRow;
  invitations: Invitee[];
}

export async function loadMeeting(tx: Tx, booking: Meeting['booking']): Promise<Meeting> {
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

function payloadOf(m: Meeting<MeetingInvitee>, timeZone: string, invitee?: PersonRow): RoomNotificationPayload {
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
export async function notifyInvitees(tx: Tx, ...meeting: Parameters<typeof inviteeNotifications>): Promise<void> {
  await notifyMany(tx, meeting[0].id, inviteeNotifications(...meeting));
}

/** The notifications of `notifyInvitees`, for a statement that writes them with the change. */
export function inviteeNotifications(
  group: GroupRow,
  m: Meeting<MeetingInvitee>,
  recipients: MeetingInvitee[],
  type: RoomMessageType,
  method: CalendarMethod,
  now: Date,
): RoomNotification[] {
  if (recipients.length === 0) return [];
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
  return recipients.map((i) => ({ userId: i.person.id, type, payload: payloadOf(m, group.timeZone), calendar }));
}

/** The message (with mail) to the organiser of a meeting: booked, or an invitee's answer. */
export const organiserNotification = (
  group: Pick<GroupRow, 'timeZone'>,
  m: Meeting<MeetingInvitee>,
  type: RoomMessageType,
  invitee?: PersonRow,
): RoomNotification => ({
  userId: m.organiser.id,
  type,
  payload: payloadOf(m, group.timeZone, invitee),
});

export async function notifyOrganiser(
  tx: Tx,
  group: GroupRow,
  m: Meeting<MeetingInvitee>,
  type: RoomMessageType,
  invitee?: PersonRow,
): Promise<void> {
  await notifyMany(tx, group.id, [organiserNotification(group, m, type, invitee)]);
}
