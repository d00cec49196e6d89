import { generateKeyPairSync } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { build } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/server/app';
import { loadConfig } from '../../src/server/config';
import { queryRows } from '../../src/server/db/client';
import { devices, outbox } from '../../src/server/db/schema';
import { findGroupByCode } from '../../src/server/features/groups/repository';
import { DEMO, seedDemo } from '../../src/server/seed/demo';
import { createTestDatabase, DATABASE_KINDS, type TestDatabase } from '../support/databases';
import { startFcmServer } from '../support/fcm-server';
import { startServerProcess, type ServerProcess } from '../support/server-process';
import { TEST_JWT_SECRET } from '../support/test-app';

const CSP =
  "default-src 'self';base-uri 'none';connect-src 'self';font-src 'self';form-action 'self';frame-ancestors 'none';" +
  "img-src 'self' data:;manifest-src 'self';object-src 'none';script-src 'self';script-src-attr 'none';" +
  // React Aria's two run-time <style> elements (security-headers.ts), by hash.
  "style-src 'self' 'sha256-38RhXrc7EdReTKsOm23ZPOCUgniTUUcjky8QOOrQx6o=' 'sha256-gYiS/BvZvRcK27JIXTuwhZ3hs2+VJ1X+2gUlE+farlg='";

// The real build (vite.config.ts with its precompression) into a temporary directory, served by the real app.
describe('delivery of the built web app and security headers', () => {
  let webRoot: string;
  let testDb: TestDatabase;
  const apps: FastifyInstance[] = [];
  let app: FastifyInstance;
  let entryScript: string;

  const startApp = async (env: Record<string, string>) => {
    const config = loadConfig(
      { NODE_ENV: 'test', JWT_SECRET: TEST_JWT_SECRET, LOG_LEVEL: 'silent', TICKER_INTERVAL_MS: '60000', ...env },
      () => '',
    );
    const started = await buildApp({ config, database: testDb.database, webRoot });
    apps.push(started);
    return started;
  };

  beforeAll(async () => {
    webRoot = mkdtempSync(join(tmpdir(), 'deskfair-web-'));
    await build({ configFile: 'vite.config.ts', logLevel: 'error', build: { outDir: webRoot, emptyOutDir: true } });
    const entry = readdirSync(join(webRoot, 'assets')).find((f) => /^index-.+\.js$/.test(f));
    if (!entry) throw new Error('no entry script in the build');
    entryScript = `/assets/${entry}`;
    testDb = await createTestDatabase('pglite');
    app = await startApp({});
  }, 120_000);
  afterAll(async () => {
    for (const started of apps) await started.close();
    await testDb?.drop();
    rmSync(webRoot, { recursive: true, force: true });
  });

  it('sends a JavaScript asset brotli-compressed to a client that accepts br, cached for a year', async () => {
    const response = await app.inject({ method: 'GET', url: entryScript, headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-type']).toBe('application/javascript; charset=utf-8');
    expect(brotliDecompressSync(response.rawPayload)).toEqual(readFileSync(join(webRoot, entryScript)));
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers.vary).toMatch(/accept-encoding/i);
  });

  it('sends gzip to a gzip-only client and the plain file to a client that accepts neither', async () => {
    const gzip = await app.inject({ method: 'GET', url: entryScript, headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gzip.rawPayload.subarray(0, 2)).toEqual(Buffer.from([0x1f, 0x8b]));
    const plain = await app.inject({ method: 'GET', url: entryScript, headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThan(gzip.rawPayload.length);
  });

  it('marks the entry and what it imports for eager compilation (V8 compile hint), and no lazy screen', async () => {
    const hint = '//# allFunctionsCalledOnLoad\n';
    const entry = await app.inject({ method: 'GET', url: entryScript, headers: { 'accept-encoding': 'br' } });
    const entryCode = brotliDecompressSync(entry.rawPayload).toString();
    expect(entryCode.startsWith(hint)).toBe(true);
    const imported = /from"\.\/(rolldown-runtime-[^"]+\.js)"/.exec(entryCode)?.[1];
    const calendar = readdirSync(join(webRoot, 'assets')).find((f) => /^CalendarPage-.+\.js$/.test(f));
    expect([imported, calendar].every(Boolean)).toBe(true);
    expect(readFileSync(join(webRoot, 'assets', imported ?? ''), 'utf8').startsWith(hint)).toBe(true);
    expect(readFileSync(join(webRoot, 'assets', calendar ?? ''), 'utf8').startsWith(hint)).toBe(false);
  });

  it('revalidates index.html by ETag: no-cache, then 304 for the same ETag', async () => {
    const first = await app.inject({ method: 'GET', url: '/', headers: { 'accept-encoding': 'br' } });
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-type']).toMatch(/^text\/html/);
    expect(first.headers['content-encoding']).toBe('br');
    expect(first.headers['cache-control']).toBe('no-cache');
    const etag = first.headers.etag;
    expect(etag).toEqual(expect.any(String));
    const again = await app.inject({ method: 'GET', url: '/', headers: { 'accept-encoding': 'br', 'if-none-match': String(etag) } });
    expect(again.statusCode).toBe(304);
  });

  it('serves the icons and the manifest', async () => {
    for (const [url, type] of [
      ['/favicon.svg', 'image/svg+xml'],
      ['/icon-192.png', 'image/png'],
      ['/icon-512.png', 'image/png'],
      ['/apple-touch-icon.png', 'image/png'],
      ['/manifest.webmanifest', 'application/manifest+json'],
    ] as const) {
      const response = await app.inject({ method: 'GET', url });
      expect([url, response.statusCode, response.headers['content-type']?.toString().split(';')[0]]).toEqual([url, 200, type]);
    }
  });

  it('puts the security headers on index.html and on API answers, also on errors', async () => {
    const responses = [
      await app.inject({ method: 'GET', url: '/' }),
      await app.inject({ method: 'GET', url: '/api/v2/health' }),
      await app.inject({ method: 'GET', url: '/api/v2/ego' }),
    ];
    expect(responses.map((r) => r.statusCode)).toEqual([200, 200, 401]);
    for (const response of responses) {
      expect(response.headers).toMatchObject({
        'content-security-policy': CSP,
        'x-frame-options': 'DENY',
        'x-content-type-options': 'nosniff',
        'referrer-policy': 'no-referrer',
      });
      expect(response.headers['strict-transport-security']).toBeUndefined();
    }
  });

  it('sends HSTS and upgrade-insecure-requests only when cookies are secure; connect-src takes the configured API hosts', async () => {
    const secure = await startApp({ COOKIE_SECURE: 'true', CSP_CONNECT_SRC: 'https://eu.deskfair.example, api.deskfair.example:8443' });
    const response = await secure.inject({ method: 'GET', url: '/api/v2/health' });
    expect(response.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    const csp = String(response.headers['content-security-policy']).split(';');
    expect(csp).toContain("connect-src 'self' https://eu.deskfair.example api.deskfair.example:8443");
    expect(csp).toContain('upgrade-insecure-requests');
  });

  it('refuses to start with a connect source that is not an origin', () => {
    expect(() => loadConfig({ CSP_CONNECT_SRC: "https://ok.example, 'unsafe-eval'" }, () => '')).toThrow(
      'CSP_CONNECT_SRC: must be a comma-separated list of origins',
    );
  });
});

// A real server process on PostgreSQL (PGlite is one process by design), killed while FCM holds its fourth push.
describe.each(DATABASE_KINDS.filter((kind) => kind === 'postgres'))('push outbox across a killed process on %s', (kind) => {
  const TOKENS = Array.from({ length: 10 }, (_, i) => `kill-${i}`);
  let testDb: TestDatabase;
  let fcm: Awaited<ReturnType<typeof startFcmServer>>;
  let dir: string;
  let env: Record<string, string>;
  const processes: ServerProcess[] = [];

  const unsent = async () =>
    (
      await queryRows<{ n: number }>(
        testDb.database.db,
        sql`SELECT count(*)::int AS n FROM outbox WHERE channel = 'GCM' AND sent_at IS NULL`,
      )
    )[0]?.n;
  const eventually = async (check: () => Promise<boolean> | boolean) => {
    const deadline = Date.now() + 30_000;
    while (!(await check())) {
      if (Date.now() > deadline) throw new Error('timed out');
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  };

  beforeAll(async () => {
    const { publicKey, privateKey } = generateKeyPairSync('rsa', {
      modulusLength: 2048,
      publicKeyEncoding: { type: 'spki', format: 'pem' },
      privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
    });
    fcm = await startFcmServer({ projectId: 'deskfair-test', clientEmail: 'push@deskfair-test.test', publicKeyPem: publicKey });
    dir = mkdtempSync(join(tmpdir(), 'deskfair-kill-'));
    const serviceAccount = join(dir, 'service-account.json');
    writeFileSync(
      serviceAccount,
      JSON.stringify({
        project_id: 'deskfair-test',
        client_email: 'push@deskfair-test.test',
        private_key: privateKey,
        token_uri: fcm.tokenUri,
      }),
    );
    testDb = await createTestDatabase(kind);
    await seedDemo(testDb.database);
    const group = await findGroupByCode(testDb.database.db, DEMO.groupCode);
    const [user] = await queryRows<{ id: number }>(testDb.database.db, sql`SELECT id FROM users WHERE email = ${DEMO.users[0].email}`);
    if (!group || !user) throw new Error('demo data missing');
    await testDb.database.db
      .insert(devices)
      .values(TOKENS.map((token) => ({ groupId: group.id, userId: user.id, platform: 'android' as const, token })));
    await testDb.database.db.insert(outbox).values(
      TOKENS.map((token, i) => ({
        groupId: group.id,
        channel: 'GCM' as const,
        recipient: token,
        body: JSON.stringify({ title: `Push ${i}`, body: 'Text', path: '/reports' }),
      })),
    );
    env = { DATABASE_URL: testDb.url ?? '', FCM_SERVICE_ACCOUNT: serviceAccount, FCM_API_URL: fcm.url, TICKER_INTERVAL_MS: '100' };
  }, 60_000);
  afterAll(async () => {
    for (const started of processes) if (started.child.signalCode === null) await started.stop();
    await fcm?.close();
    await testDb?.drop();
    rmSync(dir, { recursive: true, force: true });
  });

  it('neither loses nor repeats a push when the delivering process is killed mid-batch', async () => {
    fcm.holdAfter(3);
    const first = await startServerProcess(env);
    processes.push(first);
    await eventually(() => fcm.held() === 1);
    first.child.kill('SIGKILL');
    await new Promise((resolve) => first.child.once('exit', resolve));
    expect(fcm.received.map((m) => m.token)).toEqual(['kill-0', 'kill-1', 'kill-2']);
    expect(await unsent()).toBe(7);

    fcm.resume();
    processes.push(await startServerProcess(env));
    await eventually(async () => (await unsent()) === 0);
    // The row the killed process held stays locked until PostgreSQL notices the lost connection: order may change.
    expect(fcm.received.map((m) => `${m.token}: ${m.notification.title}`).sort()).toEqual(TOKENS.map((token, i) => `${token}: Push ${i}`));
  }, 90_000);
});
