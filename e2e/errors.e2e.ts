import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectAccessible } from './support/axe';
import { launchBrowser, newPage, open, waitForRoute } from './support/browser';
import { DEMO_PASSWORD, signIn } from './support/forms';

/** Failures are made in the browser's network layer (page.route); the app and server stay real. */
describe('error dialog and offline banner', () => {
  let browser: Browser;
  let page: Page;
  beforeAll(async () => {
    browser = await launchBrowser();
    page = await newPage(browser);
    await open(page, '/login');
    await signIn(page, 'kollege@deskfair.test', DEMO_PASSWORD);
    await waitForRoute(page, '/reports');
    await page.getByRole('navigation', { name: 'Hauptnavigation' }).waitFor();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('shows the Hinweis dialog for a 403 with the server message', async () => {
    await page.route('**/api/v2/settings', (r) =>
      r.fulfill({ status: 403, contentType: 'application/json', body: JSON.stringify({ id: 'forbidden', message: 'Nur für Admins.' }) }),
    );
    await open(page, '/settings');
    const dialog = page.getByRole('alertdialog', { name: 'Hinweis' });
    await dialog.waitFor();
    await dialog.getByText('Nicht erlaubte Benutzung.').waitFor();
    await dialog.getByText('Nur für Admins.').waitFor();
    await expectAccessible(page, 'error dialog');
    await page.keyboard.press('Enter');
    await dialog.waitFor({ state: 'detached' });
    await page.unroute('**/api/v2/settings');
  });

  it('says the sentence once when the server sends the same one', async () => {
    await page.route('**/api/v2/settings', (r) =>
      r.fulfill({
        status: 403,
        contentType: 'application/json',
        body: JSON.stringify({ id: 'forbidden', message: 'Nicht erlaubte Benutzung.' }),
      }),
    );
    await open(page, '/reports');
    await open(page, '/settings');
    const dialog = page.getByRole('alertdialog', { name: 'Hinweis' });
    await dialog.waitFor();
    await dialog.getByText('Nicht erlaubte Benutzung.').waitFor();
    expect(await dialog.getByText('Nicht erlaubte Benutzung.').count()).toBe(1);
    expect(await dialog.locator('.error-details').count()).toBe(0);
    await page.keyboard.press('Enter');
    await dialog.waitFor({ state: 'detached' });
    await page.unroute('**/api/v2/settings');
  });

  it('marks the app offline when GET ego fails and recovers with the retry button', async () => {
    // the context's route: the service worker fetches ego (it keeps it for reading offline), and a page route does not see it
    await page
      .context()
      .route('**/api/v2/ego', (r) =>
        r.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify({ id: 'internal', message: 'boom' }) }),
      );
    await page.reload();
    await page.getByTestId('offline-banner').waitFor({ timeout: 30_000 });
    expect(await page.locator('.app').getAttribute('data-offline')).toBe('true');
    await expectAccessible(page, 'offline banner');
    await page.context().unroute('**/api/v2/ego');
    await page.getByRole('button', { name: 'Erneut versuchen' }).click();
    await page.getByTestId('offline-banner').waitFor({ state: 'detached' });
    await page.locator('.app[data-loaded="true"][data-offline="false"]').waitFor();
  });
});
