import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Interval } from '../../../domain/time/interval';
import type { Queryable } from '../../db/client';
import { overlaps } from '../../db/overlap';
import { HOLDING_BOOKING_STATUSES, areas, bookings, locations, resources } from '../../db/schema';
import { findResource, inService, placedResources, type PlacedResource } from '../resources/repository';

export const findDesk = (q: Queryable, groupId: number, deskId: number) => findResource(q, groupId, 'desk', deskId);

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
export async function availableDesks(
  q: Queryable,
  groupId: number,
  day: string,
  interval: Interval,
  locationId: number | undefined,
): Promise<PlacedResource[]> {
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
  return placedResources(q)
    .where(
      and(
        inService(groupId, 'desk'),
        locationId === undefined ? undefined : eq(locations.id, locationId),
        sql`${resources.id} NOT IN (${busy})`,
      ),
    )
    .orderBy(asc(locations.name), asc(areas.name), asc(resources.label));
}
