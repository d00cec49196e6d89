import { and, eq, type SQL } from 'drizzle-orm';
import { anyId } from '../../db/any-id';
import type { Queryable } from '../../db/client';
import { areas, locations, resources, type ResourceKind } from '../../db/schema';

export type ResourceRow = typeof resources.$inferSelect;
/** A resource with the names of the place it stands in. */
export interface PlacedResource {
  resource: ResourceRow;
  areaName: string;
  locationId: number;
  locationName: string;
}

/**
 * Resources joined with their area and location (the caller adds the group and kind conditions); `extra` selects more
 * in the same query (what a use case needs beside the resource, to save a round trip).
 */
export function placedResources<Extra extends Record<string, SQL.Aliased | SQL>>(q: Queryable, extra: Extra = {} as Extra) {
  return q
    .select({ resource: resources, areaName: areas.name, locationId: locations.id, locationName: locations.name, ...extra })
    .from(resources)
    .innerJoin(areas, and(eq(areas.groupId, resources.groupId), eq(areas.id, resources.areaId)))
    .innerJoin(locations, and(eq(locations.groupId, areas.groupId), eq(locations.id, areas.locationId)));
}

/** Resources of a group and kind that are in service. */
export const inService = (groupId: number, kind: ResourceKind) =>
  and(eq(resources.groupId, groupId), eq(resources.kind, kind), eq(resources.active, true));

/** One resource of the group, of the kind, in service — or null (another group's resource does not exist for the caller). */
export async function findResource(q: Queryable, groupId: number, kind: ResourceKind, id: number): Promise<PlacedResource | null> {
  const rows = await placedResources(q)
    .where(and(inService(groupId, kind), eq(resources.id, id)))
    .limit(1);
  return rows[0] ?? null;
}

/** Resources by id, in service or not (a booking still names the desk that was taken out of service). */
export async function resourcesByIds(q: Queryable, groupId: number, ids: number[]): Promise<Map<number, PlacedResource>> {
  if (ids.length === 0) return new Map();
  const rows = await placedResources(q).where(and(eq(resources.groupId, groupId), anyId(resources.id, ids)));
  return new Map(rows.map((r) => [r.resource.id, r]));
}

/** A resource by its QR-code uuid, in service, or null. */
export async function findResourceByUuid(q: Queryable, groupId: number, kind: ResourceKind, uuid: string): Promise<PlacedResource | null> {
  const rows = await placedResources(q)
    .where(and(inService(groupId, kind), eq(resources.uuid, uuid.toLowerCase())))
    .limit(1);
  return rows[0] ?? null;
}
