import type { FastifyRequest } from 'fastify';
import type { AccessTokens } from './access-token';
import { unauthorized } from './errors';
import type { AuthContext } from './request-context';

/** Pre-handler of private routes: a valid bearer token or 401. */
export function authenticate(tokens: AccessTokens) {
  return async (request: FastifyRequest) => {
    const header = request.headers.authorization;
    const token = header?.startsWith('Bearer ') ? header.slice(7).trim() : '';
    const auth = token ? await tokens.verify(token) : null;
    if (!auth) throw unauthorized();
    request.auth = auth;
  };
}

/** The caller of a route behind `authenticate`. */
export function authOf(request: FastifyRequest): AuthContext {
  if (!request.auth) throw unauthorized();
  return request.auth;
}
