/** What a user's recent weeks say about their chances (counted over the group's fairness window). */
export interface LotteryHistory {
  wins: number;
  losses: number;
  /** Won desks that were neither used (checked in) nor released. */
  noShows: number;
}

/** Each recent loss multiplies the weight by e^k, each win and each counted no-show divides it by e^k. */
export const WEIGHT_STEP = 1;
/** Keeps weights finite however long a group's window is. */
const MAX_BALANCE = 50;

/**
 * Weight in the draw: grows with recent losses, shrinks with recent wins and (if the group says so)
 * with no-shows. Exponential, so a few days of bad luck are made good within the window.
 */
export function lotteryWeight(history: LotteryHistory | undefined, noShowsCount: boolean): number {
  const h = history ?? { wins: 0, losses: 0, noShows: 0 };
  const balance = h.losses - h.wins - (noShowsCount ? h.noShows : 0);
  return Math.exp(WEIGHT_STEP * Math.max(-MAX_BALANCE, Math.min(MAX_BALANCE, balance)));
}
