import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, localDayOf, weekday } from '../src/domain/time/local-day';
import { expectAccessible } from './support/axe';
import { apiCall, fullDate } from './support/api';
import { launchBrowser, newPage, open, waitForRoute, waitLoaded } from './support/browser';
import { DEMO_PASSWORD, signIn, uniqueEmail } from './support/forms';
import { fillTime } from './support/pickers';

const ZONE = 'Europe/Berlin';
const SHOTS = '/tmp/shots';
const today = () => localDayOf(new Date(), ZONE);

/** The next Tuesday after today (today's slot may already be over). */
function nextTuesday(): string {
  let day = addDays(today(), 1);
  while (weekday(day) !== 2) day = addDays(day, 1);
  return day;
}

/** Full-page screenshots at a phone (390 px) and a desktop (1440 px) width; the viewport is restored. */
async function shots(page: Page, name: string): Promise<void> {
  mkdirSync(SHOTS, { recursive: true });
  const before = page.viewportSize();
  for (const width of [390, 1440]) {
    await page.setViewportSize({ width, height: width < 800 ? 844 : 900 });
    await page.waitForTimeout(150);
    await page.screenshot({ path: join(SHOTS, `${name}-${width}.png`), fullPage: true });
  }
  if (before) await page.setViewportSize(before);
}

/** A new colleague of the demo group, registered through the API and signed in on a page of their own. */
async function newColleague(browser: Browser, firstName: string): Promise<Page> {
  const page = await newPage(browser);
  await open(page, '/');
  // the first API answer sets the XSRF cookie that the registration must echo
  await apiCall(page, 'GET', 'health');
  const email = uniqueEmail(firstName.toLowerCase());
  const created = await apiCall(page, 'POST', 'register', {
    group_code: 'DEMO-2026',
    first_name: firstName,
    name: 'Serie',
    email,
    email_confirmation: email,
    password: DEMO_PASSWORD,
    password_confirmation: DEMO_PASSWORD,
    terms: true,
  });
  expect(created.status).toBe(201);
  await open(page, '/login');
  await signIn(page, email, DEMO_PASSWORD);
  await waitForRoute(page, '/reports');
  return page;
}

interface Desk {
  id: number;
  label: string;
}
interface Ego {
  group: { slots: { id: number; name: string }[] };
}
interface SeriesItem {
  id: number;
  title: string;
  occurrences: { booking_id: number; day: string; status: string }[];
}

describe('repeating bookings', () => {
  let browser: Browser;
  let sam: Page;
  let tom: Page;
  const tuesdays = Array.from({ length: 8 }, (_, i) => addDays(nextTuesday(), 7 * i));
  const first = tuesdays[0] as string;
  const takenDay = tuesdays[3] as string;
  let desk: Desk = { id: 0, label: '' };

  beforeAll(async () => {
    browser = await launchBrowser();
    sam = await newColleague(browser, 'Sam');
    tom = await newColleague(browser, 'Tom');
  });

  afterAll(async () => {
    // leave no series behind for the other e2e files
    for (const page of [sam, tom]) {
      if (!page) continue;
      const list = await apiCall<{ series: SeriesItem[] }>(page, 'GET', 'series');
      for (const s of list.data?.series ?? []) await apiCall(page, 'DELETE', `series/${s.id}`);
    }
    await browser?.close();
  });

  it('a colleague takes the desk on the fourth Tuesday (arranged through the API)', async () => {
    const ego = await apiCall<Ego>(tom, 'GET', 'ego');
    const fullDay = ego.data.group.slots.find((s) => s.name === 'full_day');
    expect(fullDay).toBeDefined();
    const slot = fullDay?.id ?? 0;
    const free = await Promise.all(
      [first, takenDay].map((day) => apiCall<{ desks: Desk[] }>(tom, 'GET', `desks/available?day=${day}&slot_id=${slot}`)),
    );
    const later = new Set(free[1]?.data.desks.map((d) => d.id));
    const candidate = free[0]?.data.desks.filter((d) => later.has(d.id)).at(-1);
    expect(candidate).toBeDefined();
    desk = candidate as Desk;
    const taken = await apiCall(tom, 'POST', 'bookings', { desk_id: desk.id, days: [takenDay], slot_id: slot });
    expect(taken.status).toBe(201);
  });

  it('the preview of every Tuesday for 8 weeks shows that Tuesday taken and 7 free', async () => {
    const page = sam;
    await open(page, `/reservations?day=${first}`);
    await page.getByRole('heading', { level: 1, name: 'Schreibtisch buchen' }).waitFor();
    await page.getByText('Wiederholen', { exact: true }).click();
    expect(await page.getByRole('switch', { name: 'Wiederholen' }).isChecked()).toBe(true);
    // the first day and the rule replace the choice of several days
    expect(await page.getByRole('checkbox', { name: fullDate(first) }).count()).toBe(0);
    await page.getByRole('group', { name: 'Erster Tag', exact: true }).waitFor();
    expect(await page.getByLabel('Häufigkeit').inputValue()).toBe('weekly');
    // the first day's weekday is preselected
    expect(await page.getByRole('button', { name: 'Dienstag', exact: true }).getAttribute('aria-pressed')).toBe('true');
    expect(await page.getByRole('button', { name: 'Mittwoch', exact: true }).getAttribute('aria-pressed')).toBe('false');

    // the spec's rules at the fields: at least 1 repetition; the until day after the first day
    await page.getByRole('textbox', { name: 'Anzahl Termine' }).fill('0');
    await page.getByRole('button', { name: `Vorschau der Serie: ${desk.label}` }).click();
    await page.getByText('Mindestens 1 Wiederholung.').waitFor();
    expect(await page.getByRole('textbox', { name: 'Anzahl Termine' }).getAttribute('aria-invalid')).toBe('true');
    await expectAccessible(page, 'repeat form with an error');
    await page.getByRole('textbox', { name: 'Anzahl Termine' }).fill('8');

    await page.getByTestId('desk-list').waitFor();
    await expectAccessible(page, 'repeat form');
    await shots(page, 'series-repeat-form');

    await page.getByRole('button', { name: `Vorschau der Serie: ${desk.label}` }).click();
    const preview = page.getByTestId('series-preview');
    await preview.getByTestId('series-summary').getByText('7 von 8 Terminen frei', { exact: false }).waitFor();
    await preview.getByTestId('series-subject').getByText(`Schreibtisch ${desk.label} · jeden Dienstag, 8 Termine`).waitFor();
    const rows = preview.getByTestId('series-occurrences').locator('li');
    expect(await rows.count()).toBe(8);
    expect(await rows.evaluateAll((items) => items.map((li) => li.getAttribute('data-day')))).toEqual(tuesdays);
    const taken = preview.locator(`li[data-day="${takenDay}"]`);
    expect(await taken.getAttribute('data-outcome')).toBe('taken');
    await taken.getByText('belegt', { exact: true }).waitFor();
    await preview.locator(`li[data-day="${first}"]`).getByText('frei', { exact: true }).waitFor();
    expect(await preview.locator('li[data-outcome="booked"]').count()).toBe(7);
    await expectAccessible(page, 'series preview');
    await shots(page, 'series-preview');
  });

  it('books the series and sees it on /reports as one entry with its occurrences', async () => {
    const page = sam;
    await page.getByTestId('series-preview').getByRole('button', { name: 'Serie buchen' }).click();
    await waitForRoute(page, '/reports');
    const card = page.getByTestId('series-card');
    const item = card.locator(`li[data-resource="${desk.label}"]`);
    await item.getByTestId('series-rule').getByText('jeden Dienstag, 8 Termine').waitFor();
    await item.getByRole('button', { name: 'Termine anzeigen (7)' }).click();
    const occurrences = item.getByRole('list', { name: `Termine von Schreibtisch ${desk.label}` });
    expect(await occurrences.locator('li[data-status="booked"]').count()).toBe(7);
    expect(await occurrences.locator('li').evaluateAll((items) => items.map((li) => li.getAttribute('data-day')))).toEqual(
      tuesdays.filter((d) => d !== takenDay),
    );
    // the occurrences are ordinary bookings in the calendar and the upcoming list
    const upcoming = page.getByTestId('upcoming-bookings').locator('li', { hasText: fullDate(first) });
    // badged as an occurrence of a series
    await upcoming.getByText('Serie', { exact: true }).waitFor();
    expect(await page.locator(`.calendar-day[data-day="${first}"]`).getAttribute('data-booked')).toBe('true');
    await expectAccessible(page, 'reports with a series');
    await shots(page, 'series-card');
  });

  it('cancels the series from today on; the calendar shows none of its bookings left', async () => {
    const page = sam;
    const item = page.getByTestId('series-card').locator(`li[data-resource="${desk.label}"]`);
    await item.getByRole('button', { name: `Serie ab heute stornieren: Schreibtisch ${desk.label}` }).click();
    const dialog = page.getByTestId('confirm-dialog');
    await dialog.getByText(`Alle Termine der Serie „Schreibtisch ${desk.label}“ ab heute stornieren?`, { exact: false }).waitFor();
    await expectAccessible(page, 'cancel series dialog');
    await dialog.getByRole('button', { name: 'Serie stornieren' }).click();
    await item.waitFor({ state: 'detached' });
    await page.getByTestId('series-card').getByText('Keine laufenden Serien.').waitFor();
    await page.getByTestId('upcoming-bookings').getByText('Du hast keine anstehenden Buchungen.').waitFor();
    expect(await page.locator(`.calendar-day[data-day="${first}"]`).getAttribute('data-booked')).toBeNull();
    const left = await apiCall<{ bookings: unknown[] }>(page, 'GET', `bookings?from=${first}&to=${tuesdays[7]}`);
    expect(left.data.bookings).toEqual([]);
  });

  it('changes a desk series from Tuesdays to Wednesdays at the same time; the card and the calendar show the Wednesdays', async () => {
    const page = sam;
    const fourTuesdays = tuesdays.slice(0, 4);
    const wednesdays = fourTuesdays.map((d) => addDays(d, 1));
    const ego = await apiCall<Ego>(page, 'GET', 'ego');
    const slot = ego.data.group.slots.find((s) => s.name === 'full_day')?.id ?? 0;
    // a desk free on all eight days (arranged through the API; booking a series through the form is tested above)
    const free = await Promise.all(
      [...fourTuesdays, ...wednesdays].map((day) => apiCall<{ desks: Desk[] }>(page, 'GET', `desks/available?day=${day}&slot_id=${slot}`)),
    );
    const everyDay = free.slice(1).reduce((left, answer) => {
      const ids = new Set(answer.data.desks.map((d) => d.id));
      return left.filter((d) => ids.has(d.id));
    }, free[0]?.data.desks ?? []);
    const chosen = everyDay.at(-2) as Desk;
    expect(chosen).toBeDefined();
    const created = await apiCall<{ series: SeriesItem }>(page, 'POST', 'series', {
      kind: 'desk',
      resource_id: chosen.id,
      start_day: first,
      slot_id: slot,
      recurrence: { frequency: 'weekly', weekdays: [2], count: 4 },
    });
    expect(created.status).toBe(201);

    // a new hash is no new page: reloaded, the card reads the series booked behind its back
    await open(page, '/reports');
    await page.reload();
    await waitLoaded(page);
    const item = page.getByTestId('series-card').locator(`li[data-resource="${chosen.label}"]`);
    await item.getByTestId('series-rule').getByText('jeden Dienstag, 4 Termine').waitFor();
    await item.getByRole('button', { name: `Serie ändern: Schreibtisch ${chosen.label}` }).click();
    const panel = page.getByTestId('series-edit');
    await panel.getByRole('heading', { name: `Serie ändern: Schreibtisch ${chosen.label}` }).waitFor();
    // prefilled from the series: the same slot, weekly on Tuesday, 4 occurrences
    expect(await panel.getByRole('radio', { name: /Ganzer Tag/ }).isChecked()).toBe(true);
    expect(await panel.getByRole('button', { name: 'Dienstag', exact: true }).getAttribute('aria-pressed')).toBe('true');
    expect(await panel.getByRole('textbox', { name: 'Anzahl Termine' }).inputValue()).toBe('4');
    await panel.getByRole('button', { name: 'Dienstag', exact: true }).click();
    await panel.getByRole('button', { name: 'Mittwoch', exact: true }).click();
    await panel.getByRole('button', { name: 'Vorschau', exact: true }).click();

    const preview = panel.getByTestId('series-preview');
    await preview.getByTestId('series-summary').getByText('4 von 4 Terminen frei', { exact: false }).waitFor();
    expect(
      await preview
        .getByTestId('series-occurrences')
        .locator('li')
        .evaluateAll((items) => items.map((li) => [li.getAttribute('data-day'), li.getAttribute('data-outcome')])),
    ).toEqual(wednesdays.map((d) => [d, 'booked']));
    await expectAccessible(page, 'series edit panel');
    await shots(page, 'series-edit');

    await preview.getByRole('button', { name: 'Änderung speichern' }).click();
    await panel.waitFor({ state: 'detached' });
    await item.getByTestId('series-rule').getByText('jeden Mittwoch, 4 Termine').waitFor();
    await item.getByRole('button', { name: /^Termine anzeigen/ }).click();
    const occurrences = item.getByRole('list', { name: `Termine von Schreibtisch ${chosen.label}` });
    expect(
      await occurrences.locator('li[data-status="booked"]').evaluateAll((items) => items.map((li) => li.getAttribute('data-day'))),
    ).toEqual(wednesdays);
    // the calendar refetches the bookings after the change: wait for it rather than read it once
    await page.locator(`.calendar-day[data-day="${wednesdays[0]}"][data-booked="true"]`).waitFor();
    expect(await page.locator(`.calendar-day[data-day="${first}"]`).getAttribute('data-booked')).toBeNull();
    const left = await apiCall<{ bookings: { day: string }[] }>(page, 'GET', `bookings?from=${first}&to=${wednesdays[3]}`);
    expect(left.data.bookings.map((b) => b.day).sort()).toEqual(wednesdays);
  });

  it('books a room series with one invitee through the form', async () => {
    const page = await newPage(browser);
    await open(page, '/login');
    await signIn(page, 'demo@deskfair.test', DEMO_PASSWORD);
    await waitForRoute(page, '/reports');
    const start = addDays(today(), 2);
    const rooms = await apiCall<{ rooms: { id: number; label: string }[] }>(
      page,
      'GET',
      `rooms?day=${start}&start_minute=420&end_minute=450`,
    );
    const room = rooms.data.rooms.at(-1);
    expect(room).toBeDefined();
    await open(page, `/conference_room_bookings?room=${room?.id ?? 0}&day=${start}&start=420&end=450`);
    await page.getByRole('heading', { level: 1, name: 'Konferenzraum buchen' }).waitFor();
    await page.getByLabel('Titel').fill('Frühstart');
    await page.getByText('Wiederholen', { exact: true }).click();
    await page.getByRole('textbox', { name: 'Anzahl Termine' }).fill('3');
    const invitees = page.getByTestId('series-invitees');
    await invitees.getByLabel('Kolleg:in suchen').fill('kollege');
    await invitees.getByRole('button', { name: 'Einladen: Karl Kollege' }).click();
    await invitees.locator('ul.invitee-list li').filter({ hasText: 'Karl Kollege' }).waitFor();
    await expectAccessible(page, 'room series form');
    await shots(page, 'series-room-form');

    await page.getByRole('button', { name: 'Vorschau anzeigen' }).click();
    const preview = page.getByTestId('series-preview');
    await preview.getByTestId('series-summary').getByText('3 von 3 Terminen frei').waitFor();
    expect(await preview.locator('li[data-outcome="booked"]').count()).toBe(3);
    await fillTime(page, 'Ende', 8 * 60);
    // a change after the preview asks for a new one
    await page.getByTestId('series-preview-stale').waitFor();
    await page.getByRole('button', { name: 'Vorschau anzeigen' }).click();
    await preview.getByTestId('series-summary').getByText('3 von 3 Terminen frei').waitFor();
    await expectAccessible(page, 'room series preview');
    await shots(page, 'series-room-preview');
    await preview.getByRole('button', { name: 'Serie buchen' }).click();
    await waitForRoute(page, '/reports');
    const item = page.getByTestId('series-card').locator(`li[data-resource="${room?.label ?? ''}"]`);
    await item.getByText('Frühstart', { exact: false }).waitFor();
    await item.getByTestId('series-rule').getByText('jeden', { exact: false }).waitFor();

    // the invitee sees the occurrences as invitations
    const list = await apiCall<{ series: SeriesItem[] }>(page, 'GET', 'series');
    const series = list.data.series.find((s) => s.title === 'Frühstart');
    expect(series?.occurrences).toHaveLength(3);
    const karl = await newPage(browser);
    await open(karl, '/login');
    await signIn(karl, 'kollege@deskfair.test', DEMO_PASSWORD);
    await waitForRoute(karl, '/reports');
    const invited = await apiCall<{ bookings: { id: number; title: string }[] }>(karl, 'GET', 'conference_rooms');
    expect(invited.data.bookings.filter((b) => b.title === 'Frühstart')).toHaveLength(3);
    await apiCall(page, 'DELETE', `series/${series?.id ?? 0}`);
    await karl.context().close();
    await page.context().close();
  });

  it('moves a room series from 10:00–11:00 to 14:00–15:00 through the card; the invitee keeps the invitations', async () => {
    const page = await newPage(browser);
    await open(page, '/login');
    await signIn(page, 'demo@deskfair.test', DEMO_PASSWORD);
    await waitForRoute(page, '/reports');
    const karl = await newPage(browser);
    await open(karl, '/login');
    await signIn(karl, 'kollege@deskfair.test', DEMO_PASSWORD);
    await waitForRoute(karl, '/reports');
    const karlId = (await apiCall<{ user: { id: number } }>(karl, 'GET', 'ego')).data.user.id;
    // a room free from 10:00 to 15:00 on both days (arranged through the API; the form is tested above)
    const days = [addDays(today(), 3), addDays(today(), 10)];
    const free = await Promise.all(
      days.map((day) =>
        apiCall<{ rooms: { id: number; label: string }[] }>(page, 'GET', `rooms?day=${day}&start_minute=600&end_minute=900`),
      ),
    );
    const ids = new Set(free[1]?.data.rooms.map((r) => r.id));
    const room = free[0]?.data.rooms.filter((r) => ids.has(r.id)).at(-1) as { id: number; label: string };
    expect(room).toBeDefined();
    const created = await apiCall<{ series: SeriesItem }>(page, 'POST', 'series', {
      kind: 'room',
      resource_id: room.id,
      start_day: days[0],
      start_minute: 600,
      end_minute: 660,
      title: 'Umzugsplanung',
      description: 'Kisten zählen',
      attendee_count: 2,
      invitee_ids: [karlId],
      recurrence: { frequency: 'weekly', weekdays: [weekday(days[0] as string)], count: 2 },
    });
    expect(created.status).toBe(201);

    await open(page, '/reports');
    await page.reload();
    await waitLoaded(page);
    const item = page.getByTestId('series-card').locator(`li[data-series-id="${created.data.series.id}"]`);
    await item.getByText('10:00–11:00', { exact: false }).waitFor();
    await item.getByRole('button', { name: /^Serie ändern: / }).click();
    const panel = page.getByTestId('series-edit');
    await panel.getByRole('heading', { name: /^Serie ändern: / }).waitFor();
    expect(await panel.getByRole('textbox', { name: 'Anzahl Termine' }).inputValue()).toBe('2');
    // the end first: a start after the end would be swapped
    await fillTime(page, 'Ende', 15 * 60);
    await fillTime(page, 'Beginn', 14 * 60);
    await panel.getByRole('button', { name: 'Vorschau', exact: true }).click();
    const preview = panel.getByTestId('series-preview');
    await preview.getByTestId('series-summary').getByText('2 von 2 Terminen frei', { exact: false }).waitFor();
    await expectAccessible(page, 'room series edit panel');
    await shots(page, 'series-room-edit');
    await preview.getByRole('button', { name: 'Änderung speichern' }).click();
    await panel.waitFor({ state: 'detached' });
    await item.getByText('14:00–15:00', { exact: false }).waitFor();

    // the invitee is still invited to both occurrences, now at the new time, with the details kept
    const invited = await apiCall<{ bookings: { title: string; description: string; start_minute: number; status: string }[] }>(
      karl,
      'GET',
      'conference_rooms',
    );
    const live = invited.data.bookings.filter((b) => b.title === 'Umzugsplanung' && b.status !== 'cancelled');
    expect(live.map((b) => [b.start_minute, b.description])).toEqual([
      [840, 'Kisten zählen'],
      [840, 'Kisten zählen'],
    ]);
    await apiCall(page, 'DELETE', `series/${created.data.series.id}`);
    await karl.context().close();
    await page.context().close();
  });
});
