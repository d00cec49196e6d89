import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { DEFAULT_PASSWORD_POLICY } from '../../../contract/group';
import { resources } from '../../../locales';
import { passwordVariations } from './password-variations';

describe('password helper text', () => {
  it("says the spec's sentence for the default policy, in both languages", async () => {
    const kinds = passwordVariations(DEFAULT_PASSWORD_POLICY.rule);
    expect(kinds).toEqual(['mixed_case', 'number', 'symbol']);
    const i18n = i18next.createInstance();
    await i18n.init({ lng: 'de', resources });
    const sentence = (lng: string) =>
      i18n.t('password.helper', {
        lng,
        min: 10,
        count: kinds.length,
        kinds: kinds.map((k) => i18n.t(`password.kinds.${k}`, { lng })).join(', '),
      });
    expect(sentence('de')).toBe('Mindestens 10 Zeichen plus 3 Variationen (Groß- und Kleinbuchstaben, Ziffer, Sonderzeichen).');
    expect(sentence('en')).toBe('At least 10 characters plus 3 variations (upper and lower case, a digit, a symbol).');
  });

  it('counts what a group asks for', () => {
    expect(passwordVariations({ has_capital: true, has_letters: false, has_numbers: false, has_symbols: false, length: 8 })).toEqual([
      'capital',
    ]);
    expect(passwordVariations({ has_capital: false, has_letters: false, has_numbers: false, has_symbols: false, length: 12 })).toEqual([]);
  });
});
