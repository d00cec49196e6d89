import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ssoSettingsSchema } from '../../src/contract/sso';
import { users } from '../../src/server/db/schema';
import { ApiClient, bodyAs } from '../support/api-client';
import { DATABASE_KINDS } from '../support/databases';
import { createGroupWithUser } from '../support/groups';
import { DEMO, startTestApp, type TestApp } from '../support/test-app';

const OTHER = { name: 'Andere AG', code: 'ANDERE-1', email: 'bea@andere.test', password: 'Andere!Pass1' };
const MANDATORY = 'Deine Firma meldet dich über ihr Firmenkonto an.';
const OIDC = {
  protocol: 'oidc',
  display_name: 'Firmenkonto',
  issuer: 'https://login.deskfair.test',
  client_id: 'deskfair',
  client_secret: 'geheim-1234',
  email_domains: ['deskfair.test'],
};

describe.each(DATABASE_KINDS)('SSO settings and mandatory SSO on %s', (kind) => {
  let t: TestApp;
  let admin: ApiClient;
  let member: ApiClient;
  let otherAdmin: ApiClient;

  beforeAll(async () => {
    t = await startTestApp(kind);
    const other = await createGroupWithUser(t.database, OTHER);
    await t.database.db.update(users).set({ isAdmin: true }).where(eq(users.id, other.user.id));
    admin = new ApiClient(t.app);
    await admin.login(DEMO.users[0].email, DEMO.password);
    member = new ApiClient(t.app);
    await member.login(DEMO.users[1].email, DEMO.password);
    otherAdmin = new ApiClient(t.app);
    await otherAdmin.login(OTHER.email, OTHER.password);
  });
  afterAll(() => t.close());

  it('refuses bad input with field messages and stores nothing', async () => {
    const response = await admin.put('/api/v2/admin/sso', {
      sso_mandatory: true,
      providers: [{ ...OIDC, issuer: 'http://login.example.com', email_domains: ['not a domain'] }],
    });
    expect(response.statusCode).toBe(422);
    expect(response.json<{ errors: Record<string, string[]> }>().errors).toEqual({
      'providers.0.issuer': ['Bitte eine https-Adresse angeben.'],
      'providers.0.email_domains.0': ['Bitte eine Domain wie firma.de angeben.'],
    });
    const saml = await admin.put('/api/v2/admin/sso', {
      sso_mandatory: false,
      providers: [
        {
          protocol: 'saml',
          display_name: 'X',
          entry_point: 'https://idp.test/sso',
          idp_certificate: 'nope',
          email_domains: ['deskfair.test'],
        },
      ],
    });
    expect(saml.json<{ errors: Record<string, string[]> }>().errors).toEqual({
      'providers.0.idp_certificate': ['Bitte ein Zertifikat im PEM-Format angeben (-----BEGIN CERTIFICATE----- …).'],
    });
    const lockout = await admin.put('/api/v2/admin/sso', { sso_mandatory: true, providers: [] });
    expect(lockout.json<{ errors: Record<string, string[]> }>().errors).toEqual({
      sso_mandatory: ['Ohne Anmeldedienst kann die Anmeldung über das Firmenkonto nicht Pflicht sein.'],
    });
    expect(bodyAs(await admin.get('/api/v2/admin/sso'), 200, ssoSettingsSchema).providers).toEqual([]);
  });

  it('answers 403 to members and keeps each group to its own settings', async () => {
    expect((await member.get('/api/v2/admin/sso')).statusCode).toBe(403);
    expect((await member.put('/api/v2/admin/sso', { sso_mandatory: true, providers: [] })).statusCode).toBe(403);
    expect((await admin.put('/api/v2/admin/sso', { sso_mandatory: false, providers: [OIDC] })).statusCode).toBe(200);
    const others = bodyAs(await otherAdmin.get('/api/v2/admin/sso'), 200, ssoSettingsSchema);
    expect(others.providers).toEqual([]);
    const taken = await otherAdmin.put('/api/v2/admin/sso', {
      sso_mandatory: false,
      providers: [{ ...OIDC, email_domains: ['deskfair.test'] }],
    });
    expect(taken.statusCode).toBe(422);
    expect(taken.json<{ errors: Record<string, string[]> }>().errors).toEqual({
      'providers.0.email_domains': ['Diese Domain meldet schon eine andere Gruppe an.'],
    });
    const mine = bodyAs(await admin.get('/api/v2/admin/sso'), 200, ssoSettingsSchema);
    expect(mine.providers.map((p) => [p.display_name, p.issuer, p.has_client_secret, p.email_domains])).toEqual([
      ['Firmenkonto', 'https://login.deskfair.test', true, ['deskfair.test']],
    ]);
  });

  it('keeps the stored client secret when a change sends none', async () => {
    const [stored] = bodyAs(await admin.get('/api/v2/admin/sso'), 200, ssoSettingsSchema).providers;
    const withoutSecret = { ...OIDC, client_secret: undefined };
    const changed = await admin.put('/api/v2/admin/sso', {
      sso_mandatory: false,
      providers: [{ ...withoutSecret, id: stored?.id, display_name: 'Neu' }],
    });
    const [provider] = bodyAs(changed, 200, ssoSettingsSchema).providers;
    expect([provider?.id, provider?.display_name, provider?.has_client_secret]).toEqual([stored?.id, 'Neu', true]);
  });

  it('mandatory SSO refuses password sign-in, registration and reset mails with 403', async () => {
    expect((await admin.put('/api/v2/admin/sso', { sso_mandatory: true, providers: [OIDC] })).statusCode).toBe(200);
    const client = new ApiClient(t.app);
    const login = await client.login(DEMO.users[1].email, DEMO.password);
    expect([login.statusCode, login.json<{ message: string }>().message]).toEqual([403, MANDATORY]);
    expect(client.cookies.has('deskfair_refresh')).toBe(false);
    const register = await client.post('/api/v2/register', {
      group_code: DEMO.groupCode,
      first_name: 'Neu',
      name: 'Ling',
      email: 'neu.ling@deskfair.test',
      email_confirmation: 'neu.ling@deskfair.test',
      password: 'Sehr!Geheim2026',
      password_confirmation: 'Sehr!Geheim2026',
      terms: true,
    });
    expect([register.statusCode, register.json<{ message: string }>().message]).toEqual([403, MANDATORY]);
    client.language = 'en';
    const forgot = await client.post('/api/v2/password/forgot', { email: DEMO.users[1].email });
    expect([forgot.statusCode, forgot.json<{ message: string }>().message]).toEqual([
      403,
      'Your company signs you in through your company account.',
    ]);
    const otherLogin = await new ApiClient(t.app).login(OTHER.email, OTHER.password);
    expect(otherLogin.statusCode).toBe(200);
  });
});
