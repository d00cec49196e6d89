import type { Database } from '../../db/client';
import { parseOpaqueToken, secretMatches } from '../auth/opaque-token';
import { ssoTokenInvalid } from './errors';
import { useOneTimeToken } from './repository';

/** The member a one-time token stands for; it works once, for two minutes. */
export async function redeemOneTimeToken(database: Database, token: string, now: Date): Promise<{ groupId: number; userId: number }> {
  const parsed = parseOpaqueToken(token);
  if (!parsed) throw ssoTokenInvalid();
  return database.db.transaction(async (tx) => {
    const row = await useOneTimeToken(tx, parsed.groupId, parsed.id, now);
    if (!row || !secretMatches(parsed.secret, row.tokenHash)) throw ssoTokenInvalid();
    return { groupId: row.groupId, userId: row.userId };
  });
}
