import { resources } from './index';
import type { Language } from '../contract/limits';

/** key → text of one language's resources, e.g. 'home.title' → 'Deskfair'. */
function flatten(node: object, prefix = '', out = new Map<string, string>()): Map<string, string> {
  for (const [name, value] of Object.entries(node)) {
    const key = prefix ? `${prefix}.${name}` : name;
    if (typeof value === 'string') out.set(key, value);
    else if (value !== null && typeof value === 'object') flatten(value as object, key, out);
  }
  return out;
}

const texts: Record<Language, Map<string, string>> = {
  de: flatten(resources.de.translation),
  en: flatten(resources.en.translation),
};

/** The app's text of `key` in `language` (what a group override replaces), or undefined for an unknown key. */
export const defaultText = (language: Language, key: string): string | undefined => texts[language].get(key);

/** Every text key a group may override, sorted. */
export const overridableTextKeys = (): string[] => [...texts.de.keys()].sort();
