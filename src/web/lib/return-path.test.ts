import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { rememberReturnPath, takeReturnPath } from './return-path';

class MemoryStorage {
  private items = new Map<string, string>();
  getItem = (key: string) => this.items.get(key) ?? null;
  setItem = (key: string, value: string) => void this.items.set(key, value);
  removeItem = (key: string) => void this.items.delete(key);
}

describe('return path after sign-in', () => {
  beforeEach(() => {
    Object.defineProperty(globalThis, 'sessionStorage', { value: new MemoryStorage(), configurable: true });
  });
  afterEach(() => {
    Reflect.deleteProperty(globalThis, 'sessionStorage');
  });

  it('starts on the first tab when nothing was remembered', () => {
    expect(takeReturnPath()).toBe('/reports');
  });

  it('opens the remembered page once, with its query', () => {
    rememberReturnPath('/desks/check_in/5b0c1e2a-0000-4000-8000-000000000001');
    expect(takeReturnPath()).toBe('/desks/check_in/5b0c1e2a-0000-4000-8000-000000000001');
    expect(takeReturnPath()).toBe('/reports');
    rememberReturnPath('/reservations?day=2026-11-24');
    expect(takeReturnPath()).toBe('/reservations?day=2026-11-24');
  });

  it('never remembers sign-out or a path leaving the app', () => {
    rememberReturnPath('/logout');
    expect(takeReturnPath()).toBe('/reports');
    rememberReturnPath('//evil.example/x');
    expect(takeReturnPath()).toBe('/reports');
    rememberReturnPath('https://evil.example/');
    expect(takeReturnPath()).toBe('/reports');
  });
});
