import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, localDayOf, weekday } from '../src/domain/time/local-day';
import { expectAccessible } from './support/axe';
import { apiCall } from './support/api';
import { launchBrowser, newPage, open, waitForRoute } from './support/browser';
import { DEMO_PASSWORD, signIn } from './support/forms';
import { fillDate, fillDateTime, fillTime } from './support/pickers';
import { screenshotWidths } from './support/screenshots';

const ZONE = 'Europe/Berlin';
const SHOTS = '/tmp/shots';
const WIDTHS = [390, 1440];

/** The next Friday after today in the group's zone (a week ahead when today is a Friday). */
function nextFriday(): string {
  const today = localDayOf(new Date(), ZONE);
  const ahead = (5 - weekday(today) + 7) % 7 || 7;
  return addDays(today, ahead);
}

/** The next Monday after today in the group's zone. */
function nextMonday(): string {
  const today = localDayOf(new Date(), ZONE);
  return addDays(today, (8 - weekday(today)) % 7 || 7);
}

interface Resource {
  id: number;
  label: string;
}
interface Entry {
  id: number;
  title: string;
  status: string;
  resource: Resource;
  catering: Array<{ item_id: number; name: string; quantity: number; serve_minute: number }>;
}
interface SeriesItem {
  id: number;
  resource: Resource;
  start_minute: number;
  end_minute: number;
  occurrences: { day: string; status: string }[];
}

async function signedIn(browser: Browser, email: string): Promise<Page> {
  const page = await newPage(browser);
  await open(page, '/login');
  await signIn(page, email, DEMO_PASSWORD);
  await waitForRoute(page, '/reports');
  return page;
}

async function resourceId(page: Page, label: string): Promise<number> {
  const { data } = await apiCall<{ resources: Resource[] }>(page, 'GET', 'bookables/resources');
  const found = data.resources.find((r) => r.label === label);
  expect(found, label).toBeDefined();
  return found?.id ?? 0;
}

/** The reader's bookings and requests of bookables (ids), to leave nothing behind for the other e2e files. */
async function mine(page: Page): Promise<Entry[]> {
  const { data } = await apiCall<{ bookings: Entry[]; requests: Entry[] }>(page, 'GET', 'bookables');
  return [...data.bookings, ...data.requests];
}

describe('bookables and approvals', () => {
  let browser: Browser;
  let requester: Page;
  let approver: Page;
  const friday = nextFriday();

  beforeAll(async () => {
    browser = await launchBrowser();
    requester = await signedIn(browser, 'demo@deskfair.test');
    approver = await signedIn(browser, 'kollege@deskfair.test');
  });

  afterAll(async () => {
    for (const page of [requester, approver]) {
      if (!page) continue;
      for (const entry of await mine(page)) {
        if (entry.status === 'booked' || entry.status === 'waiting') await apiCall(page, 'DELETE', `bookable_bookings/${entry.id}`);
      }
    }
    await browser?.close();
  });

  it('requests the event space Forum for next Friday 10:00–12:00 with a title and coffee for 10: it waits for confirmation', async () => {
    const page = requester;
    await page.getByTestId('bookables-card').getByRole('link', { name: 'Buchen', exact: true }).click();
    await waitForRoute(page, '/bookable_bookings');
    await page.getByRole('heading', { level: 1, name: 'Buchen' }).waitFor();
    const forum = page.locator('li[data-bookable="Forum"]');
    await forum.getByTestId('requestable-badge').getByText('Anfrage nötig').waitFor();
    await forum.getByText('bis 80 Personen').waitFor();
    // an instant resource carries no badge
    expect(await page.locator('li[data-bookable="Schließfach 1"]').getByTestId('requestable-badge').count()).toBe(0);
    await expectAccessible(page, 'bookables list');
    await screenshotWidths(page, SHOTS, 'bookables-list', WIDTHS);

    await forum.getByRole('button', { name: 'Auswählen: Forum' }).click();
    const form = page.getByTestId('bookable-form');
    await form.getByRole('heading', { name: 'Buchen: Forum' }).waitFor();
    await form.getByTestId('bookable-busy').waitFor();

    // a request without a title: said at the field, nothing sent
    await form.getByRole('button', { name: 'Anfrage senden' }).click();
    await page.getByTestId('form-error').waitFor();
    expect(await form.getByLabel('Titel').getAttribute('aria-invalid')).toBe('true');
    await form.getByText('Pflichtfeld.').waitFor();
    await expectAccessible(page, 'bookable request with errors');

    await fillDateTime(page, 'Beginn', friday, 10 * 60);
    await fillDateTime(page, 'Ende', friday, 12 * 60);
    await form.getByLabel('Titel').fill('Sommerfest');
    await form.getByLabel('Anzahl Teilnehmende').fill('40');
    await form.getByLabel('Bestuhlung').selectOption('theatre');
    await form.getByText('Bühne').click();
    // catering from Berlin Mitte's offer, served at first at the start; a time after the end is refused at the line
    const catering = form.getByTestId('catering');
    await catering.getByRole('button', { name: 'Catering hinzufügen' }).click();
    const line = catering.getByRole('group', { name: 'Position 1' });
    await line.getByLabel('Angebot').selectOption({ label: 'Kaffee & Tee' });
    await line.getByLabel('Anzahl').fill('10');
    expect(await line.getByRole('group', { name: 'Uhrzeit' }).getByRole('spinbutton').first().getAttribute('aria-valuenow')).toBe('10');
    await fillTime(page, 'Uhrzeit', 13 * 60);
    await form.getByRole('button', { name: 'Anfrage senden' }).click();
    await catering
      .getByTestId('catering-error')
      .getByText('Die Servierzeit muss zwischen Beginn und Ende der Buchung liegen.', { exact: true })
      .waitFor();
    await expectAccessible(page, 'bookable request with a catering error');
    await fillTime(page, 'Uhrzeit', 10 * 60 + 30);
    await expectAccessible(page, 'bookable request form');
    await screenshotWidths(page, SHOTS, 'bookables-request-form', WIDTHS);
    await form.getByRole('button', { name: 'Anfrage senden' }).click();

    await page
      .getByTestId('form-success')
      .getByText(/^Angefragt: Forum, .* – wartet auf Bestätigung\.$/)
      .waitFor();
    const item = page.getByTestId('my-bookables').locator('li', { hasText: 'Sommerfest' });
    await item.getByTestId('bookable-status').getByText('wartet auf Bestätigung', { exact: true }).waitFor();
    await item.getByText(/^Freitag, \d+\. \w+ \d{4}, 10:00–12:00$/).waitFor();
    await expectAccessible(page, 'bookables after the request');
    const stored = (await mine(page)).filter((e) => e.title === 'Sommerfest').map((e) => e.catering);
    expect(stored).toEqual([[{ item_id: expect.any(Number), name: 'Kaffee & Tee', quantity: 10, serve_minute: 630 }]]);
  });

  it('the approver sees the request under Freigaben and approves it; the requester sees it booked', async () => {
    // approvers find the queue in the settings too
    await open(approver, '/settings');
    await approver.getByRole('link', { name: 'Offene Anfragen' }).waitFor();
    await open(approver, '/reports');
    await approver.getByTestId('bookables-card').getByRole('link', { name: 'Freigaben' }).click();
    await waitForRoute(approver, '/approvals');
    await approver.getByRole('heading', { level: 1, name: 'Freigaben' }).waitFor();
    const request = approver.locator('li[data-title="Sommerfest"]');
    await request.getByText('Angefragt von Dana Demo (demo@deskfair.test)').waitFor();
    await request.getByText('Forum · Berlin Mitte', { exact: false }).waitFor();
    await request
      .getByTestId('approval-when')
      .getByText(/10:00–12:00$/)
      .waitFor();
    await request.getByText('Reihen').waitFor();
    await expectAccessible(approver, 'approvals queue');
    await screenshotWidths(approver, SHOTS, 'approvals', WIDTHS);

    await request.getByRole('button', { name: 'Bestätigen: Sommerfest' }).click();
    await approver.getByTestId('form-success').getByText('Bestätigt: Sommerfest.').waitFor();
    await request.waitFor({ state: 'detached' });

    await requester.reload();
    const item = requester.getByTestId('my-bookables').locator('li', { hasText: 'Sommerfest' });
    await item.getByTestId('bookable-status').getByText('gebucht', { exact: true }).waitFor();
    const entries = await mine(requester);
    expect(entries.filter((e) => e.title === 'Sommerfest').map((e) => e.status)).toEqual(['booked']);
  });

  it('a rejected request shows "abgelehnt" with the reason', async () => {
    const created = await apiCall<{ booking: Entry }>(requester, 'POST', 'bookable_bookings', {
      resource_id: await resourceId(requester, 'Forum'),
      start: `${friday}T14:00`,
      end: `${friday}T16:00`,
      title: 'Teamabend',
    });
    expect(created.status).toBe(201);
    expect(created.data.booking.status).toBe('waiting');

    await approver.reload();
    const request = approver.locator('li[data-title="Teamabend"]');
    await request.getByRole('button', { name: 'Ablehnen: Teamabend' }).click();
    const dialog = approver.getByTestId('reject-dialog');
    await dialog.getByRole('heading', { name: 'Anfrage ablehnen' }).waitFor();
    // the reason is required
    await dialog.getByRole('button', { name: 'Ablehnen', exact: true }).click();
    await dialog.getByText('Pflichtfeld.').waitFor();
    await expectAccessible(approver, 'reject dialog with error');
    await dialog.getByLabel('Begründung').fill('Die Bühne wird an dem Abend aufgebaut.');
    await dialog.getByRole('button', { name: 'Ablehnen', exact: true }).click();
    await approver.getByTestId('form-success').getByText('Abgelehnt: Teamabend.').waitFor();
    await request.waitFor({ state: 'detached' });
    await approver.getByTestId('no-approvals').getByText('Keine offenen Anfragen.').waitFor();

    await requester.reload();
    const item = requester.getByTestId('my-bookables').locator('li', { hasText: 'Teamabend' });
    await item.getByTestId('bookable-status').getByText('abgelehnt', { exact: true }).waitFor();
    await item.getByTestId('rejection-reason').getByText('Begründung: Die Bühne wird an dem Abend aufgebaut.').waitFor();
    await expectAccessible(requester, 'bookables with a rejected request');
    await screenshotWidths(requester, SHOTS, 'bookables-mine', WIDTHS);
  });

  it('books a locker at once; a taken one is refused at the start field; cancelling asks first', async () => {
    // the colleague holds locker 2 on Friday 14–15
    const taken = await apiCall<{ booking: Entry }>(approver, 'POST', 'bookable_bookings', {
      resource_id: await resourceId(approver, 'Schließfach 2'),
      start: `${friday}T14:00`,
      end: `${friday}T15:00`,
    });
    expect(taken.status).toBe(201);

    const page = requester;
    await page.locator('li[data-bookable="Schließfach 2"]').getByRole('button', { name: 'Auswählen: Schließfach 2' }).click();
    let form = page.getByTestId('bookable-form');
    await form.getByRole('heading', { name: 'Buchen: Schließfach 2' }).waitFor();
    // an instant booking has no event details
    expect(await form.getByLabel('Titel').count()).toBe(0);
    await fillDateTime(page, 'Beginn', friday, 14 * 60);
    await fillDateTime(page, 'Ende', friday, 15 * 60);
    await form.getByTestId('overlap-hint').waitFor();
    await form.getByRole('button', { name: 'Jetzt buchen' }).click();
    await form.getByText('Zu dieser Zeit ist das schon gebucht.', { exact: true }).waitFor();
    expect(
      await form.getByRole('group', { name: 'Beginn', exact: true }).first().getByRole('spinbutton').first().getAttribute('aria-invalid'),
    ).toBe('true');
    await expectAccessible(page, 'bookable form with 409');

    await page.locator('li[data-bookable="Schließfach 1"]').getByRole('button', { name: 'Auswählen: Schließfach 1' }).click();
    form = page.getByTestId('bookable-form');
    await form.getByRole('heading', { name: 'Buchen: Schließfach 1' }).waitFor();
    await fillDateTime(page, 'Beginn', friday, 14 * 60);
    await fillDateTime(page, 'Ende', friday, 15 * 60);
    await form.getByRole('button', { name: 'Jetzt buchen' }).click();
    await page
      .getByTestId('form-success')
      .getByText(/^Gebucht: Schließfach 1, Freitag, .*, 14:00–15:00\.$/)
      .waitFor();
    const item = page.getByTestId('my-bookables').locator('li', { hasText: 'Schließfach 1' });
    await item.getByTestId('bookable-status').getByText('gebucht', { exact: true }).waitFor();

    await item.getByRole('button', { name: 'Stornieren: Schließfach 1' }).click();
    const confirm = page.getByTestId('confirm-dialog');
    await confirm.getByText(/^„Schließfach 1“ \(Freitag, .*\) wirklich stornieren\?$/).waitFor();
    await expectAccessible(page, 'cancel question');
    await confirm.getByRole('button', { name: 'Ja, stornieren' }).click();
    await item.waitFor({ state: 'detached' });
    expect((await mine(page)).filter((e) => e.resource.label === 'Schließfach 1')).toEqual([]);
  });

  it('books the locker Schließfach 2 every Monday 08:00–12:00 for 4 weeks: the preview shows 4 free, the 4 occurrences are listed', async () => {
    const page = requester;
    const monday = nextMonday();
    await open(page, '/bookable_bookings');
    await page.locator('li[data-bookable="Schließfach 2"]').getByRole('button', { name: 'Auswählen: Schließfach 2' }).click();
    const form = page.getByTestId('bookable-form');
    await form.getByRole('heading', { name: 'Buchen: Schließfach 2' }).waitFor();
    await form.getByText('Wiederholen', { exact: true }).click();
    // a series is a time within one day: the start day and a time range instead of start and end moments
    await form.getByTestId('repeat-time-help').waitFor();
    await fillDate(page, 'Erster Tag', monday);
    await fillTime(page, 'Beginn', 8 * 60);
    await fillTime(page, 'Ende', 12 * 60);
    await form.getByRole('textbox', { name: 'Anzahl Termine' }).fill('4');
    // the weekday follows the start day
    expect(await form.getByRole('button', { name: 'Montag', exact: true }).getAttribute('aria-pressed')).toBe('true');
    await expectAccessible(page, 'bookable form with the repeat fields');
    await screenshotWidths(page, SHOTS, 'bookables-series-form', WIDTHS);

    await form.getByRole('button', { name: 'Vorschau anzeigen' }).click();
    const preview = form.getByTestId('series-preview');
    await preview.getByTestId('series-summary').getByText('4 von 4 Terminen frei.').waitFor();
    expect(await preview.locator('li[data-outcome="booked"]').count()).toBe(4);
    expect(await preview.locator('li[data-outcome="booked"]').first().getByText('frei', { exact: true }).count()).toBe(1);
    expect(await preview.locator('li').evaluateAll((items) => items.map((li) => li.getAttribute('data-day')))).toEqual(
      [0, 1, 2, 3].map((week) => addDays(monday, 7 * week)),
    );
    await expectAccessible(page, 'bookable series preview');
    await preview.getByRole('button', { name: 'Serie buchen' }).click();

    await page.getByTestId('form-success').getByText('Serie gebucht: Schließfach 2, 4 Termine.').waitFor();
    const items = page.getByTestId('my-bookables').locator('li', { hasText: 'Schließfach 2' });
    await items.nth(3).waitFor();
    expect(await items.count()).toBe(4);
    for (let week = 0; week < 4; week++) {
      await items
        .nth(week)
        .getByText(/^Montag, .*, 08:00–12:00$/)
        .waitFor();
      await items.nth(week).getByTestId('bookable-status').getByText('gebucht', { exact: true }).waitFor();
    }
    await expectAccessible(page, 'bookables after the series');

    const list = await apiCall<{ series: SeriesItem[] }>(page, 'GET', 'series');
    const series = list.data.series.filter((s) => s.resource.label === 'Schließfach 2');
    expect(series.map((s) => [s.start_minute, s.end_minute, s.occurrences.map((o) => [o.day, o.status])])).toEqual([
      [480, 720, [0, 1, 2, 3].map((week) => [addDays(monday, 7 * week), 'booked'])],
    ]);
    await open(page, '/reports');
    await page.getByTestId('series-card').locator('li[data-resource="Schließfach 2"]').waitFor();
    expect((await apiCall(page, 'DELETE', `series/${series[0]?.id ?? 0}`)).status).toBe(204);
  });
});
