import { describe, expect, it } from 'vitest';
import i18next from 'i18next';
import { baseLanguage, combineLocale, resourceCodes, unflatten } from './locale';

describe('combineLocale', () => {
  it('combines language and group id', () => {
    expect(combineLocale('de', 148)).toBe('de-148');
    expect(combineLocale('en', 34)).toBe('en-34');
  });
  it('is the bare language without a group', () => {
    expect(combineLocale('de')).toBe('de');
    expect(combineLocale('en', null)).toBe('en');
  });
});

describe('baseLanguage', () => {
  it('reduces a combined locale to a supported language, default de', () => {
    expect(baseLanguage('en-148')).toBe('en');
    expect(baseLanguage('de')).toBe('de');
    expect(baseLanguage('fr-FR')).toBe('de');
    expect(baseLanguage(null)).toBe('de');
  });
});

describe('unflatten', () => {
  it('turns flat override keys into nested resources', () => {
    expect(unflatten({ 'home.title': 'Start', 'home.sub.x': 'X', app: 'A' })).toEqual({
      home: { title: 'Start', sub: { x: 'X' } },
      app: 'A',
    });
  });
});

describe('group overrides in i18next', () => {
  it.each([148, 34, 151])('group %i overrides one text, the rest falls back to the language', async (groupId) => {
    const i18n = i18next.createInstance();
    await i18n.init({
      lng: 'de',
      fallbackLng: 'de',
      resources: { de: { translation: { home: { title: 'Deskfair', greeting: 'Hallo' } } } },
    });
    const locale = combineLocale('de', groupId);
    for (const code of resourceCodes(locale)) {
      i18n.addResourceBundle(code, 'translation', unflatten({ 'home.title': 'Firmen-App' }), true, true);
    }
    await i18n.changeLanguage(locale);
    expect(i18n.t('home.title')).toBe('Firmen-App');
    expect(i18n.t('home.greeting')).toBe('Hallo');
  });
});
