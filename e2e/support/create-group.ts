import type { Page } from 'playwright-core';
import { waitForRoute } from './browser';

export interface NewGroup {
  groupName: string;
  /** picked in the time-zone combobox by typing this and choosing the zone; the browser's zone stays without it */
  timeZone?: { type: string; zone: string };
  firstName: string;
  lastName: string;
  email: string;
  password: string;
}

/** A group name no earlier run has taken (names are unique whatever their case). */
export const uniqueGroupName = (prefix: string) => `${prefix} ${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

/** Fills every field of /create-group (already open) without submitting it. */
export async function fillCreateGroup(page: Page, g: NewGroup): Promise<void> {
  await page.getByLabel('Name der Gruppe', { exact: true }).fill(g.groupName);
  if (g.timeZone) {
    await page.getByRole('combobox', { name: 'Zeitzone' }).fill(g.timeZone.type);
    await page.getByRole('option', { name: g.timeZone.zone.replace(/_/g, ' '), exact: true }).click();
  }
  await page.getByLabel('Vorname', { exact: true }).fill(g.firstName);
  await page.getByLabel('Nachname', { exact: true }).fill(g.lastName);
  await page.getByLabel('E-Mail-Adresse', { exact: true }).fill(g.email);
  await page.getByLabel('E-Mail-Adresse wiederholen', { exact: true }).fill(g.email);
  await page.getByLabel('Passwort', { exact: true }).fill(g.password);
  await page.getByLabel('Passwort wiederholen', { exact: true }).fill(g.password);
  const terms = page.getByRole('checkbox', { name: /Nutzungsbedingungen/ });
  if (!(await terms.isChecked())) await page.getByText('Ich akzeptiere die Nutzungsbedingungen').click();
}

/** Creates a group through /create-group (already open) and returns the group code the screen shows. */
export async function createGroup(page: Page, g: NewGroup): Promise<string> {
  await fillCreateGroup(page, g);
  await page.getByRole('button', { name: 'Gruppe erstellen', exact: true }).click();
  const code = (await page.getByTestId('group-code').textContent())?.trim() ?? '';
  if (!/^[A-Z0-9-]{6,}$/.test(code)) throw new Error(`no group code on the screen: "${code}"`);
  return code;
}

/** Registers on /register (already open) with a group code, and waits until signed in on the first tab. */
export async function registerWithCode(
  page: Page,
  r: { code: string; groupName: string; firstName: string; lastName: string; email: string; password: string },
): Promise<void> {
  await page.getByLabel('Gruppencode', { exact: true }).fill(r.code);
  await page.getByText(`Gruppe: ${r.groupName}`).waitFor();
  await page.getByLabel('Vorname', { exact: true }).fill(r.firstName);
  await page.getByLabel('Nachname', { exact: true }).fill(r.lastName);
  await page.getByLabel('E-Mail-Adresse', { exact: true }).fill(r.email);
  await page.getByLabel('E-Mail-Adresse wiederholen', { exact: true }).fill(r.email);
  await page.getByLabel('Passwort', { exact: true }).fill(r.password);
  await page.getByLabel('Passwort wiederholen', { exact: true }).fill(r.password);
  await page.getByText('Ich akzeptiere die Nutzungsbedingungen').click();
  await page.getByRole('button', { name: 'Registrieren', exact: true }).click();
  await waitForRoute(page, '/reports');
}
