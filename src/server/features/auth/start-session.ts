import type { FastifyReply } from 'fastify';
import type { TokenResponse } from '../../../contract/auth';
import type { AppDeps } from '../../deps';
import type { SessionClaims } from '../../http/access-token';
import { unauthorized } from '../../http/errors';
import { findGroup } from '../groups/repository';
import { findUser } from '../users/repository';
import { issueRefreshToken } from './refresh-tokens';
import { setRefreshCookie } from './session-cookie';

/** Access token in the body, refresh token in an httpOnly cookie. */
export async function startSession(
  { database, config, tokens }: AppDeps,
  reply: FastifyReply,
  user: { groupId: number; userId: number },
): Promise<TokenResponse> {
  // Every way in (password, single sign-on, registration) ends here: a deactivated account gets no session.
  if ((await findUser(database.db, user.groupId, user.userId))?.deactivatedAt !== null) throw unauthorized();
  const refresh = await issueRefreshToken(database.db, user, config.refreshTokenTtlDays);
  setRefreshCookie(reply, refresh, config.cookieSecure);
  return { token: await accessTokenFor({ database, tokens }, { ...user, sessionId: refresh.familyId }) };
}

export async function accessTokenFor({ database, tokens }: Pick<AppDeps, 'database' | 'tokens'>, claims: SessionClaims): Promise<string> {
  const group = await findGroup(database.db, claims.groupId);
  return tokens.sign(claims, group?.apiHost ?? null);
}
