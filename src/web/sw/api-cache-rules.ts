/**
 * Which API answers the service worker keeps for reading offline, and whose they are. Pure functions: the worker
 * (sw.ts) and the tests use them.
 */
export const API_CACHE = 'deskfair-api';

/** At most this many answers are kept (each month the calendar showed is one answer of bookings). */
export const MAX_KEPT = 40;

/** Header the worker adds to an answer it took from the cache: the app then shows its offline state. */
export const FROM_CACHE_HEADER = 'x-deskfair-from-cache';

/** The page's message to the worker when the session ended: answers still on their way must not be kept. */
export const SIGNED_OUT_MESSAGE = 'deskfair:signed-out';

/** Header on a cached answer naming the user it belongs to (the token's `sub`). */
export const OWNER_HEADER = 'x-deskfair-owner';

/** The last ego and the user's own bookings (desks, rooms, bookables, series): what the start screens show. */
const KEPT_PATHS = new Set(['ego', 'bookings', 'conference_rooms', 'bookables', 'series', 'settings/desk']);

/** The route under `/api/v2/` of a URL inside the app's scope, or null. */
function apiPath(url: URL, scope: string): string | null {
  const prefix = new URL('api/v2/', scope);
  if (url.origin !== prefix.origin || !url.pathname.startsWith(prefix.pathname)) return null;
  return url.pathname.slice(prefix.pathname.length);
}

/** True for GET requests of the kept API answers. */
export function isKeptApiRequest(method: string, url: URL, scope: string): boolean {
  if (method !== 'GET') return false;
  const path = apiPath(url, scope);
  return path !== null && KEPT_PATHS.has(path);
}

/** The user a bearer token belongs to (its payload's `sub`), or null without a readable token. */
export function tokenOwner(authorization: string | null): string | null {
  const match = /^Bearer ([\w-]+)\.([\w-]+)\.([\w-]*)$/.exec(authorization ?? '');
  const payload = match?.[2];
  if (!payload) return null;
  try {
    const base64 = payload.replace(/-/g, '+').replace(/_/g, '/');
    const json: unknown = JSON.parse(atob(base64.padEnd(Math.ceil(base64.length / 4) * 4, '=')));
    const sub = json && typeof json === 'object' && 'sub' in json ? json.sub : null;
    return typeof sub === 'string' && sub ? sub : null;
  } catch {
    return null;
  }
}

/** A cached answer is served only to the request of the same user: never to a signed-out app or someone else. */
export function mayServe(cachedOwner: string | null, authorization: string | null): boolean {
  const owner = tokenOwner(authorization);
  return owner !== null && owner === cachedOwner;
}
