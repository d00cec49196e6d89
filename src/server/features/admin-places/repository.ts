import { and, asc, count, eq, inArray, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { areas, locations, resourceApprovers, resources, users } from '../../db/schema';
import type { ResourceRow } from '../resources/repository';

export type LocationRow = typeof locations.$inferSelect;
export type AreaRow = typeof areas.$inferSelect;
export interface AreaWithCount extends AreaRow {
  resourceCount: number;
}
/** A resource with the e-mails of its owner and approvers, as the admin edits it. */
export interface AdminResourceRow {
  resource: ResourceRow;
  ownerEmail: string | null;
  approverEmails: string[];
}

export async function groupLocationRows(q: Queryable, groupId: number): Promise<LocationRow[]> {
  return q.select().from(locations).where(eq(locations.groupId, groupId)).orderBy(asc(locations.name), asc(locations.id));
}

/** Every area of the group with how many resources (in service or not) it holds. */
export async function groupAreasWithCounts(q: Queryable, groupId: number): Promise<AreaWithCount[]> {
  const rows = await q
    .select({ area: areas, resourceCount: count(resources.id) })
    .from(areas)
    .leftJoin(resources, and(eq(resources.groupId, areas.groupId), eq(resources.areaId, areas.id)))
    .where(eq(areas.groupId, groupId))
    .groupBy(areas.groupId, areas.id)
    .orderBy(asc(areas.name), asc(areas.id));
  return rows.map((r) => ({ ...r.area, resourceCount: r.resourceCount }));
}

/** The location, locked for the rest of the transaction (so an area cannot appear while it is deleted); or null. */
export async function lockLocation(q: Queryable, groupId: number, id: number): Promise<LocationRow | null> {
  const [row] = await q
    .select()
    .from(locations)
    .where(and(eq(locations.groupId, groupId), eq(locations.id, id)))
    .for('update');
  return row ?? null;
}

/** The area, locked for the rest of the transaction; or null. */
export async function lockArea(q: Queryable, groupId: number, id: number): Promise<AreaRow | null> {
  const [row] = await q
    .select()
    .from(areas)
    .where(and(eq(areas.groupId, groupId), eq(areas.id, id)))
    .for('update');
  return row ?? null;
}

export async function areaWithLocation(q: Queryable, groupId: number, id: number) {
  const [row] = await q
    .select({ area: areas, locationName: locations.name })
    .from(areas)
    .innerJoin(locations, and(eq(locations.groupId, areas.groupId), eq(locations.id, areas.locationId)))
    .where(and(eq(areas.groupId, groupId), eq(areas.id, id)));
  return row ?? null;
}

export async function countAreas(q: Queryable, groupId: number, locationId: number): Promise<number> {
  const [row] = await q
    .select({ n: count() })
    .from(areas)
    .where(and(eq(areas.groupId, groupId), eq(areas.locationId, locationId)));
  return row?.n ?? 0;
}

export async function countResources(q: Queryable, groupId: number, areaId: number): Promise<number> {
  const [row] = await q
    .select({ n: count() })
    .from(resources)
    .where(and(eq(resources.groupId, groupId), eq(resources.areaId, areaId)));
  return row?.n ?? 0;
}

/** Resources with their owner's and approvers' e-mails: all of an area, or the given ids. */
export async function adminResources(
  q: Queryable,
  groupId: number,
  where: { areaId: number } | { ids: number[] },
): Promise<AdminResourceRow[]> {
  const condition = 'areaId' in where ? eq(resources.areaId, where.areaId) : inArray(resources.id, where.ids.length ? where.ids : [-1]);
  const rows = await q
    .select({ resource: resources, ownerEmail: users.email })
    .from(resources)
    .leftJoin(users, and(eq(users.groupId, resources.groupId), eq(users.id, resources.ownerUserId)))
    .where(and(eq(resources.groupId, groupId), condition))
    .orderBy(asc(resources.kind), sql`lower(${resources.label})`, asc(resources.id));
  const ids = rows.map((r) => r.resource.id);
  const approvers = ids.length
    ? await q
        .select({ resourceId: resourceApprovers.resourceId, email: users.email })
        .from(resourceApprovers)
        .innerJoin(users, and(eq(users.groupId, resourceApprovers.groupId), eq(users.id, resourceApprovers.userId)))
        .where(and(eq(resourceApprovers.groupId, groupId), inArray(resourceApprovers.resourceId, ids)))
        .orderBy(asc(users.email))
    : [];
  return rows.map((r) => ({
    resource: r.resource,
    ownerEmail: r.ownerEmail,
    approverEmails: approvers.filter((a) => a.resourceId === r.resource.id).map((a) => a.email),
  }));
}

export async function replaceApprovers(q: Queryable, groupId: number, resourceId: number, userIds: number[]): Promise<void> {
  await q.delete(resourceApprovers).where(and(eq(resourceApprovers.groupId, groupId), eq(resourceApprovers.resourceId, resourceId)));
  if (userIds.length) await q.insert(resourceApprovers).values(userIds.map((userId) => ({ groupId, resourceId, userId })));
}
