import type { Database } from '../../db/client';
import { rowFromJson, rowJsonWithout } from '../../db/json-rows';
import { executePrepared, type PreparedStatement } from '../../db/prepared';
import { groups, users } from '../../db/schema';
import type { SessionClaims } from '../../http/access-token';
import type { GroupRow } from '../groups/repository';
import type { SessionUser } from './repository';

/** Every request's first statement, so planned once per connection: user (never the password hash) and group. */
const sessionStatement = {
  name: 'deskfair_session_v2',
  parameterTypes: ['int', 'int', 'uuid'] as const,
  text: `
SELECT ${rowJsonWithout(users, 'u', ['passwordHash'])} AS "user", to_json(g) AS "group"
FROM users u
JOIN groups g ON g.id = u.group_id
WHERE u.group_id = $1 AND u.id = $2 AND u.deactivated_at IS NULL
  AND EXISTS (SELECT 1 FROM refresh_tokens t WHERE t.group_id = $1 AND t.user_id = $2 AND t.family_id = $3
    AND t.revoked_at IS NULL AND t.expires_at > now())`,
} satisfies PreparedStatement<readonly ['int', 'int', 'uuid']>;

/**
 * The user and group of an access token, in one query — or null when the account was deleted or the
 * session (refresh-token family) was signed out, revoked or has expired: such a token stops working at once.
 */
export async function loadSession(database: Database, claims: SessionClaims): Promise<{ user: SessionUser; group: GroupRow } | null> {
  const [row] = await executePrepared(database, sessionStatement, [claims.groupId, claims.userId, claims.sessionId]);
  if (!row) return null;
  // eslint-disable-next-line @typescript-eslint/no-unused-vars -- the statement never selects the hash; the row type has it
  const { passwordHash, ...user } = rowFromJson(users, row.user);
  return { user, group: rowFromJson(groups, row.group) };
}
