import { and, asc, eq, inArray } from 'drizzle-orm';
import type { CateringList } from '../../../contract/rooms';
import type { Queryable } from '../../db/client';
import {
  ACTIVE_BOOKING_STATUSES,
  areas,
  bookingCatering,
  bookingDetails,
  bookings,
  cateringItems,
  locations,
  resources,
  users,
} from '../../db/schema';
import { AppError } from '../../http/errors';

/** What a location serves on a day, for all its rooms' bookings that still stand, in serving order. */
export async function cateringList(q: Queryable, groupId: number, locationId: number, day: string): Promise<CateringList> {
  const [location] = await q
    .select({ id: locations.id, name: locations.name })
    .from(locations)
    .where(and(eq(locations.groupId, groupId), eq(locations.id, locationId)))
    .limit(1);
  if (!location) throw new AppError('not_found', 'errors.location_not_found');
  const rows = await q
    .select({
      bookingId: bookings.id,
      room: resources.label,
      title: bookingDetails.title,
      firstName: users.firstName,
      lastName: users.name,
      item: cateringItems.name,
      quantity: bookingCatering.quantity,
      serveMinute: bookingCatering.serveMinute,
    })
    .from(bookingCatering)
    .innerJoin(
      bookingDetails,
      and(eq(bookingDetails.groupId, bookingCatering.groupId), eq(bookingDetails.bookingId, bookingCatering.bookingId)),
    )
    .innerJoin(bookings, and(eq(bookings.groupId, bookingCatering.groupId), eq(bookings.id, bookingCatering.bookingId)))
    .innerJoin(resources, and(eq(resources.groupId, bookings.groupId), eq(resources.id, bookings.resourceId)))
    .innerJoin(areas, and(eq(areas.groupId, resources.groupId), eq(areas.id, resources.areaId)))
    .innerJoin(cateringItems, and(eq(cateringItems.groupId, bookingCatering.groupId), eq(cateringItems.id, bookingCatering.itemId)))
    .innerJoin(users, and(eq(users.groupId, bookings.groupId), eq(users.id, bookings.userId)))
    .where(
      and(
        eq(bookingCatering.groupId, groupId),
        eq(bookings.day, day),
        eq(bookings.resourceKind, 'room'),
        inArray(bookings.status, [...ACTIVE_BOOKING_STATUSES]),
        eq(areas.locationId, locationId),
      ),
    )
    .orderBy(asc(bookingCatering.serveMinute), asc(resources.label), asc(cateringItems.name), asc(bookingCatering.id));
  return {
    location,
    day,
    lines: rows.map((r) => ({
      booking_id: r.bookingId,
      room: r.room,
      title: r.title,
      organiser: `${r.firstName} ${r.lastName}`.trim(),
      item: r.item,
      quantity: r.quantity,
      serve_minute: r.serveMinute,
    })),
  };
}
