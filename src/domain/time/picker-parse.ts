// Only the two locales the app speaks: the package's root would bring every language into the bundle.
import { casual as germanParser } from 'chrono-node/de';
import { GB as britishParser, type Chrono, type ParsedResult } from 'chrono-node/en';
import { clampTimeParts } from './picker-rules';
import { isLocalDay, type LocalDay } from './local-day';

/** Typed date text is parsed only up to this length; longer input is refused unparsed. */
export const MAX_PARSE_LENGTH = 1000;

export interface ParsedDateTime {
  day: LocalDay;
  /** minute of the day when the text named a time ('morgen 10:00'), else null */
  minute: number | null;
}

export type ParseOutcome =
  { kind: 'ok'; value: ParsedDateTime; end: ParsedDateTime | null } | { kind: 'empty' } | { kind: 'too_long' } | { kind: 'not_understood' };

const PARSERS: Record<'de' | 'en', Chrono> = { de: germanParser, en: britishParser };

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/**
 * The parser reads and fills in calendar fields through a Date's local getters; a reference made from the group's
 * wall clock at noon (never in a clock change) keeps the result independent of the device's zone.
 */
function referenceOf(today: LocalDay): Date {
  const [y, m, d] = today.split('-').map(Number) as [number, number, number];
  return new Date(y, m - 1, d, 12, 0, 0, 0);
}

function toParsed(components: ParsedResult['start']): ParsedDateTime {
  const day = `${pad(components.get('year') ?? 0, 4)}-${pad(components.get('month') ?? 1)}-${pad(components.get('day') ?? 1)}`;
  if (!components.isCertain('hour')) return { day, minute: null };
  const time = clampTimeParts({ hour: components.get('hour') ?? 0, minute: components.get('minute') ?? 0 });
  return { day, minute: time.hour * 60 + time.minute };
}

/**
 * Free text ('24.11.2026', '24.11.2026 14:30', 'morgen', 'tomorrow 10:00', ISO) as a day and an optional time,
 * relative to `today` (the group's day). The UI language is tried first, then the other one.
 */
export function parseDateText(text: string, language: 'de' | 'en', today: LocalDay): ParseOutcome {
  if (text.length > MAX_PARSE_LENGTH) return { kind: 'too_long' };
  const trimmed = text.trim();
  if (trimmed === '') return { kind: 'empty' };
  const order = language === 'de' ? (['de', 'en'] as const) : (['en', 'de'] as const);
  const reference = referenceOf(today);
  for (const code of order) {
    const [result] = PARSERS[code].parse(trimmed, reference, { forwardDate: true });
    if (!result) continue;
    const value = toParsed(result.start);
    const end = result.end ? toParsed(result.end) : null;
    if (isLocalDay(value.day) && (!end || isLocalDay(end.day))) return { kind: 'ok', value, end };
  }
  return { kind: 'not_understood' };
}

/** Typed date text is parsed once the typing has paused this long. */
export const PARSE_DEBOUNCE_MS = 1000;
