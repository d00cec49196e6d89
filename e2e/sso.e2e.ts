import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startOidcProvider, type TestOidcProvider } from '../test/support/oidc-provider';
import { apiCall } from './support/api';
import { expectAccessible } from './support/axe';
import { baseUrl, launchBrowser, newPage, open, waitForRoute, waitLoaded } from './support/browser';
import { DEMO_PASSWORD, signIn } from './support/forms';
import { screenshotWidths } from './support/screenshots';

const SHOTS = '/tmp/shots-sso';
const WIDTHS = [390, 1440];
// A domain of this file only: the demo group's own addresses keep signing in with their passwords.
const DOMAIN = 'sso-e2e.test';

describe('single sign-on through the test OpenID provider', () => {
  let browser: Browser;
  let admin: Page;
  let idp: TestOidcProvider;
  const login = `jana${Date.now().toString(36)}`;
  const email = `${login}@${DOMAIN}`;

  beforeAll(async () => {
    idp = await startOidcProvider({
      redirectUri: `${baseUrl()}/api/v2/auth/sso/callback`,
      accounts: { [login]: { email, given_name: 'Jana', family_name: 'Jäger' } },
    });
    browser = await launchBrowser();
    admin = await newPage(browser);
    await open(admin, '/login');
    await signIn(admin, 'demo@deskfair.test', DEMO_PASSWORD);
    await waitForRoute(admin, '/reports');
    const saved = await apiCall(admin, 'PUT', 'admin/sso', {
      sso_mandatory: false,
      providers: [
        {
          protocol: 'oidc',
          display_name: 'Test-IdP',
          issuer: idp.issuer,
          client_id: idp.clientId,
          client_secret: idp.clientSecret,
          email_domains: [DOMAIN],
        },
      ],
    });
    expect(saved.status).toBe(200);
  });

  afterAll(async () => {
    await apiCall(admin, 'PUT', 'admin/sso', { sso_mandatory: false, providers: [] });
    await browser.close();
    await idp.close();
  });

  it('login page → company account → provider login form → signed in on /reports', async () => {
    const page = await newPage(browser);
    await open(page, '/login');
    const sso = page.getByRole('region', { name: 'Mit Firmenkonto anmelden' });
    await sso.getByLabel('E-Mail-Adresse oder Gruppencode').fill(email);
    await expectAccessible(page, 'login with company account');
    await screenshotWidths(page, SHOTS, 'login-sso', WIDTHS);
    await sso.getByRole('button', { name: 'Weiter zum Firmenkonto' }).click();

    await page.waitForURL((url) => url.href.startsWith(idp.issuer));
    await page.locator('input[name="login"]').fill(login);
    await page.locator('input[name="password"]').fill('any');
    await page.locator('button[type="submit"]').click();
    await page.locator('button[type="submit"]', { hasText: 'Continue' }).click();

    await page.waitForURL((url) => url.href.startsWith(baseUrl()));
    await waitForRoute(page, '/reports');
    await waitLoaded(page);
    const ego = await apiCall<{ user: { email: string; first_name: string } }>(page, 'GET', 'ego');
    expect(ego.status).toBe(200);
    expect([ego.data.user.email, ego.data.user.first_name]).toEqual([email, 'Jana']);
  });

  it('a refused one-time token shows a clear message and the way back to the login page', async () => {
    const page = await newPage(browser);
    await open(page, `/acs/1.1.${'A'.repeat(43)}`);
    await page.getByText('Diese Anmeldung ist ungültig oder abgelaufen. Bitte erneut über dein Firmenkonto anmelden.').waitFor();
    await expectAccessible(page, 'acs refused');
    await screenshotWidths(page, SHOTS, 'acs-refused', WIDTHS);
    await page.getByRole('link', { name: 'Zurück zur Anmeldung' }).click();
    await waitForRoute(page, '/login');
  });

  it('an identity provider refusal comes back to the login page with its reason', async () => {
    const page = await newPage(browser);
    await open(page, '/login?sso_error=other_group');
    await page.getByText('Deine E-Mail-Adresse gehört zu einer anderen Firma in Deskfair.').waitFor();
    await screenshotWidths(page, SHOTS, 'login-sso-error', WIDTHS);
  });
});
