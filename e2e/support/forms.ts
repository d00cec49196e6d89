import type { Page } from 'playwright-core';

export const DEMO_PASSWORD = 'Deskfair!2026';

/** Fills the sign-in form and submits it with the button. */
export async function signIn(page: Page, email: string, password: string): Promise<void> {
  await page.getByLabel('E-Mail-Adresse', { exact: true }).fill(email);
  await page.getByLabel('Passwort', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Anmelden', exact: true }).click();
}

export interface Registration {
  email: string;
  firstName: string;
  password: string;
  passwordConfirmation?: string;
}

/** Fills every field of the registration form (group code DEMO-2026) and submits it. */
export async function register(page: Page, r: Registration): Promise<void> {
  await page.getByLabel('Gruppencode', { exact: true }).fill('DEMO-2026');
  await page.getByText('Gruppe: Demo GmbH').waitFor();
  await page.getByLabel('Vorname', { exact: true }).fill(r.firstName);
  await page.getByLabel('Nachname', { exact: true }).fill('Muster');
  await page.getByLabel('E-Mail-Adresse', { exact: true }).fill(r.email);
  await page.getByLabel('E-Mail-Adresse wiederholen', { exact: true }).fill(r.email);
  await page.getByLabel('Personalnummer (optional)').fill('4711');
  await page.getByLabel('Abteilung (optional)').fill('Einkauf');
  await page.getByLabel('Eigener Schreibtisch (optional)').fill('B-2.14');
  await page.getByLabel('Passwort', { exact: true }).fill(r.password);
  await page.getByLabel('Passwort wiederholen', { exact: true }).fill(r.passwordConfirmation ?? r.password);
  await page.getByText('Ich akzeptiere die Nutzungsbedingungen').click();
  await page.getByRole('button', { name: 'Registrieren', exact: true }).click();
}

export const uniqueEmail = (prefix: string) => `${prefix}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.test`;
