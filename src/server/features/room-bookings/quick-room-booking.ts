import type { CreateRoomBookingBody, RoomBooking } from '../../../contract/rooms';
import type { Database } from '../../db/client';
import { rowFromJson } from '../../db/json-rows';
import { BOUNDED_LOCK_WAIT_SQL } from '../../db/lock-wait';
import { isExclusionViolation } from '../../db/pg-errors';
import { executePrepared, type PreparedStatement } from '../../db/prepared';
import { bookingDetails, bookings } from '../../db/schema';
import type { PendingCaller } from '../../http/authenticate';
import { retryingDeadlocks } from '../bookings/repository';
import { deliveriesQueued, notificationCteText, queuedNotes } from '../messages/notify';
import { placesVersionSql } from '../resources/places-version';
import { resourceWritesKeySql } from '../resources/write-lock';
import { roomTaken } from '../rooms/room-availability';
import { liveSessionText, sessionArguments } from '../users/session';
import { organiserNotification, type Meeting, type MeetingInvitee } from './meeting';
import { presentRoomBookingOf } from './presenter';
import { roomFactsOf } from './room-booking-facts';
import { checkedRoomBooking, checkRoomHolds } from './validate-details';
import { DETAIL_PARAMETER_TYPES, detailArguments, detailsInsertText } from './write-details';

const parameterTypes = [
  'int',
  'int',
  'uuid',
  'int',
  'date',
  'timestamptz',
  'timestamptz',
  ...DETAIL_PARAMETER_TYPES,
  'text',
  'int',
  'text',
  'jsonb',
] as const;

/**
 * The caller's name and address if the session ($1–$3) is live and, if the facts the caller assumed still hold, the
 * booking of room $4 on day $5 from $6 to $7 with its details ($8–$15) and the organiser's message ($19) — under the
 * room's write lock, as the full path takes it. The facts: the group books rooms, its zone is $16 and its horizon
 * $17, and its places are at version $18 (the room is in service and placed as assumed). The message's booking id and
 * organiser name are the new row's and the session's: the note says them only once they exist, and is written only
 * with the booking. A row for a live session; its booking is null when a fact changed.
 */
const quickRoomBookingStatement = {
  name: 'deskfair_quick_room_booking_v2',
  parameterTypes,
  text: `
WITH session AS (${liveSessionText('u.first_name, u.name, u.email')}),
facts AS (
  SELECT 1 FROM groups g
  WHERE g.id = $1 AND EXISTS (SELECT 1 FROM session) AND g.has_conference_rooms AND g.time_zone = $16
    AND g.max_advance_days = $17 AND ${placesVersionSql('$1')} = $18
), locked AS (
  SELECT ${BOUNDED_LOCK_WAIT_SQL}, pg_advisory_xact_lock(${resourceWritesKeySql('$4')}) FROM facts
), inserted AS (
  INSERT INTO bookings (group_id, user_id, resource_id, resource_kind, day, start_at, end_at, status)
  SELECT $1, $2, $4, 'room', $5, $6, $7, 'booked' FROM locked
  RETURNING *
), details AS (
  ${detailsInsertText(8)}
), ${notificationCteText(
    '$1',
    `(SELECT jsonb_agg(n || jsonb_build_object('payload', n->'payload' || jsonb_build_object('booking_id', i.id,
        'organiser', btrim(s.first_name || ' ' || s.name))))
      FROM jsonb_array_elements($19::jsonb) n, inserted i, session s)`,
  )}
SELECT s.*, (SELECT to_json(i) FROM inserted i) AS booking, (SELECT to_json(d) FROM details d) AS details,
  (SELECT queued FROM notes_queued) AS queued
FROM session s`,
} satisfies PreparedStatement<typeof parameterTypes>;

/**
 * A room for the caller alone, without catering, in one round trip, when the group's facts are known from an earlier
 * room booking: the checks and the interval are worked out from them here, and the statement books only if they still
 * hold. Null when the request needs the full path: invitees or catering (they read people and the kitchen), facts
 * unknown or changed, or a request the full path refuses with its own error.
 */
export async function quickRoomBooking(
  database: Database,
  caller: PendingCaller,
  body: CreateRoomBookingBody,
  now: Date,
): Promise<RoomBooking | null> {
  const facts = roomFactsOf(database, caller.claims.groupId);
  const room = facts?.resources.get(body.room_id);
  if (!facts || !room || body.invitee_ids.length > 0 || body.catering.length > 0) return null;
  let interval;
  try {
    ({ interval } = checkedRoomBooking(room, facts, body, now, []));
    checkRoomHolds(room, 1, 'invitee_ids');
  } catch {
    // The full path reads the facts anew and gives the error they lead to.
    return null;
  }
  const { groupId, userId } = caller.claims;
  const meeting: Meeting<MeetingInvitee> = {
    // The statement sets the booking id and the organiser's name in the note: both are unknown until it runs.
    booking: { id: 0, groupId, resourceId: room.resource.id, userId, startAt: interval.start, endAt: interval.end },
    details: { title: body.title, description: body.description, icsSequence: 0 },
    room,
    organiser: { id: userId, firstName: '', name: '', email: '' },
    invitations: [],
  };
  const note = organiserNotification(facts, meeting, 'RoomReservationNotification');
  const [row] = await retryingDeadlocks(() =>
    executePrepared(database, quickRoomBookingStatement, [
      ...sessionArguments(caller.claims),
      room.resource.id,
      body.day,
      interval.start,
      interval.end,
      ...detailArguments(body),
      facts.timeZone,
      facts.maxAdvanceDays,
      facts.placesVersion,
      queuedNotes([note], new Set([userId])),
    ]),
  ).catch((error: unknown) => {
    if (!isExclusionViolation(error)) throw error;
    // The insert ran, so the session was live, the group books rooms and every fact held: the database refused the overlap.
    caller.writtenUnderSession('conference_rooms');
    throw roomTaken();
  });
  if (!row) caller.admit(null); // 401: the session ended
  if (!row?.booking) return null;
  // Booked, so the session was live and the group books rooms: the route's one rule (that capability) holds.
  caller.writtenUnderSession('conference_rooms');
  deliveriesQueued(row.queued);
  return presentRoomBookingOf(
    rowFromJson(bookings, row.booking),
    {
      room,
      details: rowFromJson(bookingDetails, row.details),
      catering: [],
      invitations: [],
      organiser: { id: userId, firstName: String(row.first_name), name: String(row.name), email: String(row.email) },
    },
    { userId, timeZone: facts.timeZone, now },
  );
}
