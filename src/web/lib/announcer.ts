import { useSyncExternalStore } from 'react';
import { SCREEN_READER_CLEAR_MS } from '../../contract/limits';

/** Texts for the shell's screen-reader regions; each clears after SCREEN_READER_CLEAR_MS. */
export type Politeness = 'polite' | 'assertive';
type State = Record<Politeness, string>;

let state: State = { polite: '', assertive: '' };
const listeners = new Set<() => void>();
const timers: Partial<Record<Politeness, ReturnType<typeof setTimeout>>> = {};

function set(next: State): void {
  state = next;
  for (const listener of listeners) listener();
}

export function announce(message: string, politeness: Politeness = 'polite'): void {
  clearTimeout(timers[politeness]);
  set({ ...state, [politeness]: message });
  timers[politeness] = setTimeout(() => set({ ...state, [politeness]: '' }), SCREEN_READER_CLEAR_MS);
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useAnnouncement(politeness: Politeness): string {
  return useSyncExternalStore(subscribe, () => state[politeness]);
}
