import { describe, expect, it } from 'vitest';
import { cpuPerRequest, machineBusyMs } from './machine-cpu';

describe('machine CPU per request', () => {
  it('counts the time a core spends busy', () => {
    const before = machineBusyMs();
    const deadline = Date.now() + 5_000;
    let grown = 0;
    while (grown < 20 && Date.now() < deadline) grown = machineBusyMs() - before;
    expect(grown).toBeGreaterThanOrEqual(20);
  });

  it('divides the busy time by the requests, and says n/a without any', () => {
    expect(cpuPerRequest(2_910, 1_000)).toBe('2.91 ms');
    expect(cpuPerRequest(500, 0)).toBe('n/a');
  });
});
