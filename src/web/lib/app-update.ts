import { useSyncExternalStore } from 'react';
import { readStorage, STORAGE_KEYS, writeStorage } from './storage-keys';

/**
 * The polite notice after an update: a new service worker takes over when the app starts again, and this start then
 * runs a build the app has not started with before.
 */
let updated = false;
const listeners = new Set<() => void>();

/**
 * Remembers the build this start runs (the entry chunk's URL: its name carries the hash of the whole build graph).
 * True when an earlier start ran another build.
 */
export function noteBuild(build: string): boolean {
  const previous = readStorage(STORAGE_KEYS.build);
  writeStorage(STORAGE_KEYS.build, build);
  updated = previous !== null && previous !== build;
  return updated;
}

export function dismissUpdateNotice(): void {
  updated = false;
  for (const listener of listeners) listener();
}

export function useUpdateNotice(): boolean {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => updated,
  );
}
