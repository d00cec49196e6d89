import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectAccessible } from './support/axe';
import { baseUrl, launchBrowser, newPage, open } from './support/browser';
import { signIn, uniqueEmail } from './support/forms';

/** The server's default: five failed sign-ins per account within a minute. */
const FAILURES_BEFORE_LOCK = 5;

describe('sign-in of an account under guessing', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('says to wait a minute after repeated failures, at the form, accessibly', async () => {
    const page = await newPage(browser);
    await open(page, '/login');
    const email = uniqueEmail('geraten');
    const wrong = page.locator('main').getByText('E-Mail-Adresse oder Passwort ist falsch.', { exact: true });
    for (let i = 0; i < FAILURES_BEFORE_LOCK; i += 1) {
      await signIn(page, email, `falsch-${i}`);
      await wrong.waitFor();
    }
    await signIn(page, email, 'noch-einmal');
    const locked = page.locator('main').getByText('Zu viele Anfragen. Bitte eine Minute warten.', { exact: true });
    await locked.waitFor();
    expect(await locked.isVisible()).toBe(true);
    await expectAccessible(page, 'login locked for a minute');
    await page.context().close();
  });

  it('gets the XSRF cookie from the API, never with the app files', async () => {
    const page = await newPage(browser);
    for (const path of ['/', '/index.html']) {
      const response = await page.request.get(`${baseUrl()}${path}`);
      expect(response.status()).toBe(200);
      expect(response.headers()['set-cookie'] ?? '').not.toContain('XSRF-TOKEN');
    }
    const api = await page.request.get(`${baseUrl()}/api/v2/health`);
    expect(api.headers()['set-cookie'] ?? '').toContain('XSRF-TOKEN');
    await page.context().close();
  });
});
