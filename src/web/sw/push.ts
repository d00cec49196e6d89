/**
 * Web Push in the service worker: shows the notification and opens the screen it is about.
 * The server sends JSON `{ title, body, path }`; `path` is an app route such as '/history' (hash routing: '/#/history').
 */
declare const self: ServiceWorkerGlobalScope;

const FALLBACK_PATH = '/history';

/** The push's JSON, or an empty object when it has none or is not JSON. */
function payloadOf(event: PushEvent): Record<string, unknown> {
  try {
    const data: unknown = event.data ? event.data.json() : {};
    return data && typeof data === 'object' ? (data as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

/** Only routes of this app are opened ('/x', never '//host' or other URLs). */
function appPath(path: unknown): string {
  return typeof path === 'string' && /^\/(?![/\\])/.test(path) ? path : FALLBACK_PATH;
}

async function openApp(url: string): Promise<void> {
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
}

export function registerPush(): void {
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
    const data: unknown = event.notification.data;
    const path = appPath(data && typeof data === 'object' && 'path' in data ? data.path : null);
    event.waitUntil(openApp(new URL(`./#${path}`, self.registration.scope).href));
  });
}
