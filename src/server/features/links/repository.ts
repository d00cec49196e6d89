import { and, eq, isNull, or, sql } from 'drizzle-orm';
import type { LinkState } from '../../../contract/team';
import type { Queryable } from '../../db/client';
import { links, users } from '../../db/schema';
import type { AuthContext } from '../../http/request-context';
import { byColleagueName, colleagueColumns } from '../team/colleague';

export type LinkRow = typeof links.$inferSelect;

/** The caller's side of a link: whether they asked (outgoing) or were asked (incoming). */
export const linkStateOf = (link: Pick<LinkRow, 'id' | 'status' | 'requesterId'>, userId: number): LinkState => ({
  id: link.id,
  status: link.status,
  direction: link.requesterId === userId ? 'outgoing' : 'incoming',
});

/** The link between two people of the group, whoever asked, locked for the rest of the transaction. */
export async function lockPair(q: Queryable, groupId: number, a: number, b: number): Promise<LinkRow | null> {
  const rows = await q
    .select()
    .from(links)
    .where(
      and(
        eq(links.groupId, groupId),
        or(and(eq(links.requesterId, a), eq(links.addresseeId, b)), and(eq(links.requesterId, b), eq(links.addresseeId, a))),
      ),
    )
    .for('update');
  return rows[0] ?? null;
}

/** A link of the group that the caller is part of (as the addressee only, if asked), locked; else null. */
export async function lockLinkOf(q: Queryable, auth: AuthContext, linkId: number, side: 'either' | 'addressee'): Promise<LinkRow | null> {
  const mine =
    side === 'addressee' ? eq(links.addresseeId, auth.userId) : or(eq(links.requesterId, auth.userId), eq(links.addresseeId, auth.userId));
  const rows = await q
    .select()
    .from(links)
    .where(and(eq(links.groupId, auth.groupId), eq(links.id, linkId), mine))
    .for('update');
  return rows[0] ?? null;
}

export async function insertLink(q: Queryable, groupId: number, requesterId: number, addresseeId: number): Promise<LinkRow> {
  const [row] = await q.insert(links).values({ groupId, requesterId, addresseeId }).returning();
  if (!row) throw new Error('link insert returned nothing');
  return row;
}

export async function acceptLink(q: Queryable, link: LinkRow): Promise<LinkRow> {
  const [row] = await q
    .update(links)
    .set({ status: 'accepted', acceptedAt: sql`now()` })
    .where(and(eq(links.groupId, link.groupId), eq(links.id, link.id)))
    .returning();
  if (!row) throw new Error('link update returned nothing');
  return row;
}

export async function deleteLink(q: Queryable, link: LinkRow): Promise<void> {
  await q.delete(links).where(and(eq(links.groupId, link.groupId), eq(links.id, link.id)));
}

/** Every link of the caller with an active colleague, both directions, with the colleague's visible columns, by name. */
export async function linksOf(q: Queryable, auth: AuthContext) {
  return q
    .select({ link: links, colleague: colleagueColumns })
    .from(links)
    .innerJoin(
      users,
      and(
        eq(users.groupId, links.groupId),
        sql`${users.id} = CASE WHEN ${links.requesterId} = ${auth.userId} THEN ${links.addresseeId} ELSE ${links.requesterId} END`,
      ),
    )
    .where(
      and(
        eq(links.groupId, auth.groupId),
        or(eq(links.requesterId, auth.userId), eq(links.addresseeId, auth.userId)),
        isNull(users.deactivatedAt),
      ),
    )
    .orderBy(...byColleagueName);
}

/** An active colleague of the group by id, with the columns a link shows; null for anyone else. */
export async function findColleague(q: Queryable, groupId: number, userId: number) {
  const rows = await q
    .select(colleagueColumns)
    .from(users)
    .where(and(eq(users.groupId, groupId), eq(users.id, userId), isNull(users.deactivatedAt)))
    .limit(1);
  return rows[0] ?? null;
}
