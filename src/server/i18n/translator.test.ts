import { describe, expect, it } from 'vitest';
import { languageFromHeader, translator } from './translator';

describe('languageFromHeader', () => {
  it.each([
    [undefined, 'de'],
    ['en', 'en'],
    ['en-GB,en;q=0.9', 'en'],
    ['fr-FR,fr;q=0.9,en;q=0.8,de;q=0.7', 'en'],
    ['fr, it', 'de'],
    ['de;q=0.5, en;q=0.9', 'en'],
    ['en;q=0, de', 'de'],
  ])('%s → %s', (header, expected) => {
    expect(languageFromHeader(header)).toBe(expected);
  });
});

describe('translator', () => {
  it('interpolates and falls back to German keys', () => {
    expect(translator('en')('validation.password_too_short', { min: 12 })).toBe('At least 12 characters.');
    expect(translator('de')('errors.rate_limited')).toBe('Zu viele Anfragen. Bitte eine Minute warten.');
  });
});
