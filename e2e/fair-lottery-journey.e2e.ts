import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiCall, fullDate } from './support/api';
import { expectAccessible } from './support/axe';
import { leaveOnlyDesk, LOTTERY_DAY as DAY, startLotteryServer, type LotteryServer } from './support/lottery-server';
import { screenshotWidths } from './support/screenshots';

// The fair lottery from a user's side: a verifiable draw for the last desk, then a timed offer when the winner cancels.

const LAST_DESK = 'B1-01';
const REQUESTERS = ['kollege@deskfair.test', 'sophie.hoffmann@deskfair.test', 'tobias.kuehn@deskfair.test'];

type Ego = { lottery_run_status: { status: string; waitlist_position: number | null; booking_id: number | null } | null };

describe('three people ask for the last desk: the loser checks the draw, then accepts the desk the winner gave back', () => {
  let lottery: LotteryServer;
  let admin: Page;
  let people: Page[];

  const open = (page: Page, route: string) => lottery.open(page, route);
  const statusOf = async (page: Page) => (await apiCall<Ego>(page, 'GET', 'ego')).data.lottery_run_status;

  beforeAll(async () => {
    lottery = await startLotteryServer('e2e-fair-lottery', { waitlist_offer_minutes: 30 });
    admin = lottery.admin;
    await leaveOnlyDesk(admin, LAST_DESK);
    people = [];
    for (const email of REQUESTERS) people.push(await lottery.signedIn(email));
  });
  afterAll(async () => {
    await lottery?.stop();
  });

  it('each asks on the booking screen and sees the commitment to the seed before the draw', async () => {
    for (const page of people) {
      await open(page, `/reservations?day=${DAY}`);
      const panel = page.getByTestId('lottery-request');
      await panel.getByRole('button', { name: 'Anfrage stellen' }).click();
      await page
        .getByTestId('request-outcomes')
        .getByText(`${fullDate(DAY)}: Wartet auf Bestätigung`)
        .waitFor();
    }
    const first = people[0] as Page;
    await open(first, '/desk_requests');
    await first
      .locator('.request-item[data-status="waiting"]')
      .getByTestId('draw-commitment')
      .getByText(/^Zufallswert vorab festgelegt \(.+\): SHA-256 [0-9a-f]{64}$/)
      .waitFor();
    await expectAccessible(first, 'a waiting request with its commitment');
  });

  it('after the draw the first on the waiting list opens the run page: the seed matches the commitment and the replay agrees', async () => {
    const run = await apiCall<{ winners: number; waitlist: number }>(admin, 'POST', 'admin/lottery/run', { day: DAY });
    expect([run.status, run.data.winners, run.data.waitlist]).toEqual([200, 1, 2]);
    const statuses = await Promise.all(people.map(statusOf));
    const loser = people[statuses.findIndex((s) => s?.status === 'lost' && s.waitlist_position === 1)] as Page;

    await open(loser, '/desk_requests');
    await loser.getByTestId('desk-requests').getByRole('link', { name: 'Verlosung nachprüfen' }).click();
    const runPage = loser.getByTestId('lottery-run');
    await runPage.getByRole('heading', { name: `Verlosung der Schreibtische für ${fullDate(DAY)}` }).waitFor();
    await runPage.getByText('Die Festlegung war vor dem Anfrageschluss.').waitFor();
    await loser.getByTestId('my-draw').getByRole('heading', { name: 'Deine Verlosung: Nicht gewonnen' }).waitFor();
    await runPage.getByRole('button', { name: 'Nachprüfen' }).click();
    const verdict = runPage.getByTestId('run-verdict');
    await verdict.getByText('Stimmt überein: Zufallswert, Festlegung und Ergebnis sind geprüft.').waitFor();
    expect(await verdict.getAttribute('data-ok')).toBe('true');
    await expectAccessible(loser, 'the run page of a lost draw, verified');
    await screenshotWidths(loser, '/tmp/shots-fair-lottery', 'run-page-lost', [390, 1440]);
  });

  it('the winner cancels; the first on the waiting list gets a timed offer and accepts it with one tap', async () => {
    const statuses = await Promise.all(people.map(statusOf));
    const winner = people[statuses.findIndex((s) => s?.status === 'won')] as Page;
    const loser = people[statuses.findIndex((s) => s?.waitlist_position === 1)] as Page;
    const second = people[statuses.findIndex((s) => s?.waitlist_position === 2)] as Page;

    await open(winner, '/reports');
    const item = winner.getByTestId('upcoming-bookings').locator('li', { hasText: `Schreibtisch ${LAST_DESK}` });
    await item.getByRole('button', { name: /^Stornieren/ }).click();
    await winner.getByRole('button', { name: 'Ja, stornieren' }).click();
    await winner
      .getByTestId('sr-status')
      .getByText(/storniert\.$/)
      .waitFor();

    await open(loser, '/history');
    const offer = loser.getByTestId('messages').locator('li', { hasText: `Angebot: ${LAST_DESK} ist frei geworden` });
    await offer.getByText(/ist bis \d\d:\d\d Uhr für dich reserviert/).waitFor();
    await expectAccessible(loser, 'messages with a timed offer');
    await offer.getByRole('button', { name: `Angebot annehmen: Angebot: ${LAST_DESK} ist frei geworden` }).click();
    await offer
      .getByTestId('offer-answered')
      .getByText(new RegExp(`^Angenommen: Schreibtisch ${LAST_DESK} am .+ gehört dir\\.$`))
      .waitFor();

    await open(loser, '/reports');
    await loser
      .getByTestId('upcoming-bookings')
      .locator('li', { hasText: `Schreibtisch ${LAST_DESK}` })
      .waitFor();
    expect(await statusOf(loser)).toMatchObject({ status: 'won' });
    expect(await statusOf(second)).toMatchObject({ status: 'lost', waitlist_position: 1 });
  });
});
