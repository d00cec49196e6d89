import { describe, expect, it } from 'vitest';
import { describeStallSlowdowns, parseProbeLine, slowdownsOf, type ProbeSample } from './cpu-probe';

describe('parseProbeLine', () => {
  it("puts the probe's epoch time on the bench's clock and keeps its wall and CPU time", () => {
    expect(parseProbeLine('1796112000123.50 0.412 0.365', 1_796_112_000_000)).toEqual({ atMs: 123.5, wallMs: 0.412, cpuMs: 0.365 });
  });

  it('skips anything else the probe might print', () => {
    expect(parseProbeLine('(node:1234) Warning: something', 0)).toBeNull();
    expect(parseProbeLine('', 0)).toBeNull();
  });
});

describe('slowdownsOf', () => {
  // Every 5 ms a piece of 0.4 ms CPU time; from 1,000 ms on, four pieces take 2.0–4.4 ms: one slowdown.
  const samples: ProbeSample[] = Array.from({ length: 400 }, (_, i) => ({ atMs: i * 5, wallMs: 0.4, cpuMs: 0.4 }));
  for (const [index, cpuMs] of [
    [200, 2.0],
    [201, 4.4],
    [202, 3.1],
    [203, 2.2],
  ] as const) {
    samples[index] = { atMs: index * 5, wallMs: cpuMs, cpuMs };
  }

  it('joins the pieces that took 4 × the median CPU time or more, and keeps the worst factor', () => {
    expect(slowdownsOf(samples)).toEqual([{ fromMs: 1_000, toMs: 1_017.2, worst: 11 }]);
  });

  it('leaves out a piece only 3 × slower: a busy machine, not a slowed one', () => {
    const busy = samples.map((s, i) => (i === 300 ? { ...s, cpuMs: 1.2 } : s));
    expect(slowdownsOf(busy)).toHaveLength(1);
  });

  it('finds none without samples', () => {
    expect(slowdownsOf([])).toEqual([]);
  });
});

describe('describeStallSlowdowns', () => {
  // The run starts at 10,000 ms on the bench's clock and lasts 10 s.
  const slowdowns = [
    { fromMs: 9_000, toMs: 9_050, worst: 9 },
    { fromMs: 12_250, toMs: 12_300, worst: 11 },
    { fromMs: 12_380, toMs: 12_400, worst: 6 },
    { fromMs: 16_000, toMs: 16_040, worst: 13 },
  ];

  it("sums the run's slowdowns, then those that overlap each stall, from its first request to its slowest answer", () => {
    const stalls = [
      { fromMs: 2_290, toMs: 2_380, requests: 51, maxMs: 76 },
      { fromMs: 5_870, toMs: 5_930, requests: 22, maxMs: 41 },
    ];
    expect(describeStallSlowdowns(slowdowns, 10_000, 10_000, stalls)).toBe(
      'run: 3, 110 ms, up to 13 × slower; at 2.29 s: 70 ms, up to 11 × slower; at 5.87 s: none',
    );
  });

  it('says 0 for a run without slowdowns', () => {
    expect(describeStallSlowdowns(slowdowns, 30_000, 10_000, [])).toBe('run: 0');
  });
});
