import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiCall, fullDate } from './support/api';
import { expectAccessible } from './support/axe';
import { LOTTERY_DAY as DAY, startLotteryServer, type LotteryServer } from './support/lottery-server';
import { screenshotWidths } from './support/screenshots';

// The demo group draws by lottery here, on a server of its own (the shared one stays first come, first served).
const SHOTS = '/tmp/shots-lottery-verify';
const WIDTHS = [390, 1440];

describe('a verifiable draw: the commitment before, the replay in the browser after', () => {
  let lottery: LotteryServer;
  let admin: Page;
  let kollege: Page;

  const open = (page: Page, route: string) => lottery.open(page, route);

  beforeAll(async () => {
    lottery = await startLotteryServer('e2e-lottery-verify');
    admin = lottery.admin;
    kollege = await lottery.signedIn('kollege@deskfair.test');
  });
  afterAll(async () => {
    await lottery?.stop();
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
