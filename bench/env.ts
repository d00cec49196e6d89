// Bench databases (fresh PostgreSQL database or PGlite in a temp dir) and server processes, all cleaned up at the end.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import pg from 'pg';
import { openPglite, openPostgres, type Database } from '../src/server/db/client';
import { lockDataDir } from '../src/server/db/data-dir-lock';
import { migrate } from '../src/server/db/migrate';
import { startServerProcess, type ServerProcess } from '../test/support/server-process';
import { parseMajorGc, type MajorGc } from './server-gc';

export const BENCH_JWT_SECRET = `bench-${randomBytes(24).toString('hex')}`;

/** Cleanup steps, run in reverse order at the end, on error and on Ctrl-C. */
const cleanups: Array<{ name: string; run: () => Promise<void> }> = [];

export function onCleanup(name: string, run: () => Promise<void>): () => Promise<void> {
  const entry = { name, run };
  cleanups.push(entry);
  return async () => {
    const index = cleanups.indexOf(entry);
    if (index < 0) return;
    cleanups.splice(index, 1);
    await run();
  };
}

export async function cleanupAll(): Promise<void> {
  while (cleanups.length > 0) {
    const entry = cleanups.pop();
    if (!entry) break;
    try {
      await entry.run();
    } catch (error) {
      console.error(`cleanup ${entry.name} failed:`, error instanceof Error ? error.message : error);
    }
  }
}

export interface BenchDatabase {
  kind: 'pglite' | 'postgres';
  /** Environment for a server process on this database. */
  serverEnv: Record<string, string>;
  /** Open (and migrate) the bench's own connection. PGlite: only while no server process runs. */
  open(): Promise<Database>;
  /** Connection URL for pgbench (PostgreSQL only). */
  url: string | undefined;
  drop(): Promise<void>;
}

export async function createPostgres(adminUrl: string): Promise<BenchDatabase> {
  const name = `deskfair_bench_${randomBytes(5).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  // The booking runs report how long commits waited for the log's flushes (bench/wal.ts); a superuser may time them.
  await admin.query(`ALTER DATABASE ${name} SET track_wal_io_timing = on`).catch((error: unknown) => {
    console.info(`  WAL flushes not timed: ${error instanceof Error ? error.message : String(error)}`);
  });
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const dropDatabase = async () => {
    const cleanup = new pg.Client({ connectionString: adminUrl });
    await cleanup.connect();
    await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await cleanup.end();
    console.info(`  dropped database ${name}`);
  };
  const drop = onCleanup(`drop ${name}`, dropDatabase);
  console.info(`  created database ${name}`);
  return {
    kind: 'postgres',
    serverEnv: { DATABASE_URL: url.toString() },
    url: url.toString(),
    open: async () => {
      const database = openPostgres(url.toString(), 10);
      const close = onCleanup('close bench pool', () => database.close());
      await migrate(database);
      return { ...database, close };
    },
    drop,
  };
}

export function createPglite(): BenchDatabase {
  const dataDir = mkdtempSync(join(tmpdir(), 'deskfair-bench-'));
  const drop = onCleanup(`remove ${dataDir}`, async () => rmSync(dataDir, { recursive: true, force: true }));
  console.info(`  PGlite data dir ${dataDir}`);
  return {
    kind: 'pglite',
    serverEnv: { DATA_DIR: dataDir },
    url: undefined,
    open: async () => {
      const unlock = lockDataDir(dataDir);
      const database = await openPglite(dataDir);
      const close = onCleanup('close bench PGlite', async () => (await database.close(), unlock()));
      await migrate(database);
      return { ...database, close };
    },
    drop,
  };
}

/** The bench's server: it also keeps its full garbage collections, to set beside the stalls (`describeStallGcs`). */
export interface BenchServer extends ServerProcess {
  majorGcs: MajorGc[];
}

/** A server process (src/server/main.ts) on the bench database; stopped by cleanupAll at the latest. */
export async function startServer(db: BenchDatabase): Promise<BenchServer> {
  const server = await startServerProcess(
    {
      ...db.serverEnv,
      JWT_SECRET: BENCH_JWT_SECRET,
      LOG_LEVEL: 'warn',
      SEED_DEMO: 'false',
      NODE_ENV: 'production',
      // Production refuses to start without SMTP; the bench sends no mail.
      SMTP_URL: 'smtp://127.0.0.1:25',
      HOST: '127.0.0.1',
      TICKER_INTERVAL_MS: '60000',
    },
    undefined,
    // One line per collection: on a small machine a full one's marking threads can take every core from the database.
    ['--trace-gc'],
  );
  // Count the error lines the server logs (level 50+) and keep the first one, cut short. A job that held the database
  // long (a warning) is shown when it happens: the runs around it are read in its light.
  let errors = 0;
  let firstError = '';
  const majorGcs: MajorGc[] = [];
  const scan = (line: string) => {
    const gc = parseMajorGc(line, performance.now());
    if (gc) majorGcs.push(gc);
    const slowJob = /"level":40.*"job":"([^"]+)","ms":(\d+)/.exec(line);
    if (slowJob) console.info(`  ${new Date().toISOString()} server: job ${slowJob[1]} took ${slowJob[2]} ms`);
    if (!/"level":(50|60)/.test(line)) return;
    errors++;
    if (!firstError) {
      // "caused by: error: deadlock detected" says more than the failed query's text.
      const cause = /caused by: ([^\\"]+)/.exec(line)?.[1];
      firstError = cause ?? line.slice(0, 300);
    }
  };
  for (const output of [server.child.stdout, server.child.stderr]) {
    if (output) createInterface({ input: output, crlfDelay: Infinity }).on('line', scan);
  }
  const stop = onCleanup(`server pid ${server.child.pid}`, async () => {
    const killer = setTimeout(() => server.child.kill('SIGKILL'), 10_000);
    await server.stop();
    clearTimeout(killer);
    if (errors > 0) console.warn(`  server logged ${errors} error(s); first cause: ${firstError}`);
  });
  return { ...server, stop, majorGcs };
}
