import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { expectAccessible } from './support/axe';
import { launchBrowser, newPage, open, waitForRoute, waitLoaded } from './support/browser';
import { signIn } from './support/forms';
import { logLength, waitForResetLink } from './support/mail-log';

describe('forgot password', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('requests a link, sets a new password and signs in with it', async () => {
    const page = await newPage(browser);
    await open(page, '/login');
    await page.getByRole('link', { name: 'Passwort vergessen?' }).click();
    await waitForRoute(page, '/password');
    await page.getByRole('heading', { level: 1, name: 'Passwort vergessen' }).waitFor();
    await expectAccessible(page, 'forgot password');
    const since = logLength();
    await page.getByLabel('E-Mail-Adresse', { exact: true }).fill('demo@deskfair.test');
    await page.getByRole('button', { name: 'Link anfordern' }).click();
    await page.getByTestId('form-success').waitFor();

    const link = await waitForResetLink(since);
    await page.goto(link);
    await waitLoaded(page);
    await page.getByRole('heading', { level: 1, name: 'Neues Passwort' }).waitFor();
    await expectAccessible(page, 'new password');
    const password = 'Neu!Passwort2026';
    await page.getByLabel('Neues Passwort', { exact: true }).fill(password);
    await page.getByLabel('Neues Passwort wiederholen', { exact: true }).fill(password);
    await page.getByRole('button', { name: 'Passwort speichern' }).click();
    await page.getByTestId('form-success').waitFor();
    await page.getByRole('link', { name: 'Zur Anmeldung' }).click();
    await waitForRoute(page, '/login');
    await signIn(page, 'demo@deskfair.test', password);
    await waitForRoute(page, '/reports');
    await page.getByRole('navigation', { name: 'Hauptnavigation' }).waitFor();
    await page.context().close();
  });
});
