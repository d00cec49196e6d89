import type { FastifyReply } from 'fastify';
import type { TokenResponse } from '../../../contract/auth';
import type { AppDeps } from '../../deps';
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
  return { token: await accessTokenFor({ database, tokens }, user) };
}

export async function accessTokenFor(
  { database, tokens }: Pick<AppDeps, 'database' | 'tokens'>,
  user: { groupId: number; userId: number },
): Promise<string> {
  const group = await findGroup(database.db, user.groupId);
  return tokens.sign(user, group?.apiHost ?? null);
}
