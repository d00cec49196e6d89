import { describe, expect, it } from 'vitest';
import { badgeText } from './unread-badge';

describe('badgeText', () => {
  it('is hidden at 0 (and for nonsense)', () => {
    expect(badgeText(0)).toBeNull();
    expect(badgeText(-3)).toBeNull();
    expect(badgeText(Number.NaN)).toBeNull();
  });
  it('shows the count up to 99, then 99+', () => {
    expect(badgeText(1)).toBe('1');
    expect(badgeText(3)).toBe('3');
    expect(badgeText(99)).toBe('99');
    expect(badgeText(100)).toBe('99+');
    expect(badgeText(4711)).toBe('99+');
  });
});
