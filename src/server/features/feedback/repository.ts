import { and, asc, eq } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { feedback, users } from '../../db/schema';

export type FeedbackRow = typeof feedback.$inferSelect;

export async function insertFeedback(q: Queryable, groupId: number, userId: number, text: string, now: Date): Promise<FeedbackRow> {
  const [row] = await q.insert(feedback).values({ groupId, userId, text, createdAt: now }).returning();
  if (!row) throw new Error('feedback insert returned nothing');
  return row;
}

/** The group's admins, who receive feedback. */
export async function groupAdminIds(q: Queryable, groupId: number): Promise<number[]> {
  const rows = await q
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.groupId, groupId), eq(users.isAdmin, true)))
    .orderBy(asc(users.id));
  return rows.map((row) => row.id);
}
