import type { AreaResourcesResponse } from '../../../contract/admin-places';
import type { Queryable } from '../../db/client';
import { notFound } from '../../http/errors';
import { presentArea, presentResource } from './presenter';
import { adminResources, areaWithLocation, countResources } from './repository';

/** Every resource of an area, of all kinds, in service or not. */
export async function listAreaResources(q: Queryable, groupId: number, areaId: number): Promise<AreaResourcesResponse> {
  const found = await areaWithLocation(q, groupId, areaId);
  if (!found) throw notFound();
  const rows = await adminResources(q, groupId, { areaId });
  return {
    area: { ...presentArea({ ...found.area, resourceCount: await countResources(q, groupId, areaId) }), location_name: found.locationName },
    resources: rows.map(presentResource),
  };
}
