import { and, count, desc, eq, gt, inArray, isNull, lt, type SQL } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { messages, waitlistOffers } from '../../db/schema';
import type { AuthContext } from '../../http/request-context';

export type MessageRow = typeof messages.$inferSelect;

/** The caller's messages, scoped by group. */
export const ownMessages = (auth: AuthContext): SQL => and(eq(messages.groupId, auth.groupId), eq(messages.userId, auth.userId)) as SQL;

/** One page of the caller's messages, newest first, older than `before`; one row more than asked tells whether more follow. */
export function findMessagesPage(q: Queryable, auth: AuthContext, before: number | undefined, limit: number): Promise<MessageRow[]> {
  return q
    .select()
    .from(messages)
    .where(before === undefined ? ownMessages(auth) : and(ownMessages(auth), lt(messages.id, before)))
    .orderBy(desc(messages.id))
    .limit(limit + 1);
}

/** How many of the caller's messages are unread (partial index messages_unread_idx). */
export async function countUnread(q: Queryable, auth: AuthContext): Promise<number> {
  const [row] = await q
    .select({ n: count() })
    .from(messages)
    .where(and(ownMessages(auth), isNull(messages.readAt)));
  return row?.n ?? 0;
}

/** Which of these waiting-list offers of the caller can still be answered (open, hold not over). */
export async function openOffersOf(q: Queryable, auth: AuthContext, offerIds: number[], now: Date): Promise<Set<number>> {
  if (offerIds.length === 0) return new Set();
  const rows = await q
    .select({ id: waitlistOffers.id })
    .from(waitlistOffers)
    .where(
      and(
        eq(waitlistOffers.groupId, auth.groupId),
        eq(waitlistOffers.userId, auth.userId),
        inArray(waitlistOffers.id, offerIds),
        eq(waitlistOffers.status, 'open'),
        gt(waitlistOffers.expiresAt, now),
      ),
    );
  return new Set(rows.map((r) => r.id));
}
