import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { resources } from '../../locales';
import { DEFAULT_LANGUAGE, type Language } from '../../contract/limits';
import { baseLanguage, combineLocale, resourceCodes, unflatten } from './locale';
import { readStorage, STORAGE_KEYS, writeStorage } from './storage-keys';

export const i18n = i18next.createInstance();

/** The language chosen on this device before sign-in (default de). */
export function storedLanguage(): Language {
  return baseLanguage(readStorage(STORAGE_KEYS.language) ?? DEFAULT_LANGUAGE);
}

void i18n.use(initReactI18next).init({
  resources,
  lng: storedLanguage(),
  fallbackLng: DEFAULT_LANGUAGE,
  interpolation: { escapeValue: false },
  returnNull: false,
  initAsync: false,
});

/** Switches the UI to `language`, with the group's text overrides when a group is known. */
export async function applyLocale(
  language: Language,
  group?: { id: number; translation: Record<string, Record<string, string>> } | null,
): Promise<void> {
  writeStorage(STORAGE_KEYS.language, language);
  const locale = combineLocale(language, group?.id);
  const overrides = group?.translation[language];
  if (group && overrides) {
    for (const code of resourceCodes(locale)) {
      i18n.addResourceBundle(code, 'translation', unflatten(overrides), true, true);
    }
  }
  if (typeof document !== 'undefined') document.documentElement.lang = language;
  if (i18n.language !== locale) await i18n.changeLanguage(locale);
}

export function currentLanguage(): Language {
  return baseLanguage(i18n.language);
}
