/**
 * Registers the service worker (src/web/sw/sw.ts, built as sw.js) once the page has loaded, so the first load stays as
 * light as without it. Not in development (Vite serves no worker) and not in the mobile app, which ships the app shell
 * itself (iOS web views have no service workers).
 */
export function registerServiceWorkerAfterLoad(isNativeApp: boolean): void {
  if (!import.meta.env.PROD || isNativeApp || !('serviceWorker' in navigator)) return;
  const register = () => {
    navigator.serviceWorker.register(new URL('sw.js', document.baseURI).href).catch((error: unknown) => {
      console.warn('service worker not registered', error);
    });
  };
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}
