import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '../../contract/limits';

/** 'de-148' → 'de'; anything unknown → the default language. */
export function baseLanguage(locale: string | null | undefined): Language {
  const base = (locale ?? '').split('-')[0]?.toLowerCase();
  return (LANGUAGES as readonly string[]).includes(base ?? '') ? (base as Language) : DEFAULT_LANGUAGE;
}

/** The spec's combined locale `${language}-${groupId}` (e.g. de-148); just the language without a group. */
export function combineLocale(language: Language, groupId?: number | null): string {
  return groupId === undefined || groupId === null ? language : `${language}-${groupId}`;
}

/**
 * Codes under which i18next looks a combined locale up. i18next canonicalises codes with Intl
 * (de-148 → de-TD, since 148 is also a UN M49 region), so a group's bundle is stored under both.
 */
export function resourceCodes(locale: string): string[] {
  let canonical = locale;
  try {
    canonical = Intl.getCanonicalLocales(locale)[0] ?? locale;
  } catch {
    canonical = locale;
  }
  return [...new Set([locale, canonical])];
}

export type NestedTexts = { [key: string]: string | NestedTexts };

/** Group overrides come as flat keys ('home.title'); i18next resources are nested objects. */
export function unflatten(flat: Record<string, string>): NestedTexts {
  const root: NestedTexts = {};
  for (const [path, value] of Object.entries(flat)) {
    const parts = path.split('.').filter(Boolean);
    const last = parts.pop();
    if (!last) continue;
    let node = root;
    for (const part of parts) {
      const next = node[part];
      if (typeof next === 'object') node = next;
      else node = node[part] = {};
    }
    node[last] = value;
  }
  return root;
}
