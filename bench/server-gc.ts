// The server's full garbage collections, read from its `--trace-gc` lines, set beside the half-max runs' stalls.
import { describeRunAndStalls, duringStall, type Stall } from './stalls';

/**
 * One mark-compact of the server's heap. `atMs` is when its line reached the bench (the bench's `performance.now()`):
 * V8 prints it as the collection ends, so the marking threads ran just before.
 */
export interface MajorGc {
  atMs: number;
  pauseMs: number;
  heapBeforeMb: number;
  heapAfterMb: number;
}

// "[21763:0x3e5b6ee0]  186 ms: Mark-Compact 70.2 (94.1) -> 55.0 (89.6) MB, 30.89 / 0.00 ms  (+ 6.2 ms in 26 steps …"
const MARK_COMPACT = /: Mark-Compact(?: \([a-z ]+\))? ([\d.]+) \([\d.]+\) -> ([\d.]+) \([\d.]+\) MB, (?:pooled: [\d.]+ MB, )?([\d.]+) \//;

/** A `--trace-gc` line of a mark-compact, or null for any other line (scavenges, the server's own log). */
export function parseMajorGc(line: string, atMs: number): MajorGc | null {
  const match = MARK_COMPACT.exec(line);
  if (!match) return null;
  return { atMs, heapBeforeMb: Number(match[1]), heapAfterMb: Number(match[2]), pauseMs: Number(match[3]) };
}

/**
 * How far a collection's line may arrive from a stall and still count as its cause: its marking threads run before
 * the line, and a line takes a moment through the pipe. The stalls seen were 30–150 ms long.
 */
const NEAR_MS = 100;

const describeGcs = (gcs: readonly MajorGc[]): string =>
  gcs.length === 0
    ? 'none'
    : gcs.map((gc) => `${gc.heapBeforeMb.toFixed(0)} → ${gc.heapAfterMb.toFixed(0)} MB, pause ${gc.pauseMs.toFixed(0)} ms`).join(', ');

/**
 * The run's full collections, then those near each stall: "run: 2; at 2.33 s: 70 → 68 MB, pause 9 ms; at 5.87 s: none".
 * `runStartMs` is the run's start on the same clock as `atMs`; the stalls' times count from it.
 */
export function describeStallGcs(gcs: readonly MajorGc[], runStartMs: number, runMs: number, stalls: readonly Stall[]): string {
  const inRun = gcs.filter((gc) => gc.atMs >= runStartMs && gc.atMs <= runStartMs + runMs);
  return describeRunAndStalls(String(inRun.length), stalls, (stall) =>
    describeGcs(inRun.filter((gc) => duringStall(stall, gc.atMs - runStartMs, NEAR_MS))),
  );
}
