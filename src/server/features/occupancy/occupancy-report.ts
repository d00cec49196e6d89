import { sql, type SQL } from 'drizzle-orm';
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
  /** `supply` per day: as rolled up for an ended day, the supply now for the others */
  days: Array<Counts & { day: string; supply: number }>;
  areas: Array<Counts & { area_id: number; area_name: string; location_id: number; location_name: string; supply: number }>;
  places: Array<{ id: number; name: string; areas: Array<{ id: number; name: string }> }>;
}

/** Which bookings and requests a piece counts: a kind (all when null), a location or area, and a condition on the day. */
export interface CountScope {
  groupId: number;
  from: string;
  to: string;
  kind: string | null;
  location: number | null;
  area: number | null;
  /** extra condition on the row's local day (the live report: only days not rolled up) */
  day?: (column: SQL) => SQL;
}

const dayCondition = (scope: CountScope, column: SQL) => (scope.day ? sql`AND ${scope.day(column)}` : sql``);

/**
 * The definitions of the booking figures (see the contract), one row per local day, area and kind. The live report and
 * the roll-up job both count with this piece. Resources and areas are joined directly, so PostgreSQL aggregates in a
 * hash instead of sorting every booking.
 */
export function bookingCounts(scope: CountScope): SQL {
  return sql`
    SELECT b.day, r.area_id, b.resource_kind AS kind,
      count(*) AS bookings,
      count(*) FILTER (WHERE b.checked_in_at IS NOT NULL) AS check_ins,
      count(*) FILTER (WHERE b.checked_in_at IS NULL AND b.resource_kind <> 'room' AND b.start_at + g.grace <= now()) AS no_shows,
      count(*) FILTER (
        WHERE b.status = 'released' AND b.checked_in_at IS NULL AND b.resource_kind <> 'room' AND b.ended_at >= b.start_at + g.grace
      ) AS auto_releases
    FROM bookings b
    JOIN resources r ON r.group_id = b.group_id AND r.id = b.resource_id
    JOIN areas a ON a.group_id = r.group_id AND a.id = r.area_id
    CROSS JOIN (SELECT make_interval(mins => checkin_grace_minutes) AS grace FROM groups WHERE id = ${scope.groupId}) g
    WHERE b.group_id = ${scope.groupId} AND b.day BETWEEN ${scope.from}::date AND ${scope.to}::date
      ${scope.kind === null ? sql`` : sql`AND b.resource_kind = ${scope.kind}`}
      ${dayCondition(scope, sql`b.day`)}
      AND b.status IN ('reserved', 'booked', 'released', 'cancelled')
      AND (b.ended_at IS NULL OR b.ended_at >= b.start_at)
      ${scope.location === null ? sql`` : sql`AND a.location_id = ${scope.location}::int`}
      ${scope.area === null ? sql`` : sql`AND r.area_id = ${scope.area}::int`}
    GROUP BY b.day, r.area_id, b.resource_kind`;
}

/**
 * The lottery requests that count (not withdrawn), one row per request with its local day and the area it prefers
 * (the preferred area, else the preferred desk's area, else null). Desks only: the caller filters the kind and place.
 */
export function countedRequests(scope: CountScope): SQL {
  return sql`
    SELECT r.day, coalesce(r.preferred_area_id, d.area_id) AS area_id
    FROM desk_requests r LEFT JOIN resources d ON d.group_id = r.group_id AND d.id = r.preferred_desk_id
    WHERE r.group_id = ${scope.groupId} AND r.day BETWEEN ${scope.from}::date AND ${scope.to}::date AND r.status <> 'withdrawn'
      ${dayCondition(scope, sql`r.day`)}`;
}

/**
 * The group's occupancy over a range in one set-based statement: per day and area, the rolled-up figures of ended
 * days (table occupancy_days, see jobs/occupancy-rollup) and the live counts of the days not rolled up (today, the
 * future and any gap), with the same definitions; lottery requests per day and preferred area; the supply of the
 * filtered resources; the group's locations and areas for the filter. Days are the group's local days.
 */
export async function occupancyReport(q: Queryable, groupId: number, query: OccupancyQuery): Promise<OccupancyRows> {
  const location = query.location_id ?? null;
  const area = query.area_id ?? null;
  const filtered = location !== null || area !== null;
  // Live rows only on the days not rolled up: an index look-up per such day, never a scan of the rolled-up range.
  const live: CountScope = {
    groupId,
    from: query.from,
    to: query.to,
    kind: query.kind,
    location,
    area,
    day: (column) => sql`${column} = ANY ((SELECT days FROM unrolled)::date[])`,
  };
  const inScope = (column: SQL) => (filtered ? sql`AND ${column} IN (SELECT area_id FROM scope)` : sql``);
  const [row] = await queryRows<{ result: OccupancyRows }>(
    q,
    sql`
    WITH g AS (SELECT time_zone FROM groups WHERE id = ${groupId}),
    scope AS (
      SELECT r.id, r.area_id, r.active
      FROM resources r JOIN areas a ON a.group_id = r.group_id AND a.id = r.area_id
      WHERE r.group_id = ${groupId} AND r.kind = ${query.kind}
        AND (${location}::int IS NULL OR a.location_id = ${location}::int)
        AND (${area}::int IS NULL OR r.area_id = ${area}::int)
    ),
    rolled AS (
      SELECT day FROM occupancy_rollups WHERE group_id = ${groupId} AND day BETWEEN ${query.from}::date AND ${query.to}::date
    ),
    unrolled AS (
      SELECT coalesce(array_agg(d.day::date), '{}') AS days
      FROM generate_series(${query.from}::date, ${query.to}::date, interval '1 day') AS d(day)
      WHERE d.day::date NOT IN (SELECT day FROM rolled)
    ),
    figures AS (
      SELECT day, area_id, 0 AS supply, bookings, check_ins, no_shows, auto_releases, 0 AS requests
      FROM (${bookingCounts(live)}) c
      UNION ALL
      SELECT day, area_id, 0, 0, 0, 0, 0, 1
      FROM (${countedRequests(live)}) w
      WHERE ${query.kind} = 'desk' ${inScope(sql`w.area_id`)}
      UNION ALL
      SELECT o.day, o.area_id, o.supply, o.bookings, o.check_ins, o.no_shows, o.auto_releases, o.requests
      FROM occupancy_days o
      WHERE o.group_id = ${groupId} AND o.day BETWEEN ${query.from}::date AND ${query.to}::date AND o.kind = ${query.kind}
        ${inScope(sql`o.area_id`)}
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
          'supply', CASE WHEN d.day::date IN (SELECT day FROM rolled) THEN coalesce(f.supply, 0)
                         ELSE (SELECT count(*) FILTER (WHERE active) FROM scope) END,
          'bookings', coalesce(f.bookings, 0), 'check_ins', coalesce(f.check_ins, 0), 'no_shows', coalesce(f.no_shows, 0),
          'auto_releases', coalesce(f.auto_releases, 0), 'requests', coalesce(f.requests, 0)
        ) ORDER BY d.day)
        FROM generate_series(${query.from}::date, ${query.to}::date, interval '1 day') AS d(day)
        LEFT JOIN (
          SELECT day, sum(supply) AS supply, sum(bookings) AS bookings, sum(check_ins) AS check_ins,
                 sum(no_shows) AS no_shows, sum(auto_releases) AS auto_releases, sum(requests) AS requests
          FROM figures GROUP BY day
        ) f ON f.day = d.day::date
      ),
      'areas', (
        SELECT coalesce(json_agg(json_build_object(
          'area_id', a.id, 'area_name', a.name, 'location_id', l.id, 'location_name', l.name, 'supply', p.supply,
          'bookings', coalesce(f.bookings, 0), 'check_ins', coalesce(f.check_ins, 0), 'no_shows', coalesce(f.no_shows, 0),
          'auto_releases', coalesce(f.auto_releases, 0), 'requests', coalesce(f.requests, 0)
        ) ORDER BY l.name, l.id, a.name, a.id), '[]'::json)
        FROM per_area p
        JOIN areas a ON a.group_id = ${groupId} AND a.id = p.area_id
        JOIN locations l ON l.group_id = a.group_id AND l.id = a.location_id
        LEFT JOIN (
          SELECT area_id, sum(bookings) AS bookings, sum(check_ins) AS check_ins, sum(no_shows) AS no_shows,
                 sum(auto_releases) AS auto_releases, sum(requests) AS requests
          FROM figures GROUP BY area_id
        ) f ON f.area_id = p.area_id
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
