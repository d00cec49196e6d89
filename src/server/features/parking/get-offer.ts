import type { ParkingOffer, ParkingQuery } from '../../../contract/parking';
import { addDays, localDayOf } from '../../../domain/time/local-day';
import type { Database } from '../../db/client';
import type { RequestContext } from '../../http/request-context';
import { groupSlots } from '../groups/repository';
import { resourcesByIds } from '../resources/repository';
import { parkingDayInterval } from './parking-day';
import { presentParkingBooking } from './presenter';
import { groupParkingSpaces, parkingBookingsOfUser, parkingHolders } from './repository';

/** The group's parking spaces with their state on the day, the caller's parking days ahead, and the external link. */
export async function getParkingOffer(
  database: Database,
  { auth, group }: RequestContext,
  query: ParkingQuery,
  now: Date,
): Promise<ParkingOffer> {
  const q = database.db;
  const today = localDayOf(now, group.timeZone);
  const day = query.day ?? today;
  const slots = await groupSlots(q, group.id);
  const [spaces, holders, mine] = await Promise.all([
    groupParkingSpaces(q, group.id),
    parkingHolders(q, group.id, parkingDayInterval(day, group, slots)),
    parkingBookingsOfUser(q, group.id, auth.userId, today, addDays(today, group.maxAdvanceDays)),
  ]);
  const holderOf = new Map(holders.map((h) => [h.resourceId, h.userId]));
  // A space taken out of service still names the days booked on it.
  const byId = await resourcesByIds(q, group.id, [...new Set(mine.map((row) => row.resourceId))]);
  return {
    day,
    spaces: spaces.map(({ resource, areaName, locationId, locationName }) => {
      const holder = holderOf.get(resource.id);
      return {
        id: resource.id,
        label: resource.label,
        area: { id: resource.areaId, name: areaName },
        location: { id: locationId, name: locationName },
        state: holder === undefined ? 'free' : holder === auth.userId ? 'mine' : 'taken',
      };
    }),
    my_bookings: mine.flatMap((row) => {
      const space = byId.get(row.resourceId);
      return space ? [presentParkingBooking(row, space)] : [];
    }),
    link_url: group.parkingLinkUrl,
  };
}
