import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ssoDiscoverResponseSchema, ssoSettingsSchema } from '../../src/contract/sso';
import { users } from '../../src/server/db/schema';
import { ApiClient, bodyAs } from '../support/api-client';
import { DATABASE_KINDS } from '../support/databases';
import { createGroupWithUser } from '../support/groups';
import { startOidcProvider, type TestOidcProvider } from '../support/oidc-provider';
import { DEMO, startTestApp, type TestApp } from '../support/test-app';

const PUBLIC_URL = 'http://deskfair.localhost:8080';
const OTHER = { name: 'Andere AG', code: 'ANDERE-1', email: 'bea@andere.test', password: 'Andere!Pass1' };
const ACCOUNTS = {
  neu: { email: 'jana.neumann@deskfair.test', given_name: 'Jana', family_name: 'Neumann' },
  bea: { email: OTHER.email, given_name: 'Bea', family_name: 'Beispiel' },
  fremd: { email: 'fritz@fremd.test', given_name: 'Fritz', family_name: 'Fremd' },
};

describe.each(DATABASE_KINDS)('single sign-on with OpenID Connect on %s', (kind) => {
  let t: TestApp;
  let idp: TestOidcProvider;
  let admin: ApiClient;

  beforeAll(async () => {
    t = await startTestApp(kind, { PUBLIC_URL });
    idp = await startOidcProvider({ redirectUri: `${PUBLIC_URL}/api/v2/auth/sso/callback`, accounts: ACCOUNTS });
    await createGroupWithUser(t.database, OTHER);
    admin = new ApiClient(t.app);
    await admin.login(DEMO.users[0].email, DEMO.password);
    const saved = await admin.put('/api/v2/admin/sso', {
      sso_mandatory: false,
      providers: [
        {
          protocol: 'oidc',
          display_name: 'Deskfair-Konto',
          issuer: idp.issuer,
          client_id: idp.clientId,
          client_secret: idp.clientSecret,
          email_domains: ['deskfair.test', 'andere.test'],
        },
      ],
    });
    expect(saved.statusCode).toBe(200);
  });
  afterAll(async () => {
    await idp.close();
    await t.close();
  });

  /** From the start URL through the provider back to our callback; returns where the app sends the browser. */
  async function signInAt(login: string): Promise<string> {
    const start = await new ApiClient(t.app).get('/api/v2/auth/sso/DEMO-2026');
    expect(start.statusCode).toBe(302);
    const back = await idp.signIn(String(start.headers.location), login);
    const callback = await new ApiClient(t.app).get(`${back.pathname}${back.search}`);
    expect(callback.statusCode).toBe(302);
    return String(callback.headers.location);
  }
  const tokenOf = (location: string) => decodeURIComponent(location.slice(`${PUBLIC_URL}/#/acs/`.length));

  it('finds the provider by e-mail domain and by group code; other domains have none', async () => {
    const client = new ApiClient(t.app);
    const byEmail = bodyAs(
      await client.get('/api/v2/auth/sso/discover?email_or_code=jana%40deskfair.test'),
      200,
      ssoDiscoverResponseSchema,
    );
    expect(byEmail.sso).toBe(true);
    expect(byEmail.display_name).toBe('Deskfair-Konto');
    expect(byEmail.start_url).toMatch(/^\/api\/v2\/auth\/sso\/DEMO-2026\?provider=\d+$/);
    const byCode = bodyAs(await client.get('/api/v2/auth/sso/discover?email_or_code=DEMO-2026'), 200, ssoDiscoverResponseSchema);
    expect(byCode.sso).toBe(true);
    const none = bodyAs(await client.get('/api/v2/auth/sso/discover?email_or_code=x%40nowhere.test'), 200, ssoDiscoverResponseSchema);
    expect(none).toEqual({ sso: false, mandatory: false, display_name: null, start_url: null });
  });

  it('creates a new member from the claims and exchanges the one-time token for a session once', async () => {
    const location = await signInAt('neu');
    expect(location.startsWith(`${PUBLIC_URL}/#/acs/`)).toBe(true);
    const [created] = await t.database.db.select().from(users).where(eq(users.email, 'jana.neumann@deskfair.test'));
    expect(created?.firstName).toBe('Jana');
    expect(created?.name).toBe('Neumann');
    expect(created?.groupId).toBe(t.demoGroupId);

    const browser = new ApiClient(t.app);
    const exchanged = await browser.post(`/api/v2/acs/${encodeURIComponent(tokenOf(location))}`);
    expect(exchanged.statusCode).toBe(200);
    browser.token = exchanged.json<{ token: string }>().token;
    expect(browser.cookies.has('deskfair_refresh')).toBe(true);
    const ego = await browser.get('/api/v2/ego');
    expect(ego.statusCode).toBe(200);
    expect(ego.json<{ user: { email: string; first_name: string } }>().user.email).toBe('jana.neumann@deskfair.test');

    const replay = new ApiClient(t.app);
    const again = await replay.post(`/api/v2/acs/${encodeURIComponent(tokenOf(location))}`);
    expect(again.statusCode).toBe(401);
    expect(again.json()).toEqual({
      id: 'unauthorized',
      message: 'Diese Anmeldung ist ungültig oder abgelaufen. Bitte erneut über dein Firmenkonto anmelden.',
    });
    expect(replay.cookies.has('deskfair_refresh')).toBe(false);
  });

  it('signs in an existing member by e-mail without creating another', async () => {
    const before = await t.database.db.select().from(users).where(eq(users.groupId, t.demoGroupId));
    await signInAt('neu');
    const after = await t.database.db.select().from(users).where(eq(users.groupId, t.demoGroupId));
    expect(after.length).toBe(before.length);
  });

  it('refuses a user whose e-mail belongs to another group', async () => {
    expect(await signInAt('bea')).toBe(`${PUBLIC_URL}/#/login?sso_error=other_group`);
  });

  it("refuses an e-mail outside the provider's domains and creates nobody", async () => {
    expect(await signInAt('fremd')).toBe(`${PUBLIC_URL}/#/login?sso_error=wrong_domain`);
    expect(await t.database.db.select().from(users).where(eq(users.email, 'fritz@fremd.test'))).toEqual([]);
  });

  it('refuses a wrong or reused state', async () => {
    const client = new ApiClient(t.app);
    const forged = await client.get(`/api/v2/auth/sso/callback?code=abc&state=${t.demoGroupId}.1.${'A'.repeat(43)}`);
    expect(forged.statusCode).toBe(302);
    expect(forged.headers.location).toBe(`${PUBLIC_URL}/#/login?sso_error=state_invalid`);
    const garbage = await client.get('/api/v2/auth/sso/callback?code=abc&state=nonsense');
    expect(garbage.headers.location).toBe(`${PUBLIC_URL}/#/login?sso_error=state_invalid`);

    const start = await client.get('/api/v2/auth/sso/DEMO-2026');
    const back = await idp.signIn(String(start.headers.location), 'neu');
    const first = await client.get(`${back.pathname}${back.search}`);
    expect(String(first.headers.location).startsWith(`${PUBLIC_URL}/#/acs/`)).toBe(true);
    const second = await client.get(`${back.pathname}${back.search}`);
    expect(second.headers.location).toBe(`${PUBLIC_URL}/#/login?sso_error=state_invalid`);
  });

  it('answers 404 for a group without a provider', async () => {
    const response = await new ApiClient(t.app).get('/api/v2/auth/sso/ANDERE-1');
    expect(response.statusCode).toBe(404);
    expect(response.json<{ message: string }>().message).toBe('Für diese Gruppe ist keine Anmeldung über ein Firmenkonto eingerichtet.');
  });

  it('never returns the client secret', async () => {
    const settings = bodyAs(await admin.get('/api/v2/admin/sso'), 200, ssoSettingsSchema);
    expect(settings.providers[0]?.has_client_secret).toBe(true);
    expect(JSON.stringify(settings)).not.toContain(idp.clientSecret);
    expect(settings.oidc_redirect_uri).toBe(`${PUBLIC_URL}/api/v2/auth/sso/callback`);
  });
});
