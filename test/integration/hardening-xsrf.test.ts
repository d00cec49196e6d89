import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiClient } from '../support/api-client';
import { DATABASE_KINDS } from '../support/databases';
import { DEMO, startTestApp, type TestApp } from '../support/test-app';

const [demo] = DEMO.users;

describe.each(DATABASE_KINDS)('XSRF cannot be skipped on %s', (kind) => {
  let t: TestApp;
  let dana: ApiClient;
  beforeAll(async () => {
    t = await startTestApp(kind);
    dana = new ApiClient(t.app);
    await dana.login(demo.email, DEMO.password);
  });
  afterAll(() => t.close());

  const firstName = async () => (await dana.get('/api/v2/settings')).json<{ first_name: string }>().first_name;

  it.each([
    ['/%61pi/v2/settings', 403],
    ['/api/v2/%73ettings', 403],
    ['/%61%70%69/%76%32/settings', 403],
    ['//api/v2/settings', 404],
    ['/api//v2/settings', 404],
  ])('refuses an unsafe request without the header however its path is spelled: %s', async (path, status) => {
    dana.sendXsrf = false;
    const response = await dana.put(path, { first_name: 'Mallory' }).finally(() => (dana.sendXsrf = true));
    expect(response.statusCode).toBe(status);
    if (status === 403) expect(response.json()).toMatchObject({ id: 'xsrf_mismatch', message: 'Nicht erlaubte Benutzung.' });
    expect(await firstName()).toBe('Dana');
  });

  it('refuses a cross-site sign-out through an encoded path: the refresh cookie keeps working', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/%61pi/v2/logout',
      cookies: Object.fromEntries(dana.cookies),
    });
    expect(response.statusCode).toBe(403);
    expect((await dana.get('/api/v2/refresh')).statusCode).toBe(200);
  });

  it('still accepts the encoded path when the header is echoed', async () => {
    const response = await dana.put('/%61pi/v2/settings', { desk_label: 'Fenster' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ desk_label: 'Fenster' });
  });

  it('sets the XSRF cookie on API responses only, not on other paths', async () => {
    const api = await t.app.inject({ method: 'GET', url: '/api/v2/health' });
    expect(api.cookies.map((c) => c.name)).toContain('XSRF-TOKEN');
    for (const url of ['/', '/index.html', '/assets/app.js']) {
      const other = await t.app.inject({ method: 'GET', url });
      expect(other.cookies.map((c) => c.name)).not.toContain('XSRF-TOKEN');
    }
  });
});
