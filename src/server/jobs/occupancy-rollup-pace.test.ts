import { describe, expect, it } from 'vitest';
import { newRollupProgress, nextPace } from './occupancy-rollup';

const after = (days: number, elapsedMs: number) => {
  const pace = { days };
  nextPace(pace, elapsedMs);
  return pace.days;
};

describe("the occupancy roll-up's batch size", () => {
  it('doubles while a batch takes under half the 10 ms target, up to 32 days', () => {
    expect(after(1, 2)).toBe(2);
    expect(after(4, 4.9)).toBe(8);
    expect(after(32, 1)).toBe(32);
  });

  it('stays between half the target and the target', () => {
    expect(after(8, 5)).toBe(8);
    expect(after(8, 10)).toBe(8);
  });

  it('halves when a batch runs over the target, never below one day', () => {
    expect(after(8, 10.5)).toBe(4);
    expect(after(3, 40)).toBe(1);
    expect(after(1, 400)).toBe(1);
  });

  it('starts at one day on PGlite, paced; on PostgreSQL it keeps 14 days', () => {
    expect(newRollupProgress('pglite')).toMatchObject({ days: 1, paced: true });
    expect(newRollupProgress('postgres')).toMatchObject({ days: 14, paced: false });
  });
});
