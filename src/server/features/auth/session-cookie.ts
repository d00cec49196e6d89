import type { FastifyReply } from 'fastify';
import type { IssuedRefreshToken } from './refresh-tokens';

export const REFRESH_COOKIE = 'deskfair_refresh';
const COOKIE_PATH = '/api/v2';

export function setRefreshCookie(reply: FastifyReply, token: IssuedRefreshToken, secure: boolean) {
  reply.setCookie(REFRESH_COOKIE, token.cookieValue, {
    path: COOKIE_PATH,
    httpOnly: true,
    sameSite: 'strict',
    secure,
    expires: token.expiresAt,
  });
}

export function clearRefreshCookie(reply: FastifyReply, secure: boolean) {
  reply.clearCookie(REFRESH_COOKIE, { path: COOKIE_PATH, httpOnly: true, sameSite: 'strict', secure });
}
