import { describe, expect, it } from 'vitest';
import { cpuSlowdownFor } from './lighthouse-calibration';

describe('Lighthouse CPU slowdown for the host', () => {
  it('is the default 4× on the host the default was set for', () => {
    expect(cpuSlowdownFor(1533)).toBe(4);
  });

  it("follows the calculator's points and is linear between them", () => {
    expect(cpuSlowdownFor(150)).toBe(1);
    expect(cpuSlowdownFor(800)).toBe(2);
    expect(cpuSlowdownFor(1050)).toBe(2.5);
    expect(cpuSlowdownFor(1300)).toBe(3);
    expect(cpuSlowdownFor(475)).toBe(1.5);
  });

  it('grows past the last point at its slope: a faster host is slowed more', () => {
    expect(cpuSlowdownFor(1766)).toBe(5);
    expect(cpuSlowdownFor(1999)).toBe(6);
  });

  it('refuses a host too slow to emulate the phone, and a failed measurement', () => {
    expect(cpuSlowdownFor(149)).toBeNull();
    expect(cpuSlowdownFor(Number.NaN)).toBeNull();
  });
});
