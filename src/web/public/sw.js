/**
 * Deskfair's service worker: shows Web Push notifications and opens the screen they are about.
 * The server sends JSON `{ title, body, path }`; `path` is an app route such as '/history' (hash routing: '/#/history').
 */
const FALLBACK_PATH = '/history';

self.addEventListener('install', () => {
  void self.skipWaiting();
});

// Controlling the open pages at once lets a notification click navigate them.
self.addEventListener('activate', (event) => {
  event.waitUntil(self.clients.claim());
});

/** The push's JSON, or an empty object when it has none or is not JSON. */
function payloadOf(event) {
  try {
    const data = event.data ? event.data.json() : {};
    return data && typeof data === 'object' ? data : {};
  } catch {
    return {};
  }
}

/** Only routes of this app are opened ('/x', never '//host' or other URLs). */
function appPath(path) {
  return typeof path === 'string' && /^\/(?![/\\])/.test(path) ? path : FALLBACK_PATH;
}

self.addEventListener('push', (event) => {
  const data = payloadOf(event);
  const title = typeof data.title === 'string' && data.title ? data.title : 'Deskfair';
  event.waitUntil(
    self.registration.showNotification(title, {
      body: typeof data.body === 'string' ? data.body : '',
      icon: new URL('icon-192.png', self.registration.scope).href,
      data: { path: appPath(data.path) },
    }),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const path = appPath(event.notification.data && event.notification.data.path);
  const url = new URL(`./#${path}`, self.registration.scope).href;
  event.waitUntil(
    (async () => {
      const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
      const open = windows.find((client) => client.url.startsWith(self.registration.scope));
      if (open) {
        try {
          const focused = await open.focus();
          await focused.navigate(url);
          return;
        } catch {
          // not controlled by this worker (opened before it): a new window instead
        }
      }
      await self.clients.openWindow(url);
    })(),
  );
});
