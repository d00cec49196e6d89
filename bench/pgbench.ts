// Raw SQL insert throughput into the same bookings table (same exclusion constraints and foreign keys) with pgbench.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Database } from '../src/server/db/client';
import { onCleanup } from './env';
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

/**
 * Each transaction inserts one booked row for a random user/desk of the bench group. The time range comes from
 * a sequence (one minute each, from 2031 on), so no two rows overlap and none meets the HTTP bench's rows —
 * but both GiST exclusion checks and both foreign keys still run on every insert.
 */
export async function runPgbench(database: Database, url: string, users: number, seconds: number): Promise<PgbenchResult> {
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
  const args = ['-n', '-f', script, '-c', '8', '-j', '2', '-T', String(seconds), url];
  const busyBefore = machineBusyMs();
  const child = spawn('pgbench', args, { stdio: ['ignore', 'pipe', 'pipe'] });
  const kill = onCleanup(`pgbench pid ${child.pid}`, async () => void child.kill('SIGKILL'));
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const code = await new Promise<number | null>((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', resolve);
  });
  const busyMs = machineBusyMs() - busyBefore;
  child.removeAllListeners();
  await kill().catch(() => undefined);
  await removeDir();
  const tps = Number(/tps = ([\d.]+) \(without initial connection time\)/.exec(output)?.[1] ?? Number.NaN);
  const transactions = Number(/number of transactions actually processed: (\d+)/.exec(output)?.[1] ?? 0);
  const failed = Number(/number of failed transactions: (\d+)/.exec(output)?.[1] ?? 0);
  if (code !== 0 || Number.isNaN(tps)) throw new Error(`pgbench failed (exit ${code}):\n${output}`);
  return { tps, transactions, failed, machineBusyMs: busyMs, output };
}
