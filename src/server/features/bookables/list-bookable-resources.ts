import type { z } from 'zod';
import type { BookableResourcesResponse, bookableResourcesQuerySchema } from '../../../contract/bookables';
import { dayInterval } from '../../../domain/time/interval';
import type { Queryable } from '../../db/client';
import type { RequestContext } from '../../http/request-context';
import { cateringOffers } from '../rooms/repository';
import { presentBookableResource } from './presenter';
import { busyBookings, groupBookables } from './repository';

/** The last day a local day can name: it has no next midnight to end at, and nothing is booked that far ahead. */
const LAST_DAY = '9999-12-31';

/** The group's bookables that fit the filters; with a day, what holds (or waits on) each of them that day. */
export async function listBookableResources(
  q: Queryable,
  { auth, group }: RequestContext,
  query: z.infer<typeof bookableResourcesQuerySchema>,
): Promise<BookableResourcesResponse> {
  const all = await groupBookables(q, auth.groupId);
  const fitting = all.filter(
    ({ resource, locationId }) =>
      (query.location_id === undefined || locationId === query.location_id) &&
      (query.category === undefined || resource.category === query.category),
  );
  const busy =
    query.day && query.day < LAST_DAY
      ? await busyBookings(
          q,
          auth.groupId,
          fitting.map((r) => r.resource.id),
          dayInterval(query.day, group.timeZone),
        )
      : [];
  const catering = await cateringOffers(q, auth.groupId, [
    ...new Set(fitting.filter((r) => r.resource.cateringOffered).map((r) => r.locationId)),
  ]);
  const locations = new Map(all.map((r) => [r.locationId, { id: r.locationId, name: r.locationName }]));
  return {
    resources: fitting.map((placed) => ({
      ...presentBookableResource(placed),
      busy: busy
        .filter((b) => b.resourceId === placed.resource.id)
        .map((b) => ({ start_at: b.startAt.toISOString(), end_at: b.endAt.toISOString(), mine: b.userId === auth.userId })),
      catering_offer: placed.resource.cateringOffered
        ? catering.filter((item) => item.locationId === placed.locationId).map((item) => ({ id: item.id, name: item.name }))
        : [],
    })),
    locations: [...locations.values()],
    categories: [...new Set(all.flatMap((r) => (r.resource.category ? [r.resource.category] : [])))].sort(),
  };
}
