import { describe, expect, it } from 'vitest';
import { describeStallWaits, describeWaits } from './waits';

describe('describeWaits', () => {
  it('gives the most frequent waits as sessions per sample, most first', () => {
    const samples = [
      { atMs: 0, waits: ['IO:WALSync', 'LWLock:WALWrite', 'LWLock:WALWrite'] },
      { atMs: 3, waits: ['running', 'LWLock:WALWrite'] },
      { atMs: 6, waits: [] },
      { atMs: 9, waits: ['IO:WALSync', 'Lock:advisory'] },
    ];
    expect(describeWaits(samples)).toBe('LWLock:WALWrite 0.75, IO:WALSync 0.50, Lock:advisory 0.25');
  });

  it('says so when nothing was sampled or nothing was busy', () => {
    expect(describeWaits([])).toBe('no samples');
    expect(describeWaits([{ atMs: 0, waits: [] }])).toBe('nothing busy');
  });
});

describe('describeStallWaits', () => {
  it("gives the run's waits, then each stall's from its first request until its slowest answer could have come", () => {
    const samples = [
      { atMs: 100, waits: ['running'] },
      { atMs: 2_000, waits: ['IO:WALSync'] },
      { atMs: 2_070, waits: ['LWLock:WALWrite'] },
      { atMs: 2_200, waits: ['running'] },
    ];
    const stalls = [{ fromMs: 1_990, toMs: 2_010, requests: 12, maxMs: 60 }];
    expect(describeStallWaits(samples, stalls)).toBe(
      'run: running 0.50, IO:WALSync 0.25, LWLock:WALWrite 0.25; at 1.99 s: IO:WALSync 0.50, LWLock:WALWrite 0.50',
    );
  });
});
