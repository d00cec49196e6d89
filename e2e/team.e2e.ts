import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, localDayOf } from '../src/domain/time/local-day';
import { apiCall, fullDate } from './support/api';
import { expectAccessible } from './support/axe';
import { launchBrowser, newPage, open, waitForRoute, waitLoaded } from './support/browser';
import { DEMO_PASSWORD, signIn, uniqueEmail } from './support/forms';
import { fillDate } from './support/pickers';
import { screenshotWidths } from './support/screenshots';

const ZONE = 'Europe/Berlin';
const SHOTS = '/tmp/shots-team';
const WIDTHS = [390, 1440];

interface Desk {
  id: number;
  label: string;
  location: { id: number; name: string };
  area: { id: number; name: string };
}
interface Ego {
  user: { id: number };
  group: { slots: { id: number; name: string }[] };
}
interface Link {
  id: number;
  status: string;
  direction: string;
  colleague: { id: number; first_name: string; last_name: string };
}

/** Opens a screen with the app loaded afresh (what another user changed meanwhile is read again). */
async function openFresh(page: Page, route: string): Promise<void> {
  await open(page, route);
  await page.reload();
  await waitLoaded(page);
}

async function signedIn(page: Page, email: string): Promise<Page> {
  await open(page, '/login');
  await signIn(page, email, DEMO_PASSWORD);
  await waitForRoute(page, '/reports');
  return page;
}

/** A new colleague of the demo group (registered through the API, then signed in): nobody's team yet. */
async function newColleague(browser: Browser, firstName: string, lastName: string): Promise<Page> {
  const page = await newPage(browser);
  await open(page, '/');
  // the first API answer sets the XSRF cookie that the registration must echo
  await apiCall(page, 'GET', 'health');
  const email = uniqueEmail('team');
  const created = await apiCall<unknown>(page, 'POST', 'register', {
    group_code: 'DEMO-2026',
    first_name: firstName,
    name: lastName,
    email,
    email_confirmation: email,
    user_group: 'Vertrieb',
    password: DEMO_PASSWORD,
    password_confirmation: DEMO_PASSWORD,
    terms: true,
  });
  expect(created.status).toBe(201);
  return signedIn(page, email);
}

describe('team: find colleagues, link up, team days, book near them, hide presence', () => {
  let browser: Browser;
  let dana: Page;
  let kim: Page;
  // a colleague of this run only, so that reruns and the other files' links never meet
  const lastName = `Kollegin${Date.now().toString(36)}`;
  const kimName = `Kim ${lastName}`;
  // a day ahead inside the team view's 6 weeks and the group's booking horizon
  const day = addDays(localDayOf(new Date(), ZONE), 9);
  let desk: Desk;
  let bookingId = 0;

  beforeAll(async () => {
    browser = await launchBrowser();
    dana = await signedIn(await newPage(browser), 'demo@deskfair.test');
    kim = await newColleague(browser, 'Kim', lastName);
  });

  afterAll(async () => {
    if (kim && bookingId) await apiCall(kim, 'DELETE', `bookings/${bookingId}`);
    await browser?.close();
  });

  it('Dana opens Team from the bottom bar and searches as she types', async () => {
    await dana.getByRole('navigation', { name: 'Hauptnavigation' }).getByRole('link', { name: 'Team' }).click();
    await waitForRoute(dana, '/staff_search');
    await dana.getByRole('heading', { level: 1, name: 'Team' }).waitFor();
    await dana.getByTestId('my-team').waitFor();
    await expectAccessible(dana, 'team screen');

    const search = dana.getByLabel('Name, E-Mail oder Abteilung');
    await search.fill('kolle');
    const results = dana.getByRole('list', { name: 'Suchergebnisse' });
    await results.getByText('Karl Kollege', { exact: true }).waitFor();
    await expectAccessible(dana, 'team search results');

    // accents and case do not matter
    await search.fill('muller');
    await results.getByText('Jürgen Müller', { exact: true }).waitFor();

    // the server refuses a text over 100 characters: its message shows at the field
    await search.fill('k'.repeat(101));
    await dana.getByText('Zu lang.', { exact: true }).waitFor();
    expect(await search.getAttribute('aria-invalid')).toBe('true');
    await expectAccessible(dana, 'team search, text too long');

    await search.fill('niemand-heisst-so');
    await dana.getByTestId('no-staff').getByText('Niemand gefunden. Versuche einen anderen Namen oder eine Abteilung.').waitFor();
    await expectAccessible(dana, 'team search without results');
  });

  it('Dana asks Kim to link up: the row says "Angefragt" and offers to withdraw', async () => {
    await dana.getByLabel('Name, E-Mail oder Abteilung').fill(lastName);
    const row = dana.getByRole('list', { name: 'Suchergebnisse' }).getByRole('listitem').filter({ hasText: kimName });
    await row.getByText('Vertrieb').waitFor();
    await row.getByText('Remote').waitFor();
    await row.getByRole('button', { name: `Verbinden: ${kimName}` }).click();
    await dana.getByTestId('sr-status').getByText(`Anfrage an ${kimName} gesendet.`).waitFor();
    await row.getByText('Angefragt').waitFor();
    await row.getByRole('button', { name: `Zurückziehen: Anfrage an ${kimName}` }).waitFor();
    await dana.getByTestId('team-outgoing').getByText(kimName).waitFor();
    await expectAccessible(dana, 'team search, request sent');
    await screenshotWidths(dana, SHOTS, 'team-search', WIDTHS);
  });

  it('Kim accepts (API) and books a desk for the day (API)', async () => {
    const links = await apiCall<{ links: Link[] }>(kim, 'GET', 'links');
    const request = links.data.links.find((l) => l.direction === 'incoming' && l.colleague.first_name === 'Dana');
    expect(request?.status).toBe('requested');
    const accepted = await apiCall(kim, 'POST', `links/${request?.id ?? 0}/accept`);
    expect(accepted.status).toBe(200);

    const ego = await apiCall<Ego>(kim, 'GET', 'ego');
    const slot = ego.data.group.slots.find((s) => s.name === 'full_day')?.id ?? 0;
    const free = await apiCall<{ desks: Desk[] }>(kim, 'GET', `desks/available?day=${day}&slot_id=${slot}`);
    // the last free desk of Berlin Mitte, Etage 1: the other files take the first ones
    const candidate = free.data.desks.filter((d) => d.location.name === 'Berlin Mitte' && d.area.name === 'Etage 1').at(-1);
    expect(candidate).toBeDefined();
    desk = candidate as Desk;
    const booked = await apiCall<{ results: { outcome: string; booking: { id: number } | null }[] }>(kim, 'POST', 'bookings', {
      desk_id: desk.id,
      days: [day],
      slot_id: slot,
    });
    expect(booked.status).toBe(201);
    expect(booked.data.results[0]?.outcome).toBe('booked');
    bookingId = booked.data.results[0]?.booking?.id ?? 0;
  });

  it('Dana sees Kim in her team and on the team day in Berlin Mitte, Etage 1', async () => {
    await openFresh(dana, '/staff_search');
    await dana.getByTestId('team-members').getByText(kimName).waitFor();
    await fillDate(dana, 'Tag', day);
    await dana.getByRole('heading', { name: `Dein Team am ${fullDate(day)}` }).waitFor();
    const place = dana.getByRole('region', { name: 'Berlin Mitte, Etage 1' });
    const row = place.getByRole('listitem').filter({ hasText: kimName });
    await row.getByText(`Tisch ${desk.label} · 08:00–18:00`).waitFor();
    await expectAccessible(dana, 'team day');
    await screenshotWidths(dana, SHOTS, 'team-day', WIDTHS);

    await row.getByRole('link', { name: `Tisch in der Nähe buchen: ${kimName}, Berlin Mitte, Etage 1` }).click();
    await waitForRoute(dana, `/reservations?day=${day}&area=${desk.area.id}`);
    await dana.getByRole('heading', { level: 1, name: 'Schreibtisch buchen' }).waitFor();
    const seats = dana.getByTestId('team-seats');
    await seats.getByRole('heading', { name: 'Dein Team an diesem Tag' }).waitFor();
    await seats.getByText(`${kimName} – Tisch ${desk.label}`).waitFor();
    // Kim's area comes first and says that the team sits there
    const firstArea = dana.getByTestId('desk-list').getByRole('region').first();
    expect(await firstArea.getAttribute('aria-label')).toBe('Berlin Mitte, Etage 1');
    await firstArea.getByText(`Hier sitzt dein Team: ${kimName} (${desk.label})`).waitFor();
    await expectAccessible(dana, 'reservations near the team');
    await screenshotWidths(dana, SHOTS, 'reservations-near-team', WIDTHS);
  });

  it('Kim hides her presence in the settings: Dana then sees "Anwesenheit verborgen"', async () => {
    await open(kim, '/settings');
    const presenceSwitch = kim.getByRole('switch', { name: 'Anwesenheit für Kolleg:innen verbergen' });
    expect(await presenceSwitch.isChecked()).toBe(false);
    // the switch's input is visually hidden inside its label: a tap lands on the label's text
    await kim.getByText('Anwesenheit für Kolleg:innen verbergen', { exact: true }).click();
    await kim.getByTestId('sr-status').getByText('Gespeichert.').waitFor();
    expect(await presenceSwitch.isChecked()).toBe(true);
    await expectAccessible(kim, 'settings with presence hidden');
    await screenshotWidths(kim, SHOTS, 'settings-presence', WIDTHS);

    await openFresh(dana, `/staff_search?day=${day}`);
    const away = dana.getByRole('region', { name: 'Nicht im Büro' }).getByRole('listitem').filter({ hasText: kimName });
    await away.getByText('Anwesenheit verborgen').waitFor();
    expect(await dana.getByRole('region', { name: 'Berlin Mitte, Etage 1' }).getByText(kimName).count()).toBe(0);
    await dana.getByTestId('team-members').getByRole('listitem').filter({ hasText: kimName }).getByText('Unbekannt').waitFor();
    await expectAccessible(dana, 'team day with hidden presence');
  });

  it('Dana removes Kim from her team after a question', async () => {
    await dana.getByRole('button', { name: `Entfernen aus dem Team: ${kimName}` }).click();
    const dialog = dana.getByTestId('confirm-dialog');
    await dialog.getByText(`${kimName} wirklich aus deinem Team entfernen?`, { exact: false }).waitFor();
    await expectAccessible(dana, 'remove from team question');
    await dialog.getByRole('button', { name: 'Ja, entfernen' }).click();
    await dana.getByTestId('sr-status').getByText(`${kimName} ist nicht mehr in deinem Team.`).waitFor();
    await dana.getByTestId('team-members').getByText(kimName).waitFor({ state: 'detached' });
  });
});
