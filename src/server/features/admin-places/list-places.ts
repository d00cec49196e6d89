import type { AdminPlacesResponse } from '../../../contract/admin-places';
import type { Queryable } from '../../db/client';
import { presentLocation } from './presenter';
import { groupAreasWithCounts, groupLocationRows } from './repository';

/** The group's locations, each with its areas and how many resources they hold. */
export async function listPlaces(q: Queryable, groupId: number): Promise<AdminPlacesResponse> {
  const [locationRows, areaRows] = await Promise.all([groupLocationRows(q, groupId), groupAreasWithCounts(q, groupId)]);
  return { locations: locationRows.map((l) => presentLocation(l, areaRows)) };
}
