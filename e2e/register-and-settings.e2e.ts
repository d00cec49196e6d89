import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectAccessible } from './support/axe';
import { launchBrowser, newPage, open, waitForRoute, waitLoaded } from './support/browser';
import { register, signIn, uniqueEmail } from './support/forms';

/** Which languages' text chunks (assets/de-….js, assets/en-….js) this page load has fetched. */
const fetchedDictionaries = (page: Page) =>
  page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .flatMap((entry) => /\/assets\/(de|en)-[\w-]+\.js$/.exec(entry.name)?.[1] ?? [])
      .sort(),
  );

describe('register, sign out, sign in, switch language', () => {
  let browser: Browser;
  let page: Page;
  const email = uniqueEmail('erika');
  const password = 'Sicher!Pass2026';

  beforeAll(async () => {
    browser = await launchBrowser();
    page = await newPage(browser);
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('registers a new user with group code DEMO-2026', async () => {
    await open(page, '/');
    await page.getByRole('heading', { name: 'Willkommen bei Deskfair' }).waitFor();
    expect(await fetchedDictionaries(page)).toEqual(['de']);
    await expectAccessible(page, 'home (signed out)');
    await page.getByRole('link', { name: 'Registrieren' }).click();
    await waitForRoute(page, '/register');
    await page.getByRole('heading', { level: 1, name: 'Registrieren' }).waitFor();
    await expectAccessible(page, 'register');
    await register(page, { email, firstName: 'Erika', password });
    await waitForRoute(page, '/reports');
    await page.getByRole('heading', { level: 1, name: 'Schreibtisch' }).waitFor();
    await page.getByRole('navigation', { name: 'Hauptnavigation' }).waitFor();
    await expectAccessible(page, 'first tab after registration');
    expect(await page.evaluate(() => localStorage.getItem('deskfair.token'))).toMatch(/^ey/);
  });

  it('signs out from the settings', async () => {
    await page.getByRole('navigation', { name: 'Hauptnavigation' }).getByRole('link', { name: 'Einstellungen' }).click();
    await waitForRoute(page, '/settings');
    // The hash changes first; the screen (and the tab's state) follow once its lazy chunk has loaded.
    await page.getByRole('heading', { level: 1, name: 'Einstellungen' }).waitFor();
    const settingsTab = page.getByRole('navigation', { name: 'Hauptnavigation' }).getByRole('link', { name: 'Einstellungen' });
    expect(await settingsTab.getAttribute('aria-current')).toBe('page');
    await page.getByLabel('Abteilung', { exact: true }).waitFor();
    expect(await page.getByLabel('Abteilung', { exact: true }).inputValue()).toBe('Einkauf');
    expect(await page.getByText('Version 5.23.1').count()).toBe(1);
    await expectAccessible(page, 'settings');
    await page.getByRole('button', { name: 'Abmelden' }).click();
    await waitForRoute(page, '/');
    await page.getByRole('heading', { name: 'Willkommen bei Deskfair' }).waitFor();
    expect(await page.evaluate(() => localStorage.getItem('deskfair.token'))).toBeNull();
    expect(await page.getByRole('navigation', { name: 'Hauptnavigation' }).count()).toBe(0);
  });

  it('signs in again and starts on the German first tab', async () => {
    await page.getByRole('link', { name: 'Anmelden' }).click();
    await waitForRoute(page, '/login');
    await expectAccessible(page, 'login');
    await signIn(page, email, password);
    await waitForRoute(page, '/reports');
    await page.getByRole('heading', { level: 1, name: 'Schreibtisch' }).waitFor();
    expect(await page.getByRole('status').textContent()).toBe('Angemeldet');
  });

  it('switches to English in the settings and sees English texts', async () => {
    await page.getByRole('navigation', { name: 'Hauptnavigation' }).getByRole('link', { name: 'Einstellungen' }).click();
    await waitForRoute(page, '/settings');
    await expectAccessible(page, 'settings');
    await page.getByRole('radio', { name: 'English' }).waitFor({ state: 'attached' });
    await page.getByText('English', { exact: true }).click();
    await page.getByRole('heading', { level: 1, name: 'Settings' }).waitFor();
    await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Settings' }).waitFor();
    await page.getByRole('heading', { name: 'Personal data' }).waitFor();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('en');
    // the English texts were fetched when the language was chosen, not with the app
    expect(await fetchedDictionaries(page)).toEqual(['de', 'en']);
    await expectAccessible(page, 'settings (English)');
    // stored on the user: the start page speaks English too
    await open(page, '/');
    await waitForRoute(page, '/reports');
    await page.getByRole('heading', { level: 1, name: 'Desk' }).waitFor();
    // and so does a new page load: the app waits for the English texts before its first screen
    await page.reload();
    await waitLoaded(page);
    await page.getByRole('heading', { level: 1, name: 'Desk' }).waitFor();
    expect(await page.getByRole('navigation', { name: 'Main navigation' }).count()).toBe(1);
    expect(await fetchedDictionaries(page)).toContain('en');
  });
});
