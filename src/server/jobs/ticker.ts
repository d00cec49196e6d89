import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { queryRows, type Database, type Tx } from '../db/client';

export interface Job {
  name: string;
  /** Stable advisory-lock key: only one process runs the job at a time. */
  lockKey: number;
  /** At most this often (default: every tick). */
  everyMs?: number;
  /** Runs inside the transaction that holds the lock (PGlite has one connection: never open another). */
  run(tx: Tx): Promise<unknown>;
}

/**
 * A job that locks its own rows (SKIP LOCKED), so several processes may run it side by side, and commits as it
 * goes (the outbox: each sent row is recorded at once, so a killed process loses no send and repeats at most the one
 * it was waiting on).
 */
export interface RowLockingJob {
  name: string;
  everyMs?: number;
  runOnDatabase(database: Database): Promise<unknown>;
}

/** Runs a job only if this process wins its advisory lock; returns false when another process holds it. */
export async function runExclusively(database: Database, job: Job): Promise<boolean> {
  return database.db.transaction(async (tx) => {
    const [lock] = await queryRows<{ locked: boolean }>(tx, sql`SELECT pg_try_advisory_xact_lock(${job.lockKey}) AS locked`);
    if (!lock?.locked) return false;
    await job.run(tx);
    return true;
  });
}

/** A job run this long is logged: on PGlite every request waits while a job holds the connection. */
const SLOW_JOB_MS = 1_000;

/** Runs every job each interval; a slow tick delays the next instead of overlapping it. */
export function startTicker(database: Database, jobs: Array<Job | RowLockingJob>, intervalMs: number, log: FastifyBaseLogger) {
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;
  let running: Promise<void> = Promise.resolve();
  const lastRun = new Map<string, number>();
  /** Per job, the kicked run that has not started yet. */
  const kicked = new Map<string, Promise<void>>();
  const tick = async (only?: string) => {
    for (const job of jobs) {
      if (only && job.name !== only) continue;
      if (!only && job.everyMs && Date.now() - (lastRun.get(job.name) ?? 0) < job.everyMs) continue;
      lastRun.set(job.name, Date.now());
      const began = performance.now();
      try {
        if ('runOnDatabase' in job) await job.runOnDatabase(database);
        else await runExclusively(database, job);
      } catch (error) {
        log.error({ err: error, job: job.name }, 'job failed');
      }
      const ms = Math.round(performance.now() - began);
      if (ms >= SLOW_JOB_MS) log.warn({ job: job.name, ms }, 'job took long');
    }
  };
  const schedule = () => {
    if (stopped) return;
    timer = setTimeout(() => {
      // After a kicked run still under way, never beside it: two outbox runs side by side on PGlite (which holds no
      // row while it sends) would both send the rows they read.
      const run = running.then(() => tick());
      running = run;
      void run.finally(schedule);
    }, intervalMs);
  };
  schedule();
  return {
    /** Runs one job now (e.g. the outbox right after a mail was queued), after whatever runs already. */
    kick: (name: string) => {
      if (stopped) return running;
      // Kicks that arrive while a run of the job waits to start join it: that run still sees what they queued.
      const waiting = kicked.get(name);
      if (waiting) return waiting;
      const run = running.then(() => {
        kicked.delete(name);
        return tick(name);
      });
      kicked.set(name, run);
      running = run;
      return run;
    },
    stop: async () => {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}
