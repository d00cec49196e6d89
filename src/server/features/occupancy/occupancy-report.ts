import { sql } from 'drizzle-orm';
import type { OccupancyQuery } from '../../../contract/occupancy';
import { queryRows, type Queryable } from '../../db/client';

interface Counts {
  bookings: number;
  check_ins: number;
  no_shows: number;
  auto_releases: number;
  requests: number;
}

/** What the one statement answers: raw counts, before the presenter adds supply and sums. */
export interface OccupancyRows {
  time_zone: string;
  supply: number;
  days: Array<Counts & { day: string }>;
  areas: Array<Counts & { area_id: number; area_name: string; location_id: number; location_name: string; supply: number }>;
  places: Array<{ id: number; name: string; areas: Array<{ id: number; name: string }> }>;
}

/**
 * The group's occupancy over a range in one set-based statement: bookings counted per day and area (see the contract
 * for what each figure means), lottery requests per day and preferred area, the supply of the filtered resources, and
 * the group's locations and areas for the filter. Days are the bookings' `day`, which is the group's local day.
 */
export async function occupancyReport(q: Queryable, groupId: number, query: OccupancyQuery): Promise<OccupancyRows> {
  const location = query.location_id ?? null;
  const area = query.area_id ?? null;
  const filtered = location !== null || area !== null;
  const [row] = await queryRows<{ result: OccupancyRows }>(
    q,
    sql`
    WITH g AS (
      SELECT time_zone, make_interval(mins => checkin_grace_minutes) AS grace FROM groups WHERE id = ${groupId}
    ),
    scope AS (
      SELECT r.id, r.area_id, r.active
      FROM resources r JOIN areas a ON a.group_id = r.group_id AND a.id = r.area_id
      WHERE r.group_id = ${groupId} AND r.kind = ${query.kind}
        AND (${location}::int IS NULL OR a.location_id = ${location}::int)
        AND (${area}::int IS NULL OR r.area_id = ${area}::int)
    ),
    counted AS (
      -- resources and areas joined directly (not through scope), so the planner knows there are few areas and
      -- aggregates in a hash instead of sorting every booking
      SELECT b.day, r.area_id,
        count(*) AS bookings,
        count(*) FILTER (WHERE b.checked_in_at IS NOT NULL) AS check_ins,
        count(*) FILTER (WHERE b.checked_in_at IS NULL AND b.resource_kind <> 'room' AND b.start_at + g.grace <= now()) AS no_shows,
        count(*) FILTER (
          WHERE b.status = 'released' AND b.checked_in_at IS NULL AND b.resource_kind <> 'room' AND b.ended_at >= b.start_at + g.grace
        ) AS auto_releases
      FROM bookings b
      JOIN resources r ON r.group_id = b.group_id AND r.id = b.resource_id
      JOIN areas a ON a.group_id = r.group_id AND a.id = r.area_id
      CROSS JOIN g
      WHERE b.group_id = ${groupId} AND b.day BETWEEN ${query.from}::date AND ${query.to}::date AND b.resource_kind = ${query.kind}
        AND b.status IN ('reserved', 'booked', 'released', 'cancelled')
        AND (b.ended_at IS NULL OR b.ended_at >= b.start_at)
        AND (${location}::int IS NULL OR a.location_id = ${location}::int)
        AND (${area}::int IS NULL OR r.area_id = ${area}::int)
      GROUP BY b.day, r.area_id
    ),
    wanted AS (
      SELECT r.day, coalesce(r.preferred_area_id, d.area_id) AS area_id
      FROM desk_requests r LEFT JOIN resources d ON d.group_id = r.group_id AND d.id = r.preferred_desk_id
      WHERE r.group_id = ${groupId} AND r.day BETWEEN ${query.from}::date AND ${query.to}::date AND r.status <> 'withdrawn'
        AND ${query.kind} = 'desk'
        AND (NOT ${filtered}::boolean OR coalesce(r.preferred_area_id, d.area_id) IN (SELECT area_id FROM scope))
    ),
    per_area AS (
      SELECT s.area_id, count(*) FILTER (WHERE s.active) AS supply FROM scope s GROUP BY s.area_id
    )
    SELECT json_build_object(
      'time_zone', (SELECT time_zone FROM g),
      'supply', (SELECT count(*) FILTER (WHERE active) FROM scope),
      'days', (
        SELECT json_agg(json_build_object(
          'day', to_char(d.day, 'YYYY-MM-DD'),
          'bookings', coalesce(c.bookings, 0), 'check_ins', coalesce(c.check_ins, 0), 'no_shows', coalesce(c.no_shows, 0),
          'auto_releases', coalesce(c.auto_releases, 0), 'requests', coalesce(w.requests, 0)
        ) ORDER BY d.day)
        FROM generate_series(${query.from}::date, ${query.to}::date, interval '1 day') AS d(day)
        LEFT JOIN (
          SELECT day, sum(bookings) AS bookings, sum(check_ins) AS check_ins, sum(no_shows) AS no_shows,
                 sum(auto_releases) AS auto_releases
          FROM counted GROUP BY day
        ) c ON c.day = d.day::date
        LEFT JOIN (SELECT day, count(*) AS requests FROM wanted GROUP BY day) w ON w.day = d.day::date
      ),
      'areas', (
        SELECT coalesce(json_agg(json_build_object(
          'area_id', a.id, 'area_name', a.name, 'location_id', l.id, 'location_name', l.name, 'supply', p.supply,
          'bookings', coalesce(c.bookings, 0), 'check_ins', coalesce(c.check_ins, 0), 'no_shows', coalesce(c.no_shows, 0),
          'auto_releases', coalesce(c.auto_releases, 0), 'requests', coalesce(w.requests, 0)
        ) ORDER BY l.name, l.id, a.name, a.id), '[]'::json)
        FROM per_area p
        JOIN areas a ON a.group_id = ${groupId} AND a.id = p.area_id
        JOIN locations l ON l.group_id = a.group_id AND l.id = a.location_id
        LEFT JOIN (
          SELECT area_id, sum(bookings) AS bookings, sum(check_ins) AS check_ins, sum(no_shows) AS no_shows,
                 sum(auto_releases) AS auto_releases
          FROM counted GROUP BY area_id
        ) c ON c.area_id = p.area_id
        LEFT JOIN (SELECT area_id, count(*) AS requests FROM wanted GROUP BY area_id) w ON w.area_id = p.area_id
      ),
      'places', (
        SELECT coalesce(json_agg(json_build_object(
          'id', l.id, 'name', l.name,
          'areas', (
            SELECT coalesce(json_agg(json_build_object('id', a.id, 'name', a.name) ORDER BY a.name, a.id), '[]'::json)
            FROM areas a WHERE a.group_id = l.group_id AND a.location_id = l.id
          )
        ) ORDER BY l.name, l.id), '[]'::json)
        FROM locations l WHERE l.group_id = ${groupId}
      )
    ) AS result`,
  );
  if (!row) throw new Error('occupancy: no answer');
  // pg parses json; keep a string answer working too
  return typeof row.result === 'string' ? (JSON.parse(row.result) as OccupancyRows) : row.result;
}
