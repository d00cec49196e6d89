import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, localDayOf } from '../src/domain/time/local-day';
import { expectAccessible } from './support/axe';
import { launchBrowser, newPage, waitForRoute, waitLoaded } from './support/browser';
import { DEMO_PASSWORD, register, signIn, uniqueEmail } from './support/forms';
import { startE2eServer, type E2eServer } from './support/server';
import { apiCall, fullDate } from './support/api';

// This file switches the demo group to lottery mode and takes desks out of service, so it runs against
// its own server (fresh data directory, free port) and leaves the shared one of global-setup untouched.

const ZONE = 'Europe/Berlin';
/** Two days ahead: the draw (18:00 the day before) is still ahead whenever the test runs. */
const DAY = addDays(localDayOf(new Date(), ZONE), 2);

describe('lottery: three requests for the last desk', () => {
  let server: E2eServer;
  let browser: Browser;
  let admin: Page;
  let kollege: Page;
  let newcomer: Page;
  let deskLabel = '';
  const names = new Map<Page, string>();

  /**
   * Opens the app afresh at the route, as a person does who comes back after the draw: a hash-only goto would keep
   * the page's cached lists (fresh for 30 s), which know nothing of what the draw did on the server.
   */
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
  /** The request of DAY on the 'Meine Anfragen' screen. */
  const requestItem = (page: Page) => page.getByTestId('desk-requests').locator('li', { hasText: fullDate(DAY) });

  beforeAll(async () => {
    server = await startE2eServer('e2e-lottery');
    browser = await launchBrowser();
    admin = await newPage(browser);
    kollege = await newPage(browser);
    newcomer = await newPage(browser);
    names.set(admin, 'demo').set(kollege, 'kollege').set(newcomer, 'newcomer');
    await signInAs(admin, 'demo@deskfair.test');

    // Setup as admin through the API: lottery mode, and one desk left in the whole group.
    const settings = await apiCall(admin, 'PUT', 'admin/group/lottery', {
      allocation_mode: 'algorithm',
      lottery_cutoff_minute: 18 * 60,
      fairness_window_weeks: 4,
      no_shows_count: true,
      // A freed desk is booked for the first on the waiting list at once (timed offers: lottery-offer.e2e.ts).
      waitlist_offer_minutes: 0,
    });
    expect(settings.status).toBe(200);
    const { data: locs } = await apiCall<{ locations: { id: number }[] }>(admin, 'GET', 'admin/locations');
    const desks: { id: number; label: string }[] = [];
    for (const l of locs.locations) {
      desks.push(
        ...(await apiCall<{ desks: { id: number; label: string }[] }>(admin, 'GET', `admin/locations/${l.id}/qr_sheet`)).data.desks,
      );
    }
    const kept = desks.find((d) => d.label === 'B1-01') ?? desks[0];
    if (!kept) throw new Error('no desks');
    deskLabel = kept.label;
    for (const d of desks) {
      if (d.id !== kept.id) expect((await apiCall(admin, 'PUT', `admin/desks/${d.id}`, { active: false })).status).toBe(204);
    }

    await signInAs(kollege, 'kollege@deskfair.test');
    await open(newcomer, '/register');
    await register(newcomer, { email: uniqueEmail('lotte'), firstName: 'Lotte', password: 'Sicher!Pass2026' });
    await waitForRoute(newcomer, '/reports');
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('requests through the booking screen wait for confirmation', async () => {
    // kollege: a request without a specific desk, with an area preference and near colleagues
    await open(kollege, `/reservations?day=${DAY}`);
    const panel = kollege.getByTestId('lottery-request');
    await panel.getByText(/Anfragen werden bis 18:00 Uhr am Vortag gesammelt/).waitFor();
    await kollege.getByTestId('desk-list').waitFor();
    await expectAccessible(kollege, 'reservations in lottery mode');
    await panel.getByLabel('Wunschbereich').selectOption({ index: 1 });
    await panel.getByText('In der Nähe meiner Kolleg:innen').click();
    await panel.getByRole('button', { name: 'Anfrage stellen' }).click();
    await kollege
      .getByTestId('request-outcomes')
      .getByText(`${fullDate(DAY)}: Wartet auf Bestätigung`)
      .waitFor();
    await kollege
      .getByTestId('sr-status')
      .getByText(/^Anfrage gestellt/)
      .waitFor();
    await expectAccessible(kollege, 'reservations requested');

    // newcomer: 'Buchen' on the desk makes it the preferred desk of a request
    await open(newcomer, `/reservations?day=${DAY}`);
    await newcomer.getByTestId('desk-list').waitFor();
    await newcomer
      .getByTestId('desk-list')
      .getByRole('button', { name: `Buchen: ${deskLabel}` })
      .click();
    await newcomer
      .getByTestId('booking-outcomes')
      .getByText(`${fullDate(DAY)}: Wartet auf Bestätigung`)
      .waitFor();

    // demo (admin) requests through the API
    expect((await apiCall(admin, 'POST', 'desk_requests', { days: [DAY] })).status).toBe(201);

    // the status banner on /reports and /one, with a link to the request list
    await open(newcomer, '/reports');
    const banner = newcomer.getByTestId('lottery-banner');
    await banner
      .getByRole('status')
      .getByText(/^Wartet auf Bestätigung – die Verlosung ist am /)
      .waitFor();
    await expectAccessible(newcomer, 'calendar with lottery banner');
    await open(newcomer, '/one');
    await newcomer
      .getByTestId('lottery-banner')
      .getByText(/^Wartet auf Bestätigung/)
      .first()
      .waitFor();
    await expectAccessible(newcomer, 'one-click with lottery banner');
    await newcomer.getByTestId('lottery-banner').getByRole('link', { name: 'Meine Anfragen' }).click();
    await waitForRoute(newcomer, '/desk_requests');
    await newcomer.getByRole('heading', { level: 1, name: 'Meine Anfragen' }).waitFor();
    await requestItem(newcomer).getByText('Wartet auf Bestätigung', { exact: true }).waitFor();
    expect(
      await requestItem(newcomer)
        .getByRole('button', { name: `Anfrage zurückziehen: ${fullDate(DAY)}` })
        .count(),
    ).toBe(1);
    await expectAccessible(newcomer, 'my requests waiting');
  });

  it('the admin runs the draw: one wins the desk, two see they lost and why; the winner cancels, the first waiting moves up', async () => {
    await open(admin, '/settings');
    await admin.getByRole('link', { name: 'Verlosung einstellen' }).click();
    await waitForRoute(admin, '/admin/lottery');
    await admin.getByRole('heading', { level: 1, name: 'Verlosung' }).waitFor();
    expect(await admin.getByRole('radio', { name: 'Verlosung' }).isChecked()).toBe(true);
    expect(await admin.getByLabel('Stunde').inputValue()).toBe('18');
    await expectAccessible(admin, 'admin lottery');
    await admin.getByLabel('Tag', { exact: true }).selectOption(DAY);
    await admin.getByRole('button', { name: 'Verlosung jetzt starten' }).click();
    await admin.getByTestId('lottery-run-result').getByText('Verlosung gelaufen: 1 Gewinner:innen, 2 auf der Warteliste.').waitFor();
    await expectAccessible(admin, 'admin lottery ran');

    const outcome = new Map<Page, { status: string; text: string }>();
    for (const page of [admin, kollege, newcomer]) {
      await open(page, '/desk_requests');
      const item = requestItem(page);
      await item.waitFor();
      outcome.set(page, { status: (await item.getAttribute('data-status')) ?? '', text: (await item.textContent()) ?? '' });
    }
    const winners = [...outcome].filter(([, o]) => o.status === 'won');
    const losers = [...outcome].filter(([, o]) => o.status === 'lost');
    expect(winners, JSON.stringify([...outcome].map(([p, o]) => [names.get(p), o]))).toHaveLength(1);
    expect(losers, JSON.stringify([...outcome].map(([p, o]) => [names.get(p), o]))).toHaveLength(2);
    const [winner, won] = winners[0] ?? [];
    if (!winner || !won) throw new Error('no winner');
    expect(won.text).toContain('Reserviert');
    expect(won.text).toMatch(/Gewonnen: /);
    expect(won.text).toContain(deskLabel);
    for (const [, lost] of losers) {
      expect(lost.text).toContain('Abgelehnt');
      expect(lost.text).toMatch(
        /Mehr Anfragen als freie Schreibtische: Platz [12] auf der Warteliste\. Beim nächsten Mal sind deine Chancen höher\./,
      );
    }
    const first = losers.find(([, o]) => o.text.includes('Platz 1 auf der Warteliste.'))?.[0];
    const second = losers.find(([, o]) => o.text.includes('Platz 2 auf der Warteliste.'))?.[0];
    if (!first || !second) throw new Error('no waiting list');
    await expectAccessible(first, 'my requests lost');
    expect(
      await requestItem(first)
        .getByRole('button', { name: `Warteliste verlassen: ${fullDate(DAY)}` })
        .count(),
    ).toBe(1);

    // the winner sees the reserved desk and the banner, and cancels through the calendar
    await open(winner, '/reports');
    await winner
      .getByTestId('lottery-banner')
      .getByText(/^Gewonnen: /)
      .waitFor();
    const item = winner.getByTestId('upcoming-bookings').locator('li', { hasText: `Schreibtisch ${deskLabel}` });
    await item.waitFor();
    await item.getByRole('button', { name: /^Stornieren/ }).click();
    await winner.getByRole('alertdialog', { name: 'Buchung stornieren?' }).waitFor();
    await winner.getByRole('button', { name: 'Ja, stornieren' }).click();
    await winner
      .getByTestId('sr-status')
      .getByText(/storniert\.$/)
      .waitFor();
    await item.waitFor({ state: 'detached' });
    // the winner's request ends with the cancellation and says so
    await winner.getByTestId('lottery-banner').getByText('Storniert', { exact: true }).waitFor();
    await winner.getByTestId('lottery-banner').getByText('Gewonnen, dann storniert.').waitFor();

    // the first on the waiting list has the desk now, the second moved up
    await open(first, '/desk_requests');
    await requestItem(first).getByText(`Nachgerückt: ${deskLabel} ist für dich frei geworden.`).waitFor();
    await requestItem(first).getByText('Reserviert', { exact: true }).waitFor();
    await expectAccessible(first, 'my requests moved up');
    await open(first, '/reports');
    await first
      .getByTestId('upcoming-bookings')
      .locator('li', { hasText: `Schreibtisch ${deskLabel}` })
      .waitFor();

    await open(second, '/desk_requests');
    await requestItem(second)
      .getByText(/Platz 1 auf der Warteliste\./)
      .first()
      .waitFor();
    // leave the waiting list (confirm, announce)
    await requestItem(second)
      .getByRole('button', { name: `Warteliste verlassen: ${fullDate(DAY)}` })
      .click();
    await second.getByRole('alertdialog', { name: 'Warteliste verlassen?' }).waitFor();
    await expectAccessible(second, 'leave waiting list dialog');
    await second.getByRole('button', { name: 'Ja, zurückziehen' }).click();
    await second
      .getByTestId('sr-status')
      .getByText(`Anfrage für ${fullDate(DAY)} zurückgezogen.`)
      .waitFor();
    await requestItem(second).getByText('Zurückgezogen', { exact: true }).waitFor();
  });

  it('the admin switches the group back to first come, first served', async () => {
    await open(admin, '/admin/lottery');
    await admin.getByText('Wer zuerst kommt', { exact: true }).click();
    await admin.getByLabel('Stunde').selectOption('17');
    await admin.getByLabel('Minute').selectOption('30');
    await admin.getByLabel('Fairness-Zeitraum (Wochen)').fill('6');
    await admin.getByRole('button', { name: 'Speichern' }).click();
    await admin.getByTestId('form-success').getByText('Einstellungen der Verlosung gespeichert.').waitFor();
    await expectAccessible(admin, 'admin lottery saved');
    const { data } = await apiCall<{ group: { allocation_mode: string; lottery_cutoff_minute: number; fairness_window_weeks: number } }>(
      admin,
      'GET',
      'ego',
    );
    expect(data.group).toMatchObject({ allocation_mode: 'fcfs', lottery_cutoff_minute: 17 * 60 + 30, fairness_window_weeks: 6 });
  });
});
