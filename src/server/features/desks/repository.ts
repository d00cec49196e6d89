import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Interval } from '../../../domain/time/interval';
import type { Queryable } from '../../db/client';
import { ACTIVE_BOOKING_STATUSES, areas, bookings, desks, locations } from '../../db/schema';

export const deskPlaceColumns = {
  desk: desks,
  areaName: areas.name,
  locationId: locations.id,
  locationName: locations.name,
};
export type DeskPlaceRow = { desk: typeof desks.$inferSelect; areaName: string; locationId: number; locationName: string };

function deskPlaceQuery(q: Queryable) {
  return q
    .select(deskPlaceColumns)
    .from(desks)
    .innerJoin(areas, and(eq(areas.groupId, desks.groupId), eq(areas.id, desks.areaId)))
    .innerJoin(locations, and(eq(locations.groupId, areas.groupId), eq(locations.id, areas.locationId)));
}

export async function findDesk(q: Queryable, groupId: number, deskId: number): Promise<DeskPlaceRow | null> {
  const rows = await deskPlaceQuery(q)
    .where(and(eq(desks.groupId, groupId), eq(desks.id, deskId), eq(desks.active, true)))
    .limit(1);
  return rows[0] ?? null;
}

/** The user's own fixed desk with its place, in one query. */
export async function ownDeskOf(q: Queryable, groupId: number, userId: number): Promise<DeskPlaceRow | null> {
  const rows = await deskPlaceQuery(q)
    .where(and(eq(desks.groupId, groupId), eq(desks.ownerUserId, userId), eq(desks.active, true)))
    .limit(1);
  return rows[0] ?? null;
}

export async function desksByIds(q: Queryable, groupId: number, ids: number[]): Promise<Map<number, DeskPlaceRow>> {
  if (ids.length === 0) return new Map();
  const rows = await deskPlaceQuery(q).where(and(eq(desks.groupId, groupId), inArray(desks.id, ids)));
  return new Map(rows.map((r) => [r.desk.id, r]));
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
): Promise<DeskPlaceRow[]> {
  const busy = q
    .select({ deskId: bookings.deskId })
    .from(bookings)
    .where(
      and(
        eq(bookings.groupId, groupId),
        eq(bookings.day, day),
        inArray(bookings.status, [...ACTIVE_BOOKING_STATUSES]),
        sql`tstzrange(${bookings.startAt}, ${bookings.endAt}, '[)') && tstzrange(${interval.start.toISOString()}::timestamptz, ${interval.end.toISOString()}::timestamptz, '[)')`,
      ),
    );
  return deskPlaceQuery(q)
    .where(
      and(
        eq(desks.groupId, groupId),
        eq(desks.active, true),
        locationId === undefined ? undefined : eq(locations.id, locationId),
        sql`${desks.id} NOT IN (${busy})`,
      ),
    )
    .orderBy(asc(locations.name), asc(areas.name), asc(desks.label));
}
