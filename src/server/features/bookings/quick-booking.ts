import type { CreateBookingBody, CreateBookingResponse } from '../../../contract/bookings';
import { requestDayProblems } from '../../../domain/time/booking-days';
import { minutesInterval } from '../../../domain/time/interval';
import { localDayOf } from '../../../domain/time/local-day';
import type { Database } from '../../db/client';
import { rowFromJson } from '../../db/json-rows';
import { BOUNDED_LOCK_WAIT_SQL } from '../../db/lock-wait';
import { isExclusionViolation, isUserOverlap } from '../../db/pg-errors';
import { executePrepared, type PreparedStatement } from '../../db/prepared';
import { bookings } from '../../db/schema';
import type { PendingCaller } from '../../http/authenticate';
import { conflict } from '../../http/errors';
import { deliveriesQueued, notificationCteText, queuedNotes } from '../messages/notify';
import { placesVersionSql } from '../resources/places-version';
import { resourceWritesKeySql } from '../resources/write-lock';
import { liveSessionText, sessionArguments } from '../users/session';
import { bookingFactsOf } from './booking-facts';
import { presentBooking } from './presenter';
import { deskReservationNote } from './reservation-note';
import { retryingDeadlocks } from './repository';
import { timeChoiceOf } from './time-choice';

type Parameters = readonly [
  'int',
  'int',
  'uuid',
  'int',
  'int?',
  'int',
  'int',
  'date',
  'timestamptz',
  'timestamptz',
  'text',
  'int',
  'text',
  'jsonb',
];

/**
 * Whether the caller's session ($1–$3) is live and, if it is and the facts the caller assumed still hold, the booking
 * of desk $4 on day $8 from $9 to $10 with its message ($14) — under the locks the full path takes
 * (`insertBookingWithNotes`). The facts: the group's zone $11 and horizon $12, the version $13 of its places (the desk
 * is in service and placed as assumed), slot $5 from minute $6 to $7 (if a slot is asked), and no rule that would need
 * more than the insert. One row; its booking is null when the session ended or a fact changed.
 */
const quickBookingStatement = {
  name: 'deskfair_quick_booking_v2',
  parameterTypes: ['int', 'int', 'uuid', 'int', 'int?', 'int', 'int', 'date', 'timestamptz', 'timestamptz', 'text', 'int', 'text', 'jsonb'],
  text: `
WITH session AS (${liveSessionText()}),
facts AS (
  SELECT 1 FROM groups g
  WHERE g.id = $1 AND EXISTS (SELECT 1 FROM session) AND g.time_zone = $11 AND g.max_advance_days = $12
    AND g.allocation_mode <> 'algorithm' AND g.desk_quota_per_week IS NULL AND NOT g.subscription_required
    AND ${placesVersionSql('$1')} = $13
    AND ($5 IS NULL OR EXISTS (SELECT 1 FROM slots s WHERE s.group_id = $1 AND s.id = $5 AND s.start_minute = $6 AND s.end_minute = $7))
), locked AS (
  SELECT ${BOUNDED_LOCK_WAIT_SQL}, pg_advisory_xact_lock(${resourceWritesKeySql('$4')}), pg_advisory_xact_lock($1, $2) FROM facts
), inserted AS (
  INSERT INTO bookings (group_id, user_id, resource_id, resource_kind, day, slot_id, start_at, end_at, status)
  SELECT $1, $2, $4, 'desk', $8, $5, $9, $10, 'booked' FROM locked
  RETURNING *
), ${notificationCteText('$1', '$14', 'inserted')}
SELECT EXISTS (SELECT 1 FROM session) AS live, (SELECT to_json(i) FROM inserted i) AS booking,
  (SELECT queued FROM notes_queued) AS queued`,
} satisfies PreparedStatement<Parameters>;

/**
 * A desk for one day, in one round trip, when the group's facts are known from an earlier booking: the day's checks
 * and the interval are worked out from them here, and the statement books only if they still hold. Null when the
 * request needs the full path: more days, facts unknown or changed, or a day, slot or time the full path refuses
 * with its own error.
 */
export async function quickBooking(
  database: Database,
  caller: PendingCaller,
  body: CreateBookingBody,
  now: Date,
): Promise<CreateBookingResponse | null> {
  const { groupId, userId } = caller.claims;
  const facts = bookingFactsOf(database, groupId);
  const desk = facts?.resources.get(body.desk_id);
  const day = body.days[0];
  if (!facts || !desk || !day || body.days.some((d) => d !== day)) return null;
  const slot = body.slot_id === undefined ? null : facts.slots.get(body.slot_id);
  if (slot === undefined) return null;
  const { minutes } = timeChoiceOf(body, slot);
  if (requestDayProblems([day], localDayOf(now, facts.timeZone), facts.maxAdvanceDays).length > 0) return null;
  let interval;
  try {
    interval = minutesInterval(day, minutes[0], minutes[1], facts.timeZone);
  } catch {
    return null;
  }
  if (interval.end <= now) return null;
  const [start, end] = [interval.start.toISOString(), interval.end.toISOString()];
  const note = deskReservationNote(userId, desk, facts.timeZone, [{ start_at: start, end_at: end }]);
  const [row] = await retryingDeadlocks(() =>
    executePrepared(database, quickBookingStatement, [
      ...sessionArguments(caller.claims),
      body.desk_id,
      body.slot_id ?? null,
      minutes[0],
      minutes[1],
      day,
      interval.start,
      interval.end,
      facts.timeZone,
      facts.maxAdvanceDays,
      facts.placesVersion,
      queuedNotes([note], new Set([userId])),
    ]),
  ).catch((error: unknown) => {
    if (!isExclusionViolation(error)) throw error;
    // The insert ran, so the session was live and every fact held: the database refused the overlap.
    caller.writtenUnderSession();
    throw conflict(isUserOverlap(error) ? 'errors.user_busy' : 'errors.desk_taken');
  });
  if (!row?.live) caller.admit(null); // 401: the session ended
  if (!row?.booking) return null;
  // Booked, so the session was live: the route has no role or capability rule for its user or group to meet.
  caller.writtenUnderSession();
  deliveriesQueued(row.queued);
  return { results: [{ day, outcome: 'booked', booking: presentBooking(rowFromJson(bookings, row.booking), desk) }] };
}
