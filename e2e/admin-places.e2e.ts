import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiCall } from './support/api';
import { expectAccessible } from './support/axe';
import { launchBrowser, open, waitForRoute } from './support/browser';
import { createGroup, uniqueGroupName } from './support/create-group';
import { uniqueEmail } from './support/forms';
import { screenshotWidths } from './support/screenshots';

const SHOTS = '/tmp/shots-admin-places';
const WIDTHS = [390, 1440];

describe('admin places: a new group gets its location, area, desks and a parking space through the screens', () => {
  let browser: Browser;
  let page: Page;
  const groupName = uniqueGroupName('Orte AG');

  beforeAll(async () => {
    browser = await launchBrowser();
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, locale: 'de-DE', timezoneId: 'Europe/Berlin' });
    page = await context.newPage();
    page.setDefaultTimeout(15_000);
    await open(page, '/create-group');
    await createGroup(page, {
      groupName,
      firstName: 'Olga',
      lastName: 'Orte',
      email: uniqueEmail('olga'),
      password: 'Orte!Passwort26',
    });
  });

  afterAll(async () => {
    await browser?.close();
  });

  it('adds a location and an area', async () => {
    await open(page, '/admin/places');
    await page.getByRole('heading', { level: 1, name: 'Orte und Bereiche' }).waitFor();
    // a new group starts with a main location and its general area
    await page.getByRole('heading', { level: 2, name: 'Hauptstandort' }).waitFor();
    await page.getByLabel('Name', { exact: true }).fill('Leipzig Zentrum');
    await page.getByLabel('Adresse', { exact: true }).fill('Markt 1, 04109 Leipzig');
    await page.getByRole('button', { name: 'Standort anlegen', exact: true }).click();
    const location = page.getByTestId('places-location').filter({ has: page.getByRole('heading', { name: 'Leipzig Zentrum' }) });
    await location.getByRole('heading', { level: 2, name: 'Leipzig Zentrum' }).waitFor();

    // an empty name is refused at the field
    await location.getByRole('button', { name: 'Bereich anlegen', exact: true }).click();
    await location.getByText('Pflichtfeld.', { exact: true }).waitFor();
    await location.getByLabel('Name des Bereichs', { exact: true }).fill('Erdgeschoss');
    await location.getByRole('button', { name: 'Bereich anlegen', exact: true }).click();
    await location.getByRole('link', { name: 'Ressourcen von Erdgeschoss' }).waitFor();
    await location.getByText('0 Ressourcen').waitFor();
    await expectAccessible(page, 'admin places');
    await screenshotWidths(page, SHOTS, 'places', WIDTHS);
  });

  it('adds three desks and a parking space to the area; a duplicate label is refused at the field', async () => {
    await page.getByRole('link', { name: 'Ressourcen von Erdgeschoss' }).click();
    await page.getByRole('heading', { level: 2, name: 'Erdgeschoss · Leipzig Zentrum' }).waitFor();
    await page.getByText('In diesem Bereich gibt es noch nichts zu buchen.').waitFor();
    for (const label of ['L-01', 'L-02', 'L-03']) {
      await page.getByRole('button', { name: 'Ressource anlegen', exact: true }).click();
      const dialog = page.getByTestId('resource-dialog');
      await dialog.getByLabel('Bezeichnung', { exact: true }).fill(label);
      await dialog.getByRole('button', { name: 'Anlegen', exact: true }).click();
      await dialog.waitFor({ state: 'detached' });
      await page.getByTestId('places-resource').filter({ hasText: label }).waitFor();
    }

    await page.getByRole('button', { name: 'Ressource anlegen', exact: true }).click();
    const dialog = page.getByTestId('resource-dialog');
    await dialog.getByLabel('Bezeichnung', { exact: true }).fill('l-02');
    await dialog.getByRole('button', { name: 'Anlegen', exact: true }).click();
    await dialog.getByText('Diese Bezeichnung gibt es in diesem Bereich schon.', { exact: true }).waitFor();
    expect(await dialog.getByLabel('Bezeichnung', { exact: true }).getAttribute('aria-invalid')).toBe('true');
    await expectAccessible(page, 'resource dialog with an error');
    await screenshotWidths(page, SHOTS, 'resource-dialog-error', WIDTHS);

    await dialog.getByLabel('Art', { exact: true }).selectOption('parking');
    await dialog.getByLabel('Bezeichnung', { exact: true }).fill('P-01');
    await dialog.getByRole('button', { name: 'Anlegen', exact: true }).click();
    await dialog.waitFor({ state: 'detached' });
    await page.getByTestId('places-resource').filter({ hasText: 'P-01' }).getByText('Parkplatz').waitFor();

    const items = await page.getByTestId('places-resource').allTextContents();
    expect(items.map((text) => text.slice(0, 4))).toEqual(['L-01', 'L-02', 'L-03', 'P-01']);
    await expectAccessible(page, 'area resources');
    await screenshotWidths(page, SHOTS, 'area-resources', WIDTHS);
  });

  it('takes a desk out of service after a confirmation that says future bookings are cancelled', async () => {
    const desk = page.getByTestId('places-resource').filter({ hasText: 'L-03' });
    await desk.getByRole('button', { name: 'Außer Betrieb nehmen', exact: true }).click();
    const confirm = page.getByTestId('confirm-dialog');
    await confirm.getByText('Alle künftigen Buchungen werden storniert und die Buchenden benachrichtigt.').waitFor();
    await expectAccessible(page, 'out of service confirmation');
    await screenshotWidths(page, SHOTS, 'out-of-service-confirm', WIDTHS);
    await confirm.getByRole('button', { name: 'Außer Betrieb nehmen', exact: true }).click();
    await desk.getByText('Außer Betrieb', { exact: true }).waitFor();

    const places = await apiCall<{ locations: Array<{ name: string; areas: Array<{ name: string; resource_count: number }> }> }>(
      page,
      'GET',
      'admin/places',
    );
    expect(places.data.locations.find((l) => l.name === 'Leipzig Zentrum')?.areas).toEqual([
      { id: expect.any(Number), location_id: expect.any(Number), name: 'Erdgeschoss', resource_count: 4 },
    ]);
    await page.getByRole('link', { name: 'Zurück zu den Standorten' }).click();
    await waitForRoute(page, '/admin/places');
    await page.getByTestId('places-location').filter({ hasText: 'Leipzig Zentrum' }).getByText('4 Ressourcen').waitFor();
  });
});
