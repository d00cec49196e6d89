import type { TFunction } from 'i18next';
import type { Language } from '../../../contract/limits';
import type { MyDraw } from '../../../contract/lottery-runs';
import type { LotteryInput, LotteryResult } from '../../../domain/lottery/run-lottery';
import type { RunOdds } from './run-odds';

/** "64 %" in the reader's language. */
const percent = (value: number, language: Language) =>
  new Intl.NumberFormat(language, { style: 'percent', maximumFractionDigits: 0 }).format(value);

/**
 * The caller's own draw, or null when they were not in it: the weight with what it counted, their odds before the draw
 * (the same draw simulated — see domain/lottery/odds), and one sentence on why they won or lost.
 */
export function myDraw(
  input: LotteryInput,
  result: LotteryResult,
  userId: number,
  /** Called only when the user took part: estimating odds is the costly part. */
  oddsOf: () => RunOdds,
  deskLabel: (deskId: number) => string,
  t: TFunction,
  language: Language,
): MyDraw | null {
  if (!input.requests.some((r) => r.userId === userId)) return null;
  const requests = new Set(input.requests.map((r) => r.userId)).size;
  const free = input.desks.filter((d) => !d.heldByOwner).length;
  const { odds: allOdds, draws } = oddsOf();
  const odds = allOdds.get(userId) ?? 0;
  const assignment = result.assignments.find((a) => a.userId === userId);
  const history = input.history[userId] ?? { wins: 0, losses: 0, noShows: 0 };
  const values = {
    position: result.order.indexOf(userId) + 1,
    requests,
    free,
    odds: percent(odds, language),
    desk: assignment ? deskLabel(assignment.deskId) : '',
    waitlist: result.waitlist.indexOf(userId) + 1,
  };
  return {
    outcome: assignment ? 'won' : 'lost',
    drawn_position: values.position,
    requests,
    free,
    desk_label: assignment ? values.desk : null,
    weight: result.weights[userId] ?? 1,
    wins: history.wins,
    losses: history.losses,
    no_shows: history.noShows,
    no_shows_count: input.noShowsCount,
    odds,
    odds_draws: draws,
    explanation: t(assignment ? 'lottery_runs.explain_won' : 'lottery_runs.explain_lost', { ...values, count: free }),
  };
}
