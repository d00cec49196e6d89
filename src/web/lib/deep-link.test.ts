import { describe, expect, it } from 'vitest';
import { deepLinkPath, deepLinkUrl } from './deep-link';

const HOSTS = ['app.deskfair.de'];

describe('deepLinkPath', () => {
  it('removes the host and a leading /#/', () => {
    expect(deepLinkPath('https://app.deskfair.de/#/desks/check_in/abc-123', HOSTS)).toBe('/desks/check_in/abc-123');
  });
  it('keeps the query of a hash route', () => {
    expect(deepLinkPath('https://app.deskfair.de/#/password?token=t0k', HOSTS)).toBe('/password?token=t0k');
  });
  it('removes a leading #/ directly after the host', () => {
    expect(deepLinkPath('https://app.deskfair.de#/settings', HOSTS)).toBe('/settings');
  });
  it('takes a plain path as it is', () => {
    expect(deepLinkPath('https://app.deskfair.de/reports', HOSTS)).toBe('/reports');
    expect(deepLinkPath('https://app.deskfair.de', HOSTS)).toBe('/');
  });
  it('matches the host case-insensitively, with or without port', () => {
    expect(deepLinkPath('https://APP.deskfair.de/#/intro', HOSTS)).toBe('/intro');
    expect(deepLinkPath('http://localhost:5173/#/login', ['localhost:5173'])).toBe('/login');
  });
  it('ignores links to other hosts and garbage', () => {
    expect(deepLinkPath('https://evil.example/#/settings', HOSTS)).toBeNull();
    expect(deepLinkPath('not a url', HOSTS)).toBeNull();
  });
});

describe('deepLinkUrl', () => {
  it('reads the URL from a string or { url } detail', () => {
    expect(deepLinkUrl(new CustomEvent('deskfair:deeplink', { detail: 'https://x/#/a' }))).toBe('https://x/#/a');
    expect(deepLinkUrl(new CustomEvent('deskfair:deeplink', { detail: { url: 'https://x/#/b' } }))).toBe('https://x/#/b');
    expect(deepLinkUrl(new CustomEvent('deskfair:deeplink', { detail: 42 }))).toBeNull();
  });
});
