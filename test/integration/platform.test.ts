import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../src/server/db/client';
import { lockDataDir } from '../../src/server/db/data-dir-lock';
import { migrate } from '../../src/server/db/migrate';
import { seedDemo } from '../../src/server/seed/demo';
import { ApiClient } from '../support/api-client';
import { DATABASE_KINDS } from '../support/databases';
import { DEMO, startTestApp, type TestApp } from '../support/test-app';

describe.each(DATABASE_KINDS)('platform on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(kind);
  });
  afterAll(() => t.close());

  it('migrations run once: a second run applies nothing and btree_gist is loaded', async () => {
    expect(await migrate(t.database)).toEqual([]);
    const ext = await queryRows<{ extname: string }>(t.database.db, sql`SELECT extname FROM pg_extension WHERE extname = 'btree_gist'`);
    expect(ext).toHaveLength(1);
  });

  it('seeds the demo group exactly once, as design.md names it', async () => {
    expect(await seedDemo(t.database)).toBe(false);
    const [counts] = await queryRows<{ groups: number; resources: string; slots: string }>(
      t.database.db,
      sql`SELECT (SELECT count(*)::int FROM groups) AS groups,
                 (SELECT string_agg(kind || '=' || n, ',' ORDER BY kind) FROM (SELECT kind, count(*) AS n FROM resources GROUP BY kind) k) AS resources,
                 (SELECT string_agg(name, ',' ORDER BY position) FROM slots) AS slots`,
    );
    expect(counts).toEqual({ groups: 1, resources: 'bookable=8,desk=36,parking=8,room=3', slots: 'morning,afternoon,full_day' });
    for (const user of DEMO.users) expect((await new ApiClient(t.app).login(user.email, DEMO.password)).statusCode).toBe(200);
  });

  it('every table keeps group_id in its primary key, except the directories', async () => {
    const rows = await queryRows<{ table_name: string; first_column: string }>(
      t.database.db,
      sql`SELECT tc.table_name, kcu.column_name AS first_column
            FROM information_schema.table_constraints tc
            JOIN information_schema.key_column_usage kcu ON kcu.constraint_name = tc.constraint_name AND kcu.table_name = tc.table_name
           WHERE tc.constraint_type = 'PRIMARY KEY' AND tc.table_schema = 'public' AND kcu.ordinal_position = 1`,
    );
    const exempt = new Set(['groups', 'group_codes', 'user_directory', 'sso_domains', 'schema_migrations']);
    const offenders = rows.filter((r) => !exempt.has(r.table_name) && r.first_column !== 'group_id');
    expect(rows.length).toBeGreaterThan(8);
    expect(offenders).toEqual([]);
  });

  it('serves the OpenAPI document with the auth routes', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/v2/openapi.json' });
    expect(response.statusCode).toBe(200);
    expect(Object.keys(response.json().paths)).toEqual(expect.arrayContaining(['/api/v2/login', '/api/v2/ego', '/api/v2/refresh']));
  });

  it('answers malformed JSON with 422, not 500', async () => {
    const client = new ApiClient(t.app);
    await client.get('/api/v2/health');
    const response = await client.request('POST', '/api/v2/login', undefined, { 'content-type': 'application/json' });
    const broken = await t.app.inject({
      method: 'POST',
      url: '/api/v2/login',
      headers: { 'content-type': 'application/json', 'x-xsrf-token': client.cookies.get('XSRF-TOKEN') ?? '' },
      cookies: Object.fromEntries(client.cookies),
      payload: '{"email":',
    });
    expect([response.statusCode, broken.statusCode]).toEqual([422, 422]);
  });

  it('answers unknown API paths with 404 and the catalogue message', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/v2/nothing-here', headers: { 'accept-language': 'en' } });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ id: 'not_found', message: 'The page was not found.' });
  });
});

describe('PGlite data directory lock', () => {
  it('refuses a second owner while the first is alive, takes over a stale lock, frees on release', () => {
    const dir = mkdtempSync(join(tmpdir(), 'deskfair-lock-'));
    // The parent process (vitest) is alive: its lock must hold.
    writeFileSync(join(dir, 'deskfair.lock'), String(process.ppid));
    expect(() => lockDataDir(dir)).toThrow(/in use by process/);
    // A pid that cannot exist: the lock is stale and taken over.
    writeFileSync(join(dir, 'deskfair.lock'), '2147483646');
    const release = lockDataDir(dir);
    expect(readFileSync(join(dir, 'deskfair.lock'), 'utf8')).toBe(String(process.pid));
    release();
    expect(existsSync(join(dir, 'deskfair.lock'))).toBe(false);
  });
});
