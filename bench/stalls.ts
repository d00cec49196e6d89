/** One answered request of an open-loop run: when it was sent (ms after the run began) and how long its answer took. */
export interface Sample {
  sentAtMs: number;
  ms: number;
}

/** Slow answers whose requests were sent close together: one pause of the server, the database or the load generator. */
export interface Stall {
  fromMs: number;
  toMs: number;
  requests: number;
  maxMs: number;
}

/**
 * Groups the answers slower than `slowMs` into stalls: requests sent less than `gapMs` apart belong to one. A p99 over
 * target comes from a few stalls or from slowness spread over the run; the stalls' times tell which, and whether
 * they keep a period (a job) or not (garbage collection, the machine).
 */
export function stallsOf(samples: readonly Sample[], slowMs: number, gapMs = 100): Stall[] {
  const slow = samples.filter((s) => s.ms > slowMs).sort((a, b) => a.sentAtMs - b.sentAtMs);
  const stalls: Stall[] = [];
  for (const sample of slow) {
    const last = stalls.at(-1);
    if (last && sample.sentAtMs - last.toMs < gapMs) {
      last.toMs = sample.sentAtMs;
      last.requests++;
      last.maxMs = Math.max(last.maxMs, sample.ms);
    } else {
      stalls.push({ fromMs: sample.sentAtMs, toMs: sample.sentAtMs, requests: 1, maxMs: sample.ms });
    }
  }
  return stalls;
}

/** Whether a moment (ms after the run began) falls while a stall lasted: its first request until its slowest answer. */
export const duringStall = (stall: Stall, atMs: number, slackMs = 0): boolean => overlapsStall(stall, atMs, atMs, slackMs);

/** Whether a stretch (ms after the run began) overlaps the time a stall lasted, widened by `slackMs` on each side. */
export const overlapsStall = (stall: Stall, fromMs: number, toMs: number, slackMs = 0): boolean =>
  fromMs <= stall.toMs + stall.maxMs + slackMs && toMs >= stall.fromMs - slackMs;

/** A figure for the whole run, then one for each stall: "run: …; at 2.33 s: …; at 5.87 s: …". */
export const describeRunAndStalls = (run: string, stalls: readonly Stall[], describe: (stall: Stall) => string): string =>
  [`run: ${run}`, ...stalls.map((stall) => `at ${(stall.fromMs / 1000).toFixed(2)} s: ${describe(stall)}`)].join('; ');

/** The stalls as one line, in time order: "at 2.31–2.37 s: 46 × up to 120 ms; …". */
export const describeStalls = (stalls: readonly Stall[]): string =>
  stalls.length === 0
    ? 'none'
    : stalls
        .map((s) => `at ${(s.fromMs / 1000).toFixed(2)}–${(s.toMs / 1000).toFixed(2)} s: ${s.requests} × up to ${s.maxMs.toFixed(0)} ms`)
        .join('; ');

/** The load generator's own event-loop delay per run, "p99 / max" each: a stall above it was not the generator's. */
export const describeGeneratorDelays = (runs: ReadonlyArray<{ generatorDelay: { p99: number; max: number } }>): string =>
  runs.map(({ generatorDelay: d }) => `${d.p99.toFixed(1)} / ${d.max.toFixed(1)} ms`).join('; ');
