import type { LotteryRun } from '../../../contract/lottery-runs';
import { bytesToHex, checkCommitment, drawSeed, hexToBytes, isSeedHex } from '../../../domain/lottery/commitment';
import { publishedResult, replayInput, sameResult } from '../../../domain/lottery/publication';
import { runLottery, type LotteryResult } from '../../../domain/lottery/run-lottery';

export interface ReplayVerdict {
  /** SHA-256(seed), computed here by WebCrypto, equals the published commitment. */
  seedMatches: boolean;
  committedBeforeCutoff: boolean;
  /** The same domain draw, run here on the published input, gives the published result. */
  replayMatches: boolean;
  ok: boolean;
}

export type VerifiableRun = Pick<LotteryRun, 'seed' | 'commitment' | 'committed_at' | 'cutoff_at' | 'draw'>;

export async function sha256OfSeed(seedHex: string): Promise<string> {
  return bytesToHex(new Uint8Array(await crypto.subtle.digest('SHA-256', hexToBytes(seedHex))));
}

/** The draw re-run in the browser from the publication: the result in pseudonyms. */
export const replayDraw = (run: Pick<LotteryRun, 'draw'>, seedHex: string): LotteryResult =>
  runLottery(replayInput(run.draw, drawSeed(seedHex)));

/** Checks a published run without trusting the server's own verdict; null for a run that has no commitment. */
export async function verifyRun(run: VerifiableRun): Promise<ReplayVerdict | null> {
  if (!run.seed || !run.commitment || !run.committed_at) return null;
  if (!isSeedHex(run.seed)) return { seedMatches: false, committedBeforeCutoff: false, replayMatches: false, ok: false };
  const { seedMatches, committedBeforeCutoff } = checkCommitment({
    seedDigest: await sha256OfSeed(run.seed),
    commitment: run.commitment,
    committedAt: run.committed_at,
    cutoffAt: run.cutoff_at,
  });
  const replayMatches = sameResult(replayDraw(run, run.seed), publishedResult(run.draw));
  return { seedMatches, committedBeforeCutoff, replayMatches, ok: seedMatches && committedBeforeCutoff && replayMatches };
}
