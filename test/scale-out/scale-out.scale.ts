// Scale-out (design §5): two server processes behind nginx, on PostgreSQL through PgBouncer in transaction pooling.
// Needs Debian's nginx and pgbouncer and a PostgreSQL server (TEST_DATABASE_URL); run with `npm run test:scale-out`.
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { burst, maxThroughput, type LoadResult, type RequestSpec } from '../../bench/load';
import { BENCH_GROUP, BENCH_SLOT, seedBase, TIME_ZONE } from '../../bench/seed';
import { addDays, localDayOf } from '../../src/domain/time/local-day';
import { openPostgres, type Database } from '../../src/server/db/client';
import { migrate } from '../../src/server/db/migrate';
import { issueRefreshToken } from '../../src/server/features/auth/refresh-tokens';
import { accessTokens } from '../../src/server/http/access-token';
import { runExclusively } from '../../src/server/jobs/ticker';
import { startServerProcess, type ServerProcess } from '../support/server-process';
import {
  createDatabase,
  requireBinaries,
  startNginx,
  startPgBouncer,
  stopChild,
  type Nginx,
  type PgBouncer,
  type PostgresDatabase,
} from './stack';

const ADMIN_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const JWT_SECRET = `scale-out-${'x'.repeat(32)}`;
const XSRF = 'scale-out-xsrf';
const USERS = 200;
const CONTENTION_DAY = 40;
const LOAD_REQUESTS = 1_200;

/**
 * Session state that would stay on a PgBouncer server connection: session-level advisory locks, LISTEN, SET (not LOCAL),
 * set_config (unless transaction-local: its third argument `true`). Case-sensitive: the app writes SQL keywords in capitals (and "Set …" in a route summary is no SQL).
 */
const SESSION_STATE =
  /pg_(try_)?advisory_lock(_shared)?\s*\(|\bLISTEN\s+\w|\bSET\s+SESSION\b|set_config\s*\((?![^()]*,\s*true\s*\))|[`'"]\s*SET\s+(?!LOCAL\b)\w+\s*(=|TO\b)/;
const tally = (statuses: string[]) => statuses.reduce<Record<string, number>>((acc, s) => ({ ...acc, [s]: (acc[s] ?? 0) + 1 }), {});
const serverErrors = (statuses: Record<string, number>) =>
  Object.entries(statuses)
    .filter(([status]) => !/^[1-4]\d\d$/.test(status))
    .reduce((n, [, count]) => n + count, 0);

describe('two server processes behind nginx, PostgreSQL through PgBouncer (transaction pooling)', () => {
  const dir = mkdtempSync(join(tmpdir(), 'deskfair-scale-'));
  let database: PostgresDatabase | undefined;
  let pgbouncer: PgBouncer | undefined;
  let nginx: Nginx | undefined;
  const servers: ServerProcess[] = [];
  /** The test's own pool through PgBouncer (migrations, seed, tokens). */
  let viaBouncer: Database | undefined;
  let today = '';
  const tokens: string[] = [];
  const errorLines: string[] = [];
  const started = performance.now();

  beforeAll(async () => {
    requireBinaries();
    database = await createDatabase(ADMIN_URL);
    pgbouncer = await startPgBouncer(dir, database);
    viaBouncer = openPostgres(pgbouncer.url, 10, { transactionPooling: true });
    // Migrations take only a transaction-scoped advisory lock, so they run through PgBouncer in transaction pooling too.
    await migrate(viaBouncer);
    today = localDayOf(new Date(), TIME_ZONE);
    await seedBase(viaBouncer, { desks: USERS, bulkDesks: 0, bulkDays: 0, bulkBudgetMs: 0, chunkDays: 1, today });
    const signer = accessTokens(JWT_SECRET, 3_600);
    for (let userId = 1; userId <= USERS; userId++) {
      const { familyId } = await issueRefreshToken(viaBouncer.db, { groupId: BENCH_GROUP, userId }, 1);
      tokens.push(await signer.sign({ groupId: BENCH_GROUP, userId, sessionId: familyId }, null));
    }
    const env: Record<string, string> = {
      DATABASE_URL: pgbouncer.url,
      DATABASE_TRANSACTION_POOLING: 'true',
      JWT_SECRET,
      NODE_ENV: 'production',
      SEED_DEMO: 'false',
      // Production refuses to start without SMTP; nothing here sends mail.
      SMTP_URL: 'smtp://127.0.0.1:25',
      HOST: '127.0.0.1',
      TRUST_PROXY: 'true',
      LOG_LEVEL: 'warn',
      // The ticker's advisory-lock guarded jobs run every second on both processes while the load runs.
      TICKER_INTERVAL_MS: '1000',
      ...(process.env.TEST_REDIS_URL ? { REDIS_URL: process.env.TEST_REDIS_URL } : {}),
    };
    // Both start (and migrate, a no-op now) at once through PgBouncer.
    const results = await Promise.allSettled([startServerProcess(env, 90_000), startServerProcess(env, 90_000)]);
    for (const result of results) {
      if (result.status !== 'fulfilled') continue;
      servers.push(result.value);
      // The servers log JSON lines; level 50 (error) or 60 (fatal) is a failed request or a failed job.
      const scan = (chunk: Buffer) =>
        errorLines.push(
          ...chunk
            .toString()
            .split('\n')
            .filter((line) => /"level":(50|60)/.test(line)),
        );
      result.value.child.stdout?.on('data', scan);
      result.value.child.stderr?.on('data', scan);
    }
    const failed = results.find((r) => r.status === 'rejected');
    if (failed) throw failed.reason;
    nginx = await startNginx(
      dir,
      servers.map((s) => s.url),
    );
  }, 180_000);

  afterAll(async () => {
    await Promise.allSettled([
      nginx?.stop(),
      ...servers.map(async (server) => {
        // SIGTERM closes the app and its pool; SIGKILL after 10 s.
        const killer = setTimeout(() => server.child.kill('SIGKILL'), 10_000);
        await server.stop();
        clearTimeout(killer);
      }),
    ]);
    await viaBouncer?.close().catch(() => undefined);
    if (pgbouncer) await stopChild(pgbouncer.child, true);
    await database?.drop().catch((error: unknown) => console.warn(`could not drop ${database?.name}:`, error));
    rmSync(dir, { recursive: true, force: true });
    console.info(`scale-out run: ${((performance.now() - started) / 1000).toFixed(1)} s`);
  }, 60_000);

  const url = () => nginx?.url ?? '';
  const tokenOf = (i: number) => tokens[i % tokens.length] ?? '';
  const unsafe = (token: string) => ({ authorization: `Bearer ${token}`, cookie: `XSRF-TOKEN=${XSRF}`, 'x-xsrf-token': XSRF });
  const book = (user: number, desk: number, dayOffset: number): RequestSpec => ({
    method: 'POST',
    path: '/api/v2/bookings',
    headers: unsafe(tokenOf(user)),
    body: JSON.stringify({ desk_id: desk, days: [addDays(today, dayOffset)], slot_id: BENCH_SLOT }),
  });
  const ego = (user: number): RequestSpec => ({
    method: 'GET',
    path: '/api/v2/ego',
    headers: { authorization: `Bearer ${tokenOf(user)}` },
  });
  const report = (name: string, result: LoadResult) =>
    console.info(
      `${name}: ${result.completed} answers in ${(result.elapsedMs / 1000).toFixed(1)} s (${result.achievedRps.toFixed(0)}/s, ` +
        `p50 ${result.p50.toFixed(0)} ms, p99 ${result.p99.toFixed(0)} ms) ${JSON.stringify(result.statuses)}`,
    );

  it(`${USERS} people booking one desk-slot at once through nginx: exactly one 201, the rest 409, one row`, async () => {
    const deskId = 1;
    const statuses = tally(
      await burst(
        [url()],
        Array.from({ length: USERS }, (_, i) => book(i, deskId, CONTENTION_DAY)),
      ),
    );
    console.info(`contention ${USERS} × desk ${deskId}: ${JSON.stringify(statuses)}`);
    expect(statuses).toEqual({ 201: 1, 409: USERS - 1 });
    const direct = new pg.Client({ connectionString: database?.url });
    await direct.connect();
    try {
      const { rows } = await direct.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM bookings WHERE group_id = $1 AND resource_id = $2 AND day = $3 AND status IN ('reserved', 'booked')`,
        [BENCH_GROUP, deskId, addDays(today, CONTENTION_DAY)],
      );
      expect(rows[0]?.n).toBe(1);
    } finally {
      await direct.end();
    }
  });

  it('a short mixed load (GET ego, POST bookings on distinct desks and days) answers 200/201 only', async () => {
    // Request k: even → ego of user k; odd → user j books desk j on its own day (j = k/2 mod USERS), so nothing conflicts.
    const result = await maxThroughput({
      url: url(),
      connections: 40,
      // Bounded by LOAD_REQUESTS (6-15 s here); the time is only a backstop on a crowded machine.
      durationMs: 60_000,
      request: (k) => {
        if (k >= LOAD_REQUESTS) return null;
        if (k % 2 === 0) return ego(k);
        const j = Math.floor(k / 2);
        return book(j % USERS, (j % USERS) + 1, 1 + Math.floor(j / USERS));
      },
    });
    report('mixed load', result);
    expect(result.completed).toBe(LOAD_REQUESTS);
    expect(result.statuses).toEqual({ 200: LOAD_REQUESTS / 2, 201: LOAD_REQUESTS / 2 });
  }, 90_000);

  it('GET ego with 50 in flight through PgBouncer (server connections shared, prepared statements per connection): no failure', async () => {
    const result = await maxThroughput({ url: url(), connections: 50, durationMs: 4_000, request: (k) => (k < 2_000 ? ego(k) : null) });
    report('ego, 50 in flight', result);
    expect(serverErrors(result.statuses)).toBe(0);
    expect(Object.keys(result.statuses)).toEqual(['200']);
  });

  it('nginx spread the requests over both processes', () => {
    const perUpstream: Record<string, number> = {};
    for (const line of nginx?.accessLog().split('\n') ?? []) {
      const [status, upstream] = line.split(' ');
      if (!status || !upstream) continue;
      perUpstream[upstream] = (perUpstream[upstream] ?? 0) + 1;
      expect(status, line).toMatch(/^[1-4]\d\d$/);
    }
    console.info(`requests per upstream: ${JSON.stringify(perUpstream)}`);
    for (const server of servers) expect(perUpstream[new URL(server.url).host] ?? 0).toBeGreaterThan(100);
  });

  it("the ticker's job guard (pg_try_advisory_xact_lock) works through PgBouncer: one winner, released at commit", async () => {
    const job = (name: string, run: () => Promise<void>) => ({ name, lockKey: 990_001, run });
    const pool = viaBouncer as Database;
    let release: () => void = () => undefined;
    let holding: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (holding = resolve));
    const first = runExclusively(
      pool,
      job('first', () => {
        holding();
        return new Promise<void>((resolve) => (release = resolve));
      }),
    );
    await held;
    // The first transaction keeps its server connection; the second gets another one and must not win the lock.
    const second = await runExclusively(
      pool,
      job('second', async () => undefined),
    );
    release();
    expect(await first).toBe(true);
    expect(second).toBe(false);
    // Committed: the lock is gone, whichever server connection the next transaction lands on.
    const results = await Promise.all(
      Array.from({ length: 8 }, () =>
        runExclusively(
          pool,
          job('after', async () => undefined),
        ),
      ),
    );
    expect(results.filter(Boolean).length).toBeGreaterThanOrEqual(1);
    expect(
      await runExclusively(
        pool,
        job('later', async () => undefined),
      ),
    ).toBe(true);
  });

  it('no session-level advisory lock, LISTEN or SET in src/server (they would outlive the transaction under transaction pooling)', () => {
    const offenders: string[] = [];
    const walk = (path: string) => {
      for (const entry of readdirSync(path)) {
        const full = join(path, entry);
        if (statSync(full).isDirectory()) walk(full);
        else if (/\.(ts|sql)$/.test(entry) && !entry.endsWith('.test.ts')) {
          readFileSync(full, 'utf8')
            .split('\n')
            .forEach((line, i) => {
              if (SESSION_STATE.test(line)) offenders.push(`${full}:${i + 1}: ${line.trim()}`);
            });
        }
      }
    };
    walk(join(process.cwd(), 'src', 'server'));
    expect(offenders).toEqual([]);
  });

  it('no server process logged an error', () => {
    console.info(`server error lines: ${errorLines.length}`);
    expect(errorLines.slice(0, 5)).toEqual([]);
  });
});
