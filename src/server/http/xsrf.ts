import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError, sendError } from './errors';

export const XSRF_COOKIE = 'XSRF-TOKEN';
export const XSRF_HEADER = 'x-xsrf-token';
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
/** Routes a foreign site posts to by design; their body carries its own proof (the IdP's signed SAML response). */
export const CROSS_SITE_POST_ROUTES: ReadonlySet<string> = new Set(['/auth/sso/saml/acs']);

/**
 * Double-submit cookie: API responses set a readable XSRF-TOKEN cookie when the browser has none;
 * every unsafe request that reaches an API route must echo it in X-XSRF-TOKEN.
 *
 * Every API response also carries the token in an X-XSRF-TOKEN response header, for a client that cannot read the
 * cookie: the native app, whose cookies for the API host live in the platform's HTTP stack, not in document.cookie.
 * This is no weaker than the readable cookie: a foreign site can read neither, as the API sends no CORS headers.
 *
 * Whether a request is an API request is decided by the route the router matched, never by the raw
 * URL: the router decodes `/%61pi/v2/…`, `//api/v2/…` and the like to the same route, so a check on
 * the spelling of the path could be walked around.
 */
export function registerXsrf(app: FastifyInstance, { secure, apiPrefix }: { secure: boolean; apiPrefix: string }) {
  const isApiRoute = (request: FastifyRequest) => request.routeOptions.url?.startsWith(`${apiPrefix}/`) === true;
  app.addHook('onRequest', async (request, reply) => {
    if (!isApiRoute(request)) return;
    const cookie = request.cookies[XSRF_COOKIE];
    const token = cookie ?? randomBytes(24).toString('base64url');
    if (!cookie) reply.setCookie(XSRF_COOKIE, token, { path: '/', sameSite: 'strict', secure, httpOnly: false });
    reply.header(XSRF_HEADER, token);
    if (SAFE_METHODS.has(request.method)) return;
    if (CROSS_SITE_POST_ROUTES.has(request.routeOptions.url?.slice(apiPrefix.length) ?? '')) return;
    const header = request.headers[XSRF_HEADER];
    if (typeof header !== 'string' || !cookie || !sameToken(header, cookie)) {
      return sendError(new AppError('xsrf_mismatch', 'errors.forbidden'), request, reply);
    }
  });
}

function sameToken(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}
