// What the database's sessions waited on during a run (PostgreSQL's pg_stat_activity, sampled every few ms): read
// beside the run's stalls, it tells a pause of the database's log flush from one of the server or the machine.
import { sql } from 'drizzle-orm';
import { queryRows, type Database } from '../src/server/db/client';
import { describeRunAndStalls, duringStall, type Stall } from './stalls';

/** One look at the bench database's busy sessions: ms after sampling began, and what each was waiting on. */
export interface WaitSample {
  atMs: number;
  /** "LWLock:WALWrite", "IO:WALSync", …; "running" for a session at work that waits on nothing. */
  waits: string[];
}

const SAMPLE_EVERY_MS = 3;

/**
 * Samples the busy sessions of the bench database (other than its own) until `stop`. Started right before a run, its
 * times are the run's to within a few ms.
 */
export function sampleWaits(database: Database): { stop(): Promise<WaitSample[]> } {
  const samples: WaitSample[] = [];
  const began = performance.now();
  let sampling = true;
  const loop = (async () => {
    while (sampling) {
      const rows = await queryRows<{ wait: string }>(
        database.db,
        sql`SELECT coalesce(wait_event_type || ':' || wait_event, 'running') AS wait FROM pg_stat_activity
            WHERE datname = current_database() AND pid <> pg_backend_pid() AND backend_type = 'client backend'
              AND state = 'active'`,
      );
      samples.push({ atMs: performance.now() - began, waits: rows.map((row) => row.wait) });
      await new Promise((resolve) => setTimeout(resolve, SAMPLE_EVERY_MS));
    }
  })();
  return {
    stop: async () => {
      sampling = false;
      await loop;
      return samples;
    },
  };
}

/** The waits most often seen in these samples, as sessions per sample: "IO:WALSync 0.56, running 0.50". */
export function describeWaits(samples: readonly WaitSample[], top = 3): string {
  if (samples.length === 0) return 'no samples';
  const counts = new Map<string, number>();
  for (const sample of samples) for (const wait of sample.waits) counts.set(wait, (counts.get(wait) ?? 0) + 1);
  if (counts.size === 0) return 'nothing busy';
  return [...counts]
    .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
    .slice(0, top)
    .map(([wait, count]) => `${wait} ${(count / samples.length).toFixed(2)}`)
    .join(', ');
}

/**
 * The whole run's waits, then each stall's (its requests' send times, and the slowest answer's length after them):
 * "run: …; at 2.68 s: …".
 */
export const describeStallWaits = (samples: readonly WaitSample[], stalls: readonly Stall[]): string =>
  describeRunAndStalls(describeWaits(samples), stalls, (stall) => describeWaits(samples.filter((s) => duringStall(stall, s.atMs))));
