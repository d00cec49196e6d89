import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LANGUAGE, type Language } from '../../contract/limits';
import { keepPlainTexts } from './i18n-plain-texts';
import { baseLanguage, combineLocale, resourceCodes, unflatten, type NestedTexts } from './locale';
import { readStorage, STORAGE_KEYS, writeStorage } from './storage-keys';

export const i18n = i18next.createInstance();

/**
 * Each language's texts are a chunk of their own, fetched when the language is first shown: the start page needs one
 * language, and both together were a quarter of the app's initial JavaScript. The build preloads the default one.
 */
const dictionaries: Record<Language, () => Promise<NestedTexts>> = {
  de: () => import('../../locales/de').then((module) => module.de),
  en: () => import('../../locales/en').then((module) => module.en),
};

/** The language chosen on this device before sign-in (default de). */
export function storedLanguage(): Language {
  return baseLanguage(readStorage(STORAGE_KEYS.language) ?? DEFAULT_LANGUAGE);
}

void i18n.use(initReactI18next).init({
  resources: {},
  lng: storedLanguage(),
  fallbackLng: DEFAULT_LANGUAGE,
  interpolation: { escapeValue: false },
  returnNull: false,
  initAsync: false,
});
keepPlainTexts(i18n);

const loading = new Map<Language, Promise<void>>();

/** Makes `language`'s texts available (once per page load; a failed fetch is tried again on the next call). */
export function loadLanguage(language: Language): Promise<void> {
  let pending = loading.get(language);
  if (!pending) {
    pending = dictionaries[language]().then(
      (texts) => {
        // Nothing is stored for the language yet, and nothing writes into its texts afterwards (a group's own texts
        // go under a locale of their own): stored as they come, not copied through JSON and merged key by key, which
        // took 1.6–2.4 ms for the 100 KB of German texts in Node here (0.03 ms as they come), more in a fresh page.
        i18n.addResourceBundle(language, 'translation', texts, false, false, { silent: false, skipCopy: true });
      },
      (error: unknown) => {
        loading.delete(language);
        throw error;
      },
    );
    loading.set(language, pending);
  }
  return pending;
}

/** Resolves when the device's language can be shown: the first render waits for it. */
export const startI18n = (): Promise<void> => loadLanguage(storedLanguage());

let latestRequest = 0;

/**
 * Switches the UI to `language`, with the group's text overrides when a group is known. Of calls that overlap while a
 * language is fetched, the last one wins.
 */
export async function applyLocale(
  language: Language,
  group?: { id: number; translation: Record<string, Record<string, string>> } | null,
): Promise<void> {
  const request = ++latestRequest;
  writeStorage(STORAGE_KEYS.language, language);
  try {
    await loadLanguage(language);
  } catch {
    // Not fetched (offline before the service worker had the chunk): the UI stays in the language it shows.
    return;
  }
  if (request !== latestRequest) return;
  const overrides = group?.translation[language];
  const hasOverrides = overrides !== undefined && Object.keys(overrides).length > 0;
  // Only a group with texts of its own gets a locale of its own. The others keep the plain language, so that signing
  // in does not switch the language: a switch re-renders every text on the screen in one go.
  const locale = combineLocale(language, hasOverrides ? group?.id : null);
  if (group && hasOverrides) {
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
