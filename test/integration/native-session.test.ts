import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiClient } from '../support/api-client';
import { DATABASE_KINDS } from '../support/databases';
import { DEMO, startTestApp, type TestApp } from '../support/test-app';

const [demo] = DEMO.users;

/**
 * The native app as Capacitor's HTTP stack runs it: cookies are kept and sent back by the platform, but the page never
 * sees them; the XSRF token it echoes is only ever the one from the last X-XSRF-TOKEN response header.
 */
class NativeAppClient {
  private readonly jar = new Map<string, string>();
  xsrfFromHeader: string | null = null;
  token: string | null = null;
  echoXsrf = true;

  constructor(private readonly app: FastifyInstance) {}

  async request(method: 'GET' | 'POST' | 'PUT', url: string, body?: Record<string, unknown>): Promise<LightMyRequestResponse> {
    const response = await this.app.inject({
      method,
      url,
      headers: {
        'accept-language': 'de',
        ...(this.token ? { authorization: `Bearer ${this.token}` } : {}),
        ...(this.echoXsrf && this.xsrfFromHeader && method !== 'GET' ? { 'x-xsrf-token': this.xsrfFromHeader } : {}),
      },
      cookies: Object.fromEntries(this.jar),
      ...(body === undefined ? {} : { payload: body }),
    });
    for (const cookie of response.cookies) {
      if (cookie.value === '') this.jar.delete(cookie.name);
      else this.jar.set(cookie.name, cookie.value);
    }
    const header = response.headers['x-xsrf-token'];
    if (typeof header === 'string') this.xsrfFromHeader = header;
    return response;
  }

  async signIn(): Promise<LightMyRequestResponse> {
    if (!this.xsrfFromHeader) await this.request('GET', '/api/v2/health');
    const response = await this.request('POST', '/api/v2/login', { email: demo.email, password: DEMO.password });
    if (response.statusCode === 200) this.token = response.json<{ token: string }>().token;
    return response;
  }
}

describe.each(DATABASE_KINDS)('the native app signs in with the XSRF token from the response header on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(kind);
  });
  afterAll(() => t.close());

  it('hands out the token in a header equal to the cookie it sets, and again on responses that see the cookie', async () => {
    const first = await t.app.inject({ method: 'GET', url: '/api/v2/health' });
    const cookie = first.cookies.find((c) => c.name === 'XSRF-TOKEN');
    expect(cookie?.sameSite).toBe('Strict');
    expect(first.headers['x-xsrf-token']).toBe(cookie?.value);
    const again = await t.app.inject({ method: 'GET', url: '/api/v2/health', cookies: { 'XSRF-TOKEN': 'the-cookie-it-sees' } });
    expect(again.cookies.map((c) => c.name)).not.toContain('XSRF-TOKEN');
    expect(again.headers['x-xsrf-token']).toBe('the-cookie-it-sees');
    expect(again.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('signs in, refreshes and changes a setting echoing only the header token', async () => {
    const native = new NativeAppClient(t.app);
    const signIn = await native.signIn();
    expect(signIn.statusCode).toBe(200);
    const refresh = await native.request('GET', '/api/v2/refresh');
    expect(refresh.statusCode).toBe(200);
    native.token = refresh.json<{ token: string }>().token;
    const change = await native.request('PUT', '/api/v2/settings', { desk_label: 'Im Zug' });
    expect(change.statusCode).toBe(200);
    expect(change.json()).toMatchObject({ desk_label: 'Im Zug' });
    const signOut = await native.request('POST', '/api/v2/logout');
    expect(signOut.statusCode).toBe(204);
    expect((await native.request('GET', '/api/v2/refresh')).statusCode).toBe(401);
  });

  it('refuses an unsafe request without the token: 403 and nothing changed', async () => {
    const native = new NativeAppClient(t.app);
    expect((await native.signIn()).statusCode).toBe(200);
    native.echoXsrf = false;
    const change = await native.request('PUT', '/api/v2/settings', { first_name: 'Mallory' });
    expect(change.statusCode).toBe(403);
    expect(change.json()).toMatchObject({ id: 'xsrf_mismatch', message: 'Nicht erlaubte Benutzung.' });
    expect((await native.request('GET', '/api/v2/settings')).json()).toMatchObject({ first_name: 'Dana' });
  });

  it('refuses a header token of another session: it must equal this client’s cookie', async () => {
    const native = new NativeAppClient(t.app);
    expect((await native.signIn()).statusCode).toBe(200);
    const other = new ApiClient(t.app);
    await other.get('/api/v2/health');
    native.xsrfFromHeader = other.cookies.get('XSRF-TOKEN') ?? null;
    const change = await native.request('PUT', '/api/v2/settings', { first_name: 'Mallory' });
    expect(change.statusCode).toBe(403);
    expect((await native.request('GET', '/api/v2/settings')).json()).toMatchObject({ first_name: 'Dana' });
  });

  it('refuses to sign in without the token', async () => {
    const native = new NativeAppClient(t.app);
    await native.request('GET', '/api/v2/health');
    native.echoXsrf = false;
    const signIn = await native.request('POST', '/api/v2/login', { email: demo.email, password: DEMO.password });
    expect(signIn.statusCode).toBe(403);
    expect(signIn.cookies.map((c) => c.name)).not.toContain('deskfair_refresh');
  });
});
