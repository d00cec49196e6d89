import { describe, expect, it } from 'vitest';
import { describeGeneratorDelays, describeStalls, stallsOf } from './stalls';

describe('stallsOf', () => {
  it('groups slow answers sent close together and leaves the fast ones out', () => {
    const samples = [
      { sentAtMs: 10, ms: 2 },
      { sentAtMs: 2_300, ms: 80 },
      { sentAtMs: 2_350, ms: 60 },
      { sentAtMs: 2_420, ms: 30 },
      { sentAtMs: 2_430, ms: 3 },
      { sentAtMs: 7_300, ms: 120 },
    ];
    expect(stallsOf(samples, 25)).toEqual([
      { fromMs: 2_300, toMs: 2_420, requests: 3, maxMs: 80 },
      { fromMs: 7_300, toMs: 7_300, requests: 1, maxMs: 120 },
    ]);
  });

  it('reads the samples in the order they were sent, whatever order they were answered in', () => {
    const samples = [
      { sentAtMs: 5_000, ms: 40 },
      { sentAtMs: 1_000, ms: 50 },
      { sentAtMs: 1_050, ms: 45 },
    ];
    expect(describeStalls(stallsOf(samples, 25))).toBe('at 1.00–1.05 s: 2 × up to 50 ms; at 5.00–5.00 s: 1 × up to 40 ms');
  });

  it('says none when no answer was slow', () => {
    expect(describeStalls(stallsOf([{ sentAtMs: 1, ms: 1 }], 25))).toBe('none');
  });
});

describe('describeGeneratorDelays', () => {
  it("gives each run's p99 and max of the load generator's own event-loop delay, in run order", () => {
    const runs = [{ generatorDelay: { p99: 3.94, max: 17.21 } }, { generatorDelay: { p99: 1, max: 6.5 } }];
    expect(describeGeneratorDelays(runs)).toBe('3.9 / 17.2 ms; 1.0 / 6.5 ms');
  });
});
