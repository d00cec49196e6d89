import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Interval } from '../../../domain/time/interval';
import type { Database, Queryable } from '../../db/client';
import { executePrepared, type PreparedStatement } from '../../db/prepared';
import type { SessionClaims } from '../../http/access-token';
import { sessionArguments, sessionOfRow, sessionStatementText, type Session } from '../users/session';
import { overlaps } from '../../db/overlap';
import { rowFromJson } from '../../db/json-rows';
import { HOLDING_BOOKING_STATUSES, areas, bookings, locations, resources, slots } from '../../db/schema';
import type { SlotRow } from '../groups/repository';
import { placesVersionSql } from '../resources/places-version';
import { findResource, inService, placedResources, type PlacedResource } from '../resources/repository';

export const findDesk = (q: Queryable, groupId: number, deskId: number) => findResource(q, groupId, 'desk', deskId);

/**
 * The caller's session ($1–$3), a desk in service with its place ($4) and a slot of the group ($5); planned once per
 * connection (the hot path of booking).
 */
const deskWithSlotStatement = {
  name: 'deskfair_session_desk_slot_v2',
  parameterTypes: ['int', 'int', 'uuid', 'int', 'int?'] as const,
  text: sessionStatementText(`
SELECT to_json(r) AS resource, a.name AS area_name, l.id AS location_id, l.name AS location_name,
  (SELECT to_json(s) FROM slots s WHERE s.group_id = $1 AND s.id = $5) AS slot, ${placesVersionSql('$1')} AS places_version
FROM resources r
JOIN areas a ON a.group_id = r.group_id AND a.id = r.area_id
JOIN locations l ON l.group_id = a.group_id AND l.id = a.location_id
WHERE r.group_id = $1 AND r.kind = 'desk' AND r.active AND r.id = $4`),
} satisfies PreparedStatement<readonly ['int', 'int', 'uuid', 'int', 'int?']>;

/**
 * In one query: the caller's session (null: not live), a desk of the group in service (null: none such), the
 * group's slot `slotId` (null when none is asked or the group has no such slot) and the version of the group's places.
 */
export async function findDeskWithSlot(
  database: Database,
  claims: SessionClaims,
  deskId: number,
  slotId: number | undefined,
): Promise<{ session: Session | null; desk: PlacedResource | null; slot: SlotRow | null; placesVersion: string }> {
  const [row] = await executePrepared(database, deskWithSlotStatement, [...sessionArguments(claims), deskId, slotId ?? null]);
  const session = sessionOfRow(row);
  const placesVersion = String(row?.places_version);
  if (!row?.resource) return { session, desk: null, slot: null, placesVersion };
  const desk: PlacedResource = {
    resource: rowFromJson(resources, row.resource),
    areaName: String(row.area_name),
    locationId: Number(row.location_id),
    locationName: String(row.location_name),
  };
  return { session, desk, slot: row.slot ? rowFromJson(slots, row.slot) : null, placesVersion };
}

/** The user's own fixed desk with its place, in one query. */
export async function ownDeskOf(q: Queryable, groupId: number, userId: number): Promise<PlacedResource | null> {
  const rows = await placedResources(q)
    .where(and(inService(groupId, 'desk'), eq(resources.ownerUserId, userId)))
    .limit(1);
  return rows[0] ?? null;
}

/**
 * Desks that no reserved or booked row overlaps in the interval of a day. Every booking lies within
 * its local day, so the day's rows (btree on group and day) are the only candidates; the range test
 * then decides, with the exclusion constraint's own predicate.
 */
function freeDesks(q: Queryable, groupId: number, day: string, interval: Interval, locationId: number | undefined) {
  const busy = q
    .select({ resourceId: bookings.resourceId })
    .from(bookings)
    .where(
      and(
        eq(bookings.groupId, groupId),
        eq(bookings.day, day),
        inArray(bookings.status, [...HOLDING_BOOKING_STATUSES]),
        overlaps(bookings.startAt, bookings.endAt, interval),
      ),
    );
  return and(
    inService(groupId, 'desk'),
    locationId === undefined ? undefined : eq(locations.id, locationId),
    sql`${resources.id} NOT IN (${busy})`,
  );
}

export async function availableDesks(
  q: Queryable,
  groupId: number,
  day: string,
  interval: Interval,
  locationId: number | undefined,
): Promise<PlacedResource[]> {
  return placedResources(q)
    .where(freeDesks(q, groupId, day, interval, locationId))
    .orderBy(asc(locations.name), asc(areas.name), asc(resources.label));
}
