import { describe, expect, it } from 'vitest';
import { applyLocale, i18n, loadLanguage, startI18n } from './i18n';

describe('the languages loaded on demand', () => {
  it('starts with no texts, and with the device language (German) once startI18n resolves', async () => {
    expect(i18n.hasResourceBundle('de', 'translation')).toBe(false);
    await startI18n();
    expect(i18n.t('calendar.title')).toBe('Schreibtisch');
    expect(i18n.hasResourceBundle('en', 'translation')).toBe(false);
  });

  it('of two overlapping switches, the later one wins, though the earlier one still fetches its language', async () => {
    const slower = applyLocale('en');
    const later = applyLocale('de');
    await Promise.all([slower, later]);
    expect(i18n.language).toBe('de');
    expect(i18n.t('calendar.title')).toBe('Schreibtisch');
    expect(i18n.hasResourceBundle('en', 'translation')).toBe(true);
  });

  it('shows English once applied, with the group overrides on top', async () => {
    await applyLocale('en', { id: 148, translation: { en: { 'calendar.title': 'Seats' } } });
    expect(i18n.t('calendar.label')).toBe('Calendar');
    expect(i18n.t('calendar.title')).toBe('Seats');
    await applyLocale('en');
    expect(i18n.t('calendar.title')).toBe('Desk');
  });

  it('keeps the plain language for a group without texts of its own, and leaves a group locale for it', async () => {
    await applyLocale('en', { id: 148, translation: { en: { 'calendar.title': 'Seats' } } });
    expect(i18n.language).toBe('en-148');
    await applyLocale('en', { id: 7, translation: {} });
    expect(i18n.language).toBe('en');
    expect(i18n.t('calendar.title')).toBe('Desk');
    await applyLocale('en', { id: 7, translation: { de: { 'calendar.title': 'Plätze' } } });
    expect(i18n.language).toBe('en');
  });

  it('loads each language once', async () => {
    const first = loadLanguage('de');
    expect(loadLanguage('de')).toBe(first);
    await first;
  });
});
