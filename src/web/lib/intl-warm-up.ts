/**
 * The first date, number or locale list a page asks Intl for loads the browser's locale data: 30–60 ms in a fresh
 * renderer of Debian's Chromium, whichever of those APIs comes first (React Aria asks for the supported locales when
 * its first module is evaluated, on the first lazy screen). Paid at start, before the first paint, it does not lengthen
 * a task after the first screen is shown. Only signed-in screens format dates, so only they start with it.
 */
export function warmUpIntl(language: string): void {
  Intl.DateTimeFormat.supportedLocalesOf([language]);
}
