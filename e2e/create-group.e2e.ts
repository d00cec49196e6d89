import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiCall } from './support/api';
import { expectAccessible } from './support/axe';
import { launchBrowser, newPage, open, waitForRoute } from './support/browser';
import { createGroup, fillCreateGroup, registerWithCode, uniqueGroupName } from './support/create-group';
import { DEMO_PASSWORD, signIn, uniqueEmail } from './support/forms';
import { screenshotWidths } from './support/screenshots';

const SHOTS = '/tmp/shots-create-group';
const WIDTHS = [390, 1440];
const PASSWORD = 'Gruender!Pass26';

interface Desk {
  id: number;
  label: string;
}

describe('create a group, register with its code, manage codes, the own desk', () => {
  let browser: Browser;
  let founderContext: BrowserContext;
  let founder: Page;
  const groupName = uniqueGroupName('Gründer GmbH');
  const founderEmail = uniqueEmail('gruenderin');
  let code = '';
  let ownerPage: Page | null = null;
  let ownedDesk: Desk | null = null;
  let dana: Page | null = null;

  beforeAll(async () => {
    browser = await launchBrowser();
    // the founder's browser runs in Vienna: the time-zone field starts there
    founderContext = await browser.newContext({ viewport: { width: 390, height: 844 }, locale: 'de-DE', timezoneId: 'Europe/Vienna' });
    await founderContext.grantPermissions(['clipboard-read', 'clipboard-write']);
    founder = await founderContext.newPage();
    founder.setDefaultTimeout(15_000);
  });

  afterAll(async () => {
    if (dana && ownedDesk) await apiCall(dana, 'PUT', `admin/desks/${ownedDesk.id}/owner`, { email: null });
    await browser?.close();
  });

  it('opens /create-group from the home page, with the browser’s zone preselected', async () => {
    await open(founder, '/');
    await founder.getByRole('link', { name: 'Neue Gruppe für dein Unternehmen erstellen' }).click();
    await waitForRoute(founder, '/create-group');
    await founder.getByRole('heading', { level: 1, name: 'Gruppe erstellen' }).waitFor();
    expect(await founder.getByRole('combobox', { name: 'Zeitzone' }).inputValue()).toBe('Europe/Vienna');
    await expectAccessible(founder, 'create group');
    await screenshotWidths(founder, SHOTS, 'create-group', WIDTHS);
  });

  it('shows the server’s messages at the fields: a taken name and an unknown zone', async () => {
    await fillCreateGroup(founder, {
      groupName: 'demo gmbh',
      firstName: 'Greta',
      lastName: 'Gründer',
      email: founderEmail,
      password: PASSWORD,
    });
    await founder.getByRole('combobox', { name: 'Zeitzone' }).fill('Mars/Olympus');
    await founder.getByRole('button', { name: 'Gruppe erstellen', exact: true }).click();
    await founder.getByText('Unbekannte Zeitzone.', { exact: true }).waitFor();
    expect(await founder.getByRole('combobox', { name: 'Zeitzone' }).getAttribute('aria-invalid')).toBe('true');

    await founder.getByRole('combobox', { name: 'Zeitzone' }).fill('Europe/Vienna');
    await founder.keyboard.press('Escape');
    await founder.getByRole('button', { name: 'Gruppe erstellen', exact: true }).click();
    await founder.getByText('Diesen Gruppennamen gibt es schon.', { exact: true }).waitFor();
    expect(await founder.getByLabel('Name der Gruppe', { exact: true }).getAttribute('aria-invalid')).toBe('true');
    await founder
      .getByTestId('form-error')
      .getByText('Die Gruppe wurde nicht erstellt – bitte die rot markierten Felder prüfen.')
      .waitFor();
    await expectAccessible(founder, 'create group with errors');
    await screenshotWidths(founder, SHOTS, 'create-group-errors', WIDTHS);
  });

  it('creates the group (zone picked by typing) and shows its code with a copy button', async () => {
    code = await createGroup(founder, {
      groupName,
      timeZone: { type: 'zuri', zone: 'Europe/Zurich' },
      firstName: 'Greta',
      lastName: 'Gründer',
      email: founderEmail,
      password: PASSWORD,
    });
    expect(code).toMatch(/^[A-HJKMNP-Z2-9]{4}-[A-HJKMNP-Z2-9]{4}$/);
    await founder.getByRole('heading', { name: `Gruppe „${groupName}“ ist erstellt` }).waitFor();
    await founder.getByRole('button', { name: 'Code kopieren' }).click();
    await founder.getByTestId('sr-status').getByText('Gruppencode kopiert.').waitFor();
    expect(await founder.evaluate(() => navigator.clipboard.readText())).toBe(code);
    await expectAccessible(founder, 'group created');
    await screenshotWidths(founder, SHOTS, 'group-code', WIDTHS);
  });

  it('continues signed in as the group’s admin, then signs out', async () => {
    await founder.getByRole('link', { name: 'Weiter zum Kalender' }).click();
    await waitForRoute(founder, '/reports');
    await founder.getByRole('heading', { level: 1, name: 'Schreibtisch' }).waitFor();
    const ego = await apiCall<{ user: { is_admin: boolean }; group: { name: string; time_zone: string } }>(founder, 'GET', 'ego');
    expect(ego.data).toMatchObject({ user: { is_admin: true }, group: { name: groupName, time_zone: 'Europe/Zurich' } });

    // no desks yet in the new group: /desk says so and links to booking
    await founder.getByRole('link', { name: 'Mein Schreibtisch' }).click();
    await waitForRoute(founder, '/desk');
    await founder.getByRole('heading', { level: 2, name: 'Du hast heute keinen Schreibtisch' }).waitFor();
    await founder.getByRole('link', { name: 'Schreibtisch buchen' }).waitFor();
    await expectAccessible(founder, 'own desk, none');

    await open(founder, '/settings');
    await founder.getByRole('button', { name: 'Abmelden' }).click();
    await waitForRoute(founder, '/');
  });

  it('a colleague registers with the new code in a fresh browser and is signed in', async () => {
    const colleague = await newPage(browser);
    await open(colleague, '/register');
    await registerWithCode(colleague, {
      code: code.toLowerCase(),
      groupName,
      firstName: 'Kai',
      lastName: 'Kollege',
      email: uniqueEmail('kai'),
      password: PASSWORD,
    });
    await colleague.getByRole('heading', { level: 1, name: 'Schreibtisch' }).waitFor();
    const ego = await apiCall<{ user: { is_admin: boolean }; group: { name: string } }>(colleague, 'GET', 'ego');
    expect(ego.data).toMatchObject({ user: { is_admin: false }, group: { name: groupName } });
    await open(colleague, '/settings');
    await colleague.getByRole('heading', { level: 1, name: 'Einstellungen' }).waitFor();
    expect(await colleague.getByTestId('group-codes').count()).toBe(0);
    await colleague.context().close();
  });

  it('the admin renews the code in the settings; the old code no longer admits anyone', async () => {
    await open(founder, '/login');
    await signIn(founder, founderEmail, PASSWORD);
    await waitForRoute(founder, '/reports');
    await open(founder, '/settings');
    const card = founder.getByTestId('group-codes');
    await card.getByRole('heading', { name: 'Gruppencodes' }).waitFor();
    await card.getByText(code, { exact: true }).waitFor();
    await card.getByRole('button', { name: `Code ${code} erneuern` }).click();
    const status = founder.getByTestId('sr-status');
    await status.getByText(new RegExp(`^Code ${code} wurde durch [A-Z0-9-]+ ersetzt\\.$`)).waitFor();
    const renewed = ((await status.textContent()) ?? '').match(/durch ([A-Z0-9-]+) ersetzt/)?.[1] ?? '';
    await card.getByRole('button', { name: `Code ${renewed} erneuern` }).waitFor();
    await card.getByRole('heading', { name: 'Zurückgezogene Codes' }).waitFor();

    // an own code, then retired again after confirming
    await card.getByLabel('Eigener Code', { exact: true }).fill('team süd');
    await card.getByRole('button', { name: 'Code hinzufügen' }).click();
    await card.getByText('6 bis 32 Zeichen: Buchstaben A–Z, Ziffern und Bindestriche (nicht am Anfang oder Ende).').waitFor();
    const ownCode = `SUED-${Date.now().toString(36).toUpperCase()}`;
    await card.getByLabel('Eigener Code', { exact: true }).fill(ownCode.toLowerCase());
    await card.getByRole('button', { name: 'Code hinzufügen' }).click();
    await card.getByRole('button', { name: `Code ${ownCode} zurückziehen` }).click();
    const dialog = founder.getByRole('alertdialog');
    await dialog.getByText(`Mit ${ownCode} kann sich danach niemand mehr registrieren.`, { exact: false }).waitFor();
    await expectAccessible(founder, 'retire code dialog');
    await dialog.getByRole('button', { name: 'Zurückziehen' }).click();
    await status.getByText(`Code ${ownCode} zurückgezogen.`).waitFor();
    expect(await card.getByRole('button', { name: `Code ${ownCode} zurückziehen` }).count()).toBe(0);

    // the last active code stays
    await card.getByRole('button', { name: `Code ${renewed} zurückziehen` }).click();
    await founder.getByRole('alertdialog').getByRole('button', { name: 'Zurückziehen' }).click();
    await card.getByText('Der letzte aktive Gruppencode kann nicht zurückgezogen werden', { exact: false }).waitFor();
    await card.getByRole('button', { name: `Code ${renewed} erneuern` }).waitFor();
    await expectAccessible(founder, 'settings with group codes');
    await screenshotWidths(founder, SHOTS, 'settings-group-codes', WIDTHS);
    await card.screenshot({ path: `${SHOTS}/group-codes-card-390.png` });

    const late = await newPage(browser);
    await open(late, '/register');
    await late.getByLabel('Gruppencode', { exact: true }).fill(code);
    await late.getByText('Unbekannter Gruppencode.', { exact: true }).waitFor();
    await late.context().close();
  });

  it('a demo colleague with a fixed desk sees it on /desk with its QR code and shared days', async () => {
    dana = await newPage(browser);
    await open(dana, '/login');
    await signIn(dana, 'demo@deskfair.test', DEMO_PASSWORD);
    await waitForRoute(dana, '/reports');
    // a new colleague of the demo group, so no other file's desk or mode is touched
    ownerPage = await newPage(browser);
    await open(ownerPage, '/');
    await apiCall(ownerPage, 'GET', 'health');
    const email = uniqueEmail('tischbesitz');
    const registered = await apiCall(ownerPage, 'POST', 'register', {
      group_code: 'DEMO-2026',
      first_name: 'Tara',
      name: 'Tischbesitz',
      email,
      email_confirmation: email,
      password: DEMO_PASSWORD,
      password_confirmation: DEMO_PASSWORD,
      terms: true,
    });
    expect(registered.status).toBe(201);
    const locations = await apiCall<{ locations: { id: number; name: string }[] }>(dana, 'GET', 'admin/locations');
    const hamburg = locations.data.locations.find((l) => l.name === 'Hamburg Hafen')?.id ?? 0;
    const sheet = await apiCall<{ desks: Desk[] }>(dana, 'GET', `admin/locations/${hamburg}/qr_sheet`);
    // not H-12, which bookings.e2e gives to kollege
    const desk = sheet.data.desks.find((d) => d.label === 'H-10');
    expect(desk).toBeDefined();
    ownedDesk = desk ?? null;
    expect((await apiCall(dana, 'PUT', `admin/desks/${desk?.id ?? 0}/owner`, { email })).status).toBe(204);

    await open(ownerPage, '/login');
    await signIn(ownerPage, email, DEMO_PASSWORD);
    await waitForRoute(ownerPage, '/reports');
    await open(ownerPage, '/settings');
    await ownerPage.getByRole('link', { name: 'Mein Schreibtisch' }).click();
    await waitForRoute(ownerPage, '/desk');
    await ownerPage.getByRole('heading', { level: 1, name: 'Mein Schreibtisch' }).waitFor();
    await ownerPage.getByRole('heading', { level: 2, name: 'H-10' }).waitFor();
    await ownerPage.getByText('Dein fester Schreibtisch').waitFor();
    await ownerPage.getByText('Hamburg Hafen · Open Space').waitFor();
    const qr = ownerPage.getByRole('img', { name: 'QR-Code des Schreibtischs H-10' });
    await qr.waitFor();
    expect(await qr.evaluate((img) => (img as HTMLImageElement).naturalWidth > 0)).toBe(true);
    await ownerPage.getByRole('heading', { level: 2, name: 'Diese Woche freigegeben' }).waitFor();
    await ownerPage.getByRole('link', { name: 'Problem melden' }).waitFor();
    await expectAccessible(ownerPage, 'own desk');
    await screenshotWidths(ownerPage, SHOTS, 'own-desk', WIDTHS);

    await ownerPage.getByRole('link', { name: 'Problem melden' }).click();
    await waitForRoute(ownerPage, `/desks/problem/${desk?.id ?? 0}?label=H-10`);
  });
});
