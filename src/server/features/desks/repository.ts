import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Desk } from '../../../contract/bookings';
import type { Interval } from '../../../domain/time/interval';
import { queryRows, type Queryable } from '../../db/client';
import { overlaps } from '../../db/overlap';
import { rowFromJson } from '../../db/json-rows';
import { HOLDING_BOOKING_STATUSES, areas, bookings, locations, resources, slots } from '../../db/schema';
import type { SlotRow } from '../groups/repository';
import { findResource, inService, placedResources, resourcesInPlace, type PlacedResource } from '../resources/repository';

export const findDesk = (q: Queryable, groupId: number, deskId: number) => findResource(q, groupId, 'desk', deskId);

/** A desk of the group in service, and the group's slot `slotId` (null when none is asked or the group has no such slot): one query. */
export async function findDeskWithSlot(
  q: Queryable,
  groupId: number,
  deskId: number,
  slotId: number | undefined,
): Promise<{ desk: PlacedResource; slot: SlotRow | null } | null> {
  const [row] = await placedResources(q, {
    slot: sql<unknown>`(SELECT to_jsonb(s) FROM ${slots} s WHERE s.group_id = ${groupId} AND s.id = ${slotId ?? null}::int)`,
  })
    .where(and(inService(groupId, 'desk'), eq(resources.id, deskId)))
    .limit(1);
  if (!row) return null;
  const { slot, ...desk } = row;
  return { desk, slot: slot ? rowFromJson(slots, slot) : null };
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

/**
 * `availableDesks` as the API shows them (`Desk`), built as one JSON value by the database: a day with a thousand free
 * desks answers without reading a thousand rows of columns.
 */
export async function availableDeskAnswers(
  q: Queryable,
  groupId: number,
  day: string,
  interval: Interval,
  locationId: number | undefined,
): Promise<Desk[]> {
  const [row] = await queryRows<{ desks: Desk[] }>(
    q,
    sql`SELECT coalesce(json_agg(json_build_object('id', ${resources.id}, 'label', ${resources.label},
        'uuid', ${resources.uuid}, 'equipment', ${resources.equipment},
        'area', json_build_object('id', ${areas.id}, 'name', ${areas.name}),
        'location', json_build_object('id', ${locations.id}, 'name', ${locations.name}))
        ORDER BY ${locations.name}, ${areas.name}, ${resources.label}), '[]'::json) AS desks
      FROM ${resourcesInPlace} WHERE ${freeDesks(q, groupId, day, interval, locationId)}`,
  );
  return row?.desks ?? [];
}
