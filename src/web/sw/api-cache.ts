import { ExpirationPlugin } from 'workbox-expiration';
import { registerRoute } from 'workbox-routing';
import { NetworkFirst, type StrategyOptions } from 'workbox-strategies';
import { API_CACHE, FROM_CACHE_HEADER, isKeptApiRequest, mayServe, OWNER_HEADER, tokenOwner } from './api-cache-rules';

declare const self: ServiceWorkerGlobalScope;

type WorkboxPlugin = NonNullable<StrategyOptions['plugins']>[number];

function withHeader(response: Response, name: string, value: string): Response {
  const headers = new Headers(response.headers);
  headers.set(name, value);
  return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
}

/** Keeps successful answers with their owner; hands a cached one out only to that owner, marked as from the cache. */
const ownedAnswers: WorkboxPlugin = {
  cacheWillUpdate: async ({ request, response }) => {
    const owner = tokenOwner(request.headers.get('authorization'));
    return response.status === 200 && owner ? withHeader(response, OWNER_HEADER, owner) : null;
  },
  cachedResponseWillBeUsed: async ({ request, cachedResponse }) => {
    if (!cachedResponse) return null;
    if (!mayServe(cachedResponse.headers.get(OWNER_HEADER), request.headers.get('authorization'))) return null;
    return withHeader(cachedResponse, FROM_CACHE_HEADER, '1');
  },
};

/** The last ego and the user's bookings: from the network when it answers, from the cache when it does not. */
export function registerApiCache(): void {
  registerRoute(
    ({ request, url }) => isKeptApiRequest(request.method, url, self.registration.scope),
    new NetworkFirst({
      cacheName: API_CACHE,
      // the owner check replaces Vary (Authorization, Accept-Language): the user is what must match
      matchOptions: { ignoreVary: true },
      plugins: [ownedAnswers, new ExpirationPlugin({ maxEntries: 60, maxAgeSeconds: 14 * 24 * 60 * 60 })],
    }),
  );
}
