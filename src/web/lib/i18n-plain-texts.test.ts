import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { keepPlainTexts } from './i18n-plain-texts';

/** An i18next instance with German and English texts, and how many times it has translated (a post-processor counts). */
async function instance() {
  const translated = { times: 0 };
  const i18n = i18next.createInstance().use({
    type: 'postProcessor',
    name: 'count',
    process: (value: string) => (translated.times++, value),
  });
  await i18n.init({
    resources: {},
    lng: 'de',
    fallbackLng: 'de',
    interpolation: { escapeValue: false },
    initAsync: false,
    postProcess: ['count'],
  });
  keepPlainTexts(i18n);
  i18n.addResourceBundle('de', 'translation', { calendar: { title: 'Schreibtisch', book_day: 'Am {{date}} buchen' } });
  i18n.addResourceBundle('en', 'translation', { calendar: { title: 'Desk', book_day: 'Book on {{date}}' } });
  return { i18n, translated };
}

describe('texts asked by key alone are kept', () => {
  it('translates a text asked three times once', async () => {
    const { i18n, translated } = await instance();
    const t = i18n.getFixedT('de', 'translation');
    expect([t('calendar.title'), t('calendar.title'), t('calendar.title')]).toEqual(['Schreibtisch', 'Schreibtisch', 'Schreibtisch']);
    expect(translated.times).toBe(1);
  });

  it('translates a text with options every time, and fills them in', async () => {
    const { i18n, translated } = await instance();
    const t = i18n.getFixedT('de', 'translation');
    expect(t('calendar.book_day', { date: 'Montag' })).toBe('Am Montag buchen');
    expect(t('calendar.book_day', { date: 'Dienstag' })).toBe('Am Dienstag buchen');
    expect(translated.times).toBe(2);
  });

  it('keeps each language apart, and a t without a language follows the language it is switched to', async () => {
    const { i18n } = await instance();
    const current = i18n.getFixedT(null, 'translation');
    expect(current('calendar.title')).toBe('Schreibtisch');
    expect(i18n.getFixedT('en', 'translation')('calendar.title')).toBe('Desk');
    await i18n.changeLanguage('en');
    expect(current('calendar.title')).toBe('Desk');
  });

  it('forgets what it kept when texts are added (a group overriding one) or removed', async () => {
    const { i18n } = await instance();
    const t = i18n.getFixedT('de', 'translation');
    expect(t('calendar.title')).toBe('Schreibtisch');
    i18n.addResourceBundle('de', 'translation', { calendar: { title: 'Arbeitsplatz' } }, true, true);
    expect(t('calendar.title')).toBe('Arbeitsplatz');
    i18n.removeResourceBundle('de', 'translation');
    expect(t('calendar.title')).toBe('calendar.title');
  });

  it('finds a text that was missing when first asked once its language arrives', async () => {
    const i18n = i18next.createInstance();
    await i18n.init({ resources: {}, lng: 'en', fallbackLng: 'en', initAsync: false });
    keepPlainTexts(i18n);
    const t = i18n.getFixedT('en', 'translation');
    expect(t('calendar.title')).toBe('calendar.title');
    i18n.addResourceBundle('en', 'translation', { calendar: { title: 'Desk' } });
    expect(t('calendar.title')).toBe('Desk');
  });
});
