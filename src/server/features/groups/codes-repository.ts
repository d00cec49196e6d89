import { and, count, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { groupCodes, groups } from '../../db/schema';
import { generateGroupCode } from './generate-group-code';

export type GroupCodeRow = typeof groupCodes.$inferSelect;

/** Every code of the group, active ones first, newest first. */
export async function listGroupCodes(q: Queryable, groupId: number): Promise<GroupCodeRow[]> {
  return q
    .select()
    .from(groupCodes)
    .where(eq(groupCodes.groupId, groupId))
    .orderBy(sql`${groupCodes.retiredAt} IS NOT NULL`, desc(groupCodes.createdAt), groupCodes.code);
}

/** Inserts the code unless any group (even retired) holds it already; null when taken. */
export async function insertGroupCode(
  q: Queryable,
  row: { groupId: number; code: string; createdBy: number | null },
): Promise<GroupCodeRow | null> {
  const [inserted] = await q.insert(groupCodes).values(row).onConflictDoNothing({ target: groupCodes.code }).returning();
  return inserted ?? null;
}

/** A fresh generated code; draws again in the rare case the first one is taken. */
export async function insertGeneratedGroupCode(q: Queryable, groupId: number, createdBy: number | null): Promise<GroupCodeRow> {
  for (let attempt = 0; attempt < 10; attempt++) {
    const inserted = await insertGroupCode(q, { groupId, code: generateGroupCode(), createdBy });
    if (inserted) return inserted;
  }
  throw new Error('no free group code after 10 draws');
}

/** An active code of the group, locked until the transaction ends; null for unknown, retired or another group's. */
export async function lockActiveGroupCode(q: Queryable, groupId: number, code: string): Promise<GroupCodeRow | null> {
  const [row] = await q
    .select()
    .from(groupCodes)
    .where(and(eq(groupCodes.groupId, groupId), eq(groupCodes.code, code), isNull(groupCodes.retiredAt)))
    .for('update');
  return row ?? null;
}

export async function retireGroupCode(q: Queryable, groupId: number, code: string, now: Date): Promise<void> {
  await q
    .update(groupCodes)
    .set({ retiredAt: now })
    .where(and(eq(groupCodes.groupId, groupId), eq(groupCodes.code, code)));
}

export async function countActiveGroupCodes(q: Queryable, groupId: number): Promise<number> {
  const [row] = await q
    .select({ n: count() })
    .from(groupCodes)
    .where(and(eq(groupCodes.groupId, groupId), isNull(groupCodes.retiredAt)));
  return row?.n ?? 0;
}

/** Serialises changes to one group's codes, so two admins cannot retire its last two codes at once. */
export async function lockGroupForCodeChange(q: Queryable, groupId: number): Promise<void> {
  await q.select({ id: groups.id }).from(groups).where(eq(groups.id, groupId)).for('update');
}
