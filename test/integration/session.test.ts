import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiClient } from '../support/api-client';
import { DATABASE_KINDS } from '../support/databases';
import { DEMO, startTestApp, TEST_JWT_SECRET, type TestApp } from '../support/test-app';

const [demo] = DEMO.users;

function expiredTokenFor(sub: string, gid: number) {
  const past = Math.floor(Date.now() / 1000) - 60;
  return new SignJWT({ gid })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(sub)
    .setIssuedAt(past - 900)
    .setExpirationTime(past)
    .sign(new TextEncoder().encode(TEST_JWT_SECRET));
}

describe.each(DATABASE_KINDS)('session on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(kind);
  });
  afterAll(() => t.close());

  it('signs in with the demo user and reaches ego with the bearer token', async () => {
    const client = new ApiClient(t.app);
    expect((await client.login(demo.email, DEMO.password)).statusCode).toBe(200);
    const ego = await client.get('/api/v2/ego');
    expect(ego.statusCode).toBe(200);
    expect(ego.json().user.email).toBe(demo.email);
  });

  it('refuses a wrong password with the field message and no cookie', async () => {
    const client = new ApiClient(t.app);
    const response = await client.login(demo.email, 'Falsch!2026x');
    expect(response.statusCode).toBe(422);
    expect(response.json().errors.password).toEqual(['E-Mail-Adresse oder Passwort ist falsch.']);
    expect(client.cookies.has('deskfair_refresh')).toBe(false);
    const unknown = await client.login('nobody@deskfair.test', DEMO.password);
    expect(unknown.json().errors.password).toEqual(['E-Mail-Adresse oder Passwort ist falsch.']);
  });

  it('answers 401 without a token and with a forged one', async () => {
    const client = new ApiClient(t.app);
    expect((await client.get('/api/v2/ego')).statusCode).toBe(401);
    client.token = 'not.a.jwt';
    const forged = await client.get('/api/v2/ego');
    expect(forged.statusCode).toBe(401);
    expect(forged.json()).toEqual({ id: 'unauthorized', message: 'Bitte anmelden.' });
  });

  it('expired access token → 401 → refresh → the retried request works', async () => {
    const client = new ApiClient(t.app);
    await client.login(demo.email, DEMO.password);
    const ego = (await client.get('/api/v2/ego')).json();
    client.token = await expiredTokenFor(String(ego.user.id), ego.group.id);
    expect((await client.get('/api/v2/ego')).statusCode).toBe(401);
    const refreshed = await client.get('/api/v2/refresh');
    expect(refreshed.statusCode).toBe(200);
    client.token = refreshed.json().token;
    const retried = await client.get('/api/v2/ego');
    expect(retried.statusCode).toBe(200);
    expect(retried.json().user.email).toBe(demo.email);
  });

  it('rotates the refresh token; a reused old one is refused and revokes the whole family', async () => {
    const client = new ApiClient(t.app);
    await client.login(demo.email, DEMO.password);
    const first = client.cookies.get('deskfair_refresh');
    expect((await client.get('/api/v2/refresh')).statusCode).toBe(200);
    const second = client.cookies.get('deskfair_refresh');
    expect(second).toBeDefined();
    expect(second).not.toBe(first);

    const thief = new ApiClient(t.app);
    thief.cookies.set('deskfair_refresh', first ?? '');
    const replay = await thief.get('/api/v2/refresh');
    expect(replay.statusCode).toBe(401);

    // The legitimate holder's newer token belongs to the revoked family now.
    const after = await client.get('/api/v2/refresh');
    expect(after.statusCode).toBe(401);
  });

  it('refresh without a cookie or with garbage is 401', async () => {
    const client = new ApiClient(t.app);
    expect((await client.get('/api/v2/refresh')).statusCode).toBe(401);
    client.cookies.set('deskfair_refresh', '1.1.AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA');
    expect((await client.get('/api/v2/refresh')).statusCode).toBe(401);
  });

  it('sign-out ends the refresh family', async () => {
    const client = new ApiClient(t.app);
    await client.login(demo.email, DEMO.password);
    const cookie = client.cookies.get('deskfair_refresh') ?? '';
    expect((await client.post('/api/v2/logout')).statusCode).toBe(204);
    expect(client.cookies.has('deskfair_refresh')).toBe(false);
    const again = new ApiClient(t.app);
    again.cookies.set('deskfair_refresh', cookie);
    expect((await again.get('/api/v2/refresh')).statusCode).toBe(401);
  });

  it('refuses an unsafe request without the XSRF header (403) and changes nothing', async () => {
    const client = new ApiClient(t.app);
    await client.login(demo.email, DEMO.password);
    client.sendXsrf = false;
    const response = await client.put('/api/v2/settings', { first_name: 'Gehackt' });
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toContain('Nicht erlaubte Benutzung.');
    client.sendXsrf = true;
    expect((await client.get('/api/v2/settings')).json().first_name).toBe(demo.firstName);
  });

  it('refuses an XSRF header that differs from the cookie', async () => {
    const client = new ApiClient(t.app);
    await client.get('/api/v2/health');
    const response = await client.request(
      'POST',
      '/api/v2/login',
      { email: demo.email, password: DEMO.password },
      { 'x-xsrf-token': 'wrong' },
    );
    expect(response.statusCode).toBe(403);
  });

  it('sets the readable XSRF-TOKEN cookie on the first response', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/v2/health' });
    const cookie = response.cookies.find((c) => c.name === 'XSRF-TOKEN');
    expect(cookie?.value).toMatch(/^[A-Za-z0-9_-]{32}$/);
    expect(cookie?.httpOnly).toBeFalsy();
  });

  it('keeps the refresh token in an httpOnly cookie scoped to the API', async () => {
    const response = await new ApiClient(t.app).login(demo.email, DEMO.password);
    const cookie = response.cookies.find((c) => c.name === 'deskfair_refresh');
    expect(cookie).toMatchObject({ httpOnly: true, path: '/api/v2', sameSite: 'Strict' });
  });
});

describe('rate limit on sign-in', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp('pglite', { RATE_LIMIT_AUTH_MAX: '3' });
  });
  afterAll(() => t.close());

  it('answers 429 with Retry-After and the spec message after the limit', async () => {
    const client = new ApiClient(t.app);
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) statuses.push((await client.login(demo.email, 'Falsch!2026x')).statusCode);
    expect(statuses).toEqual([422, 422, 422, 429]);
    const limited = await client.login(demo.email, DEMO.password);
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(limited.json()).toMatchObject({ id: 'rate_limited', message: 'Zu viele Anfragen. Bitte eine Minute warten.' });
  });
});

// With REDIS_URL every process counts against one limit (design.md §5).
describe.each(process.env.TEST_REDIS_URL ? [process.env.TEST_REDIS_URL] : [])('rate limit shared through Redis at %s', (redisUrl) => {
  let first: TestApp;
  let second: TestApp;
  beforeAll(async () => {
    first = await startTestApp('pglite', { RATE_LIMIT_AUTH_MAX: '3', REDIS_URL: redisUrl, TRUST_PROXY: 'true' });
    second = await startTestApp('pglite', { RATE_LIMIT_AUTH_MAX: '3', REDIS_URL: redisUrl, TRUST_PROXY: 'true' });
  });
  afterAll(async () => {
    await first.close();
    await second.close();
  });

  it('counts requests to two app instances together', async () => {
    // A fresh client address per run, so counters of an earlier run within the minute do not interfere.
    const ip = `10.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`;
    const statuses: number[] = [];
    for (const t of [first, second, first, second]) {
      const client = new ApiClient(t.app);
      await client.get('/api/v2/health');
      const response = await client.request(
        'POST',
        '/api/v2/login',
        { email: demo.email, password: 'Falsch!2026x' },
        { 'x-forwarded-for': ip },
      );
      statuses.push(response.statusCode);
    }
    expect(statuses).toEqual([422, 422, 422, 429]);
  });
});
