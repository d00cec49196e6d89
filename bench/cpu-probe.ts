// The machine's own slowdowns, set beside the fixed-rate runs' stalls: a probe process times the same small piece of
// work every few ms in its own CPU time (bench/cpu-probe-child.ts). When that time grows several-fold, every process
// on the machine ran slower at that moment, whatever the server, the database or the load generator did.
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { onCleanup } from './env';
import { describeRunAndStalls, overlapsStall, type Stall } from './stalls';

/** One piece of the probe's work: when it began (the bench's `performance.now()`), its wall and CPU time. */
export interface ProbeSample {
  atMs: number;
  wallMs: number;
  cpuMs: number;
}

/** Probe samples in a row whose work took several times its usual CPU time. */
export interface Slowdown {
  fromMs: number;
  toMs: number;
  /** The slowest piece's CPU time as a multiple of the median. */
  worst: number;
}

/** A piece that took this many times the median CPU time was run by a slowed machine, not merely a busy one. */
const SLOW_FACTOR = 4;
/** Slow pieces less than this apart belong to one slowdown: the probe runs every 5 ms, and late while the machine is slow. */
const GAP_MS = 50;

/** Reads a probe line ("<epoch ms> <wall ms> <cpu ms>") onto the bench's clock; null for anything else. */
export function parseProbeLine(line: string, timeOriginMs: number): ProbeSample | null {
  const match = /^(\d+(?:\.\d+)?) (\d+(?:\.\d+)?) (\d+(?:\.\d+)?)$/.exec(line.trim());
  if (!match) return null;
  return { atMs: Number(match[1]) - timeOriginMs, wallMs: Number(match[2]), cpuMs: Number(match[3]) };
}

/** The stretches in which the probe's work took `SLOW_FACTOR` times its median CPU time or more. */
export function slowdownsOf(samples: readonly ProbeSample[]): Slowdown[] {
  const cpu = samples.map((s) => s.cpuMs).sort((a, b) => a - b);
  const median = cpu[Math.floor((cpu.length - 1) / 2)];
  if (median === undefined || median <= 0) return [];
  const slowdowns: Slowdown[] = [];
  for (const sample of [...samples].sort((a, b) => a.atMs - b.atMs)) {
    const factor = sample.cpuMs / median;
    if (factor < SLOW_FACTOR) continue;
    const last = slowdowns.at(-1);
    const end = sample.atMs + sample.wallMs;
    if (last && sample.atMs - last.toMs < GAP_MS) {
      last.toMs = end;
      last.worst = Math.max(last.worst, factor);
    } else {
      slowdowns.push({ fromMs: sample.atMs, toMs: end, worst: factor });
    }
  }
  return slowdowns;
}

/** Slowdowns as their time in all and the worst factor: "98 ms, up to 13 × slower". */
const describeSlowdowns = (slowdowns: readonly Slowdown[]): string => {
  if (slowdowns.length === 0) return 'none';
  const ms = slowdowns.reduce((sum, s) => sum + (s.toMs - s.fromMs), 0);
  return `${ms.toFixed(0)} ms, up to ${Math.max(...slowdowns.map((s) => s.worst)).toFixed(0)} × slower`;
};

/** The slowdowns that fell in a run, their times counted from its start (`runStartMs`, on their clock). */
export const slowdownsDuring = (slowdowns: readonly Slowdown[], runStartMs: number, runMs: number): Slowdown[] =>
  slowdowns
    .filter((s) => s.toMs >= runStartMs && s.fromMs <= runStartMs + runMs)
    .map((s) => ({ ...s, fromMs: s.fromMs - runStartMs, toMs: s.toMs - runStartMs }));

/**
 * The machine's slowdowns in a run, then those that overlap each stall:
 * "run: 6, 310 ms, up to 13 × slower; at 2.26 s: 52 ms, up to 11 × slower; at 5.87 s: none". `runStartMs` is the
 * run's start on the slowdowns' clock; the stalls' times count from it.
 */
export function describeStallSlowdowns(
  slowdowns: readonly Slowdown[],
  runStartMs: number,
  runMs: number,
  stalls: readonly Stall[],
): string {
  const inRun = slowdownsDuring(slowdowns, runStartMs, runMs);
  const run = inRun.length === 0 ? '0' : `${inRun.length}, ${describeSlowdowns(inRun)}`;
  return describeRunAndStalls(run, stalls, (stall) => describeSlowdowns(inRun.filter((s) => overlapsStall(stall, s.fromMs, s.toMs))));
}

/**
 * How long the probe runs before the run it watches starts. When runs began at its first sample, their worst stretch
 * of slow answers fell 2.1–2.6 s in, run after run (GET ego at 1,000/s on PGlite in five bench runs: up to 47–499 ms,
 * with no full collection and no slowdown seen), as if the probe's process were still starting; with the run 3 s
 * later, the one PGlite part measured so far had no such stretch (GET ego p99 16.4 ms, slowest answer 31.9 ms).
 */
const SETTLE_MS = 3_000;

/**
 * Starts the probe process and resolves once it has sent samples for `SETTLE_MS`; `stop` ends it and returns its
 * samples, on the bench's `performance.now()` clock.
 */
export async function startCpuProbe(timeoutMs = 30_000): Promise<{ stop(): Promise<ProbeSample[]> }> {
  const child = spawn(process.execPath, ['--import', 'tsx', join(process.cwd(), 'bench', 'cpu-probe-child.ts')], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const stop = onCleanup(`CPU probe pid ${child.pid}`, async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await exited;
  });
  const samples: ProbeSample[] = [];
  const started = new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('the CPU probe sent no sample')), timeoutMs);
    createInterface({ input: child.stdout, crlfDelay: Infinity }).on('line', (line) => {
      const sample = parseProbeLine(line, performance.timeOrigin);
      if (!sample) return;
      samples.push(sample);
      clearTimeout(timer);
      resolve();
    });
  });
  await started.catch(async (error: unknown) => {
    await stop();
    throw error;
  });
  await new Promise((resolve) => setTimeout(resolve, SETTLE_MS));
  return { stop: async () => (await stop(), samples) };
}
