import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { CreateRoomBookingBody } from '../../../contract/rooms';
import { queryRows, type Queryable } from '../../db/client';
import { rowFromJson } from '../../db/json-rows';
import { bookingCatering, bookingDetails, bookings, cateringItems, invitations, locations, resources } from '../../db/schema';
import { retryingDeadlocks, type BookingRow } from '../bookings/repository';
import type { Recipient } from '../messages/notify';
import { inService, placedResources, type PlacedResource } from '../resources/repository';
import type { CateringItemRow } from '../rooms/repository';
import { resourceWritesKey } from '../resources/write-lock';
import type { BookingDetailsRow, InvitationRow, PersonRow } from './repository';
import { detailColumns } from './write-details';

/** An active colleague who may be invited: named in messages and the calendar object, greeted in their language. */
export type Invitee = PersonRow & Recipient;

/** What a new room booking needs to know before it is written, and the id it will have. */
export interface RoomBookingContext {
  room: PlacedResource;
  /** The room's location's kitchen, by name. */
  offer: CateringItemRow[];
  /** The asked invitees that are active colleagues of the group. */
  invitees: Invitee[];
  bookingId: number;
}

const asIdList = (ids: readonly number[]) => JSON.stringify([...new Set(ids)]);

/**
 * The room (in service, of the group), its kitchen's offer, the active colleagues among the invitees and the new
 * booking's id, in one query; null when the group has no such room.
 */
export async function loadRoomBookingContext(
  q: Queryable,
  groupId: number,
  roomId: number,
  inviteeIds: readonly number[],
): Promise<RoomBookingContext | null> {
  const [row] = await placedResources(q, {
    offer: sql<unknown[]>`(SELECT coalesce(jsonb_agg(to_jsonb(ci) ORDER BY ci.name), '[]') FROM ${cateringItems} ci
      WHERE ci.group_id = ${groupId} AND ci.location_id = ${locations.id} AND ci.active)`,
    invitees: sql<Array<Record<string, unknown>>>`(SELECT coalesce(jsonb_agg(jsonb_build_object('id', u.id,
        'first_name', u.first_name, 'name', u.name, 'email', u.email, 'language', u.language)), '[]')
      FROM users u WHERE u.group_id = ${groupId} AND u.deactivated_at IS NULL
        AND u.id IN (SELECT jsonb_array_elements_text(${asIdList(inviteeIds)}::jsonb)::int))`,
    bookingId: sql<string>`nextval(pg_get_serial_sequence('bookings', 'id'))`,
  })
    .where(and(inService(groupId, 'room'), eq(resources.id, roomId)))
    .limit(1);
  if (!row) return null;
  const { offer, invitees, bookingId, ...room } = row;
  return {
    room,
    offer: offer.map((item) => rowFromJson(cateringItems, item)),
    invitees: invitees.map((p) => ({
      id: Number(p.id),
      firstName: String(p.first_name),
      name: String(p.name),
      email: String(p.email),
      language: p.language as Invitee['language'],
    })),
    bookingId: Number(bookingId),
  };
}

export interface NewRoomBooking {
  id: number;
  groupId: number;
  userId: number;
  roomId: number;
  day: string;
  startAt: Date;
  endAt: Date;
  body: CreateRoomBookingBody;
  inviteeIds: number[];
}

export interface WrittenRoomBooking {
  row: BookingRow;
  details: BookingDetailsRow;
  catering: Array<typeof bookingCatering.$inferSelect>;
  invitations: InvitationRow[];
  queued: unknown;
}

/**
 * A room booking with its details, catering, invitations and notifications (`notificationCtes`) in one statement — one
 * round trip and its own transaction — under the room's write lock. The exclusion constraint decides as ever.
 */
export async function insertRoomBookingWithNotes(q: Queryable, b: NewRoomBooking, notes: SQL): Promise<WrittenRoomBooking> {
  const d = detailColumns(b.body);
  const catering = JSON.stringify(b.body.catering.map((line, position) => ({ ...line, position })));
  const [result] = await retryingDeadlocks(() =>
    queryRows<{ booking: unknown; details: unknown; catering: unknown[]; invitations: unknown[]; queued: unknown }>(
      q,
      sql`WITH locked AS (SELECT pg_advisory_xact_lock(${resourceWritesKey(b.roomId)}::bigint)),
      inserted AS (
        INSERT INTO ${bookings} (id, group_id, user_id, resource_id, resource_kind, day, start_at, end_at, status)
        SELECT ${b.id}, ${b.groupId}, ${b.userId}, ${b.roomId}, 'room', ${b.day}::date, ${b.startAt.toISOString()}::timestamptz,
          ${b.endAt.toISOString()}::timestamptz, 'booked'
        FROM locked
        RETURNING *
      ), details AS (
        INSERT INTO ${bookingDetails} (group_id, booking_id, title, description, supervisor, phone_number, person_number,
          attendee_count, layout, equipment)
        SELECT i.group_id, i.id, ${d.title}, ${d.description}, ${d.supervisor}, ${d.phoneNumber}, ${d.personNumber},
          ${d.attendeeCount}::int, ${d.layout}, ${JSON.stringify(d.equipment)}::jsonb
        FROM inserted i
        RETURNING *
      ), catering AS (
        INSERT INTO ${bookingCatering} (group_id, booking_id, item_id, quantity, serve_minute)
        SELECT i.group_id, i.id, c.item_id, c.quantity, c.serve_minute
        FROM inserted i, jsonb_to_recordset(${catering}::jsonb) AS c(item_id int, quantity int, serve_minute int, position int)
        ORDER BY c.position
        RETURNING *
      ), invited AS (
        INSERT INTO ${invitations} (group_id, booking_id, user_id)
        SELECT i.group_id, i.id, v.user_id::int
        FROM inserted i, jsonb_array_elements_text(${asIdList(b.inviteeIds)}::jsonb) WITH ORDINALITY AS v(user_id, n)
        ORDER BY v.n
        RETURNING *
      ), ${notes}
      SELECT to_jsonb(i) AS booking,
        (SELECT to_jsonb(d) FROM details d) AS details,
        (SELECT coalesce(jsonb_agg(to_jsonb(c) ORDER BY c.serve_minute, c.id), '[]') FROM catering c) AS catering,
        (SELECT coalesce(jsonb_agg(to_jsonb(v) ORDER BY v.id), '[]') FROM invited v) AS invitations,
        (SELECT queued FROM notes_queued) AS queued
      FROM inserted i`,
    ),
  );
  if (!result) throw new Error('room booking insert returned nothing');
  return {
    row: rowFromJson(bookings, result.booking),
    details: rowFromJson(bookingDetails, result.details),
    catering: result.catering.map((c) => rowFromJson(bookingCatering, c)),
    invitations: result.invitations.map((v) => rowFromJson(invitations, v)),
    queued: result.queued,
  };
}
