import type { i18n as I18n, TFunction } from 'i18next';

type Translate = (key: unknown, ...rest: unknown[]) => unknown;

/**
 * Keeps the texts that screens ask for by key alone (`t('calendar.title')`), per language and scope, until the
 * language changes or texts are added or removed. Each call of i18next's `t` copies its whole options object and
 * more: 12–15 µs a text in Node here, most of it garbage, so a calendar's render of a few hundred texts costs a phone
 * tens of milliseconds. Calls with options (interpolation, plurals, defaults) still go to i18next.
 */
export function keepPlainTexts(i18n: I18n): void {
  const texts = new Map<string, string>();
  const forget = () => texts.clear();
  i18n.on('languageChanged', forget);
  i18n.store.on('added', forget);
  i18n.store.on('removed', forget);

  const fixedT = i18n.getFixedT.bind(i18n);
  i18n.getFixedT = ((...args: Parameters<typeof fixedT>) => {
    const t = fixedT(...args) as unknown as Translate;
    const [lng, ns, keyPrefix] = args;
    // A key prefix given as a selector function has no stable name to keep texts under.
    if (typeof keyPrefix === 'function') return t;
    const scope = `${String(lng)}\u0000${String(ns)}\u0000${String(keyPrefix)}\u0000`;
    const keeping: Translate = (key, ...rest) => {
      if (rest.length > 0 || typeof key !== 'string') return t(key, ...rest);
      const id = `${scope}${i18n.language}\u0000${key}`;
      const kept = texts.get(id);
      if (kept !== undefined) return kept;
      const text = t(key);
      if (typeof text === 'string') texts.set(id, text);
      return text;
    };
    // The function's own fields (lng, ns, keyPrefix), which react-i18next reads.
    return Object.assign(keeping, t) as unknown as TFunction;
  }) as typeof i18n.getFixedT;
}
