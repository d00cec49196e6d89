import { describe, expect, it } from 'vitest';
import { describeDisk, describeStallDisk, readDisk } from './disk';

const sample = (atMs: number, dirtyMb: number, writebackMb: number, writtenMb: number, inFlight: number) => ({
  atMs,
  dirtyMb,
  writebackMb,
  writtenMb,
  inFlight,
});

describe('describeDisk', () => {
  it('gives the range of dirty pages, the most under write-back, the write rate and the most requests in flight', () => {
    const samples = [sample(0, 40, 0, 1_000, 0), sample(500, 95, 12, 1_020, 31), sample(1_000, 60, 3, 1_061, 2)];
    expect(describeDisk(samples)).toBe('dirty 40–95 MB, write-back ≤ 12 MB, written 61 MB/s, ≤ 31 in flight');
  });

  it('says so when nothing was sampled', () => {
    expect(describeDisk([])).toBe('no samples');
  });
});

describe('describeStallDisk', () => {
  it("gives the run's write-back, then each stall's from 100 ms before it until its slowest answer could have come", () => {
    const samples = [
      sample(0, 10, 0, 0, 0),
      sample(1_850, 20, 0, 10, 0),
      sample(1_900, 80, 40, 10, 5),
      sample(2_000, 90, 60, 30, 40),
      sample(2_300, 30, 0, 60, 1),
      sample(4_000, 10, 0, 100, 0),
    ];
    const stalls = [{ fromMs: 1_990, toMs: 2_010, requests: 12, maxMs: 150 }];
    expect(describeStallDisk(samples, stalls)).toBe(
      'run: dirty 10–90 MB, write-back ≤ 60 MB, written 25 MB/s, ≤ 40 in flight; ' +
        'at 1.99 s: dirty 80–90 MB, write-back ≤ 60 MB, written 200 MB/s, ≤ 40 in flight',
    );
  });
});

describe('readDisk', () => {
  it("reads this machine's dirty pages and disk writes (Linux)", () => {
    const now = readDisk(5);
    if (process.platform !== 'linux') return expect(now).toBeNull();
    expect(now?.atMs).toBe(5);
    expect(now?.dirtyMb).toBeGreaterThanOrEqual(0);
    expect(now?.writtenMb).toBeGreaterThan(0);
  });
});
