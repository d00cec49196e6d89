import { REFRESH_COOKIE as REFRESH_COOKIE_NAME } from '../features/auth/session-cookie';

/**
 * How a route is called, for the OpenAPI document. Routes behind `authenticate` need nothing: the document gives every
 * operation without its own `security` the bearer token. Routes anyone may call say so with one of these.
 */
export const SECURITY_SCHEMES = {
  bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT', description: 'The access token from login, register or refresh' },
  xsrf: {
    type: 'apiKey',
    in: 'header',
    name: 'X-XSRF-TOKEN',
    description:
      'Unsafe methods echo the XSRF-TOKEN cookie that API responses set (double-submit cookie); every API response also carries the token in its X-XSRF-TOKEN header',
  },
  refreshCookie: { type: 'apiKey', in: 'cookie', name: REFRESH_COOKIE_NAME, description: 'The httpOnly refresh token cookie' },
} as const;

type SchemeName = keyof typeof SECURITY_SCHEMES;
export type SecurityRequirement = Partial<Record<SchemeName, string[]>>;

/** No credentials: sign-in, registration, single sign-on, health, calendar feeds (their token is the URL). */
export const PUBLIC: SecurityRequirement[] = [];
/** The refresh token cookie instead of a bearer token. */
export const BY_REFRESH_COOKIE: SecurityRequirement[] = [{ refreshCookie: [] }];
