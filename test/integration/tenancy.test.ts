import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiClient } from '../support/api-client';
import { DATABASE_KINDS } from '../support/databases';
import { createGroupWithUser } from '../support/groups';
import { DEMO, startTestApp, TEST_JWT_SECRET, type TestApp } from '../support/test-app';

const [demo] = DEMO.users;
const OTHER = { name: 'Andere AG', code: 'ANDERE-1', email: 'bea@andere.test', password: 'Andere!Pass1', apiHost: 'eu2.deskfair.test' };

describe.each(DATABASE_KINDS)('groups stay apart on %s', (kind) => {
  let t: TestApp;
  let other: Awaited<ReturnType<typeof createGroupWithUser>>;
  let a: ApiClient;
  let b: ApiClient;

  beforeAll(async () => {
    t = await startTestApp(kind);
    other = await createGroupWithUser(t.database, OTHER);
    a = new ApiClient(t.app);
    b = new ApiClient(t.app);
    await a.login(demo.email, DEMO.password);
    await b.login(OTHER.email, OTHER.password);
  });
  afterAll(() => t.close());

  it("each user's ego shows only their own group and user", async () => {
    const egoA = (await a.get('/api/v2/ego')).json();
    const egoB = (await b.get('/api/v2/ego')).json();
    expect(egoA.group.id).toBe(t.demoGroupId);
    expect(egoB.group.id).toBe(other.group.id);
    expect(JSON.stringify(egoA)).not.toContain(OTHER.email);
    expect(JSON.stringify(egoB)).not.toContain(demo.email);
    expect(egoB.group.slots).toEqual([]);
  });

  it("carries the group's API host in the token payload", () => {
    const payload = JSON.parse(Buffer.from((b.token ?? '').split('.')[1] ?? '', 'base64url').toString());
    expect(payload).toMatchObject({ gid: other.group.id, host: OTHER.apiHost });
  });

  it("a token naming group B with a user of group A reaches nobody's data", async () => {
    const egoA = (await a.get('/api/v2/ego')).json();
    const crossed = new ApiClient(t.app);
    crossed.token = await new SignJWT({ gid: other.group.id })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(String(egoA.user.id))
      .setExpirationTime('5m')
      .sign(new TextEncoder().encode(TEST_JWT_SECRET));
    expect((await crossed.get('/api/v2/ego')).statusCode).toBe(401);
    expect((await crossed.get('/api/v2/settings')).statusCode).toBe(401);
    expect((await crossed.put('/api/v2/settings', { first_name: 'Übernommen' })).statusCode).toBe(401);
    expect((await b.get('/api/v2/settings')).json().first_name).toBe('Bea');
  });

  it("a token with group A's id edited into B's payload fails its signature", async () => {
    const [header, payload, signature] = (b.token ?? '').split('.');
    const claims = JSON.parse(Buffer.from(payload ?? '', 'base64url').toString());
    const tampered = Buffer.from(JSON.stringify({ ...claims, gid: t.demoGroupId })).toString('base64url');
    const forger = new ApiClient(t.app);
    forger.token = `${header}.${tampered}.${signature}`;
    expect((await forger.get('/api/v2/ego')).statusCode).toBe(401);
  });

  it("settings changes stay in the caller's own row", async () => {
    expect((await b.put('/api/v2/settings', { first_name: 'Berta' })).statusCode).toBe(200);
    expect((await a.get('/api/v2/settings')).json().first_name).toBe(demo.firstName);
    expect((await b.get('/api/v2/settings')).json().first_name).toBe('Berta');
  });

  it("a reset token of group B used with group A's id is invalid", async () => {
    await b.post('/api/v2/password/forgot', { email: OTHER.email });
    const response = await a.get(`/api/v2/password/policy?token=${t.demoGroupId}.1.${'A'.repeat(43)}`);
    expect(response.statusCode).toBe(422);
  });
});
