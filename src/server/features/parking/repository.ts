import { and, asc, desc, eq, gte, inArray, lte } from 'drizzle-orm';
import type { Interval } from '../../../domain/time/interval';
import type { Queryable } from '../../db/client';
import { overlaps } from '../../db/overlap';
import { ACTIVE_BOOKING_STATUSES, HOLDING_BOOKING_STATUSES, areas, bookings, deskRequests, locations, resources } from '../../db/schema';
import type { BookingRow } from '../bookings/repository';
import type { DeskRequestRow } from '../lottery/repository';
import { findResource, inService, placedResources, type PlacedResource } from '../resources/repository';

/** The group's parking spaces in service, by location and label. */
export async function groupParkingSpaces(q: Queryable, groupId: number): Promise<PlacedResource[]> {
  return placedResources(q).where(inService(groupId, 'parking')).orderBy(asc(locations.name), asc(resources.label), asc(areas.name));
}

/** One parking space of the group in service, or null (another group's does not exist for the caller). */
export const findParkingSpace = (q: Queryable, groupId: number, id: number) => findResource(q, groupId, 'parking', id);

/** Who holds which parking space during the interval. */
export async function parkingHolders(q: Queryable, groupId: number, within: Interval): Promise<{ resourceId: number; userId: number }[]> {
  return q
    .select({ resourceId: bookings.resourceId, userId: bookings.userId })
    .from(bookings)
    .where(
      and(
        eq(bookings.groupId, groupId),
        eq(bookings.resourceKind, 'parking'),
        inArray(bookings.status, [...HOLDING_BOOKING_STATUSES]),
        overlaps(bookings.startAt, bookings.endAt, within),
      ),
    );
}

/** The user's parking bookings on days from..to (inclusive), by day. */
export async function parkingBookingsOfUser(
  q: Queryable,
  groupId: number,
  userId: number,
  from: string,
  to: string,
): Promise<BookingRow[]> {
  return q
    .select()
    .from(bookings)
    .where(
      and(
        eq(bookings.groupId, groupId),
        eq(bookings.userId, userId),
        eq(bookings.resourceKind, 'parking'),
        inArray(bookings.status, [...ACTIVE_BOOKING_STATUSES]),
        gte(bookings.day, from),
        lte(bookings.day, to),
      ),
    )
    .orderBy(asc(bookings.startAt));
}

/** The user's parking requests for the day, newest first. */
export async function parkingRequestsOfDay(q: Queryable, groupId: number, userId: number, day: string): Promise<DeskRequestRow[]> {
  return q
    .select()
    .from(deskRequests)
    .where(
      and(
        eq(deskRequests.groupId, groupId),
        eq(deskRequests.userId, userId),
        eq(deskRequests.day, day),
        eq(deskRequests.resourceKind, 'parking'),
      ),
    )
    .orderBy(desc(deskRequests.id));
}
