/**
 * What a user's recent weeks say about their chances (counted over the group's fairness window): one ledger
 * for desks and parking spaces alike, each draw's outcome weighed by `ledgerOutcome`, so wins and losses may
 * be fractions.
 */
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

/** How much one draw's outcome moves the ledger of its own kind, and of the other kind (see `ledgerOutcome`). */
export const SAME_KIND_STEP = 4;
export const OTHER_KIND_STEP = 1;

/**
 * What one draw's outcome (desk or parking space) adds to the ledger as a draw of `kind` reads it.
 * Scaled by scarcity: the outcome's deviation from what the person could expect, `winShare` being the share
 * of that draw's requesters who won — a win counts (1 − share), a loss counts share. Winning a scarce space
 * counts nearly 1, winning where nearly everyone wins nearly 0, so asking for plentiful parking every day
 * costs no desk chances; over one draw the entries sum to zero, so neither kind drifts the ledger.
 * Then weighed by kind: ×4 in a draw of the same kind (a 50/50 draw counts ±2) and ×1 in the other kind's
 * draw (±½), so someone who keeps losing parking moves ahead for desks, yet each draw mostly evens out its
 * own kind. Measured over 200 days, 20 equal users, 10 desks, 4–16 parking spaces, 12 seeds (simulate.ts):
 * a plain sum (×1/×1) lets people trade desk-days for parking-days and the desk spread grows to 2–4.7 days;
 * ×4/×1 keeps it at 0.85 on average (worst 1.18), within today's desks-only lottery (0.93, worst 1.18).
 */
export function ledgerOutcome(won: boolean, winShare: number, sameKind: boolean): { wins: number; losses: number } {
  const share = Math.max(0, Math.min(1, winShare));
  const step = sameKind ? SAME_KIND_STEP : OTHER_KIND_STEP;
  return won ? { wins: step * (1 - share), losses: 0 } : { wins: 0, losses: step * share };
}
