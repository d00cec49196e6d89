import { describe, expect, it } from 'vitest';
import { peakRssMb } from './memory';

describe('peakRssMb', () => {
  it("reads a live process's peak resident memory", () => {
    const mb = peakRssMb(process.pid);
    // This test process has loaded Node, Vitest and TypeScript: tens of MB, far below a terabyte.
    expect(mb).toBeGreaterThan(10);
    expect(mb).toBeLessThan(1_000_000);
  });

  it('says nothing for a process that does not exist or was never started', () => {
    expect(peakRssMb(2 ** 22 + 1)).toBeNull();
    expect(peakRssMb(undefined)).toBeNull();
  });
});
