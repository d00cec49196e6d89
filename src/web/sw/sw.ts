/**
 * Deskfair's service worker (built by vite-plugin-pwa, injectManifest): the app shell from the precache so the app opens
 * offline, the last ego and bookings for reading offline, and Web Push. A new version waits until every window of the
 * old one is closed: it takes over on the next start, and the app then says so (lib/app-update.ts).
 */
import { cleanupOutdatedCaches, precacheAndRoute } from 'workbox-precaching';
import type { PrecacheEntry } from 'workbox-precaching';
import { registerApiCache } from './api-cache';
import { registerPush } from './push';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: (string | PrecacheEntry)[] };

precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();
registerApiCache();
registerPush();

// Controlling the open pages at once lets the first visit's data be kept and a notification click navigate them.
self.addEventListener('activate', (event) => {
  event.waitUntil(self.clients.claim());
});
