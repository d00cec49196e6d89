import { asc, eq } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { groupCodes, groups, slots } from '../../db/schema';

export type GroupRow = typeof groups.$inferSelect;
export type SlotRow = typeof slots.$inferSelect;

/** Group codes are compared without case and surrounding blanks. */
export const normalizeGroupCode = (code: string) => code.trim().toUpperCase();

export async function findGroupByCode(q: Queryable, code: string): Promise<GroupRow | null> {
  const rows = await q
    .select({ group: groups })
    .from(groupCodes)
    .innerJoin(groups, eq(groups.id, groupCodes.groupId))
    .where(eq(groupCodes.code, normalizeGroupCode(code)))
    .limit(1);
  return rows[0]?.group ?? null;
}

export async function findGroup(q: Queryable, groupId: number): Promise<GroupRow | null> {
  const rows = await q.select().from(groups).where(eq(groups.id, groupId)).limit(1);
  return rows[0] ?? null;
}

export async function groupSlots(q: Queryable, groupId: number): Promise<SlotRow[]> {
  return q.select().from(slots).where(eq(slots.groupId, groupId)).orderBy(asc(slots.position), asc(slots.id));
}
