import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
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
