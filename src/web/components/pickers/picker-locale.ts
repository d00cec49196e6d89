import { useTranslation } from 'react-i18next';
import type { Language } from '../../../contract/limits';
import { firstWeekdayOf } from '../../lib/month-grid';
import { currentLanguage } from '../../lib/i18n';
import { weekdayKey, type WeekdayKey } from '../../../domain/time/picker-rules';

const LOCALES: Record<Language, string> = { de: 'de-DE', en: 'en-GB' };

export interface PickerLocale {
  language: Language;
  /** the BCP 47 locale that decides formats in the pickers ('de-DE', 'en-GB') */
  locale: string;
  firstDayOfWeek: WeekdayKey;
}

/** The app's language as the pickers' locale; re-renders when the language changes. */
export function usePickerLocale(): PickerLocale {
  useTranslation();
  const language = currentLanguage();
  const locale = LOCALES[language];
  return { language, locale, firstDayOfWeek: weekdayKey(firstWeekdayOf(locale)) };
}
