import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiCall, fullDate } from './support/api';
import { expectAccessible } from './support/axe';
import { LOTTERY_DAY as DAY, startLotteryServer, type LotteryServer } from './support/lottery-server';
import { screenshotWidths } from './support/screenshots';

// The demo group draws by lottery here, on a server of its own (the shared one stays first come, first served).
const SHOTS = '/tmp/shots-parking-lottery';
const WIDTHS = [390, 1440];

describe('parking in the lottery: request, withdraw, request again, win', () => {
  let lottery: LotteryServer;
  let admin: Page;
  let kollege: Page;

  const open = (page: Page, route: string) => lottery.open(page, route);

  beforeAll(async () => {
    lottery = await startLotteryServer('e2e-parking-lottery');
    admin = lottery.admin;
    kollege = await lottery.signedIn('kollege@deskfair.test');
  });
  afterAll(async () => {
    await lottery?.stop();
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
