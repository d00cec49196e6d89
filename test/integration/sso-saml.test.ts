import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../src/server/db/schema';
import { ApiClient } from '../support/api-client';
import { DATABASE_KINDS } from '../support/databases';
import { createGroupWithUser } from '../support/groups';
import { createIdpKeys, readAuthnRedirect, signedSamlResponse, type SamlIdpKeys } from '../support/saml-idp';
import { DEMO, startTestApp, type TestApp } from '../support/test-app';

const PUBLIC_URL = 'http://deskfair.localhost:8080';
const ACS_URL = `${PUBLIC_URL}/api/v2/auth/sso/saml/acs`;
const SP_ENTITY_ID = `${PUBLIC_URL}/api/v2/auth/sso/saml`;
const IDP_ENTITY_ID = 'https://idp.deskfair.test/saml';
const OTHER = { name: 'Andere AG', code: 'ANDERE-1', email: 'bea@andere.test', password: 'Andere!Pass1' };
const loginWith = (id: string) => `${PUBLIC_URL}/#/login?sso_error=${id}`;

describe.each(DATABASE_KINDS)('single sign-on with SAML on %s', (kind) => {
  let t: TestApp;
  let keys: SamlIdpKeys;

  beforeAll(async () => {
    t = await startTestApp(kind, { PUBLIC_URL });
    keys = createIdpKeys();
    await createGroupWithUser(t.database, OTHER);
    const admin = new ApiClient(t.app);
    await admin.login(DEMO.users[0].email, DEMO.password);
    const saved = await admin.put('/api/v2/admin/sso', {
      sso_mandatory: false,
      providers: [
        {
          protocol: 'saml',
          display_name: 'Firmen-IdP',
          entry_point: 'https://idp.deskfair.test/sso',
          idp_certificate: keys.certificate,
          idp_entity_id: IDP_ENTITY_ID,
          email_domains: ['deskfair.test', 'andere.test'],
        },
      ],
    });
    expect(saved.statusCode).toBe(200);
  });
  afterAll(() => t.close());

  /** Starts a sign-in, lets the IdP answer (signed with the test key unless told otherwise) and posts the answer like a browser. */
  async function signIn(
    person: { email: string; firstName?: string; name?: string },
    change: { audience?: string; notOnOrAfter?: Date; keys?: SamlIdpKeys; tamper?: (xml: string) => string } = {},
  ) {
    const start = await new ApiClient(t.app).get('/api/v2/auth/sso/DEMO-2026');
    expect(start.statusCode).toBe(302);
    const location = String(start.headers.location);
    expect(location.startsWith('https://idp.deskfair.test/sso?SAMLRequest=')).toBe(true);
    const { requestId, relayState } = readAuthnRedirect(location);
    const response = signedSamlResponse({
      keys: change.keys ?? keys,
      issuer: IDP_ENTITY_ID,
      audience: change.audience ?? SP_ENTITY_ID,
      recipient: ACS_URL,
      inResponseTo: requestId,
      email: person.email,
      firstName: person.firstName ?? 'Sam',
      name: person.name ?? 'Saml',
      ...(change.notOnOrAfter ? { notOnOrAfter: change.notOnOrAfter } : {}),
    });
    const base64 = change.tamper ? Buffer.from(change.tamper(response.xml)).toString('base64') : response.base64;
    return { base64, relayState, location: await postToAcs(base64, relayState) };
  }

  async function postToAcs(samlResponse: string, relayState: string): Promise<string> {
    const posted = await t.app.inject({
      method: 'POST',
      url: '/api/v2/auth/sso/saml/acs',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ SAMLResponse: samlResponse, RelayState: relayState }).toString(),
    });
    expect(posted.statusCode).toBe(302);
    return String(posted.headers.location);
  }

  const usersWithEmail = (email: string) => t.database.db.select().from(users).where(eq(users.email, email));

  it('signs in a new member from the attributes; the one-time token yields a session', async () => {
    const { location } = await signIn({ email: 'sina.schoen@deskfair.test', firstName: 'Sina', name: 'Schön' });
    expect(location.startsWith(`${PUBLIC_URL}/#/acs/`)).toBe(true);
    const [created] = await usersWithEmail('sina.schoen@deskfair.test');
    expect([created?.firstName, created?.name, created?.groupId]).toEqual(['Sina', 'Schön', t.demoGroupId]);
    const browser = new ApiClient(t.app);
    const exchanged = await browser.post(`/api/v2/acs/${location.slice(`${PUBLIC_URL}/#/acs/`.length)}`);
    expect(exchanged.statusCode).toBe(200);
    browser.token = exchanged.json<{ token: string }>().token;
    expect((await browser.get('/api/v2/ego')).json<{ user: { email: string } }>().user.email).toBe('sina.schoen@deskfair.test');
  });

  it('refuses an assertion for another audience', async () => {
    const { location } = await signIn({ email: 'aud@deskfair.test' }, { audience: 'https://other.example/sp' });
    expect(location).toBe(loginWith('wrong_audience'));
    expect(await usersWithEmail('aud@deskfair.test')).toEqual([]);
  });

  it('refuses an expired assertion', async () => {
    const { location } = await signIn({ email: 'old@deskfair.test' }, { notOnOrAfter: new Date(Date.now() - 60_000) });
    expect(location).toBe(loginWith('expired'));
    expect(await usersWithEmail('old@deskfair.test')).toEqual([]);
  });

  it('refuses a changed assertion and one signed with another key', async () => {
    const tampered = await signIn(
      { email: 'echt@deskfair.test' },
      { tamper: (xml) => xml.replaceAll('echt@deskfair.test', 'boss@deskfair.test') },
    );
    expect(tampered.location).toBe(loginWith('bad_signature'));
    const foreign = await signIn({ email: 'fremdkey@deskfair.test' }, { keys: createIdpKeys() });
    expect(foreign.location).toBe(loginWith('bad_signature'));
    expect(await usersWithEmail('boss@deskfair.test')).toEqual([]);
    expect(await usersWithEmail('fremdkey@deskfair.test')).toEqual([]);
  });

  it('refuses a replayed assertion, with a fresh sign-in or the old one', async () => {
    const first = await signIn({ email: 'replay@deskfair.test' });
    expect(first.location.startsWith(`${PUBLIC_URL}/#/acs/`)).toBe(true);
    expect(await postToAcs(first.base64, first.relayState)).toBe(loginWith('state_invalid'));
    const fresh = readAuthnRedirect(String((await new ApiClient(t.app).get('/api/v2/auth/sso/DEMO-2026')).headers.location));
    expect(await postToAcs(first.base64, fresh.relayState)).toBe(loginWith('replayed'));
  });

  it("refuses a member of another group's domain and creates nothing", async () => {
    const { location } = await signIn({ email: OTHER.email });
    expect(location).toBe(loginWith('other_group'));
    const [bea] = await usersWithEmail(OTHER.email);
    expect(bea?.groupId).not.toBe(t.demoGroupId);
  });

  it('the ACS needs no XSRF token, but other posts still do', async () => {
    const other = await t.app.inject({ method: 'POST', url: '/api/v2/logout' });
    expect(other.statusCode).toBe(403);
  });
});
