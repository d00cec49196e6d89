import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, localDayOf } from '../src/domain/time/local-day';
import { apiCall, fullDate } from './support/api';
import { expectAccessible } from './support/axe';
import { launchBrowser, newPage, waitForRoute, waitLoaded } from './support/browser';
import { DEMO_PASSWORD, signIn } from './support/forms';
import { screenshotWidths } from './support/screenshots';
import { startE2eServer, type E2eServer } from './support/server';

// This file switches the demo group to lottery mode, so it runs against its own server (fresh data directory,
// free port) and leaves the shared one of global-setup untouched.

const ZONE = 'Europe/Berlin';
const SHOTS = '/tmp/shots-parking-lottery';
const WIDTHS = [390, 1440];
/** Two days ahead: the draw (18:00 the day before) is still ahead whenever the test runs. */
const DAY = addDays(localDayOf(new Date(), ZONE), 2);

describe('parking in the lottery: request, withdraw, request again, win', () => {
  let server: E2eServer;
  let browser: Browser;
  let admin: Page;
  let kollege: Page;

  /** Opens the app afresh at the route (a hash-only goto would keep the page's cached offer). */
  const open = async (page: Page, route: string) => {
    await page.goto('about:blank');
    await page.goto(`${server.baseUrl}/#${route}`);
    await waitLoaded(page);
  };
  const signInAs = async (page: Page, email: string) => {
    await open(page, '/login');
    await signIn(page, email, DEMO_PASSWORD);
    await waitForRoute(page, '/reports');
  };

  beforeAll(async () => {
    server = await startE2eServer('e2e-parking-lottery');
    browser = await launchBrowser();
    admin = await newPage(browser);
    kollege = await newPage(browser);
    await signInAs(admin, 'demo@deskfair.test');
    const settings = await apiCall(admin, 'PUT', 'admin/group/lottery', {
      allocation_mode: 'algorithm',
      lottery_cutoff_minute: 18 * 60,
      fairness_window_weeks: 4,
      no_shows_count: true,
    });
    expect(settings.status).toBe(200);
    await signInAs(kollege, 'kollege@deskfair.test');
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('shows the lottery on /parkefficient: a request waits for the draw and can be withdrawn', async () => {
    await open(kollege, `/parkefficient?day=${DAY}`);
    const card = kollege.getByTestId('parking-lottery');
    await card.getByText(/^Deine Gruppe verlost die Parkplätze fair: Anfragen für diesen Tag gehen bis /).waitFor();
    // while the draw is ahead, spaces are asked for, not booked
    await kollege.getByTestId('parking-space-P1').getByText('frei').waitFor();
    expect(await kollege.getByRole('button', { name: 'Parkplatz P1 buchen' }).count()).toBe(0);
    await expectAccessible(kollege, 'parking in lottery mode');

    await card.getByRole('button', { name: `Parkplatz anfragen für ${fullDate(DAY)}` }).click();
    await kollege.getByTestId('parking-message').getByText('Anfrage gestellt.').waitFor();
    const request = card.getByTestId('parking-request');
    await request.getByText('Angefragt', { exact: true }).waitFor();
    await request.getByText(/^Angefragt – gelost wird am /).waitFor();
    await expectAccessible(kollege, 'parking requested');
    await screenshotWidths(kollege, SHOTS, 'parking-lottery-requested', WIDTHS);

    await request.getByRole('button', { name: `Anfrage zurückziehen: ${fullDate(DAY)}` }).click();
    await kollege.getByTestId('parking-message').getByText('Anfrage zurückgezogen.').waitFor();
    await card.getByRole('button', { name: `Parkplatz anfragen für ${fullDate(DAY)}` }).click();
    await request.getByText('Angefragt', { exact: true }).waitFor();
  });

  it('after the draw shows the won space, also among the parking days', async () => {
    const run = await apiCall<{ ran: boolean; winners: number }>(admin, 'POST', 'admin/lottery/run', {
      day: DAY,
      resource_kind: 'parking',
    });
    expect([run.status, run.data.ran, run.data.winners]).toEqual([200, true, 1]);
    await open(kollege, `/parkefficient?day=${DAY}`);
    const card = kollege.getByTestId('parking-lottery');
    await card.getByText('Die Verlosung für diesen Tag ist gelaufen – freie Parkplätze kannst du direkt buchen.').waitFor();
    const request = card.getByTestId('parking-request');
    await request.getByText('Gewonnen', { exact: true }).waitFor();
    const message = (await request.locator('.parking-request-message').textContent()) ?? '';
    const label = /^Gewonnen: Parkplatz (.+) gehört dir\.$/.exec(message)?.[1] ?? '';
    expect(label).not.toBe('');
    await kollege
      .getByTestId('parking-mine')
      .getByText(new RegExp(`^${fullDate(DAY)}: ${label} \\(`))
      .waitFor();
    await kollege.getByTestId(`parking-space-${label}`).getByText('deiner').waitFor();
    await expectAccessible(kollege, 'parking won');
    await screenshotWidths(kollege, SHOTS, 'parking-lottery-won', WIDTHS);
  });
});
