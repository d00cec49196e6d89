import { and, count, eq, isNull, sql, type SQL } from 'drizzle-orm';
import { queryRows, type Queryable } from '../../db/client';
import { rowFromJson } from '../../db/json-rows';
import { messages, waitlistOffers } from '../../db/schema';
import type { AuthContext } from '../../http/request-context';

export type MessageRow = typeof messages.$inferSelect;

/** The caller's messages, scoped by group. */
export const ownMessages = (auth: AuthContext): SQL => and(eq(messages.groupId, auth.groupId), eq(messages.userId, auth.userId)) as SQL;

/** How many of the caller's messages are unread (partial index messages_unread_idx). */
export async function countUnread(q: Queryable, auth: AuthContext): Promise<number> {
  const [row] = await q
    .select({ n: count() })
    .from(messages)
    .where(and(ownMessages(auth), isNull(messages.readAt)));
  return row?.n ?? 0;
}

/**
 * One page of the caller's messages, newest first, older than `before` (one row more than asked tells whether more
 * follow), the unread count, and which waiting-list offers on the page can still be answered (open, hold not over):
 * one statement, so one snapshot and one round trip.
 */
export async function findMessagesPage(
  q: Queryable,
  auth: AuthContext,
  before: number | undefined,
  limit: number,
  now: Date,
): Promise<{ rows: MessageRow[]; unread: number; openOffers: Set<number> }> {
  const [row] = await queryRows<{ rows: unknown[]; unread: string; open_offers: number[] }>(
    q,
    sql`WITH page AS (
      SELECT * FROM ${messages} m WHERE m.group_id = ${auth.groupId} AND m.user_id = ${auth.userId}
        AND (${before ?? null}::bigint IS NULL OR m.id < ${before ?? null}::bigint)
      ORDER BY m.id DESC LIMIT ${limit + 1}
    )
    SELECT (SELECT coalesce(jsonb_agg(to_jsonb(p) ORDER BY p.id DESC), '[]') FROM page p) AS rows,
      (SELECT count(*) FROM ${messages} m WHERE m.group_id = ${auth.groupId} AND m.user_id = ${auth.userId}
        AND m.read_at IS NULL) AS unread,
      (SELECT coalesce(jsonb_agg(o.id), '[]') FROM ${waitlistOffers} o
        WHERE o.group_id = ${auth.groupId} AND o.user_id = ${auth.userId} AND o.status = 'open'
          AND o.expires_at > ${now.toISOString()}::timestamptz
          AND o.id IN (SELECT (p.payload->>'offer_id')::bigint FROM page p WHERE p.type = 'WaitlistOfferNotification')) AS open_offers`,
  );
  return {
    rows: (row?.rows ?? []).map((r) => rowFromJson(messages, r)),
    unread: Number(row?.unread ?? 0),
    openOffers: new Set((row?.open_offers ?? []).map(Number)),
  };
}
