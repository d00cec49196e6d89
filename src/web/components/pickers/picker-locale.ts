import { useTranslation } from 'react-i18next';
import type { Language } from '../../../contract/limits';
import type { WeekdayKey } from '../../../domain/time/picker-rules';
import { currentLanguage } from '../../lib/i18n';
import { firstDayOfWeekOf, localeOf } from './locale-of';

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
  const locale = localeOf(language);
  return { language, locale, firstDayOfWeek: firstDayOfWeekOf(locale) };
}
