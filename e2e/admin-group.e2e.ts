import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiCall } from './support/api';
import { expectAccessible } from './support/axe';
import { launchBrowser, newPage, open, waitForRoute } from './support/browser';
import { createGroup, uniqueGroupName } from './support/create-group';
import { uniqueEmail } from './support/forms';
import { screenshotWidths } from './support/screenshots';

const SHOTS = '/tmp/shots-admin-group';
const WIDTHS = [390, 1440];

interface Ego {
  group: { has_parkefficient_link: boolean; has_conference_rooms: boolean; colors: { nav: { active: string; inactive: string } } };
}
interface Sso {
  sso_mandatory: boolean;
  providers: Array<{
    protocol: string;
    display_name: string;
    email_domains: string[];
    issuer: string;
    client_id: string;
    has_client_secret: boolean;
  }>;
}

describe('admin console in a new group: settings with a live preview, parking tab, OIDC sign-in', () => {
  let browser: Browser;
  let admin: Page;
  const domain = `${Date.now().toString(36)}.admin-e2e.test`;
  const nav = () => admin.getByRole('navigation', { name: 'Hauptnavigation' });

  beforeAll(async () => {
    browser = await launchBrowser();
    admin = await newPage(browser);
    await open(admin, '/create-group');
    await createGroup(admin, {
      groupName: uniqueGroupName('Verwaltung GmbH'),
      firstName: 'Vera',
      lastName: 'Verwalterin',
      email: uniqueEmail('verwalterin'),
      password: 'Verwalten!Pass26',
    });
    await admin.getByRole('link', { name: 'Weiter zum Kalender' }).click();
    await waitForRoute(admin, '/reports');
  });

  afterAll(async () => {
    await browser?.close();
  });

  it('opens the admin hub from the settings', async () => {
    expect(await nav().getByRole('link', { name: 'Parken' }).count()).toBe(0);
    await nav().getByRole('link', { name: 'Einstellungen' }).click();
    await waitForRoute(admin, '/settings');
    await admin.getByRole('link', { name: 'Verwaltung öffnen' }).click();
    await waitForRoute(admin, '/admin');
    await admin.getByRole('heading', { level: 1, name: 'Verwaltung' }).waitFor();
    await admin.getByTestId('admin-sections').getByRole('link', { name: 'Anmeldung über Firmenkonto' }).waitFor();
    await expectAccessible(admin, 'admin hub');
    await screenshotWidths(admin, SHOTS, 'admin-hub', WIDTHS);
  });

  it('enables parking and conference rooms, changes the active colour with a live preview, saves; the bottom bar shows Parken', async () => {
    await admin.getByRole('link', { name: 'Gruppeneinstellungen' }).click();
    await waitForRoute(admin, '/admin/group');
    await admin.getByRole('heading', { level: 1, name: 'Gruppeneinstellungen' }).waitFor();
    const preview = admin.getByTestId('nav-preview');
    expect(await preview.getByText('Parken').count()).toBe(0);

    await admin.getByText('Parken (Tab „Parken“)').click();
    // a new group starts with conference rooms: switched off and on again, it stays enabled
    const rooms = admin.getByRole('switch', { name: 'Konferenzräume' });
    await admin.getByText('Konferenzräume', { exact: true }).click();
    expect(await rooms.isChecked()).toBe(false);
    await admin.getByText('Konferenzräume', { exact: true }).click();
    expect(await rooms.isChecked()).toBe(true);
    await preview.getByText('Parken').waitFor();
    await admin.getByLabel('Aktiver Tab', { exact: true }).fill('#aa3300');
    const activeColor = () => admin.getByTestId('preview-reports').evaluate((el) => getComputedStyle(el).color);
    expect(await activeColor()).toBe('rgb(170, 51, 0)');
    await expectAccessible(admin, 'admin group settings');
    await screenshotWidths(admin, SHOTS, 'admin-group-preview', WIDTHS);

    await admin.getByRole('button', { name: 'Einstellungen speichern' }).click();
    await admin.getByTestId('form-success').getByText('Einstellungen gespeichert.').waitFor();
    await nav().getByRole('link', { name: 'Parken' }).waitFor();
    const ego = await apiCall<Ego>(admin, 'GET', 'ego');
    expect(ego.data.group).toMatchObject({
      has_parkefficient_link: true,
      has_conference_rooms: true,
      colors: { nav: { active: '#aa3300', inactive: '#5f6368' } },
    });
  });

  it('shows that SSO cannot be mandatory without a provider, then configures OIDC', async () => {
    await open(admin, '/admin/sso');
    await admin.getByRole('heading', { level: 1, name: 'Anmeldung über Firmenkonto' }).waitFor();
    await admin.getByText('Anmeldung über das Firmenkonto ist Pflicht').click();
    await admin.getByRole('button', { name: 'Speichern', exact: true }).click();
    await admin.getByText('Ohne Anmeldedienst kann die Anmeldung über das Firmenkonto nicht Pflicht sein.').waitFor();
    await admin.getByText('Anmeldung über das Firmenkonto ist Pflicht').click();

    await admin.getByRole('radio', { name: 'OpenID Connect' }).click({ force: true });
    await admin.getByLabel('Name auf der Anmeldeseite', { exact: true }).fill('Firmen-Login');
    await admin.getByLabel('E-Mail-Domains', { exact: true }).fill(domain);
    await admin.getByLabel('Issuer-URL', { exact: true }).fill('https://login.example.test');
    await admin.getByLabel('Client-ID', { exact: true }).fill('deskfair-e2e');
    await admin.getByLabel('Client-Secret', { exact: true }).fill('e2e-geheim');
    await admin.getByRole('button', { name: 'Speichern', exact: true }).click();
    await admin.getByTestId('form-success').getByText('Anmeldung über Firmenkonto gespeichert.').waitFor();
    await admin.getByText('Ein Secret ist gespeichert. Leer lassen, um es zu behalten.').waitFor();
    const sso = await apiCall<Sso>(admin, 'GET', 'admin/sso');
    expect(sso.data).toMatchObject({
      sso_mandatory: false,
      providers: [
        {
          protocol: 'oidc',
          display_name: 'Firmen-Login',
          email_domains: [domain],
          issuer: 'https://login.example.test',
          client_id: 'deskfair-e2e',
          has_client_secret: true,
        },
      ],
    });
    await expectAccessible(admin, 'admin sso');
    await screenshotWidths(admin, SHOTS, 'admin-sso', WIDTHS);
  });

  it('adds a slot and a text override', async () => {
    await open(admin, '/admin/slots');
    await admin.getByRole('heading', { level: 1, name: 'Zeitfenster' }).waitFor();
    await admin.getByLabel('Name', { exact: true }).fill('Spätschicht');
    await admin.getByLabel('Beginn', { exact: true }).fill('18:00');
    await admin.getByLabel('Ende', { exact: true }).fill('17:00');
    await admin.getByRole('button', { name: 'Hinzufügen' }).click();
    await admin.getByText('Das Ende muss nach dem Beginn liegen.').waitFor();
    await admin.getByLabel('Ende', { exact: true }).fill('22:00');
    await admin.getByRole('button', { name: 'Hinzufügen' }).click();
    await admin.getByTestId('slot-list').getByText('Spätschicht').waitFor();
    await expectAccessible(admin, 'admin slots');
    await screenshotWidths(admin, SHOTS, 'admin-slots', WIDTHS);

    await open(admin, '/admin/texts');
    await admin.getByRole('heading', { level: 1, name: 'Texte anpassen' }).waitFor();
    const textKey = admin.getByRole('combobox', { name: 'Text' });
    await textKey.fill('navigation.parking');
    await admin.getByRole('option', { name: 'navigation.parking', exact: true }).waitFor();
    // Chosen by keyboard: while the list is still being placed, a click can land on the page beneath it.
    await textKey.press('ArrowDown');
    await textKey.press('Enter');
    await admin.getByTestId('text-default').getByText('Parken').waitFor();
    await admin.getByLabel('Eigener Text', { exact: true }).fill('Stellplatz');
    await admin.getByRole('button', { name: 'Text speichern' }).click();
    await admin.getByTestId('form-success').getByText('Text gespeichert.').waitFor();
    await expectAccessible(admin, 'admin texts');
    await screenshotWidths(admin, SHOTS, 'admin-texts', WIDTHS);
  });
});
