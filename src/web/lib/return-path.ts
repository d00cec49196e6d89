import { paths } from './paths';

/** sessionStorage: the private page a signed-out visitor asked for, opened after sign-in or registration. */
const KEY = 'deskfair.return_path';

/** Only paths inside this app: '/x…', never '//host' or a full URL. */
const isAppPath = (path: string) => path.startsWith('/') && !path.startsWith('//') && !path.includes('\\');

export function rememberReturnPath(path: string): void {
  if (!isAppPath(path) || path === paths.logout) return;
  try {
    globalThis.sessionStorage?.setItem(KEY, path);
  } catch {
    // storage unavailable: the user simply starts on the first tab
  }
}

/** Where to go after sign-in: the remembered page (once), else the first tab. */
export function takeReturnPath(): string {
  let path: string | null = null;
  try {
    path = globalThis.sessionStorage?.getItem(KEY) ?? null;
    globalThis.sessionStorage?.removeItem(KEY);
  } catch {
    path = null;
  }
  return path && isAppPath(path) ? path : paths.reports;
}
