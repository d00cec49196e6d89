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
const SHOTS = '/tmp/shots-lottery-verify';
const WIDTHS = [390, 1440];
/** Two days ahead: the draw (18:00 the day before) is still ahead whenever the test runs. */
const DAY = addDays(localDayOf(new Date(), ZONE), 2);

describe('a verifiable draw: the commitment before, the replay in the browser after', () => {
  let server: E2eServer;
  let browser: Browser;
  let admin: Page;
  let kollege: Page;

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
    server = await startE2eServer('e2e-lottery-verify');
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

  it('shows the commitment to the seed on a waiting request, before the draw', async () => {
    for (const page of [kollege, admin]) expect((await apiCall(page, 'POST', 'desk_requests', { days: [DAY] })).status).toBe(201);
    await open(kollege, '/desk_requests');
    const item = kollege.locator('.request-item[data-status="waiting"]');
    await item.getByText(fullDate(DAY)).waitFor();
    await item
      .getByTestId('draw-commitment')
      .getByText(/^Zufallswert vorab festgelegt \(.+\): SHA-256 [0-9a-f]{64}$/)
      .waitFor();
    await expectAccessible(kollege, 'request with commitment');
  });

  it('after the draw the run page shows the seed, and the replay in the browser agrees', async () => {
    const run = await apiCall<{ ran: boolean }>(admin, 'POST', 'admin/lottery/run', { day: DAY });
    expect([run.status, run.data.ran]).toEqual([200, true]);
    await open(kollege, '/desk_requests');
    await kollege.getByTestId('desk-requests').getByRole('link', { name: 'Verlosung nachprüfen' }).click();
    const page = kollege.getByTestId('lottery-run');
    await page.getByRole('heading', { name: `Verlosung der Schreibtische für ${fullDate(DAY)}` }).waitFor();
    await page.getByText('Die Festlegung war vor dem Anfrageschluss.').waitFor();
    expect(await page.getByTestId('run-commitment').textContent()).toMatch(/^[0-9a-f]{64}$/);
    expect(await page.getByTestId('run-seed').textContent()).toMatch(/^[0-9a-f]{64}$/);
    await kollege.getByTestId('my-draw').getByRole('heading', { name: 'Deine Verlosung: Gewonnen' }).waitFor();
    await kollege
      .getByTestId('my-draw')
      .getByText(/^Deine Chance vorher: 100\s%/)
      .waitFor();

    await page.getByRole('button', { name: 'Nachprüfen' }).click();
    const verdict = page.getByTestId('run-verdict');
    await verdict.getByText('Stimmt überein: Zufallswert, Festlegung und Ergebnis sind geprüft.').waitFor();
    expect(await verdict.getAttribute('data-ok')).toBe('true');
    await verdict.getByText('Nochmal gelost: gleiches Ergebnis').waitFor();
    await kollege
      .getByTestId('my-draws')
      .getByRole('link', { name: `Verlosung vom ${fullDate(DAY)} ansehen` })
      .waitFor();
    await expectAccessible(kollege, 'run page with verdict');
    await screenshotWidths(kollege, SHOTS, 'lottery-run-verified', WIDTHS);
  });
});
