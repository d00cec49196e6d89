import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { MarkerState, PlanResourceKind } from '../../../contract/floor-plans';
import type { Interval } from '../../../domain/time/interval';
import { queryRows, type Queryable } from '../../db/client';
import { HOLDING_BOOKING_STATUSES, areaPlans, areas, locations, resources } from '../../db/schema';

export type AreaPlanRow = typeof areaPlans.$inferSelect;
/** A plan without its content: what lists and markers need. */
export type AreaPlanMeta = Omit<AreaPlanRow, 'content'>;
const planMetaColumns = {
  groupId: areaPlans.groupId,
  areaId: areaPlans.areaId,
  mediaType: areaPlans.mediaType,
  width: areaPlans.width,
  height: areaPlans.height,
  updatedAt: areaPlans.updatedAt,
};

export interface AreaWithLocation {
  id: number;
  name: string;
  locationId: number;
  locationName: string;
}

/** One area of the group with its location's name, or null (another group's area does not exist for the caller). */
export async function findArea(q: Queryable, groupId: number, areaId: number): Promise<AreaWithLocation | null> {
  const rows = await q
    .select({ id: areas.id, name: areas.name, locationId: locations.id, locationName: locations.name })
    .from(areas)
    .innerJoin(locations, and(eq(locations.groupId, areas.groupId), eq(locations.id, areas.locationId)))
    .where(and(eq(areas.groupId, groupId), eq(areas.id, areaId)))
    .limit(1);
  return rows[0] ?? null;
}

/** Every area of the group, by location and name, with whether it has a plan. */
export async function areasWithPlanFlag(q: Queryable, groupId: number): Promise<Array<AreaWithLocation & { hasPlan: boolean }>> {
  return q
    .select({
      id: areas.id,
      name: areas.name,
      locationId: locations.id,
      locationName: locations.name,
      hasPlan: sql<boolean>`${areaPlans.areaId} IS NOT NULL`,
    })
    .from(areas)
    .innerJoin(locations, and(eq(locations.groupId, areas.groupId), eq(locations.id, areas.locationId)))
    .leftJoin(areaPlans, and(eq(areaPlans.groupId, areas.groupId), eq(areaPlans.areaId, areas.id)))
    .where(eq(areas.groupId, groupId))
    .orderBy(asc(locations.name), asc(areas.name), asc(areas.id));
}

export async function findPlan(q: Queryable, groupId: number, areaId: number): Promise<AreaPlanRow | null> {
  const rows = await q
    .select()
    .from(areaPlans)
    .where(and(eq(areaPlans.groupId, groupId), eq(areaPlans.areaId, areaId)))
    .limit(1);
  return rows[0] ?? null;
}

export async function findPlanMeta(q: Queryable, groupId: number, areaId: number): Promise<AreaPlanMeta | null> {
  const rows = await q
    .select(planMetaColumns)
    .from(areaPlans)
    .where(and(eq(areaPlans.groupId, groupId), eq(areaPlans.areaId, areaId)))
    .limit(1);
  return rows[0] ?? null;
}

export async function upsertPlan(q: Queryable, plan: Omit<AreaPlanRow, 'updatedAt'>, now: Date): Promise<AreaPlanMeta> {
  const [row] = await q
    .insert(areaPlans)
    .values({ ...plan, updatedAt: now })
    .onConflictDoUpdate({
      target: [areaPlans.groupId, areaPlans.areaId],
      set: { content: plan.content, mediaType: plan.mediaType, width: plan.width, height: plan.height, updatedAt: now },
    })
    .returning(planMetaColumns);
  if (!row) throw new Error('plan upsert returned nothing');
  return row;
}

export async function deletePlan(q: Queryable, groupId: number, areaId: number): Promise<AreaPlanMeta | null> {
  const [row] = await q
    .delete(areaPlans)
    .where(and(eq(areaPlans.groupId, groupId), eq(areaPlans.areaId, areaId)))
    .returning(planMetaColumns);
  return row ?? null;
}

export interface AreaResource {
  id: number;
  kind: PlanResourceKind;
  label: string;
  planX: number | null;
  planY: number | null;
}

/** The area's resources in service, by kind and label; `ids` narrows them (positions to write). */
export async function areaResources(q: Queryable, groupId: number, areaId: number, ids?: number[]): Promise<AreaResource[]> {
  return q
    .select({ id: resources.id, kind: resources.kind, label: resources.label, planX: resources.planX, planY: resources.planY })
    .from(resources)
    .where(
      and(
        eq(resources.groupId, groupId),
        eq(resources.areaId, areaId),
        eq(resources.active, true),
        ids ? inArray(resources.id, ids) : undefined,
      ),
    )
    .orderBy(asc(resources.kind), asc(resources.label), asc(resources.id));
}

export async function setPosition(q: Queryable, groupId: number, resourceId: number, x: number | null, y: number | null) {
  await q
    .update(resources)
    .set({ planX: x, planY: y })
    .where(and(eq(resources.groupId, groupId), eq(resources.id, resourceId)));
}

/** Takes every resource of the area off the plan (its plan was removed). */
export async function clearPositions(q: Queryable, groupId: number, areaId: number) {
  await q
    .update(resources)
    .set({ planX: null, planY: null })
    .where(and(eq(resources.groupId, groupId), eq(resources.areaId, areaId)));
}

export interface MarkerRow {
  area_id: number;
  area_name: string;
  location_id: number;
  location_name: string;
  media_type: string;
  width: number;
  height: number;
  updated_at: string | Date;
  resource_id: number;
  label: string;
  x: string | number;
  y: string | number;
  state: MarkerState;
}

/**
 * Placed resources of a kind in areas with a plan, each with its state for the caller in the interval, in one query:
 * the caller's own holding booking wins over a linked colleague's (who shows their presence), over anyone else's.
 */
export async function planMarkers(
  q: Queryable,
  { groupId, userId }: { groupId: number; userId: number },
  kind: PlanResourceKind,
  day: string,
  interval: Interval,
  locationId: number | undefined,
): Promise<MarkerRow[]> {
  const statuses = sql.join(
    HOLDING_BOOKING_STATUSES.map((s) => sql`${s}`),
    sql`, `,
  );
  return queryRows<MarkerRow>(
    q,
    sql`
      SELECT a.id AS area_id, a.name AS area_name, l.id AS location_id, l.name AS location_name,
        p.media_type, p.width, p.height, p.updated_at, r.id AS resource_id, r.label, r.plan_x AS x, r.plan_y AS y,
        CASE
          WHEN bool_or(b.user_id = ${userId}) THEN 'mine'
          WHEN bool_or(lk.id IS NOT NULL AND u.presence_hidden = false) THEN 'team'
          WHEN count(b.id) > 0 THEN 'taken'
          ELSE 'free'
        END AS state
      FROM area_plans p
      JOIN areas a ON a.group_id = p.group_id AND a.id = p.area_id
      JOIN locations l ON l.group_id = a.group_id AND l.id = a.location_id
      JOIN resources r ON r.group_id = a.group_id AND r.area_id = a.id
      LEFT JOIN bookings b ON b.group_id = r.group_id AND b.resource_id = r.id AND b.day = ${day}
        AND b.status IN (${statuses})
        AND tstzrange(b.start_at, b.end_at, '[)') && tstzrange(${interval.start.toISOString()}::timestamptz, ${interval.end.toISOString()}::timestamptz, '[)')
      LEFT JOIN users u ON u.group_id = b.group_id AND u.id = b.user_id
      LEFT JOIN links lk ON lk.group_id = b.group_id AND lk.status = 'accepted'
        AND ((lk.requester_id = ${userId} AND lk.addressee_id = b.user_id) OR (lk.addressee_id = ${userId} AND lk.requester_id = b.user_id))
      WHERE p.group_id = ${groupId} AND r.kind = ${kind} AND r.active AND r.plan_x IS NOT NULL
        ${locationId === undefined ? sql`` : sql`AND l.id = ${locationId}`}
      GROUP BY a.id, a.name, l.id, l.name, p.media_type, p.width, p.height, p.updated_at, r.id, r.label, r.plan_x, r.plan_y
      ORDER BY l.name, a.name, a.id, r.label, r.id
    `,
  );
}
