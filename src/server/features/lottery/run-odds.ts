import { estimateOdds, oddsDraws } from '../../../domain/lottery/odds';
import type { LotteryInput } from '../../../domain/lottery/run-lottery';

export interface RunOdds {
  odds: Map<number, number>;
  draws: number;
}

/** A run's input never changes, so its odds (everyone's at once) are estimated once per process and kept for the next reader. */
const cache = new Map<string, RunOdds>();
const CACHE_SIZE = 500;

export function runOdds(run: { groupId: number; id: number; ranAt: Date; input: Omit<LotteryInput, 'seed'> }): RunOdds {
  const key = `${run.groupId}:${run.id}:${run.ranAt.getTime()}`;
  const cached = cache.get(key);
  if (cached) return cached;
  const draws = oddsDraws(new Set(run.input.requests.map((r) => r.userId)).size, run.input.desks.length);
  const computed = { odds: estimateOdds(run.input, draws), draws };
  if (cache.size >= CACHE_SIZE) cache.delete(cache.keys().next().value ?? '');
  cache.set(key, computed);
  return computed;
}
