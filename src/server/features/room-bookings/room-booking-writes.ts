import type { CreateRoomBookingBody } from '../../../contract/rooms';
import type { Database } from '../../db/client';
import { rowFromJson } from '../../db/json-rows';
import { BOUNDED_LOCK_WAIT_SQL } from '../../db/lock-wait';
import { executePrepared, type PreparedStatement } from '../../db/prepared';
import type { SessionClaims } from '../../http/access-token';
import { sessionArguments, sessionOfRow, sessionStatementText, type Session } from '../users/session';
import { bookingCatering, bookingDetails, bookings, cateringItems, invitations, resources } from '../../db/schema';
import { retryingDeadlocks, type BookingRow } from '../bookings/repository';
import { notificationCteText } from '../messages/notify';
import { placesVersionSql } from '../resources/places-version';
import type { PlacedResource } from '../resources/repository';
import type { CateringItemRow } from '../rooms/repository';
import { resourceWritesKeySql } from '../resources/write-lock';
import type { BookingDetailsRow, InvitationRow, PersonRow } from './repository';
import { DETAIL_PARAMETER_TYPES, detailArguments, detailsInsertText } from './write-details';

/** What a new room booking needs to know before it is written, and the id it will have. */
export interface RoomBookingContext {
  room: PlacedResource;
  /** The room's location's kitchen, by name. */
  offer: CateringItemRow[];
  /** The asked invitees that are active colleagues of the group. */
  invitees: PersonRow[];
  bookingId: number;
  /** The version of the group's places the room was read at. */
  placesVersion: string;
}

const contextText = (invitees: string) =>
  sessionStatementText(`
SELECT to_json(r) AS resource, a.name AS area_name, l.id AS location_id, l.name AS location_name,
  (SELECT coalesce(json_agg(ci ORDER BY ci.name), '[]') FROM catering_items ci
    WHERE ci.group_id = $1 AND ci.location_id = l.id AND ci.active) AS offer,
  ${invitees} AS invitees,
  nextval(pg_get_serial_sequence('bookings', 'id')) AS booking_id, ${placesVersionSql('$1')} AS places_version
FROM resources r
JOIN areas a ON a.group_id = r.group_id AND a.id = r.area_id
JOIN locations l ON l.group_id = a.group_id AND l.id = a.location_id
WHERE r.group_id = $1 AND r.kind = 'room' AND r.active AND r.id = $4`);

/**
 * The caller's session ($1–$3), the room in service ($4) with its place and its kitchen's offer, the active colleagues
 * among the invitees ($5: `= ANY` probes the primary key), the new booking's id and the version of the group's places;
 * planned once per connection.
 */
const contextStatement = {
  name: 'deskfair_room_booking_context_v3',
  parameterTypes: ['int', 'int', 'uuid', 'int', 'int[]'] as const,
  text: contextText(`(SELECT coalesce(json_agg(json_build_object('id', u.id, 'first_name', u.first_name, 'name', u.name,
      'email', u.email)), '[]')
    FROM users u WHERE u.group_id = $1 AND u.id = ANY($5) AND u.deactivated_at IS NULL)`),
} satisfies PreparedStatement<readonly ['int', 'int', 'uuid', 'int', 'int[]']>;

/**
 * The same without invitees. PostgreSQL keeps planning the statement above on every run (its generic plan reckons with
 * ten invitees, so it looks dearer than planning anew); most bookings invite nobody and are planned once.
 */
const contextWithoutInviteesStatement = {
  name: 'deskfair_room_booking_context_alone_v2',
  parameterTypes: ['int', 'int', 'uuid', 'int'] as const,
  text: contextText(`'[]'::json`),
} satisfies PreparedStatement<readonly ['int', 'int', 'uuid', 'int']>;

/**
 * In one query: the caller's session (null: not live) and what a new booking of the room needs — null when the group
 * has no such room in service.
 */
export async function loadRoomBookingContext(
  database: Database,
  claims: SessionClaims,
  roomId: number,
  inviteeIds: readonly number[],
): Promise<{ session: Session | null; context: RoomBookingContext | null }> {
  const [row] =
    inviteeIds.length === 0
      ? await executePrepared(database, contextWithoutInviteesStatement, [...sessionArguments(claims), roomId])
      : await executePrepared(database, contextStatement, [...sessionArguments(claims), roomId, [...new Set(inviteeIds)]]);
  const session = sessionOfRow(row);
  if (!row?.resource) return { session, context: null };
  const people = row.invitees as Array<Record<string, unknown>>;
  return {
    session,
    context: {
      room: {
        resource: rowFromJson(resources, row.resource),
        areaName: String(row.area_name),
        locationId: Number(row.location_id),
        locationName: String(row.location_name),
      },
      offer: (row.offer as unknown[]).map((item) => rowFromJson(cateringItems, item)),
      invitees: people.map((p) => ({
        id: Number(p.id),
        firstName: String(p.first_name),
        name: String(p.name),
        email: String(p.email),
      })),
      bookingId: Number(row.booking_id),
      placesVersion: String(row.places_version),
    },
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

const insertTypes = [
  'bigint',
  'int',
  'int',
  'int',
  'date',
  'timestamptz',
  'timestamptz',
  ...DETAIL_PARAMETER_TYPES,
  'jsonb',
  'int[]',
  'jsonb',
] as const;

/** The booking with its details, catering, invitations and notifications, under the room's write lock; planned once per connection. */
const insertStatement = {
  name: 'deskfair_insert_room_booking_v3',
  parameterTypes: insertTypes,
  text: `
WITH locked AS (SELECT ${BOUNDED_LOCK_WAIT_SQL}, pg_advisory_xact_lock(${resourceWritesKeySql('$4')})),
inserted AS (
  INSERT INTO bookings (id, group_id, user_id, resource_id, resource_kind, day, start_at, end_at, status)
  SELECT $1, $2, $3, $4, 'room', $5, $6, $7, 'booked' FROM locked
  RETURNING *
), details AS (
  ${detailsInsertText(8)}
), catering AS (
  INSERT INTO booking_catering (group_id, booking_id, item_id, quantity, serve_minute)
  SELECT i.group_id, i.id, c.item_id, c.quantity, c.serve_minute
  FROM inserted i, jsonb_to_recordset($16::jsonb) AS c(item_id int, quantity int, serve_minute int, position int)
  ORDER BY c.position
  RETURNING *
), invited AS (
  INSERT INTO invitations (group_id, booking_id, user_id)
  SELECT i.group_id, i.id, v.user_id
  FROM inserted i, unnest($17::int[]) WITH ORDINALITY AS v(user_id, n)
  ORDER BY v.n
  RETURNING *
), ${notificationCteText('$2', '$18')}
SELECT to_json(i) AS booking,
  (SELECT to_json(d) FROM details d) AS details,
  (SELECT coalesce(json_agg(c ORDER BY c.serve_minute, c.id), '[]') FROM catering c) AS catering,
  (SELECT coalesce(json_agg(v ORDER BY v.id), '[]') FROM invited v) AS invitations,
  (SELECT queued FROM notes_queued) AS queued
FROM inserted i`,
} satisfies PreparedStatement<typeof insertTypes>;

/**
 * A room booking with its details, catering, invitations and notifications (`queuedNotes`) in one statement — one
 * round trip and its own transaction — under the room's write lock. The exclusion constraint decides as ever.
 */
export async function insertRoomBookingWithNotes(database: Database, b: NewRoomBooking, notes: string): Promise<WrittenRoomBooking> {
  const catering = JSON.stringify(b.body.catering.map((line, position) => ({ ...line, position })));
  const [result] = await retryingDeadlocks(() =>
    executePrepared(database, insertStatement, [
      b.id,
      b.groupId,
      b.userId,
      b.roomId,
      b.day,
      b.startAt,
      b.endAt,
      ...detailArguments(b.body),
      catering,
      [...new Set(b.inviteeIds)],
      notes,
    ]),
  );
  if (!result) throw new Error('room booking insert returned nothing');
  return {
    row: rowFromJson(bookings, result.booking),
    details: rowFromJson(bookingDetails, result.details),
    catering: (result.catering as unknown[]).map((c) => rowFromJson(bookingCatering, c)),
    invitations: (result.invitations as unknown[]).map((v) => rowFromJson(invitations, v)),
    queued: result.queued,
  };
}
