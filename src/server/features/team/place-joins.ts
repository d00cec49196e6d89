import { and, eq } from 'drizzle-orm';
import { areas, bookings, locations, resources } from '../../db/schema';

/** Join conditions from a booking to its resource, area and location (all within the booking's group). */
export const bookingResource = and(eq(resources.groupId, bookings.groupId), eq(resources.id, bookings.resourceId));
export const resourceArea = and(eq(areas.groupId, resources.groupId), eq(areas.id, resources.areaId));
export const areaLocation = and(eq(locations.groupId, areas.groupId), eq(locations.id, areas.locationId));

/** The columns that name where a booking is. */
export const bookingPlace = {
  resource: resources.label,
  areaId: areas.id,
  area: areas.name,
  locationId: locations.id,
  location: locations.name,
};
