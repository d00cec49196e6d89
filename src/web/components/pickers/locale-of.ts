import type { Language } from '../../../contract/limits';
import { weekdayKey, type WeekdayKey } from '../../../domain/time/picker-rules';
import { firstWeekdayOf } from '../../lib/month-grid';

const LOCALES: Record<Language, string> = { de: 'de-DE', en: 'en-GB' };

/** The locale that decides the pickers' formats for an app language. */
export const localeOf = (language: Language): string => LOCALES[language];

/** The first column of a calendar in a locale (German and British: Monday). */
export const firstDayOfWeekOf = (locale: string): WeekdayKey => weekdayKey(firstWeekdayOf(locale));
