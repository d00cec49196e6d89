import { describe, expect, it } from 'vitest';
import { appPathOf } from './message-path';

describe('appPathOf', () => {
  it('opens the app screens a message names', () => {
    expect(appPathOf('/staff_search')).toBe('/staff_search');
    expect(appPathOf('/reports?day=2026-12-01')).toBe('/reports?day=2026-12-01');
  });
  it('opens nothing outside the app', () => {
    expect(appPathOf('https://evil.example/x')).toBeNull();
    expect(appPathOf('//evil.example/x')).toBeNull();
    expect(appPathOf('/\\evil.example')).toBeNull();
    expect(appPathOf('javascript:alert(1)')).toBeNull();
    expect(appPathOf('')).toBeNull();
  });
});
