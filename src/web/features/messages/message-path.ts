/** A message's `path` when it is a screen of this app ('/reports?day=…'); anything else (other hosts, '//x') is not opened. */
export function appPathOf(path: string): string | null {
  return /^\/(?![/\\])/.test(path) ? path : null;
}
