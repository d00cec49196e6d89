/**
 * The first date, number or locale list a page asks Intl for loads the browser's locale data: 30–60 ms in a fresh
 * renderer of Debian's Chromium, whichever of those APIs comes first (React Aria asks for the supported locales when
 * its first module is evaluated, on the first lazy screen). Paid at start, before the first paint, it does not lengthen
 * a task after the first screen is shown. Only signed-in screens format dates, so only they start with it. main.tsx
 * runs it in a task of its own, right after the one that evaluates the modules: as part of that task it made it the
 * longest of a signed-in load (23–31 ms here, 12–15 ms without it), and Lighthouse charges each task's time beyond
 * 50 ms (at its CPU slowdown) as blocking.
 */
export function warmUpIntl(language: string): void {
  Intl.DateTimeFormat.supportedLocalesOf([language]);
}
