import { useSyncExternalStore } from 'react';
import { ApiError } from './api-error';

/** The one error shown in the shell's error dialog ('Hinweis'). */
let current: ApiError | null = null;
const listeners = new Set<() => void>();

function set(next: ApiError | null): void {
  current = next;
  for (const listener of listeners) listener();
}

export function showError(error: unknown): void {
  set(error instanceof ApiError ? error : new ApiError(0, null, error instanceof Error ? error.message : String(error)));
}

export function dismissError(): void {
  set(null);
}

export function useCurrentError(): ApiError | null {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => current,
  );
}
