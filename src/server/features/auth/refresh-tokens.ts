import { randomUUID } from 'node:crypto';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Queryable, Tx } from '../../db/client';
import { refreshTokens } from '../../db/schema';
import { formatOpaqueToken, hashSecret, newSecret, parseOpaqueToken, secretMatches } from './opaque-token';

export interface IssuedRefreshToken {
  cookieValue: string;
  expiresAt: Date;
  /** The session this token belongs to; access tokens carry it too. */
  familyId: string;
}

export async function issueRefreshToken(
  q: Queryable,
  user: { groupId: number; userId: number },
  ttlDays: number,
  familyId: string = randomUUID(),
): Promise<IssuedRefreshToken> {
  const secret = newSecret();
  const expiresAt = new Date(Date.now() + ttlDays * 86_400_000);
  const [row] = await q
    .insert(refreshTokens)
    .values({ groupId: user.groupId, userId: user.userId, familyId, tokenHash: hashSecret(secret), expiresAt })
    .returning({ id: refreshTokens.id });
  if (!row) throw new Error('refresh token insert returned nothing');
  return { cookieValue: formatOpaqueToken({ groupId: user.groupId, id: row.id, secret }), expiresAt, familyId };
}

export type RotateResult =
  | { ok: true; groupId: number; userId: number; next: IssuedRefreshToken }
  | { ok: false; reason: 'unknown' | 'expired' | 'revoked' | 'reused' };

/**
 * Uses a refresh token once and issues its successor in the same family. Presenting a token that was
 * already used means it was stolen or replayed: the whole family is revoked.
 */
export async function rotateRefreshToken(tx: Tx, cookieValue: string | undefined, ttlDays: number): Promise<RotateResult> {
  const parsed = parseOpaqueToken(cookieValue);
  if (!parsed) return { ok: false, reason: 'unknown' };
  const [row] = await tx
    .select()
    .from(refreshTokens)
    .where(and(eq(refreshTokens.groupId, parsed.groupId), eq(refreshTokens.id, parsed.id)))
    .for('update');
  if (!row || !secretMatches(parsed.secret, row.tokenHash)) return { ok: false, reason: 'unknown' };
  if (row.revokedAt) return { ok: false, reason: 'revoked' };
  if (row.usedAt) {
    await revokeFamily(tx, row.groupId, row.familyId);
    return { ok: false, reason: 'reused' };
  }
  if (row.expiresAt.getTime() <= Date.now()) return { ok: false, reason: 'expired' };
  await tx
    .update(refreshTokens)
    .set({ usedAt: sql`now()` })
    .where(and(eq(refreshTokens.groupId, row.groupId), eq(refreshTokens.id, row.id)));
  const next = await issueRefreshToken(tx, { groupId: row.groupId, userId: row.userId }, ttlDays, row.familyId);
  return { ok: true, groupId: row.groupId, userId: row.userId, next };
}

export async function revokeFamily(q: Queryable, groupId: number, familyId: string): Promise<void> {
  await q
    .update(refreshTokens)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(refreshTokens.groupId, groupId), eq(refreshTokens.familyId, familyId), isNull(refreshTokens.revokedAt)));
}

/** Sign-out: the family of the presented cookie ends. */
export async function revokeByCookie(tx: Tx, cookieValue: string | undefined): Promise<void> {
  const parsed = parseOpaqueToken(cookieValue);
  if (!parsed) return;
  const [row] = await tx
    .select()
    .from(refreshTokens)
    .where(and(eq(refreshTokens.groupId, parsed.groupId), eq(refreshTokens.id, parsed.id)));
  if (row && secretMatches(parsed.secret, row.tokenHash)) await revokeFamily(tx, row.groupId, row.familyId);
}

/** After a password change or reset every session of the user ends. */
export async function revokeAllOfUser(q: Queryable, groupId: number, userId: number): Promise<void> {
  await q
    .update(refreshTokens)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(refreshTokens.groupId, groupId), eq(refreshTokens.userId, userId), isNull(refreshTokens.revokedAt)));
}
