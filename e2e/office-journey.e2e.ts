import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, localDayOf } from '../src/domain/time/local-day';
import { parseFeed } from '../test/support/calendar-feed';
import { apiCall, fullDate } from './support/api';
import { expectAccessible } from './support/axe';
import { baseUrl, launchBrowser, newPage, open, waitForRoute } from './support/browser';
import { createGroup, registerWithCode, uniqueGroupName } from './support/create-group';
import { uniqueEmail } from './support/forms';
import { fillDate } from './support/pickers';
import { screenshotWidths } from './support/screenshots';

const ZONE = 'Europe/Berlin';
const SHOTS = '/tmp/shots-office-journey';
const WIDTHS = [390, 1440];
const DESKS = ['T-01', 'T-02', 'T-03'];
const PLAN = Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 800 500"><rect width="800" height="500" fill="#f7f7f5"/>' +
    '<rect x="8" y="8" width="784" height="484" fill="none" stroke="#444" stroke-width="6"/>' +
    '<text x="24" y="48" font-size="24" fill="#333">Etage 1</text></svg>',
);

/** The day itself, or the Monday after it when it falls on a weekend. */
function nextWeekday(day: string): string {
  const weekday = new Date(`${day}T12:00:00Z`).getUTCDay();
  return weekday === 6 ? addDays(day, 2) : weekday === 0 ? addDays(day, 1) : day;
}

interface Places {
  locations: { name: string; areas: { id: number; name: string }[] }[];
}

/**
 * A company runs its office from the app, from nothing: it creates its group, switches parking on, adds an area with a
 * floor plan, three desks and a parking space; a colleague registers with the group's code, books the parking space,
 * reads it back from the calendar feed and books a desk by clicking it on the plan; the admin takes that desk out of
 * service and the colleague is told.
 */
describe('an office from scratch: group, parking, floor plan, calendar feed, out of service', () => {
  let browser: Browser;
  let admin: Page;
  let colleague: Page;
  const groupName = uniqueGroupName('Büro Journey');
  const day = nextWeekday(addDays(localDayOf(new Date(), ZONE), 3));
  let code = '';
  let areaId = 0;

  beforeAll(async () => {
    browser = await launchBrowser();
    admin = await newPage(browser);
    colleague = await newPage(browser);
  });

  afterAll(async () => {
    await browser?.close();
  });

  it('creates the group and switches parking on in the admin console', async () => {
    await open(admin, '/create-group');
    code = await createGroup(admin, {
      groupName,
      timeZone: { type: 'Berlin', zone: ZONE },
      firstName: 'Ida',
      lastName: 'Inhaberin',
      email: uniqueEmail('ida'),
      password: 'Journey!Pass26',
    });
    await admin.getByRole('link', { name: 'Weiter zum Kalender' }).click();
    await waitForRoute(admin, '/reports');
    await open(admin, '/admin/group');
    await admin.getByRole('heading', { level: 1, name: 'Gruppeneinstellungen' }).waitFor();
    await admin.getByText('Parken (Tab „Parken“)').click();
    await admin.getByRole('button', { name: 'Einstellungen speichern' }).click();
    await admin.getByTestId('form-success').getByText('Einstellungen gespeichert.').waitFor();
  });

  it('adds an area with three desks and a parking space, uploads its plan and places the desks', async () => {
    await open(admin, '/admin/places');
    const location = admin.getByTestId('places-location').filter({ has: admin.getByRole('heading', { name: 'Hauptstandort' }) });
    await location.getByLabel('Name des Bereichs', { exact: true }).fill('Etage 1');
    await location.getByRole('button', { name: 'Bereich anlegen', exact: true }).click();
    await location.getByRole('link', { name: 'Ressourcen von Etage 1' }).click();
    for (const [kind, label] of [...DESKS.map((d) => ['desk', d] as const), ['parking', 'P-01'] as const]) {
      await admin.getByRole('button', { name: 'Ressource anlegen', exact: true }).click();
      const dialog = admin.getByTestId('resource-dialog');
      if (kind === 'parking') await dialog.getByLabel('Art', { exact: true }).selectOption('parking');
      await dialog.getByLabel('Bezeichnung', { exact: true }).fill(label);
      await dialog.getByRole('button', { name: 'Anlegen', exact: true }).click();
      await dialog.waitFor({ state: 'detached' });
    }
    expect((await admin.getByTestId('places-resource').allTextContents()).map((text) => text.slice(0, 4))).toEqual([...DESKS, 'P-01']);

    const places = await apiCall<Places>(admin, 'GET', 'admin/places');
    areaId = places.data.locations.flatMap((l) => l.areas).find((a) => a.name === 'Etage 1')?.id ?? 0;
    await open(admin, `/admin/plans?area=${areaId}`);
    await admin.getByLabel('Grundriss-Datei (SVG oder PNG)').setInputFiles({ name: 'etage1.svg', mimeType: 'image/svg+xml', buffer: PLAN });
    await admin.getByRole('button', { name: 'Grundriss hochladen' }).click();
    await admin.getByTestId('form-success').getByText('Grundriss gespeichert.').waitFor();
    for (const [index, label] of DESKS.entries()) {
      await admin.getByRole('button', { name: `${label} platzieren` }).click();
      for (let step = 0; step < index * 3; step++) await admin.keyboard.press('Shift+ArrowRight');
    }
    await admin.getByRole('button', { name: 'Platzierungen speichern' }).click();
    await admin.getByText('Ungespeicherte Änderungen: 3').waitFor({ state: 'detached' });
    await expectAccessible(admin, 'plan with three desks');
    await screenshotWidths(admin, SHOTS, 'admin-plan', WIDTHS);
  });

  it('a colleague registers with the code and books the parking space', async () => {
    await open(colleague, '/register');
    await registerWithCode(colleague, {
      code,
      groupName,
      firstName: 'Jonas',
      lastName: 'Journey',
      email: uniqueEmail('jonas'),
      password: 'Kollege!Pass26',
    });
    await colleague.getByRole('navigation', { name: 'Hauptnavigation' }).getByRole('link', { name: 'Parken' }).click();
    await waitForRoute(colleague, '/parkefficient');
    await fillDate(colleague, 'Tag', day);
    await colleague.getByRole('heading', { name: fullDate(day) }).waitFor();
    await colleague.getByRole('button', { name: 'Parkplatz P-01 buchen' }).click();
    await colleague.getByTestId('parking-message').getByText('Parkplatz P-01 ist für dich gebucht.').waitFor();
    await expectAccessible(colleague, 'parking booked in the new group');
  });

  it('subscribes to the calendar link and reads the parking day back from the feed', async () => {
    await open(colleague, '/settings');
    const card = colleague.getByTestId('calendar-links-card');
    await card.getByRole('button', { name: 'Kalender-Link erstellen' }).click();
    const url = await card.getByLabel('Dein Kalender-Link').inputValue();
    // fetched from outside the browser, as a calendar client would: no session, no cookies
    const response = await fetch(new URL(new URL(url).pathname, baseUrl()));
    expect(response.status).toBe(200);
    const feed = parseFeed(await response.text());
    expect(feed.events.map((e) => [e.summary, e.start.slice(0, 10), e.startTzid])).toEqual([['Parkplatz P-01', day, ZONE]]);
  });

  it('books a desk by clicking it on the plan; taken out of service, the colleague is told', async () => {
    await open(colleague, `/reservations?day=${day}&area=${areaId}`);
    const plan = colleague.getByTestId('floor-plan');
    await plan.locator('.floor-plan-canvas img').waitFor();
    await plan.getByRole('button', { name: 'Buchen: T-02 (frei)', exact: true }).click();
    await waitForRoute(colleague, '/reports');
    const booked = await apiCall<{ bookings: { day: string; desk: { label: string } }[] }>(
      colleague,
      'GET',
      `bookings?from=${day}&to=${day}`,
    );
    expect([...new Set(booked.data.bookings.map((b) => `${b.day} ${b.desk.label}`))]).toEqual([`${day} T-02`]);

    await open(admin, `/admin/places?area=${areaId}`);
    await admin.getByTestId('places-resource').filter({ hasText: 'T-02' }).getByRole('button', { name: 'Außer Betrieb nehmen' }).click();
    await admin.getByTestId('confirm-dialog').getByRole('button', { name: 'Außer Betrieb nehmen', exact: true }).click();
    await admin.getByTestId('places-resource').filter({ hasText: 'T-02' }).getByText('Außer Betrieb', { exact: true }).waitFor();

    await open(colleague, '/history');
    await colleague.getByRole('heading', { level: 1, name: 'Nachrichten' }).waitFor();
    await colleague.locator('li.message-item').filter({ hasText: 'Schreibtisch T-02 entfernt' }).waitFor();
    await expectAccessible(colleague, 'message about the removed desk');
    await screenshotWidths(colleague, SHOTS, 'desk-removed-message', WIDTHS);
  });
});
