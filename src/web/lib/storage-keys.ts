/** localStorage keys of the web app. */
export const STORAGE_KEYS = {
  token: 'deskfair.token',
  host: 'deskfair.host',
  language: 'deskfair.language',
  /** The build the app last started with: a different one means it was updated (app-update.ts). */
  build: 'deskfair.build',
} as const;

export function readStorage(key: string): string | null {
  try {
    return globalThis.localStorage?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

export function writeStorage(key: string, value: string | null): void {
  try {
    if (value === null) globalThis.localStorage?.removeItem(key);
    else globalThis.localStorage?.setItem(key, value);
  } catch {
    // private mode or storage full: the session then lives in memory only
  }
}
