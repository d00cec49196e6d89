import type { PreparedStatement } from '../../db/prepared';
import { ACTIVE_BOOKING_STATUSES } from '../../db/schema';
import { placesVersionSql } from '../resources/places-version';

const HOLDS = ACTIVE_BOOKING_STATUSES.map((s) => `'${s}'`).join(', ');

/** Rooms the group ($1) has in service (`r`). */
export const ROOMS_IN_SERVICE = `r.group_id = $1 AND r.kind = 'room' AND r.active`;

/**
 * The day's bookings of the listed rooms and what tells whether the caller's room directory is current, in one
 * statement: the version of the group's places (`roomDirectory`), the listed location as {id, name} and whether it is
 * the group's (none asked: every location, always known), and, with a day, the bookings that hold the rooms ($6, their
 * ids from the directory) that day as one list of numbers, four a booking — room, start and end in epoch seconds, 1
 * when the reader organises it — by room and start: no object built per booking, no time zone worked out per
 * booking, and text that JSON.parse reads at once. The rooms' ids come as a parameter, so that every call has one
 * plan (the database plans it once, not anew for each location).
 * Parameters: group id, user id, the day (none: no busy times), its first instant and the next day's, the rooms, the
 * listed location (none: every location).
 */
export const roomsDayStatement = {
  name: 'deskfair_rooms_day_v1',
  parameterTypes: ['int', 'int', 'date?', 'timestamptz?', 'timestamptz?', 'int[]', 'int?'] as const,
  text: `
SELECT ${placesVersionSql('$1')} AS version,
  $7 IS NULL OR EXISTS (SELECT 1 FROM locations l WHERE l.group_id = $1 AND l.id = $7) AS known,
  (SELECT json_build_object('id', l.id, 'name', l.name) FROM locations l WHERE l.group_id = $1 AND l.id = $7) AS location,
  (SELECT string_agg(concat_ws(',', h.room, h.start_at, h.end_at, h.mine::int), ',')
   FROM (
     SELECT b.resource_id AS room, date_part('epoch', b.start_at) AS start_at, date_part('epoch', b.end_at) AS end_at,
       b.user_id = $2 AS mine
     FROM bookings b
     WHERE b.group_id = $1 AND b.resource_id = ANY ($6) AND b.resource_kind = 'room' AND b.day = $3
       AND b.status IN (${HOLDS}) AND tstzrange(b.start_at, b.end_at, '[)') && tstzrange($4, $5, '[)')
     ORDER BY b.resource_id, b.start_at
   ) h) AS bookings`,
} satisfies PreparedStatement<readonly ['int', 'int', 'date?', 'timestamptz?', 'timestamptz?', 'int[]', 'int?']>;

/** The reader's latest booking's location up to today (`later`: their next one's after today), if it has rooms. */
const bookingLocation = (later: boolean) => `
  (SELECT a.location_id
   FROM (SELECT b.resource_id FROM bookings b
         WHERE b.group_id = $1 AND b.user_id = $2 AND b.day ${later ? '>' : '<='} $3
         ORDER BY b.day ${later ? 'ASC' : 'DESC'}, b.start_at ${later ? 'ASC' : 'DESC'} LIMIT 1) latest
   JOIN resources x ON x.group_id = $1 AND x.id = latest.resource_id
   JOIN areas a ON a.group_id = x.group_id AND a.id = x.area_id
   WHERE a.location_id IN (SELECT id FROM place))`;

/**
 * The reader's default location for GET rooms: their fixed desk's, else their latest booking's up to today, else their
 * next booking's (each only if it has rooms in service), else the first with rooms by name; none when the group has
 * no rooms in service. Parameters: group id, user id, the group's today.
 */
export const defaultRoomLocationStatement = {
  name: 'deskfair_default_room_location_v1',
  parameterTypes: ['int', 'int', 'date'] as const,
  text: `
WITH place AS (
  SELECT l.id, l.name FROM locations l
  WHERE l.group_id = $1 AND l.id IN (
    SELECT a.location_id FROM resources r JOIN areas a ON a.group_id = r.group_id AND a.id = r.area_id WHERE ${ROOMS_IN_SERVICE})
)
SELECT COALESCE(
  (SELECT a.location_id FROM resources d JOIN areas a ON a.group_id = d.group_id AND a.id = d.area_id
   WHERE d.group_id = $1 AND d.kind = 'desk' AND d.owner_user_id = $2 AND d.active
     AND a.location_id IN (SELECT id FROM place)),
  ${bookingLocation(false)},
  ${bookingLocation(true)},
  (SELECT id FROM place ORDER BY name, id LIMIT 1)) AS location_id`,
} satisfies PreparedStatement<readonly ['int', 'int', 'date']>;
