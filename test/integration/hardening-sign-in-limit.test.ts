import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATABASE_KINDS } from '../support/databases';
import { DEMO, startTestApp, type TestApp } from '../support/test-app';

const [dana, karl] = DEMO.users;
const TOO_MANY = 'Zu viele Anfragen. Bitte eine Minute warten.';
const WINDOW_SECONDS = 2;
const LIMITS = { RATE_LIMIT_ACCOUNT_MAX: '3', RATE_LIMIT_ACCOUNT_WINDOW_SECONDS: String(WINDOW_SECONDS) };

/** A JSON POST from a given client address, with the XSRF pair a browser would send. */
const postFrom = (app: FastifyInstance, address: string, url: string, payload: object) =>
  app.inject({
    method: 'POST',
    url,
    payload,
    remoteAddress: address,
    headers: { 'x-xsrf-token': 'x', 'accept-language': 'de' },
    cookies: { 'XSRF-TOKEN': 'x' },
  });
const signIn = (app: FastifyInstance, address: string, email: string, password: string) =>
  postFrom(app, address, '/api/v2/login', { email, password });
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe.each(DATABASE_KINDS)('guessing is slowed per account on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(kind, LIMITS);
  });
  afterAll(() => t.close());

  it('refuses further sign-ins for an account after repeated failures from any address, then lets the right password in', async () => {
    for (const address of ['10.0.0.1', '10.0.0.2', '10.0.0.3']) {
      expect((await signIn(t.app, address, dana.email, 'falsch')).statusCode).toBe(422);
    }
    const locked = await signIn(t.app, '10.0.0.4', dana.email, DEMO.password);
    expect(locked.statusCode).toBe(429);
    expect(locked.json()).toEqual({ id: 'rate_limited', message: TOO_MANY });
    expect((await signIn(t.app, '10.0.0.5', dana.email.toUpperCase(), DEMO.password)).statusCode).toBe(429);
    // Another account is not affected.
    expect((await signIn(t.app, '10.0.0.4', karl.email, DEMO.password)).statusCode).toBe(200);

    await sleep(WINDOW_SECONDS * 1000 + 200);
    expect((await signIn(t.app, '10.0.0.6', dana.email, DEMO.password)).statusCode).toBe(200);
  });

  it('counts unknown addresses the same way, so the answer reveals no account', async () => {
    for (let i = 0; i < 3; i++) expect((await signIn(t.app, `10.0.1.${i}`, 'niemand@deskfair.test', 'x')).statusCode).toBe(422);
    expect((await signIn(t.app, '10.0.1.9', 'niemand@deskfair.test', 'x')).statusCode).toBe(429);
  });

  it("limits reset mails per e-mail address whatever the source, and keeps the spec's 'not found' message", async () => {
    const unknown = await postFrom(t.app, '10.0.2.1', '/api/v2/password/forgot', { email: 'unbekannt@deskfair.test' });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().errors.email).toEqual(['E-Mail-Adresse nicht gefunden.']);
    for (const address of ['10.0.2.2', '10.0.2.3']) {
      expect((await postFrom(t.app, address, '/api/v2/password/forgot', { email: karl.email })).statusCode).toBe(200);
    }
    expect((await postFrom(t.app, '10.0.2.4', '/api/v2/password/forgot', { email: karl.email })).statusCode).toBe(200);
    const limited = await postFrom(t.app, '10.0.2.5', '/api/v2/password/forgot', { email: karl.email });
    expect(limited.statusCode).toBe(429);
    expect(limited.json().message).toBe(TOO_MANY);
  });
});

describe.runIf(process.env.TEST_REDIS_URL)('the account limit is shared through Redis', () => {
  const shared = { ...LIMITS, REDIS_URL: process.env.TEST_REDIS_URL ?? '' };
  let first: TestApp;
  let second: TestApp;
  beforeAll(async () => {
    first = await startTestApp('pglite', shared);
    second = await startTestApp('pglite', shared);
    await sleep(300); // both Redis connections ready
  });
  afterAll(async () => {
    await first.close();
    await second.close();
  });

  it('failures counted by one process lock the account in the other', async () => {
    const email = `geteilt-${Date.now()}@deskfair.test`;
    for (let i = 0; i < 3; i++) expect((await signIn(first.app, '10.0.3.1', email, 'x')).statusCode).toBe(422);
    expect((await signIn(second.app, '10.0.3.2', email, 'x')).statusCode).toBe(429);
  });
});
