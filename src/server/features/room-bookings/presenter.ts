import type { Invitation, Person, RoomBooking } from '../../../contract/rooms';
import { ACTIVE_BOOKING_STATUSES } from '../../db/schema';
import type { Queryable } from '../../db/client';
import type { BookingRow } from '../bookings/repository';
import { resourcesByIds } from '../resources/repository';
import { minuteOfDay } from '../../../domain/time/local-day';
import { presentRoom } from '../rooms/presenter';
import type { PlacedResource } from '../resources/repository';
import {
  cateringOf,
  detailsOf,
  invitationsOf,
  peopleByIds,
  type BookingDetailsRow,
  type CateringLineRow,
  type InvitationWithPerson,
  type PersonRow,
} from './repository';

export const presentPerson = (p: PersonRow): Person => ({ id: p.id, first_name: p.firstName, last_name: p.name, email: p.email });

const presentInvitation = ({ invitation, person }: InvitationWithPerson): Invitation => ({
  id: invitation.id,
  user: presentPerson(person),
  status: invitation.status,
});

const isActive = (status: BookingRow['status']) => (ACTIVE_BOOKING_STATUSES as readonly string[]).includes(status);

/** Room bookings with their room, details, catering and invitations, as `readerId` sees them (a few queries for any number). */
export async function presentRoomBookings(
  q: Queryable,
  groupId: number,
  rows: BookingRow[],
  reader: { userId: number; timeZone: string; now: Date },
): Promise<RoomBooking[]> {
  const ids = rows.map((r) => r.id);
  // One after another: `q` may be a transaction, one connection, which pg will not give overlapping queries.
  const rooms = await resourcesByIds(q, groupId, [...new Set(rows.map((r) => r.resourceId))]);
  const details = await detailsOf(q, groupId, ids);
  const catering = await cateringOf(q, groupId, ids);
  const invited = await invitationsOf(q, groupId, ids);
  const organisers = await peopleByIds(q, groupId, [...new Set(rows.map((r) => r.userId))]);
  const detailsById = new Map(details.map((d) => [d.bookingId, d]));
  return rows.flatMap((row) => {
    const room = rooms.get(row.resourceId);
    const detail = detailsById.get(row.id);
    const organiser = organisers.get(row.userId);
    if (!room || !detail || !organiser) return [];
    const parts = {
      room,
      details: detail,
      catering: catering.filter((c) => c.bookingId === row.id),
      invitations: invited.filter((i) => i.invitation.bookingId === row.id),
      organiser,
    };
    return [presentRoomBookingOf(row, parts, reader)];
  });
}

/** What a room booking's answer shows besides its row (catering by serve time, invitations by name). */
export interface RoomBookingParts {
  room: PlacedResource;
  details: BookingDetailsRow;
  catering: CateringLineRow[];
  invitations: InvitationWithPerson[];
  organiser: PersonRow;
}

/** A room booking as `reader` sees it, from parts read already. */
export function presentRoomBookingOf(
  row: BookingRow,
  parts: RoomBookingParts,
  reader: { userId: number; timeZone: string; now: Date },
): RoomBooking {
  const { details: detail, invitations: own } = parts;
  const mine = own.find((i) => i.invitation.userId === reader.userId);
  return {
    id: row.id,
    room: presentRoom(parts.room),
    day: row.day,
    start_at: row.startAt.toISOString(),
    end_at: row.endAt.toISOString(),
    start_minute: minuteOfDay(row.startAt, row.day, reader.timeZone),
    end_minute: minuteOfDay(row.endAt, row.day, reader.timeZone),
    status: row.status,
    title: detail.title,
    description: detail.description,
    supervisor: detail.supervisor,
    phone_number: detail.phoneNumber,
    person_number: detail.personNumber,
    attendee_count: detail.attendeeCount,
    layout: detail.layout,
    equipment: detail.equipment,
    catering: parts.catering.map((c) => ({ item_id: c.itemId, name: c.name, quantity: c.quantity, serve_minute: c.serveMinute })),
    organiser: presentPerson(parts.organiser),
    invitations: own.map(presentInvitation),
    my_invitation: mine && row.userId !== reader.userId ? presentInvitation(mine) : null,
    can_edit: row.userId === reader.userId && isActive(row.status) && row.endAt > reader.now,
    series_id: row.seriesId,
  };
}

/** One room booking as the reader sees it. */
export async function presentRoomBooking(
  q: Queryable,
  groupId: number,
  row: BookingRow,
  reader: { userId: number; timeZone: string; now: Date },
): Promise<RoomBooking> {
  const [booking] = await presentRoomBookings(q, groupId, [row], reader);
  if (!booking) throw new Error(`room booking ${row.id} has no details`);
  return booking;
}
