import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditResponseSchema } from '../../src/contract/audit';
import { ApiClient } from '../support/api-client';
import { DATABASE_KINDS } from '../support/databases';
import { createGroupWithUser } from '../support/groups';
import { DEMO, startTestApp, type TestApp } from '../support/test-app';

const OTHER = { name: 'Prüf AG', code: 'PRUEF-1', email: 'paula@pruef.test', password: 'Pruef!Pass12' };
const [ADMIN, MEMBER] = DEMO.users;

describe.each(DATABASE_KINDS)('audit log on %s', (kind) => {
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

  it('records who added, rotated and retired a group code, newest first', async () => {
    expect((await admin.post('/api/v2/admin/group_codes', { code: 'AUDIT-ONE' })).statusCode).toBe(201);
    const rotated = await admin.post('/api/v2/admin/group_codes/AUDIT-ONE/rotate', {});
    expect(rotated.statusCode).toBe(201);
    const replacement = (rotated.json() as { code: string }).code;
    expect((await admin.request('DELETE', `/api/v2/admin/group_codes/${replacement}`)).statusCode).toBe(204);

    const { entries } = await admin.getAs('/api/v2/admin/audit?entity=group_code', auditResponseSchema);
    expect(entries.slice(0, 3).map((e) => [e.action, e.entity_id])).toEqual([
      ['delete', replacement],
      ['update', 'AUDIT-ONE'],
      ['create', 'AUDIT-ONE'],
    ]);
    expect(entries[0]?.actor?.email).toBe('demo@deskfair.test');
    expect(entries[1]?.after).toEqual({ code: replacement });
  });

  it('is for admins only, and never shows another group', async () => {
    expect((await member.get('/api/v2/admin/audit')).statusCode).toBe(403);
    expect((await otherAdmin.getAs('/api/v2/admin/audit', auditResponseSchema)).entries).toEqual([]);
  });

  it('refuses a bad page cursor with the field message', async () => {
    const res = await admin.get('/api/v2/admin/audit?before_id=abc', { 'accept-language': 'en' });
    expect(res.statusCode).toBe(422);
    expect(Object.keys((res.json() as { errors: Record<string, string[]> }).errors)).toEqual(['before_id']);
  });
});
