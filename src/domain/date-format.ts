/** The spec's four date formats (§9), the same in both languages, in a given time zone. */
export type DateFormat = 'short' | 'long' | 'month' | 'time';

const OPTIONS: Record<DateFormat, Intl.DateTimeFormatOptions> = {
  short: { year: 'numeric', month: '2-digit', day: '2-digit' },
  long: { year: 'numeric', month: 'short', day: 'numeric', hour: '2-digit', minute: '2-digit' },
  month: { year: 'numeric', month: 'long' },
  time: { hour: '2-digit', minute: '2-digit' },
};

const cache = new Map<string, Intl.DateTimeFormat>();

export function formatDate(date: Date, format: DateFormat, language: string, timeZone: string): string {
  const key = `${format}|${language}|${timeZone}`;
  let formatter = cache.get(key);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(language, { ...OPTIONS[format], timeZone });
    cache.set(key, formatter);
  }
  return formatter.format(date);
}
