import { base64UrlToBytes } from './base64url';

/** How long to wait for the service worker to become active before giving up. */
const WORKER_READY_MS = 10_000;

/** The browser can do Web Push: service workers, the Push API and notifications. */
export function pushSupported(): boolean {
  return typeof window !== 'undefined' && 'serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window;
}

// The worker sits next to index.html (src/web/public/sw.js); its scope is the app.
const workerUrl = () => new URL('sw.js', document.baseURI).href;
const scopeUrl = () => new URL('./', document.baseURI).href;

/** This browser's push subscription, if any. Asks no permission and registers nothing. */
export async function currentSubscription(): Promise<PushSubscription | null> {
  const registration = await navigator.serviceWorker.getRegistration(scopeUrl());
  return (await registration?.pushManager.getSubscription()) ?? null;
}

async function activeRegistration(): Promise<ServiceWorkerRegistration> {
  await navigator.serviceWorker.register(workerUrl());
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('service worker not active')), WORKER_READY_MS);
  });
  try {
    return await Promise.race([navigator.serviceWorker.ready, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/** Registers the worker and subscribes with the server's VAPID key (call only after the user asked for push). */
export async function subscribeBrowser(vapidPublicKey: string): Promise<PushSubscription> {
  const registration = await activeRegistration();
  const existing = await registration.pushManager.getSubscription();
  if (existing) return existing;
  return registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: base64UrlToBytes(vapidPublicKey) });
}

/** What the server stores as the device token of a browser: the subscription as JSON. */
export const subscriptionToken = (subscription: PushSubscription): string => JSON.stringify(subscription);
