import { and, asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Room } from '../../../contract/rooms';
import type { Interval } from '../../../domain/time/interval';
import { queryRows, type Queryable } from '../../db/client';
import { ACTIVE_BOOKING_STATUSES, bookings, cateringItems } from '../../db/schema';
import { findResource } from '../resources/repository';

export const findRoom = (q: Queryable, groupId: number, roomId: number) => findResource(q, groupId, 'room', roomId);

export interface RoomBusyRow {
  resourceId: number;
  userId: number;
  startAt: Date;
  endAt: Date;
}

/** The bookings that hold the rooms on a day (every booking lies within its local day). */
export async function roomBookingsOfDay(q: Queryable, groupId: number, day: string, roomIds: number[]): Promise<RoomBusyRow[]> {
  if (roomIds.length === 0) return [];
  return q
    .select({ resourceId: bookings.resourceId, userId: bookings.userId, startAt: bookings.startAt, endAt: bookings.endAt })
    .from(bookings)
    .where(
      and(
        eq(bookings.groupId, groupId),
        eq(bookings.day, day),
        eq(bookings.resourceKind, 'room'),
        inArray(bookings.resourceId, roomIds),
        inArray(bookings.status, [...ACTIVE_BOOKING_STATUSES]),
      ),
    )
    .orderBy(asc(bookings.startAt));
}

export interface RoomsFilter {
  /** A location of the group; 'default' for the reader's default location; 'all' for every location. */
  location: number | 'default' | 'all';
  people?: number;
  /** Equipment every listed room has. */
  equipment: string[];
  /** With a day: each room's busy times that day; `day` is the local day, `bounds` its instants. */
  day?: { day: string; bounds: Interval };
  /** Only rooms free for all of it (with a day). */
  free?: Interval;
  /** The group's today, for the reader's latest booking. */
  today: string;
}

/** A room as the list shows it, with its busy times of the day: [start, end) in epoch milliseconds, the reader's own. */
export type ListedRoom = Omit<Room, 'busy'> & { busy: [number, number, boolean][] };

export interface ListedRooms {
  /** The location listed (null: every location, or none has rooms); `known` false when the asked one is not the group's. */
  location: { id: number; name: string } | null;
  known: boolean;
  rooms: ListedRoom[];
  /** Locations with rooms in service, by name. */
  locations: { id: number; name: string }[];
  /** Equipment of the group's rooms in service (unsorted). */
  equipment: string[];
}

const HOLDS = sql.raw(ACTIVE_BOOKING_STATUSES.map((s) => `'${s}'`).join(', '));
const instant = (d: Date) => sql`${d.toISOString()}::timestamptz`;
/** Bookings of a room on a day that hold it; the range condition lets the exclusion constraint's index find them. */
const heldOnDay = (groupId: number, room: SQL, day: string, bounds: Interval) => sql`
  b.group_id = ${groupId} AND b.resource_id = ${room} AND b.resource_kind = 'room' AND b.day = ${day}::date
  AND b.status IN (${HOLDS})
  AND tstzrange(b.start_at, b.end_at, '[)') && tstzrange(${instant(bounds.start)}, ${instant(bounds.end)}, '[)')`;

/**
 * The rooms of a location (or every location) that fit the filters, with their busy times of a day, the locations with
 * rooms and the rooms' equipment — one statement. Without an asked location, the reader's default location: their fixed
 * desk's, else their latest booking's up to today, else their next booking's (each only if it has rooms in service),
 * else the first with rooms by name.
 */
export async function listedRooms(q: Queryable, groupId: number, userId: number, filter: RoomsFilter): Promise<ListedRooms> {
  const { day } = filter;
  const asked = typeof filter.location === 'number' ? filter.location : null;
  // the location of the reader's latest booking up to today (or next one after), when it has rooms
  const latestBooking = (later: boolean) => sql`
    (SELECT a.location_id
     FROM (SELECT b.resource_id FROM bookings b
           WHERE b.group_id = ${groupId} AND b.user_id = ${userId} AND b.day ${later ? sql.raw('>') : sql.raw('<=')} ${filter.today}::date
           ORDER BY b.day ${later ? sql.raw('ASC') : sql.raw('DESC')}, b.start_at ${later ? sql.raw('ASC') : sql.raw('DESC')} LIMIT 1) latest
     JOIN resources x ON x.group_id = ${groupId} AND x.id = latest.resource_id
     JOIN areas a ON a.group_id = x.group_id AND a.id = x.area_id
     WHERE a.location_id IN (SELECT id FROM place))`;
  const chosen =
    filter.location === 'all'
      ? sql`NULL::int`
      : asked !== null
        ? sql`${asked}::int`
        : sql`COALESCE(
            (SELECT a.location_id FROM resources d JOIN areas a ON a.group_id = d.group_id AND a.id = d.area_id
             WHERE d.group_id = ${groupId} AND d.kind = 'desk' AND d.owner_user_id = ${userId} AND d.active
               AND a.location_id IN (SELECT id FROM place)),
            ${latestBooking(false)},
            ${latestBooking(true)},
            (SELECT id FROM place ORDER BY name, id LIMIT 1))`;
  const conditions: SQL[] = [];
  if (filter.location !== 'all') conditions.push(sql`a.location_id = (SELECT id FROM chosen)`);
  if (filter.people !== undefined) conditions.push(sql`COALESCE(r.capacity, 0) >= ${filter.people}::int`);
  if (filter.equipment.length > 0) conditions.push(sql`r.equipment @> ${JSON.stringify(filter.equipment)}::jsonb`);
  if (day && filter.free) {
    conditions.push(sql`NOT EXISTS (SELECT 1 FROM bookings b WHERE ${heldOnDay(groupId, sql`r.id`, day.day, day.bounds)}
      AND b.start_at < ${instant(filter.free.end)} AND b.end_at > ${instant(filter.free.start)})`);
  }
  const busy = day
    ? sql`(SELECT COALESCE(json_agg(json_build_array(
          (extract(epoch FROM b.start_at) * 1000)::float8, (extract(epoch FROM b.end_at) * 1000)::float8, b.user_id = ${userId}
        ) ORDER BY b.start_at), '[]'::json)
        FROM bookings b WHERE ${heldOnDay(groupId, sql`r.id`, day.day, day.bounds)})`
    : sql`'[]'::json`;
  const inService = sql`r.group_id = ${groupId} AND r.kind = 'room' AND r.active`;
  const [row] = await queryRows<{
    location: ListedRooms['location'];
    known: boolean;
    rooms: ListedRoom[];
    locations: ListedRooms['locations'];
    equipment: string[][] | null;
  }>(
    q,
    sql`
      WITH place AS (
        SELECT l.id, l.name FROM locations l
        WHERE l.group_id = ${groupId} AND l.id IN (
          SELECT a.location_id FROM resources r JOIN areas a ON a.group_id = r.group_id AND a.id = r.area_id WHERE ${inService})
      ),
      chosen AS (SELECT l.id, l.name FROM locations l WHERE l.group_id = ${groupId} AND l.id = ${chosen})
      SELECT
        (SELECT json_build_object('id', id, 'name', name) FROM chosen) AS location,
        ${asked === null ? sql`true` : sql`EXISTS (SELECT 1 FROM chosen)`} AS known,
        (SELECT COALESCE(json_agg(json_build_object('id', id, 'name', name) ORDER BY name, id), '[]'::json) FROM place) AS locations,
        (SELECT json_agg(DISTINCT r.equipment) FROM resources r WHERE ${inService}) AS equipment,
        (SELECT COALESCE(json_agg(json_build_object(
            'id', r.id, 'label', r.label, 'capacity', COALESCE(r.capacity, 1), 'layouts', r.layouts, 'equipment', r.equipment,
            'catering_offered', r.catering_offered, 'description', r.description,
            'location', json_build_object('id', l.id, 'name', l.name),
            'area', json_build_object('id', a.id, 'name', a.name),
            'busy', ${busy}
          ) ORDER BY l.name, a.name, r.label, r.id), '[]'::json)
         FROM resources r
         JOIN areas a ON a.group_id = r.group_id AND a.id = r.area_id
         JOIN locations l ON l.group_id = a.group_id AND l.id = a.location_id
         WHERE ${inService} ${conditions.length > 0 ? sql`AND ${sql.join(conditions, sql` AND `)}` : sql``}) AS rooms`,
  );
  if (!row) throw new Error('rooms query returned no row');
  // the distinct equipment lists of the rooms, flattened here (cheaper than unnesting every room's list in SQL)
  return { ...row, equipment: [...new Set((row.equipment ?? []).flat())] };
}

export type CateringItemRow = typeof cateringItems.$inferSelect;

/** What a location's kitchen offers now. */
export async function cateringOffer(q: Queryable, groupId: number, locationId: number): Promise<CateringItemRow[]> {
  return q
    .select()
    .from(cateringItems)
    .where(and(eq(cateringItems.groupId, groupId), eq(cateringItems.locationId, locationId), eq(cateringItems.active, true)))
    .orderBy(asc(cateringItems.name));
}

/** What the kitchens of several locations offer now, in one query (by name within each location). */
export async function cateringOffers(q: Queryable, groupId: number, locationIds: number[]): Promise<CateringItemRow[]> {
  if (locationIds.length === 0) return [];
  return q
    .select()
    .from(cateringItems)
    .where(and(eq(cateringItems.groupId, groupId), inArray(cateringItems.locationId, locationIds), eq(cateringItems.active, true)))
    .orderBy(asc(cateringItems.name), asc(cateringItems.id));
}
