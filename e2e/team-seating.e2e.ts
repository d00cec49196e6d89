import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, localDayOf } from '../src/domain/time/local-day';
import { expectAccessible } from './support/axe';
import { launchBrowser, newPage, waitForRoute, waitLoaded } from './support/browser';
import { DEMO_PASSWORD, signIn } from './support/forms';
import { startE2eServer, type E2eServer } from './support/server';
import { apiCall, fullDate } from './support/api';

// Switches the demo group to lottery mode and links Dana with Karl, so it runs against its own server.

const ZONE = 'Europe/Berlin';
/** Two days ahead: the draw (18:00 the day before) is still ahead whenever the test runs. */
const DAY = addDays(localDayOf(new Date(), ZONE), 2);

describe('team seating: request a day together with a linked colleague', () => {
  let server: E2eServer;
  let browser: Browser;
  let dana: Page;
  let karl: Page;

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
  const requestItem = (page: Page) => page.getByTestId('desk-requests').locator('li', { hasText: fullDate(DAY) });

  beforeAll(async () => {
    server = await startE2eServer('e2e-team-seating');
    browser = await launchBrowser();
    dana = await newPage(browser);
    karl = await newPage(browser);
    await signInAs(dana, 'demo@deskfair.test');
    await signInAs(karl, 'kollege@deskfair.test');
    const settings = await apiCall(dana, 'PUT', 'admin/group/lottery', {
      allocation_mode: 'algorithm',
      lottery_cutoff_minute: 18 * 60,
      fairness_window_weeks: 4,
      no_shows_count: true,
    });
    expect(settings.status).toBe(200);
    // Dana asks Karl to link up, Karl accepts (the team screens are tested in team.e2e.ts).
    const { data: staff } = await apiCall<{ staff: Array<{ id: number; first_name: string }> }>(dana, 'GET', 'staff?q=Kollege');
    const karlId = staff.staff.find((s) => s.first_name === 'Karl')?.id ?? 0;
    expect((await apiCall(dana, 'POST', 'links', { user_id: karlId })).status).toBe(201);
    const { data: links } = await apiCall<{ links: Array<{ id: number; direction: string }> }>(karl, 'GET', 'links');
    const incoming = links.links.find((l) => l.direction === 'incoming');
    expect((await apiCall(karl, 'POST', `links/${incoming?.id ?? 0}/accept`)).status).toBe(200);
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('Karl chooses Dana in the request panel; both requests wait as one team', async () => {
    await open(karl, `/reservations?day=${DAY}`);
    const panel = karl.getByTestId('lottery-request');
    const team = panel.getByTestId('team-choice');
    await team.getByText('Zusammen anfragen mit').waitFor();
    await karl.getByTestId('desk-list').waitFor();
    await expectAccessible(karl, 'lottery request with team choice');
    await team.getByText('Dana Demo').click();
    await panel.getByRole('button', { name: 'Anfrage stellen' }).click();
    await karl
      .getByTestId('request-outcomes')
      .getByText(`${fullDate(DAY)}: Wartet auf Bestätigung · als Team`)
      .waitFor();

    await open(dana, '/desk_requests');
    const item = requestItem(dana);
    await item.getByText('Teamanfrage: die Verlosung setzt euch nebeneinander.').waitFor();
    await item.getByText(/^Wartet auf Bestätigung – die Verlosung ist am /).waitFor();
    await expectAccessible(dana, 'my requests with a team request');
  });

  it('the draw seats the team side by side; each sees it on My requests', async () => {
    const run = await apiCall<{ ran: boolean; winners: number }>(dana, 'POST', 'admin/lottery/run', { day: DAY });
    expect(run.data).toEqual({ ran: true, winners: 2, waitlist: 0 });
    for (const page of [dana, karl]) {
      await open(page, '/desk_requests');
      await requestItem(page)
        .getByText(/^Gewonnen: .+, neben deinem Team\.$/)
        .waitFor();
    }
  });
});
