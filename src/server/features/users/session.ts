import { and, eq, getTableColumns, isNull, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { groups, refreshTokens, users } from '../../db/schema';
import type { SessionClaims } from '../../http/access-token';
import type { GroupRow } from '../groups/repository';
import type { SessionUser } from './repository';

// eslint-disable-next-line @typescript-eslint/no-unused-vars -- the hash is left out on purpose: no request ever needs it
const { passwordHash, ...sessionUserColumns } = getTableColumns(users);

/**
 * The user and group of an access token, in one query — or null when the account was deleted or the
 * session (refresh-token family) was signed out, revoked or has expired: such a token stops working at once.
 */
export async function loadSession(q: Queryable, claims: SessionClaims): Promise<{ user: SessionUser; group: GroupRow } | null> {
  const rows = await q
    .select({ user: sessionUserColumns, group: groups })
    .from(users)
    .innerJoin(groups, eq(groups.id, users.groupId))
    .where(
      and(
        eq(users.groupId, claims.groupId),
        eq(users.id, claims.userId),
        isNull(users.deactivatedAt),
        sql`EXISTS (SELECT 1 FROM ${refreshTokens} WHERE ${refreshTokens.groupId} = ${claims.groupId}
          AND ${refreshTokens.userId} = ${claims.userId} AND ${refreshTokens.familyId} = ${claims.sessionId}::uuid
          AND ${refreshTokens.revokedAt} IS NULL AND ${refreshTokens.expiresAt} > now())`,
      ),
    )
    .limit(1);
  return rows[0] ?? null;
}
