import type { Language } from '../../../contract/limits';
import type { LotteryRun } from '../../../contract/lottery-runs';
import { publishDraw } from '../../../domain/lottery/publication';
import type { lotteryRuns } from '../../db/schema';
import { translator } from '../../i18n/translator';
import { sha256Hex, type CommitmentRow } from './commitments';
import { myDraw } from './my-draw';
import { runOdds } from './run-odds';

export type RunRow = typeof lotteryRuns.$inferSelect;

export interface RunPublication {
  run: Pick<RunRow, 'groupId' | 'id' | 'day' | 'resourceKind' | 'ranAt' | 'input' | 'result'>;
  /** None for runs drawn before commitments existed. */
  commitment: Pick<CommitmentRow, 'seed' | 'commitment' | 'committedAt'> | undefined;
  labels: ReadonlyMap<number, string>;
  cutoffAt: Date;
  /** Who reads it: their pseudonym and their own draw. */
  userId: number;
  language: Language;
}

/** A run as its group sees it: the seed is revealed (the run exists), people are pseudonyms. */
export function presentRun({ run, commitment, labels, cutoffAt, userId, language }: RunPublication): LotteryRun {
  const { draw, pseudonyms } = publishDraw(run.input, run.result, labels);
  return {
    id: run.id,
    day: run.day,
    resource_kind: run.resourceKind,
    ran_at: run.ranAt.toISOString(),
    cutoff_at: cutoffAt.toISOString(),
    verifiable: commitment !== undefined,
    commitment: commitment?.commitment ?? null,
    committed_at: commitment?.committedAt.toISOString() ?? null,
    seed: commitment?.seed ?? null,
    commitment_matches: commitment ? sha256Hex(commitment.seed) === commitment.commitment : null,
    draw,
    you: pseudonyms.get(userId) ?? null,
    mine: myDraw(
      run.input,
      run.result,
      userId,
      () => runOdds(run),
      (deskId) => labels.get(deskId) ?? '',
      translator(language),
      language,
    ),
  };
}
