import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiCall } from './support/api';
import { expectAccessible } from './support/axe';
import { leaveOnlyDesk, LOTTERY_DAY as DAY, startLotteryServer, type LotteryServer } from './support/lottery-server';

// The demo group draws by lottery here with one desk left, on a server of its own.
const LABEL = 'B1-01';

describe('lottery: the winner cancels, the loser gets a timed offer and accepts it with one tap', () => {
  let lottery: LotteryServer;
  let admin: Page;
  let kollege: Page;
  let winner: Page;
  let loser: Page;

  const open = (page: Page, route: string) => lottery.open(page, route);

  beforeAll(async () => {
    lottery = await startLotteryServer('e2e-lottery-offer');
    admin = lottery.admin;
    kollege = await lottery.signedIn('kollege@deskfair.test');
    await leaveOnlyDesk(admin, LABEL);
  });
  afterAll(async () => {
    await lottery?.stop();
  });

  it('the admin sets the offer minutes on /admin/lottery; a bad value shows the field message', async () => {
    await open(admin, '/admin/lottery');
    const form = admin.locator('form', { has: admin.getByRole('heading', { name: 'Einstellungen' }) });
    await form.getByText('Verlosung', { exact: true }).click();
    const minutes = form.getByLabel('Haltezeit für Angebote von der Warteliste (Min.)');
    await minutes.fill('2000');
    await form.getByRole('button', { name: 'Speichern' }).click();
    await form.getByText('Bitte 0 bis 1440 Minuten angeben.').waitFor();
    await expectAccessible(admin, 'lottery settings with a bad offer minutes');
    await minutes.fill('30');
    await form.getByRole('button', { name: 'Speichern' }).click();
    await form.getByText('Einstellungen der Verlosung gespeichert.').waitFor();
    const { data: ego } = await apiCall<{ group: { allocation_mode: string; waitlist_offer_minutes: number } }>(admin, 'GET', 'ego');
    expect([ego.group.allocation_mode, ego.group.waitlist_offer_minutes]).toEqual(['algorithm', 30]);
  });

  it('two request the last desk; after the draw the winner cancels and the loser accepts the offer in the messages', async () => {
    for (const page of [admin, kollege]) expect((await apiCall(page, 'POST', 'desk_requests', { days: [DAY] })).status).toBe(201);
    const run = await apiCall<{ winners: number; waitlist: number }>(admin, 'POST', 'admin/lottery/run', { day: DAY });
    expect([run.status, run.data.winners, run.data.waitlist]).toEqual([200, 1, 1]);
    type Ego = { lottery_run_status: { status: string; booking_id: number | null } };
    const { data: adminEgo } = await apiCall<Ego>(admin, 'GET', 'ego');
    [winner, loser] = adminEgo.lottery_run_status.status === 'won' ? [admin, kollege] : [kollege, admin];
    const { data: won } = await apiCall<Ego>(winner, 'GET', 'ego');
    expect((await apiCall(winner, 'DELETE', `bookings/${won.lottery_run_status.booking_id}`)).status).toBe(204);

    await open(loser, '/history');
    const item = loser.getByTestId('messages').locator('li', { hasText: `Angebot: ${LABEL} ist frei geworden` });
    await item.getByText(/ist bis \d\d:\d\d Uhr für dich reserviert/).waitFor();
    await expectAccessible(loser, 'messages with an offer');
    await item.getByRole('button', { name: `Angebot annehmen: Angebot: ${LABEL} ist frei geworden` }).click();
    await item
      .getByTestId('offer-answered')
      .getByText(/^Angenommen: Schreibtisch B1-01 am .+ gehört dir\.$/)
      .waitFor();
    await loser.getByTestId('sr-status').getByText('Angenommen – der Platz gehört dir.').waitFor();
    expect(await item.getByRole('button', { name: /Angebot annehmen/ }).count()).toBe(0);
    await expectAccessible(loser, 'messages with the offer accepted');

    const { data: booked } = await apiCall<{ bookings: { day: string; status: string; desk: { label: string } }[] }>(
      loser,
      'GET',
      `bookings?from=${DAY}&to=${DAY}`,
    );
    expect(booked.bookings.map((b) => [b.day, b.status, b.desk.label])).toEqual([[DAY, 'reserved', LABEL]]);
  });

  it('the offer page the push and mail open shows the accepted offer; another person does not see it', async () => {
    const { data } = await apiCall<{ messages: { type: string; path: string }[] }>(loser, 'GET', 'messages');
    const path = data.messages.find((m) => m.type === 'WaitlistOfferNotification')?.path ?? '';
    expect(path).toMatch(/^\/lottery\/offers\/\d+$/);
    await open(loser, path);
    const card = loser.getByTestId('waitlist-offer');
    await card
      .getByTestId('offer-state')
      .getByText(/^Angenommen: Schreibtisch B1-01 am /)
      .waitFor();
    await expectAccessible(loser, 'offer page');
    await open(winner, path);
    await winner.getByText('Angebot nicht gefunden.').waitFor();
  });
});
