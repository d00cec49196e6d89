import type { Database } from '../../db/client';
import { rowFromJson, rowJsonWithout } from '../../db/json-rows';
import { executePrepared, type PreparedStatement } from '../../db/prepared';
import { groups, users } from '../../db/schema';
import type { SessionClaims } from '../../http/access-token';
import type { GroupRow } from '../groups/repository';
import type { SessionUser } from './repository';

export interface Session {
  user: SessionUser;
  group: GroupRow;
}

/** The condition on `users u` of a live session, $1 group, $2 user, $3 session (refresh-token family). */
const LIVE_SESSION_WHERE = `u.group_id = $1 AND u.id = $2 AND u.deactivated_at IS NULL
  AND EXISTS (SELECT 1 FROM refresh_tokens t WHERE t.group_id = $1 AND t.user_id = $2 AND t.family_id = $3
    AND t.revoked_at IS NULL AND t.expires_at > now())`;

/**
 * The user (never the password hash) and group of a live session, $1 group, $2 user, $3 session (refresh-token
 * family): no row when the account is gone or the session ended. `lookup`, a query that may use them and its own
 * parameters from $4 on, adds its columns (NULL when it finds nothing) — what a hot path needs, in the same round trip.
 */
export const sessionStatementText = (lookup?: string) => `
SELECT ${rowJsonWithout(users, 'u', ['passwordHash'])} AS "user", to_json(g) AS "group"${lookup ? ', found.*' : ''}
FROM users u
JOIN groups g ON g.id = u.group_id
${lookup ? `LEFT JOIN LATERAL (${lookup}) found ON true` : ''}
WHERE ${LIVE_SESSION_WHERE}`;

/**
 * Only whether the session ($1–$3) is live: a row of `columns` of `users u`, or none. For a statement that writes only
 * for a live session and needs neither the user's row nor the group's to answer (`PendingCaller.writtenUnderSession`):
 * the whole session as JSON is work for the database and for Node that such an answer never reads.
 */
export const liveSessionText = (columns = '1') => `
SELECT ${columns} FROM users u
WHERE ${LIVE_SESSION_WHERE}`;

/** The session of a `sessionStatementText` row; null without a row. */
export function sessionOfRow(row: Record<string, unknown> | undefined): Session | null {
  if (!row) return null;
  // eslint-disable-next-line @typescript-eslint/no-unused-vars -- the statement never selects the hash; the row type has it
  const { passwordHash, ...user } = rowFromJson(users, row.user);
  return { user, group: rowFromJson(groups, row.group) };
}

/** The session arguments ($1–$3) of a `sessionStatementText` statement. */
export const sessionArguments = (claims: SessionClaims) => [claims.groupId, claims.userId, claims.sessionId] as const;

/** Every request's first statement, so planned once per connection. */
const sessionStatement = {
  name: 'deskfair_session_v2',
  parameterTypes: ['int', 'int', 'uuid'] as const,
  text: sessionStatementText(),
} satisfies PreparedStatement<readonly ['int', 'int', 'uuid']>;

/**
 * The user and group of an access token, in one query — or null when the account was deleted or the
 * session (refresh-token family) was signed out, revoked or has expired: such a token stops working at once.
 */
export async function loadSession(database: Database, claims: SessionClaims): Promise<Session | null> {
  const [row] = await executePrepared(database, sessionStatement, sessionArguments(claims));
  return sessionOfRow(row);
}
