import { useSyncExternalStore } from 'react';
import { API_CACHE, FROM_CACHE_HEADER, SIGNED_OUT_MESSAGE } from '../sw/api-cache-rules';

/**
 * Whether the app shows data the service worker kept (the server could not be reached): the spec's offline state,
 * with the last ego and bookings still readable.
 */
let fromCache = false;
const listeners = new Set<() => void>();

function set(next: boolean): void {
  if (next === fromCache) return;
  fromCache = next;
  for (const listener of listeners) listener();
}

/** Called with every API answer: one from the cache marks the app offline, one from the server online again. */
export function noteApiResponse(response: Response): void {
  set(response.headers.get(FROM_CACHE_HEADER) === '1');
}

export function useShowsCachedData(): boolean {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => fromCache,
  );
}

/** On sign-out: the kept answers of this user are deleted, none is ever shown to the next one. */
export async function clearOfflineData(): Promise<void> {
  set(false);
  // the worker also drops answers to requests still on their way, which would otherwise fill the cache again
  globalThis.navigator?.serviceWorker?.controller?.postMessage(SIGNED_OUT_MESSAGE);
  if (typeof caches === 'undefined') return;
  await caches.delete(API_CACHE);
}
