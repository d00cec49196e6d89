import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, localDayOf } from '../src/domain/time/local-day';
import { apiCall } from './support/api';
import { expectAccessible } from './support/axe';
import { launchBrowser, newPage, waitForRoute, waitLoaded } from './support/browser';
import { DEMO_PASSWORD, signIn } from './support/forms';
import { startE2eServer, type E2eServer } from './support/server';

// This file switches the demo group to lottery mode and takes desks out of service, so it runs against its own server
// (fresh data directory, free port) and leaves the shared one of global-setup untouched.

const ZONE = 'Europe/Berlin';
/** Two days ahead: the draw (18:00 the day before) is still ahead whenever the test runs. */
const DAY = addDays(localDayOf(new Date(), ZONE), 2);
const LABEL = 'B1-01';

describe('lottery: the winner cancels, the loser gets a timed offer and accepts it with one tap', () => {
  let server: E2eServer;
  let browser: Browser;
  let admin: Page;
  let kollege: Page;
  let winner: Page;
  let loser: Page;

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
    server = await startE2eServer('e2e-lottery-offer');
    browser = await launchBrowser();
    admin = await newPage(browser);
    kollege = await newPage(browser);
    await signInAs(admin, 'demo@deskfair.test');
    await signInAs(kollege, 'kollege@deskfair.test');
    // One desk left in the whole group.
    const { data: locs } = await apiCall<{ locations: { id: number }[] }>(admin, 'GET', 'admin/locations');
    for (const l of locs.locations) {
      const { data } = await apiCall<{ desks: { id: number; label: string }[] }>(admin, 'GET', `admin/locations/${l.id}/qr_sheet`);
      for (const d of data.desks) {
        if (d.label !== LABEL) expect((await apiCall(admin, 'PUT', `admin/desks/${d.id}`, { active: false })).status).toBe(204);
      }
    }
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
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
