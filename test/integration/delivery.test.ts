import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { build } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/server/app';
import { loadConfig } from '../../src/server/config';
import { createTestDatabase, type TestDatabase } from '../support/databases';
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
