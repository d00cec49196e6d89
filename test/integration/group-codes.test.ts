import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../src/server/db/client';
import { ApiClient } from '../support/api-client';
import { DATABASE_KINDS } from '../support/databases';
import { createGroupWithUser } from '../support/groups';
import { DEMO, startTestApp, type TestApp } from '../support/test-app';

const OTHER = { name: 'Andere AG', code: 'ANDERE-1', email: 'bea@andere.test', password: 'Andere!Pass1' };
const [ADMIN, MEMBER] = DEMO.users;
const GENERATED = /^[A-HJKMNP-Z2-9]{4}-[A-HJKMNP-Z2-9]{4}$/;

const registration = (groupCode: string, email: string) => ({
  group_code: groupCode,
  first_name: 'Rita',
  name: 'Registriert',
  email,
  email_confirmation: email,
  password: 'Rita!Passwort1',
  password_confirmation: 'Rita!Passwort1',
  terms: true,
});

describe.each(DATABASE_KINDS)('group codes on %s', (kind) => {
  let t: TestApp;
  let admin: ApiClient;
  let member: ApiClient;
  let otherAdmin: ApiClient;
  beforeAll(async () => {
    t = await startTestApp(kind);
    admin = new ApiClient(t.app);
    await admin.login(ADMIN?.email ?? '', DEMO.password);
    member = new ApiClient(t.app);
    await member.login(MEMBER?.email ?? '', DEMO.password);
    const other = await createGroupWithUser(t.database, OTHER);
    await t.database.db.execute(sql`UPDATE users SET is_admin = true WHERE group_id = ${other.group.id}`);
    otherAdmin = new ApiClient(t.app);
    await otherAdmin.login(OTHER.email, OTHER.password);
  });
  afterAll(() => t.close());

  const codes = async (client = admin) =>
    (await client.get('/api/v2/admin/group_codes')).json<{ group_codes: Array<{ code: string; retired_at: string | null }> }>().group_codes;
  const active = async (client = admin) => (await codes(client)).filter((c) => c.retired_at === null).map((c) => c.code);
  const codeRows = async () => (await queryRows<{ n: number }>(t.database.db, sql`SELECT count(*)::int AS n FROM group_codes`))[0]?.n;

  it('lists the demo code', async () => {
    expect(await codes()).toMatchObject([{ code: 'DEMO-2026', retired_at: null }]);
  });

  it('adds a custom code (upper-cased) and a generated one; both admit registrations', async () => {
    const custom = await admin.post('/api/v2/admin/group_codes', { code: ' sommer-team-26 ' });
    expect(custom.statusCode).toBe(201);
    expect(custom.json()).toMatchObject({ code: 'SOMMER-TEAM-26', retired_at: null });
    const generated = await admin.post('/api/v2/admin/group_codes', {});
    expect(generated.statusCode).toBe(201);
    const generatedCode = generated.json().code as string;
    expect(generatedCode).toMatch(GENERATED);
    expect((await active()).sort()).toEqual(['DEMO-2026', 'SOMMER-TEAM-26', generatedCode].sort());
    expect((await new ApiClient(t.app).post('/api/v2/register', registration('sommer-team-26', 'rita@deskfair.test'))).statusCode).toBe(
      201,
    );
    expect((await new ApiClient(t.app).post('/api/v2/register', registration(generatedCode, 'rolf@deskfair.test'))).statusCode).toBe(201);
  });

  const badCodes: Array<[string, string]> = [
    ['too short', 'AB-1'],
    ['a leading dash', '-ABCDEF'],
    ['a trailing dash', 'ABCDEF-'],
    ['a blank inside', 'ABC DEF'],
    ['an umlaut', 'BÜRO-2026'],
    ['33 characters', 'A'.repeat(33)],
  ];
  it.each(badCodes)('refuses a code with %s (422 in German and English), adding nothing', async (_, code) => {
    const before = await codeRows();
    admin.language = 'en';
    const en = await admin.post('/api/v2/admin/group_codes', { code });
    admin.language = 'de';
    const de = await admin.post('/api/v2/admin/group_codes', { code });
    expect(en.statusCode).toBe(422);
    expect(en.json().errors.code).toEqual(['6 to 32 characters: letters A–Z, digits and dashes (not first or last).']);
    expect(de.statusCode).toBe(422);
    expect(de.json().errors.code).toEqual(['6 bis 32 Zeichen: Buchstaben A–Z, Ziffern und Bindestriche (nicht am Anfang oder Ende).']);
    expect(await codeRows()).toBe(before);
  });

  it('refuses a code another group holds, in any case', async () => {
    const before = await codeRows();
    const response = await admin.post('/api/v2/admin/group_codes', { code: 'andere-1' });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors.code).toEqual(['Diesen Gruppencode gibt es schon.']);
    expect(await codeRows()).toBe(before);
  });

  it('rotates a code: the old one is retired and refused at registration like an unknown one, the new one works', async () => {
    const response = await admin.post('/api/v2/admin/group_codes/sommer-team-26/rotate');
    expect(response.statusCode).toBe(201);
    const next = response.json().code as string;
    expect(next).toMatch(GENERATED);
    const all = await codes();
    expect(all.find((c) => c.code === 'SOMMER-TEAM-26')?.retired_at).not.toBeNull();
    expect(all.find((c) => c.code === next)?.retired_at).toBeNull();

    const refused = await new ApiClient(t.app).post('/api/v2/register', registration('SOMMER-TEAM-26', 'spaet@deskfair.test'));
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors.group_code).toEqual(['Unbekannter Gruppencode.']);
    expect((await new ApiClient(t.app).get('/api/v2/groups/by_code/SOMMER-TEAM-26')).statusCode).toBe(404);
    expect((await new ApiClient(t.app).post('/api/v2/register', registration(next, 'spaet@deskfair.test'))).statusCode).toBe(201);

    expect((await admin.post('/api/v2/admin/group_codes/SOMMER-TEAM-26/rotate')).statusCode).toBe(404);
    expect((await admin.post('/api/v2/admin/group_codes', { code: 'SOMMER-TEAM-26' })).json().errors.code).toEqual([
      'Diesen Gruppencode gibt es schon.',
    ]);
  });

  it('retires codes but never the last active one', async () => {
    for (const code of (await active()).filter((c) => c !== 'DEMO-2026')) {
      expect((await admin.request('DELETE', `/api/v2/admin/group_codes/${code}`)).statusCode).toBe(204);
    }
    expect(await active()).toEqual(['DEMO-2026']);
    for (const [language, message] of [
      ['de', 'Der letzte aktive Gruppencode kann nicht zurückgezogen werden – sonst kann niemand mehr beitreten.'],
      ['en', 'The last active group code cannot be retired – nobody could join any more.'],
    ] as const) {
      admin.language = language;
      const last = await admin.request('DELETE', '/api/v2/admin/group_codes/DEMO-2026');
      expect(last.statusCode).toBe(422);
      expect(last.json().errors.code).toEqual([message]);
    }
    admin.language = 'de';
    expect(await active()).toEqual(['DEMO-2026']);
    expect((await admin.request('DELETE', '/api/v2/admin/group_codes/NIE-DA-GEWESEN')).statusCode).toBe(404);
  });

  it('refuses members with 403', async () => {
    expect((await member.get('/api/v2/admin/group_codes')).statusCode).toBe(403);
    expect((await member.post('/api/v2/admin/group_codes', {})).statusCode).toBe(403);
    expect((await member.post('/api/v2/admin/group_codes/DEMO-2026/rotate')).statusCode).toBe(403);
    expect((await member.request('DELETE', '/api/v2/admin/group_codes/DEMO-2026')).statusCode).toBe(403);
    expect((await new ApiClient(t.app).get('/api/v2/admin/group_codes')).statusCode).toBe(401);
  });

  it("answers another group's admin 404 for the demo codes and shows only their own", async () => {
    const before = await codes();
    expect(await active(otherAdmin)).toEqual(['ANDERE-1']);
    expect((await otherAdmin.post('/api/v2/admin/group_codes/DEMO-2026/rotate')).statusCode).toBe(404);
    expect((await otherAdmin.request('DELETE', '/api/v2/admin/group_codes/DEMO-2026')).statusCode).toBe(404);
    expect(await codes()).toEqual(before);
  });
});
