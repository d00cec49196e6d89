/**
 * The first use of Intl in a page loads the browser's locale data: 11–30 ms on this machine's Chromium, whichever
 * Intl API comes first (React Aria asks for the supported locales when its first module is evaluated, on the first
 * lazy screen). Paid here, in the start-up task before the first paint, it no longer lengthens a task after the first
 * screen is shown — the time Lighthouse counts as blocking.
 */
export function warmUpIntl(language: string): void {
  Intl.DateTimeFormat.supportedLocalesOf([language]);
}
