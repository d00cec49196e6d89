import { useSyncExternalStore } from 'react';
import { parseTokenPayload } from './token';
import { readStorage, STORAGE_KEYS, writeStorage } from './storage-keys';

/** The signed-in session: the access token (and the API host from its payload) in localStorage. */
type Listener = () => void;
const listeners = new Set<Listener>();
let token: string | null = readStorage(STORAGE_KEYS.token);

function emit(): void {
  for (const listener of listeners) listener();
}

export const session = {
  getToken: (): string | null => token,
  getHost: (): string | null => readStorage(STORAGE_KEYS.host),
  isSignedIn: (): boolean => token !== null,
  /** Stores a token from login, register or refresh; an empty token signs out. */
  setToken(next: string): void {
    if (!next) return session.clear();
    token = next;
    writeStorage(STORAGE_KEYS.token, next);
    writeStorage(STORAGE_KEYS.host, parseTokenPayload(next)?.host ?? null);
    emit();
  },
  clear(): void {
    if (token === null && readStorage(STORAGE_KEYS.host) === null) return;
    token = null;
    writeStorage(STORAGE_KEYS.token, null);
    writeStorage(STORAGE_KEYS.host, null);
    emit();
  },
  subscribe(listener: Listener): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

// Another tab signed in or out.
globalThis.addEventListener?.('storage', (event: StorageEvent) => {
  if (event.key !== STORAGE_KEYS.token) return;
  token = event.newValue;
  emit();
});

export function useSignedIn(): boolean {
  return useSyncExternalStore(session.subscribe, session.isSignedIn);
}
