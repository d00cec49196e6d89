// Raw SQL insert throughput into the same bookings table (same exclusion constraints and foreign keys) with pgbench.
import { spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Database } from '../src/server/db/client';
import { onCleanup } from './env';
import { percentile } from './load';
import { machineBusyMs } from './machine-cpu';
import { BENCH_GROUP, BENCH_SLOT } from './seed';

export interface PgbenchResult {
  tps: number;
  transactions: number;
  failed: number;
  /** CPU time (ms) the whole machine spent busy while pgbench ran (`machineBusyMs`). */
  machineBusyMs: number;
  output: string;
}

/** pgbench at a fixed rate: the rate asked, what ran, and the transactions' latency (ms): p50, p99 and max. */
export interface PgbenchAtRateResult {
  rate: number;
  transactions: number;
  failed: number;
  p50: number;
  p99: number;
  max: number;
}

/**
 * Each transaction inserts one booked row for a random user/desk of the bench group. The time range comes from
 * a sequence (one minute each, from 2031 on), so no two rows overlap and none meets the HTTP bench's rows —
 * but both GiST exclusion checks and both foreign keys still run on every insert.
 */
async function withInsertScript<T>(database: Database, users: number, run: (script: string, dir: string) => Promise<T>): Promise<T> {
  await database.exec('CREATE SEQUENCE IF NOT EXISTS bench_pgbench_seq');
  const dir = mkdtempSync(join(tmpdir(), 'deskfair-pgbench-'));
  const removeDir = onCleanup(`remove ${dir}`, async () => rmSync(dir, { recursive: true, force: true }));
  const script = join(dir, 'insert.sql');
  writeFileSync(
    script,
    `\\set uid random(1, ${users})
INSERT INTO bookings (group_id, user_id, resource_id, resource_kind, day, slot_id, start_at, end_at, status)
SELECT ${BENCH_GROUP}, :uid, :uid, 'desk', (t AT TIME ZONE 'UTC')::date, ${BENCH_SLOT}, t, t + interval '1 minute', 'booked'
FROM (SELECT timestamptz '2031-01-01 00:00Z' + nextval('bench_pgbench_seq') * interval '1 minute' AS t) s;
`,
  );
  try {
    return await run(script, dir);
  } finally {
    await removeDir();
  }
}

/** Runs pgbench with these arguments; answers what it printed (it fails on a non-zero exit). */
async function pgbench(args: string[]): Promise<string> {
  const child = spawn('pgbench', args, { stdio: ['ignore', 'pipe', 'pipe'] });
  const kill = onCleanup(`pgbench pid ${child.pid}`, async () => void child.kill('SIGKILL'));
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const code = await new Promise<number | null>((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', resolve);
  });
  child.removeAllListeners();
  await kill().catch(() => undefined);
  if (code !== 0) throw new Error(`pgbench failed (exit ${code}):\n${output}`);
  return output;
}

const countOf = (output: string, pattern: RegExp) => Number(pattern.exec(output)?.[1] ?? 0);

/** pgbench's raw insert in a closed loop: its maximum rate. */
export async function runPgbench(database: Database, url: string, users: number, seconds: number): Promise<PgbenchResult> {
  return withInsertScript(database, users, async (script) => {
    const busyBefore = machineBusyMs();
    const output = await pgbench(['-n', '-f', script, '-c', '8', '-j', '2', '-T', String(seconds), url]);
    const busyMs = machineBusyMs() - busyBefore;
    const tps = Number(/tps = ([\d.]+) \(without initial connection time\)/.exec(output)?.[1] ?? Number.NaN);
    if (Number.isNaN(tps)) throw new Error(`pgbench printed no rate:\n${output}`);
    const transactions = countOf(output, /number of transactions actually processed: (\d+)/);
    const failed = countOf(output, /number of failed transactions: (\d+)/);
    return { tps, transactions, failed, machineBusyMs: busyMs, output };
  });
}

/**
 * pgbench's raw insert at a fixed rate (`--rate`), each transaction logged: the write latency this machine's database
 * allows at that rate, to set beside a booking run at the same rate. A transaction's time is counted from when it was
 * due, as pgbench does under `--rate` (a stall that keeps its clients busy delays the ones due meanwhile), and as the
 * HTTP runs count theirs.
 */
export async function runPgbenchAtRate(
  database: Database,
  url: string,
  users: number,
  seconds: number,
  rate: number,
): Promise<PgbenchAtRateResult> {
  return withInsertScript(database, users, async (script, dir) => {
    const prefix = join(dir, 'latency');
    const args = ['-n', '-f', script, '-c', '8', '-j', '2', '-T', String(seconds), '-R', String(rate), '-l', `--log-prefix=${prefix}`, url];
    const output = await pgbench(args);
    const latencies: number[] = [];
    let failed = 0;
    for (const file of readdirSync(dir).filter((f) => f.startsWith('latency'))) {
      for (const line of readFileSync(join(dir, file), 'utf8').split('\n')) {
        const time = line.split(' ')[2];
        if (time === undefined) continue;
        if (/^\d+$/.test(time)) latencies.push(Number(time) / 1000);
        else failed++;
      }
    }
    const sorted = latencies.sort((a, b) => a - b);
    if (sorted.length === 0) throw new Error(`pgbench logged no transaction:\n${output}`);
    return {
      rate,
      transactions: sorted.length,
      failed,
      p50: percentile(sorted, 50),
      p99: percentile(sorted, 99),
      max: sorted[sorted.length - 1] ?? Number.NaN,
    };
  });
}
