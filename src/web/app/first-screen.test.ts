import { describe, expect, it } from 'vitest';
import { hashPathname, waitsForScreen } from './first-screen';
import { appRoutes, screenAt } from './routes';

describe('hashPathname', () => {
  it('reads the hash router path without its query', () => {
    expect(hashPathname('#/reports?day=2026-12-07')).toBe('/reports');
    expect(hashPathname('#/desks/check_in/5f0c')).toBe('/desks/check_in/5f0c');
  });

  it('is the start screen for an empty hash', () => {
    expect(hashPathname('')).toBe('/');
    expect(hashPathname('#')).toBe('/');
  });
});

describe('screenAt', () => {
  it('finds the screen of a path, also one with a parameter', () => {
    expect(screenAt('/reports')).toBe(appRoutes.find((r) => r.path === '/reports')?.screen);
    expect(screenAt('/reports/')).toBe(appRoutes.find((r) => r.path === '/reports')?.screen);
    expect(screenAt('/acs/some-token')).toBe(appRoutes.find((r) => r.path === '/acs/:token')?.screen);
  });

  it('has none for an unknown path', () => {
    expect(screenAt('/no-such-screen')).toBeNull();
  });
});

describe('waitsForScreen', () => {
  it('waits for the start screen, which index.html preloads', () => {
    expect(waitsForScreen('/', false, false)).toBe(true);
    expect(waitsForScreen('/', true, false)).toBe(true);
  });

  it('does not wait for another screen whose chunks come over the network', () => {
    expect(waitsForScreen('/reports', true, false)).toBe(false);
    expect(waitsForScreen('/login', false, false)).toBe(false);
  });

  it('waits for any screen the signed-in user may see once its chunks come from a cache', () => {
    expect(waitsForScreen('/reports', true, true)).toBe(true);
    expect(waitsForScreen('/login', false, true)).toBe(true);
  });

  it('does not wait for a private screen while signed out: the sign-in link shows instead', () => {
    expect(waitsForScreen('/reports', false, true)).toBe(false);
  });
});
