import { and, asc, eq, gt, isNull, lt } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { groupCodes, identityProviders, ssoDomains, ssoOneTimeTokens, ssoPendingSignIns, ssoUsedAssertions } from '../../db/schema';

export type ProviderRow = typeof identityProviders.$inferSelect;
export type PendingSignInRow = typeof ssoPendingSignIns.$inferSelect;

export async function listProviders(q: Queryable, groupId: number): Promise<ProviderRow[]> {
  return q.select().from(identityProviders).where(eq(identityProviders.groupId, groupId)).orderBy(asc(identityProviders.id));
}

export async function findProvider(q: Queryable, groupId: number, id: number): Promise<ProviderRow | null> {
  const rows = await q
    .select()
    .from(identityProviders)
    .where(and(eq(identityProviders.groupId, groupId), eq(identityProviders.id, id)))
    .limit(1);
  return rows[0] ?? null;
}

export async function findDomain(q: Queryable, domain: string) {
  const rows = await q.select().from(ssoDomains).where(eq(ssoDomains.domain, domain)).limit(1);
  return rows[0] ?? null;
}

/** One of the group's codes: the start URL names the group by it. */
export async function firstGroupCode(q: Queryable, groupId: number): Promise<string | null> {
  const rows = await q
    .select({ code: groupCodes.code })
    .from(groupCodes)
    .where(eq(groupCodes.groupId, groupId))
    .orderBy(asc(groupCodes.code))
    .limit(1);
  return rows[0]?.code ?? null;
}

export async function insertPendingSignIn(q: Queryable, row: typeof ssoPendingSignIns.$inferInsert): Promise<PendingSignInRow> {
  const [inserted] = await q.insert(ssoPendingSignIns).values(row).returning();
  if (!inserted) throw new Error('pending sign-in insert returned nothing');
  return inserted;
}

/** Removes and returns the pending sign-in whose state hash matches: a state is good for one answer of the IdP. */
export async function takePendingSignIn(q: Queryable, groupId: number, id: number, stateHash: string): Promise<PendingSignInRow | null> {
  const rows = await q
    .delete(ssoPendingSignIns)
    .where(and(eq(ssoPendingSignIns.groupId, groupId), eq(ssoPendingSignIns.id, id), eq(ssoPendingSignIns.stateHash, stateHash)))
    .returning();
  return rows[0] ?? null;
}

export async function deleteExpiredPendingSignIns(q: Queryable, groupId: number, now: Date) {
  await q.delete(ssoPendingSignIns).where(and(eq(ssoPendingSignIns.groupId, groupId), lt(ssoPendingSignIns.expiresAt, now)));
}

/** Stores a one-time token; the group's expired ones go at the same time. */
export async function insertOneTimeToken(q: Queryable, row: typeof ssoOneTimeTokens.$inferInsert, now: Date) {
  await q.delete(ssoOneTimeTokens).where(and(eq(ssoOneTimeTokens.groupId, row.groupId), lt(ssoOneTimeTokens.expiresAt, now)));
  const [inserted] = await q.insert(ssoOneTimeTokens).values(row).returning();
  if (!inserted) throw new Error('one-time token insert returned nothing');
  return inserted;
}

/** Marks an unused, unexpired token used and returns it; a second caller gets nothing. */
export async function useOneTimeToken(q: Queryable, groupId: number, id: number, now: Date) {
  const rows = await q
    .update(ssoOneTimeTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(ssoOneTimeTokens.groupId, groupId),
        eq(ssoOneTimeTokens.id, id),
        isNull(ssoOneTimeTokens.usedAt),
        gt(ssoOneTimeTokens.expiresAt, now),
      ),
    )
    .returning();
  return rows[0] ?? null;
}

/** Records a SAML assertion id; false when it was seen before (a replay). */
export async function recordAssertion(q: Queryable, groupId: number, assertionId: string, now: Date, expiresAt: Date): Promise<boolean> {
  await q.delete(ssoUsedAssertions).where(and(eq(ssoUsedAssertions.groupId, groupId), lt(ssoUsedAssertions.expiresAt, now)));
  const rows = await q
    .insert(ssoUsedAssertions)
    .values({ groupId, assertionId, expiresAt })
    .onConflictDoNothing()
    .returning({ id: ssoUsedAssertions.assertionId });
  return rows.length === 1;
}
