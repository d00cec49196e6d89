import { paths } from '../lib/paths';
import { isPublicPath, screenAt } from './routes';

/** The path the hash router will show first (`#/reports?day=…` → `/reports`). */
export function hashPathname(hash: string): string {
  return new URL(hash.replace(/^#/, '') || '/', 'http://app.invalid').pathname;
}

/**
 * Whether the first render waits for the screen's chunk: when that costs no extra round trip, i.e. for the start screen,
 * which index.html preloads, or for any screen once its chunks come from a cache (the service worker's, or the mobile
 * app's own files). Then the first render shows the screen itself, not "Loading…" and the screen 300 ms later. Another
 * screen on a first visit is not waited for: its chunks come over the network, and "Loading…" beats a blank page.
 */
export function waitsForScreen(pathname: string, signedIn: boolean, chunksFromCache: boolean): boolean {
  // Signed out, a private path shows the sign-in link instead of its screen.
  if (!signedIn && !isPublicPath(pathname)) return false;
  return pathname === paths.home || chunksFromCache;
}

/** Loads the first screen's chunk if the first render waits for it (`waitsForScreen`). */
export function loadFirstScreen(pathname: string, signedIn: boolean, chunksFromCache: boolean): Promise<void> {
  if (!waitsForScreen(pathname, signedIn, chunksFromCache)) return Promise.resolve();
  // If the chunk cannot be loaded, the screen's own loading reports it when the router renders it.
  return (
    screenAt(pathname)
      ?.preload()
      .catch(() => undefined) ?? Promise.resolve()
  );
}
