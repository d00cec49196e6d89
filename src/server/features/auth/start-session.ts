import type { FastifyReply } from 'fastify';
import type { TokenResponse } from '../../../contract/auth';
import type { AppDeps } from '../../deps';
import type { SessionClaims } from '../../http/access-token';
import { findGroup } from '../groups/repository';
import { issueRefreshToken } from './refresh-tokens';
import { setRefreshCookie } from './session-cookie';

/** Access token in the body, refresh token in an httpOnly cookie. */
export async function startSession(
  { database, config, tokens }: AppDeps,
  reply: FastifyReply,
  user: { groupId: number; userId: number },
): Promise<TokenResponse> {
  const refresh = await issueRefreshToken(database.db, user, config.refreshTokenTtlDays);
  setRefreshCookie(reply, refresh, config.cookieSecure);
  return { token: await accessTokenFor({ database, tokens }, { ...user, sessionId: refresh.familyId }) };
}

export async function accessTokenFor({ database, tokens }: Pick<AppDeps, 'database' | 'tokens'>, claims: SessionClaims): Promise<string> {
  const group = await findGroup(database.db, claims.groupId);
  return tokens.sign(claims, group?.apiHost ?? null);
}
