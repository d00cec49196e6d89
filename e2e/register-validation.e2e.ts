import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectAccessible } from './support/axe';
import { launchBrowser, newPage, open, route } from './support/browser';
import { register, uniqueEmail } from './support/forms';

describe('registration validation', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('says the passwords do not match and focuses the field', async () => {
    const page = await newPage(browser);
    await open(page, '/register');
    await register(page, {
      email: uniqueEmail('max'),
      firstName: 'Max',
      password: 'Sicher!Pass2026',
      passwordConfirmation: 'Sicher!Pass2027',
    });
    await page.locator('main').getByText('Passwörter stimmen nicht überein.', { exact: true }).waitFor();
    await page.getByTestId('form-error').getByText('Registrierung fehlgeschlagen – bitte die rot markierten Felder prüfen.').waitFor();
    expect(await page.getByRole('alert').textContent()).toBe('Registrierung fehlgeschlagen – bitte die rot markierten Felder prüfen.');
    expect(await page.getByLabel('Passwort wiederholen', { exact: true }).getAttribute('aria-invalid')).toBe('true');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('name'))).toBe('password_confirmation');
    expect(route(page)).toBe('/register');
    await expectAccessible(page, 'register with errors');
    await page.context().close();
  });
});
