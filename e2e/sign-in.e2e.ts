import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectAccessible } from './support/axe';
import { baseUrl, launchBrowser, newPage, open, route, waitForRoute } from './support/browser';
import { DEMO_PASSWORD, signIn } from './support/forms';

describe('sign-in', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('shows the error message for a wrong password at the password field', async () => {
    const page = await newPage(browser);
    await open(page, '/login');
    await signIn(page, 'kollege@deskfair.test', 'falsch-falsch');
    const error = page.locator('main').getByText('E-Mail-Adresse oder Passwort ist falsch.', { exact: true });
    await error.waitFor();
    const password = page.getByLabel('Passwort', { exact: true });
    expect(await password.getAttribute('aria-invalid')).toBe('true');
    const describedBy = (await password.getAttribute('aria-describedby')) ?? '';
    const errorId = await error.getAttribute('id');
    expect(errorId && describedBy.split(' ')).toContain(errorId);
    expect(await page.evaluate(() => document.activeElement?.getAttribute('name'))).toBe('password');
    await expectAccessible(page, 'login with error');
    await page.context().close();
  });

  it('sends a signed-out visit to #/settings to /', async () => {
    const page = await newPage(browser);
    await page.goto(`${baseUrl()}/#/settings`);
    await waitForRoute(page, '/');
    await page.getByRole('heading', { name: 'Willkommen bei Deskfair' }).waitFor();
    expect(route(page)).toBe('/');
    await page.context().close();
  });

  it('signs in with the keyboard only (Tab and Enter)', async () => {
    const page = await newPage(browser);
    await open(page, '/login');
    await page.getByRole('heading', { level: 1, name: 'Anmelden' }).waitFor();
    for (let i = 0; i < 10; i += 1) {
      await page.keyboard.press('Tab');
      if (await page.evaluate(() => document.activeElement?.getAttribute('name') === 'email')) break;
    }
    expect(await page.evaluate(() => document.activeElement?.getAttribute('name'))).toBe('email');
    await page.keyboard.type('kollege@deskfair.test');
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('name'))).toBe('password');
    await page.keyboard.type(DEMO_PASSWORD);
    await page.keyboard.press('Enter');
    await waitForRoute(page, '/reports');
    await page.getByRole('navigation', { name: 'Hauptnavigation' }).waitFor();
    await expectAccessible(page, 'first tab after keyboard sign-in');
    await page.context().close();
  });
});
