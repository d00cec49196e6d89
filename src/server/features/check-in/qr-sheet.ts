import { and, asc, eq } from 'drizzle-orm';
import type { QrSheetResponse } from '../../../contract/desk-settings';
import type { Queryable } from '../../db/client';
import { areas, locations, resources } from '../../db/schema';
import { AppError } from '../../http/errors';
import { checkInUrl } from '../desks/check-in-url';
import { inService, placedResources } from '../resources/repository';

export async function groupLocations(q: Queryable, groupId: number) {
  const rows = await q.select().from(locations).where(eq(locations.groupId, groupId)).orderBy(asc(locations.name));
  return rows.map((l) => ({ id: l.id, name: l.name, address: l.address }));
}

/** Every desk of a location with the link its QR code opens. */
export async function qrSheet(q: Queryable, groupId: number, locationId: number, publicUrl: string): Promise<QrSheetResponse> {
  const [location] = await q
    .select()
    .from(locations)
    .where(and(eq(locations.groupId, groupId), eq(locations.id, locationId)));
  if (!location) throw new AppError('not_found', 'errors.not_found');
  const desks = await placedResources(q)
    .where(and(inService(groupId, 'desk'), eq(areas.locationId, location.id)))
    .orderBy(asc(areas.name), asc(resources.label));
  return {
    location: { id: location.id, name: location.name },
    desks: desks.map((d) => ({
      id: d.resource.id,
      label: d.resource.label,
      area: d.areaName,
      check_in_url: checkInUrl(publicUrl, d.resource.uuid),
    })),
  };
}
