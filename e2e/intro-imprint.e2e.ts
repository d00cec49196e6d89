import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectAccessible } from './support/axe';
import { launchBrowser, newPage, open, waitForRoute } from './support/browser';

/** Presses Tab until the focused element has the given text (at most 15 times). */
async function tabTo(page: Page, text: string): Promise<void> {
  for (let i = 0; i < 15; i += 1) {
    await page.keyboard.press('Tab');
    if ((await page.evaluate(() => document.activeElement?.textContent?.trim())) === text) return;
  }
  throw new Error(`could not reach "${text}" with Tab`);
}

const focusedText = (page: Page) => page.evaluate(() => document.activeElement?.textContent?.trim());

describe('public pages: intro and imprint', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('walks through the intro with the keyboard and ends at the registration', async () => {
    const page = await newPage(browser);
    await open(page, '/intro');
    await page.getByRole('heading', { name: 'Buchung anlegen' }).waitFor();
    await page.getByText('Schritt 1 von 4').waitFor();
    await expectAccessible(page, 'intro step 1');
    await tabTo(page, 'Weiter');
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { name: 'Buchung bearbeiten' }).waitFor();
    expect(await focusedText(page)).toBe('Buchung bearbeiten');
    await tabTo(page, 'Zurück');
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { name: 'Buchung anlegen' }).waitFor();
    await tabTo(page, 'Überspringen');
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { name: 'Teilen und fair verlosen' }).waitFor();
    await page.getByText('Schritt 4 von 4').waitFor();
    await expectAccessible(page, 'intro step 4');
    await tabTo(page, 'Jetzt registrieren');
    await page.keyboard.press('Enter');
    await waitForRoute(page, '/register');
    await page.context().close();
  });

  it('shows the legal notice', async () => {
    const page = await newPage(browser);
    await open(page, '/imprint');
    await page.getByRole('heading', { level: 1, name: 'Impressum' }).waitFor();
    await page.getByRole('heading', { name: 'Anbieter' }).waitFor();
    await expectAccessible(page, 'imprint');
    await page.getByRole('button', { name: 'Zurück' }).click();
    await waitForRoute(page, '/');
    await page.context().close();
  });
});
