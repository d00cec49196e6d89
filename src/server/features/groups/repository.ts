import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { groupCodes, groups, slots } from '../../db/schema';

export type GroupRow = typeof groups.$inferSelect;
export type SlotRow = typeof slots.$inferSelect;

/** The unique index on lower(name) (migration 0013). */
export const GROUP_NAME_CONSTRAINT = 'groups_name_lower_key';

/** Group codes are compared without case and surrounding blanks. */
export const normalizeGroupCode = (code: string) => code.trim().toUpperCase();

/** The group an active code admits to; a retired code finds nothing, like an unknown one. */
export async function findGroupByCode(q: Queryable, code: string): Promise<GroupRow | null> {
  const rows = await q
    .select({ group: groups })
    .from(groupCodes)
    .innerJoin(groups, eq(groups.id, groupCodes.groupId))
    .where(and(eq(groupCodes.code, normalizeGroupCode(code)), isNull(groupCodes.retiredAt)))
    .limit(1);
  return rows[0]?.group ?? null;
}

/** The group of that name, whatever its case. */
export async function findGroupByName(q: Queryable, name: string): Promise<GroupRow | null> {
  const rows = await q
    .select()
    .from(groups)
    .where(sql`lower(${groups.name}) = lower(${name.trim()})`)
    .limit(1);
  return rows[0] ?? null;
}

export async function findGroup(q: Queryable, groupId: number): Promise<GroupRow | null> {
  const rows = await q.select().from(groups).where(eq(groups.id, groupId)).limit(1);
  return rows[0] ?? null;
}

export async function groupSlots(q: Queryable, groupId: number): Promise<SlotRow[]> {
  return q.select().from(slots).where(eq(slots.groupId, groupId)).orderBy(asc(slots.position), asc(slots.id));
}
