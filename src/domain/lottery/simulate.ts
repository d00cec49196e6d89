import { runLottery } from './run-lottery';
import type { LotteryHistory } from './weights';

export interface SimulationOptions {
  users: number;
  desks: number;
  days: number;
  /** Fairness window in days; history older than this is forgotten. */
  windowDays: number;
  seed: number;
  /** false: every day a plain uniform draw, no memory (the baseline). */
  fair: boolean;
}

/**
 * Who won on each simulated day when all users request every day: rows are days, columns users
 * (1 = desk, 0 = none). For measuring fairness.
 */
export function simulateWins(options: SimulationOptions): number[][] {
  const daily: number[][] = [];
  const outcomes: Array<Map<number, boolean>> = [];
  const desks = Array.from({ length: options.desks }, (_, i) => ({ id: i + 1, areaId: 1, heldByOwner: false }));
  const requests = Array.from({ length: options.users }, (_, i) => ({
    userId: i + 1,
    preferredDeskIds: [],
    preferredAreaId: null,
    nearUserIds: [],
  }));
  for (let day = 0; day < options.days; day++) {
    const history: Record<number, LotteryHistory> = {};
    if (options.fair) {
      for (const outcome of outcomes.slice(-options.windowDays)) {
        for (const [userId, didWin] of outcome) {
          const h = (history[userId] ??= { wins: 0, losses: 0, noShows: 0 });
          if (didWin) h.wins++;
          else h.losses++;
        }
      }
    }
    const result = runLottery({ seed: options.seed * 100_003 + day, requests, desks, history, noShowsCount: true });
    const outcome = new Map<number, boolean>(requests.map((r) => [r.userId, false]));
    for (const a of result.assignments) outcome.set(a.userId, true);
    outcomes.push(outcome);
    daily.push(requests.map((r) => (outcome.get(r.userId) ? 1 : 0)));
  }
  return daily;
}

/** Desk-days per user over the given days. */
export const deskDaysPerUser = (daily: number[][]): number[] =>
  (daily[0] ?? []).map((_, user) => daily.reduce((sum, day) => sum + (day[user] ?? 0), 0));

/** Mean over consecutive blocks of `blockDays` of the standard deviation of desk-days per user in the block. */
export function meanBlockSpread(daily: number[][], blockDays: number): number {
  const spreads: number[] = [];
  for (let start = 0; start + blockDays <= daily.length; start += blockDays) {
    spreads.push(standardDeviation(deskDaysPerUser(daily.slice(start, start + blockDays))));
  }
  return spreads.reduce((a, b) => a + b, 0) / spreads.length;
}

export function standardDeviation(values: number[]): number {
  const mean = values.reduce((a, b) => a + b, 0) / values.length;
  return Math.sqrt(values.reduce((a, b) => a + (b - mean) ** 2, 0) / values.length);
}
