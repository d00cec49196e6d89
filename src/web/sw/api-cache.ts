import { registerRoute } from 'workbox-routing';
import { NetworkFirst, type StrategyOptions } from 'workbox-strategies';
import {
  API_CACHE,
  FROM_CACHE_HEADER,
  isKeptApiRequest,
  MAX_KEPT,
  mayServe,
  OWNER_HEADER,
  SIGNED_OUT_MESSAGE,
  tokenOwner,
} from './api-cache-rules';

declare const self: ServiceWorkerGlobalScope;

type WorkboxPlugin = NonNullable<StrategyOptions['plugins']>[number];

function withHeader(response: Response, name: string, value: string): Response {
  const headers = new Headers(response.headers);
  headers.set(name, value);
  return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
}

/** When the last session in this browser ended; answers to requests sent before are not kept. */
let signedOutAt = 0;

const sentBeforeSignOut = (state: { sentAt?: unknown } | undefined) =>
  (typeof state?.sentAt === 'number' ? state.sentAt : 0) <= signedOutAt;

/**
 * Keeps successful answers with their owner, unless the session ended while they were on their way; hands a cached one
 * out only to that owner, marked as from the cache.
 */
const ownedAnswers: WorkboxPlugin = {
  requestWillFetch: async ({ request, state }) => {
    if (state) state.sentAt = Date.now();
    return request;
  },
  cacheWillUpdate: async ({ request, response, state }) => {
    if (sentBeforeSignOut(state)) return null;
    const owner = tokenOwner(request.headers.get('authorization'));
    return response.status === 200 && owner ? withHeader(response, OWNER_HEADER, owner) : null;
  },
  // the session may have ended between the check above and the write: then the write is undone; else the oldest
  // answers beyond MAX_KEPT go (a write moves its answer to the end of the cache's order)
  cacheDidUpdate: async ({ cacheName, state }) => {
    if (sentBeforeSignOut(state)) return void (await caches.delete(cacheName));
    const cache = await caches.open(cacheName);
    const keys = await cache.keys();
    await Promise.all(keys.slice(0, Math.max(0, keys.length - MAX_KEPT)).map((key) => cache.delete(key)));
  },
  cachedResponseWillBeUsed: async ({ request, cachedResponse }) => {
    if (!cachedResponse) return null;
    if (!mayServe(cachedResponse.headers.get(OWNER_HEADER), request.headers.get('authorization'))) return null;
    return withHeader(cachedResponse, FROM_CACHE_HEADER, '1');
  },
};

/** The last ego and the user's bookings: from the network when it answers, from the cache when it does not. */
export function registerApiCache(): void {
  self.addEventListener('message', (event) => {
    if (event.data !== SIGNED_OUT_MESSAGE) return;
    signedOutAt = Date.now();
    event.waitUntil(caches.delete(API_CACHE));
  });
  registerRoute(
    ({ request, url }) => isKeptApiRequest(request.method, url, self.registration.scope),
    new NetworkFirst({
      cacheName: API_CACHE,
      // the owner check replaces Vary (Authorization, Accept-Language): the user is what must match
      matchOptions: { ignoreVary: true },
      plugins: [ownedAnswers],
    }),
  );
}
