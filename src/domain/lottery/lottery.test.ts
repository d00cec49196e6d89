import { describe, expect, it } from 'vitest';
import { DeskPool } from './desk-pool';
import { pickDesk, runLottery, type LotteryDesk, type LotteryInput } from './run-lottery';
import { deskDaysPerUser, meanBlockSpread, simulateWins, standardDeviation } from './simulate';
import { lotteryWeight } from './weights';
import { lotteryCutoff } from './cutoff';

const desk = (id: number, areaId = 1, heldByOwner = false): LotteryDesk => ({ id, areaId, heldByOwner });
const request = (userId: number, extra: Partial<LotteryInput['requests'][number]> = {}) => ({
  userId,
  preferredDeskIds: [],
  preferredAreaId: null,
  nearUserIds: [],
  ...extra,
});

describe('runLottery', () => {
  const input: LotteryInput = {
    seed: 42,
    requests: [1, 2, 3, 4, 5].map((id) => request(id)),
    desks: [desk(10), desk(11), desk(12)],
    history: {},
    noShowsCount: true,
  };

  it('is deterministic for a seed, whatever the order of the requests', () => {
    const a = runLottery(input);
    const b = runLottery({ ...input, requests: [...input.requests].reverse() });
    expect(b).toEqual(a);
    expect(a.assignments).toHaveLength(3);
    expect(a.waitlist).toHaveLength(2);
  });

  it('draws different orders for different seeds', () => {
    const orders = new Set([1, 2, 3, 4, 5, 6, 7, 8].map((seed) => runLottery({ ...input, seed }).order.join(',')));
    expect(orders.size).toBeGreaterThan(4);
  });

  it('never gives a desk twice and never an owner-held desk', () => {
    for (let seed = 0; seed < 200; seed++) {
      const result = runLottery({
        ...input,
        seed,
        requests: [1, 2, 3, 4, 5, 6].map((id) => request(id, { preferredDeskIds: [20] })),
        desks: [desk(10), desk(20, 1, true), desk(11), desk(12, 2)],
      });
      const deskIds = result.assignments.map((a) => a.deskId);
      expect(new Set(deskIds).size).toBe(deskIds.length);
      expect(deskIds).not.toContain(20);
      expect(result.assignments.length + result.waitlist.length).toBe(6);
    }
  });

  it('gives the preferred desk, then the area, then a seat near colleagues, then any', () => {
    const desks = [desk(1, 1), desk(2, 1), desk(3, 2), desk(4, 3)];
    const pool = () => new DeskPool(desks);
    expect(pickDesk(request(1, { preferredDeskIds: [3] }), pool(), new Map())).toEqual({ desk: desks[2], reason: 'preference' });
    expect(pickDesk(request(1, { preferredAreaId: 3 }), pool(), new Map())).toEqual({ desk: desks[3], reason: 'area' });
    expect(pickDesk(request(1, { nearUserIds: [9] }), pool(), new Map([[9, 2]]))).toEqual({ desk: desks[2], reason: 'near_colleagues' });
    expect(pickDesk(request(1), pool(), new Map())).toEqual({ desk: desks[0], reason: 'any' });
    expect(pickDesk(request(1), new DeskPool([]), new Map())).toBeNull();
  });

  it('skips taken desks in every lookup', () => {
    const pool = new DeskPool([desk(1, 1), desk(2, 1), desk(3, 2)]);
    pool.take(1);
    expect(pool.free(1)).toBeUndefined();
    expect(pool.firstInArea(1)?.id).toBe(2);
    expect(pool.first()?.id).toBe(2);
    pool.take(2);
    expect(pool.firstInArea(1)).toBeUndefined();
    expect(pool.first()?.id).toBe(3);
    expect(pool.remaining).toBe(1);
  });

  it('recent losers are drawn ahead of recent winners far more often', () => {
    let loserFirst = 0;
    for (let seed = 0; seed < 1000; seed++) {
      const result = runLottery({
        ...input,
        seed,
        requests: [request(1), request(2)],
        history: { 1: { wins: 0, losses: 3, noShows: 0 }, 2: { wins: 3, losses: 0, noShows: 0 } },
      });
      if (result.order[0] === 1) loserFirst++;
    }
    // Weights e³ vs e⁻³: the loser is first with probability e³ / (e³ + e⁻³) ≈ 0.9975.
    expect(loserFirst).toBeGreaterThan(985);
    expect(loserFirst).toBeLessThan(1000);
  });
});

describe('lotteryWeight', () => {
  it('counts no-shows against you only when the group says so', () => {
    const history = { wins: 1, losses: 2, noShows: 2 };
    expect(lotteryWeight(history, true)).toBeCloseTo(Math.exp(-1));
    expect(lotteryWeight(history, false)).toBeCloseTo(Math.exp(1));
    expect(lotteryWeight(undefined, true)).toBe(1);
    expect(Number.isFinite(lotteryWeight({ wins: 0, losses: 10_000, noShows: 0 }, true))).toBe(true);
  });
});

describe('fairness over many simulated weeks', () => {
  // 20 equal users want a desk every working day; 10 desks; 40 weeks; fairness window 4 weeks (20 working days).
  const base = { users: 20, desks: 10, days: 200, windowDays: 20 };
  const fair = simulateWins({ ...base, seed: 7, fair: true });
  const random = simulateWins({ ...base, seed: 7, fair: false });

  it('gives out every desk-day in both', () => {
    expect(deskDaysPerUser(fair).reduce((a, b) => a + b, 0)).toBe(2000);
    expect(deskDaysPerUser(random).reduce((a, b) => a + b, 0)).toBe(2000);
  });

  it('spreads desk-days over the 40 weeks far more evenly than plain random draws', () => {
    // Measure: standard deviation of desk-days per user (each expects 100).
    // Measured with seed 7: plain random 6.8 (binomial √(200·½·½) ≈ 7.1), the lottery 0.8.
    const fairSd = standardDeviation(deskDaysPerUser(fair));
    const randomSd = standardDeviation(deskDaysPerUser(random));
    expect(randomSd).toBeGreaterThan(5);
    expect(fairSd).toBeLessThan(randomSd / 4);
  });

  it('keeps each 4-week window even too', () => {
    // Mean over the ten windows of the per-user standard deviation: random ≈ 2.2, the lottery ≈ 0.7.
    expect(meanBlockSpread(fair, 20)).toBeLessThan(meanBlockSpread(random, 20) / 2.5);
  });
});

describe('lotteryCutoff', () => {
  it('is the cutoff minute of the day before, in the group zone, across the clock change', () => {
    expect(lotteryCutoff('2026-03-30', 18 * 60, 'Europe/Berlin').toISOString()).toBe('2026-03-29T16:00:00.000Z');
    expect(lotteryCutoff('2026-03-29', 18 * 60, 'Europe/Berlin').toISOString()).toBe('2026-03-28T17:00:00.000Z');
  });
});
