import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiCall, fullDate } from './support/api';
import { expectAccessible } from './support/axe';
import { LOTTERY_DAY as DAY, startLotteryServer, type LotteryServer } from './support/lottery-server';

// The demo group draws by lottery here and Dana is linked with Karl, on a server of its own.

describe('team seating: request a day together with a linked colleague', () => {
  let lottery: LotteryServer;
  let dana: Page;
  let karl: Page;

  const open = (page: Page, route: string) => lottery.open(page, route);
  const requestItem = (page: Page) => page.getByTestId('desk-requests').locator('li', { hasText: fullDate(DAY) });

  beforeAll(async () => {
    lottery = await startLotteryServer('e2e-team-seating');
    dana = lottery.admin;
    karl = await lottery.signedIn('kollege@deskfair.test');
    // Dana asks Karl to link up, Karl accepts (the team screens are tested in team.e2e.ts).
    const { data: staff } = await apiCall<{ staff: Array<{ id: number; first_name: string }> }>(dana, 'GET', 'staff?q=Kollege');
    const karlId = staff.staff.find((s) => s.first_name === 'Karl')?.id ?? 0;
    expect((await apiCall(dana, 'POST', 'links', { user_id: karlId })).status).toBe(201);
    const { data: links } = await apiCall<{ links: Array<{ id: number; direction: string }> }>(karl, 'GET', 'links');
    const incoming = links.links.find((l) => l.direction === 'incoming');
    expect((await apiCall(karl, 'POST', `links/${incoming?.id ?? 0}/accept`)).status).toBe(200);
  });
  afterAll(async () => {
    await lottery?.stop();
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
