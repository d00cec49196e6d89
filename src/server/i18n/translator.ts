import i18next, { type TFunction } from 'i18next';
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '../../contract/limits';
import { resources } from '../../locales';

const instance = i18next.createInstance();
void instance.init({
  resources,
  lng: DEFAULT_LANGUAGE,
  fallbackLng: DEFAULT_LANGUAGE,
  initAsync: false,
  interpolation: { escapeValue: false },
});

/**
 * i18next's own fixed-language function copies all of the instance's options on every call; a message rendered for a
 * booking makes several calls. This one passes the language with the call's options instead (i18next's `lng` option).
 */
function fixedLanguage(lang: Language): TFunction {
  const fixed = instance.getFixedT(lang);
  const t = (key: string | string[], options?: unknown, ...rest: unknown[]) =>
    typeof options === 'object' && options !== null && rest.length === 0
      ? instance.t(key, { ...options, lng: lang })
      : (fixed as unknown as (...args: unknown[]) => string)(key, options, ...rest);
  return t as unknown as TFunction;
}

const translators = new Map<Language, TFunction>(LANGUAGES.map((lang) => [lang, fixedLanguage(lang)]));
const fallback = translators.get(DEFAULT_LANGUAGE) ?? fixedLanguage(DEFAULT_LANGUAGE);

/** One function per language, the same on every call (callers may keep what it translated per function). */
export function translator(language: Language): TFunction {
  return translators.get(language) ?? fallback;
}

/** The first supported language of an Accept-Language header, else German. */
export function languageFromHeader(header: string | undefined): Language {
  if (!header) return DEFAULT_LANGUAGE;
  const ranked = header
    .split(',')
    .map((part) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      return { base: tag.toLowerCase().split('-')[0] ?? '', q: q ? Number(q.slice(2)) : 1 };
    })
    .filter((entry) => entry.q > 0)
    .sort((a, b) => b.q - a.q);
  const match = ranked.find((entry) => (LANGUAGES as readonly string[]).includes(entry.base));
  return (match?.base as Language | undefined) ?? DEFAULT_LANGUAGE;
}
