import { runLottery, type LotteryInput } from './run-lottery';

/** Simulated draws for the odds when the run is small; larger runs get fewer so one estimate stays well under a second. */
export const ODDS_DRAWS = 2_000;
const ODDS_WORK_BUDGET = 300_000;
const ODDS_MIN_DRAWS = 20;

/** How many simulated draws an estimate over this many requests and desks gets (deterministic). */
export function oddsDraws(requests: number, desks: number): number {
  const perDraw = Math.max(1, requests + desks);
  return Math.max(ODDS_MIN_DRAWS, Math.min(ODDS_DRAWS, Math.floor(ODDS_WORK_BUDGET / perDraw)));
}

/**
 * Each requester's chance of a desk before the draw: the share of `draws` simulated draws of the same input (seeds
 * 1…draws, whatever the real seed was) in which they got one. Deterministic, so everyone who asks sees the same figure.
 */
export function estimateOdds(input: Omit<LotteryInput, 'seed'>, draws: number): Map<number, number> {
  const wins = new Map<number, number>(input.requests.map((r) => [r.userId, 0]));
  for (let seed = 1; seed <= draws; seed++) {
    for (const a of runLottery({ ...input, seed }).assignments) wins.set(a.userId, (wins.get(a.userId) ?? 0) + 1);
  }
  return new Map([...wins].map(([userId, n]) => [userId, n / draws]));
}
