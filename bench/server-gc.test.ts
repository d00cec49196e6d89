import { describe, expect, it } from 'vitest';
import { describeStallGcs, parseMajorGc } from './server-gc';

describe('parseMajorGc', () => {
  it("reads a mark-compact's heap before and after and its pause from Node 20's --trace-gc line", () => {
    const line =
      '[21763:0x3e5b6ee0]      186 ms: Mark-Compact 70.2 (94.1) -> 55.0 (89.6) MB, 30.89 / 0.00 ms  (+ 6.2 ms in 26 steps since ' +
      'start of marking, biggest step 3.6 ms, walltime since start of marking 42 ms) (average mu = 1.000, current mu = 1.000) ' +
      'finalize incremental marking via stack guard; GC in old space requested';
    expect(parseMajorGc(line, 5_000)).toEqual({ atMs: 5_000, heapBeforeMb: 70.2, heapAfterMb: 55, pauseMs: 30.89 });
  });

  it('reads the reducing kind and the pooled memory of later versions', () => {
    const line = '[1:0x1]  9 ms: Mark-Compact (reduce) 12.5 (14.0) -> 8.1 (10.0) MB, pooled: 0.0 MB, 4.10 / 0.00 ms  (average mu = 0.9)';
    expect(parseMajorGc(line, 1)).toEqual({ atMs: 1, heapBeforeMb: 12.5, heapAfterMb: 8.1, pauseMs: 4.1 });
  });

  it('skips scavenges and the server’s own log lines', () => {
    expect(
      parseMajorGc('[21772:0x23acae20]  18 ms: Scavenge 3.8 (4.0) -> 3.4 (5.0) MB, 0.80 / 0.00 ms  allocation failure;', 1),
    ).toBeNull();
    expect(parseMajorGc('{"level":40,"msg":"Mark-Compact"}', 1)).toBeNull();
  });
});

describe('describeStallGcs', () => {
  it("counts the run's collections and gives those within 100 ms of each stall, from its first request to its slowest answer", () => {
    const gc = (atMs: number) => ({ atMs, heapBeforeMb: 90, heapAfterMb: 70, pauseMs: 9 });
    // Run starts at 10,000 ms on the bench's clock and lasts 10 s.
    const gcs = [gc(9_000), gc(12_400), gc(17_000), gc(21_000)];
    const stalls = [
      { fromMs: 2_330, toMs: 2_400, requests: 86, maxMs: 56 },
      { fromMs: 5_870, toMs: 5_930, requests: 22, maxMs: 41 },
      { fromMs: 6_950, toMs: 6_990, requests: 5, maxMs: 30 },
    ];
    expect(describeStallGcs(gcs, 10_000, 10_000, stalls)).toBe(
      'run: 2; at 2.33 s: 90 → 70 MB, pause 9 ms; at 5.87 s: none; at 6.95 s: 90 → 70 MB, pause 9 ms',
    );
  });
});
