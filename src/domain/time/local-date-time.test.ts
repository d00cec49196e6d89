import { describe, expect, it } from 'vitest';
import { isLocalDateTime, splitLocalDateTime } from './local-date-time';

describe('local date-time', () => {
  it('accepts a wall-clock minute of a real day', () => {
    expect(isLocalDateTime('2026-11-27T09:30')).toBe(true);
    expect(isLocalDateTime('2028-02-29T23:59')).toBe(true);
  });

  it('refuses what is not one', () => {
    expect(isLocalDateTime('2026-02-29T09:00')).toBe(false);
    expect(isLocalDateTime('2026-11-27T24:00')).toBe(false);
    expect(isLocalDateTime('2026-11-27T09:60')).toBe(false);
    expect(isLocalDateTime('2026-11-27 09:00')).toBe(false);
    expect(isLocalDateTime('2026-11-27T09:00Z')).toBe(false);
  });

  it('splits into day and minute of the day', () => {
    expect(splitLocalDateTime('2026-03-29T02:30')).toEqual({ day: '2026-03-29', minute: 150 });
    expect(() => splitLocalDateTime('2026-13-01T00:00')).toThrow(RangeError);
  });
});
