import { copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/server/app';
import { loadConfig } from '../../src/server/config';
import { createTestDatabase, DATABASE_KINDS, type TestDatabase } from '../support/databases';
import { TEST_JWT_SECRET } from '../support/test-app';

describe.each(DATABASE_KINDS)('the web manifest on %s', (kind) => {
  let app: FastifyInstance;
  let testDb: TestDatabase;
  let webRoot: string;
  beforeAll(async () => {
    webRoot = mkdtempSync(join(tmpdir(), 'deskfair-web-'));
    copyFileSync('src/web/public/manifest.webmanifest', join(webRoot, 'manifest.webmanifest'));
    testDb = await createTestDatabase(kind);
    const config = loadConfig({ NODE_ENV: 'test', JWT_SECRET: TEST_JWT_SECRET, LOG_LEVEL: 'silent' }, () => TEST_JWT_SECRET);
    app = await buildApp({ config, database: testDb.database, serveWeb: true, webRoot });
    await app.ready();
  });
  afterAll(async () => {
    await app?.close();
    await testDb?.drop();
    rmSync(webRoot, { recursive: true, force: true });
  });

  const manifest = async (query: string) => {
    const response = await app.inject({ method: 'GET', url: `/manifest.webmanifest${query}` });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/manifest+json; charset=utf-8');
    expect(response.headers['cache-control']).toBe('no-cache');
    return response.json<Record<string, unknown>>();
  };

  it('answers the manifest as built without a colour', async () => {
    const built = await manifest('');
    expect([built.name, built.display, built.start_url, built.theme_color, built.background_color]).toEqual([
      'Deskfair',
      'standalone',
      './',
      '#0b57d0',
      '#f4f6f9',
    ]);
    expect((built.icons as unknown[]).length).toBe(4);
  });

  it("takes the group's colour the app asks for", async () => {
    const themed = await manifest('?theme=%23AA3300');
    expect(themed.theme_color).toBe('#aa3300');
    expect([themed.name, themed.background_color, (themed.icons as unknown[]).length]).toEqual(['Deskfair', '#f4f6f9', 4]);
  });

  it('keeps the built colour for anything that is not a colour', async () => {
    for (const query of ['?theme=red', '?theme=%23abc', '?theme=%23AA3300%22%7D', '?theme=', '?theme=%23AA3300&theme=%23000000']) {
      expect((await manifest(query)).theme_color).toBe('#0b57d0');
    }
  });
});
