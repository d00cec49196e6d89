import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, localDayOf } from '../src/domain/time/local-day';
import { expectAccessible } from './support/axe';
import { apiCall, fullDate } from './support/api';
import { launchBrowser, newPage, open, waitForRoute } from './support/browser';
import { DEMO_PASSWORD, signIn, uniqueEmail } from './support/forms';
import { fillDate, fillTime } from './support/pickers';
import { screenshotWidths } from './support/screenshots';

const ZONE = 'Europe/Berlin';
const SHOTS = '/tmp/shots-rooms';
const tomorrow = () => addDays(localDayOf(new Date(), ZONE), 1);

interface Person {
  id: number;
  email: string;
}
interface RoomBooking {
  id: number;
  title: string;
  room: { id: number; label: string; capacity: number; location: { name: string } };
  invitations: { id: number; status: string; user: Person }[];
}
interface Room {
  id: number;
  label: string;
  capacity: number;
  busy: { start_minute: number; end_minute: number }[];
}

async function signedIn(browser: Browser, email: string): Promise<Page> {
  const page = await newPage(browser);
  await open(page, '/login');
  await signIn(page, email, DEMO_PASSWORD);
  await waitForRoute(page, '/reports');
  return page;
}

/** A new colleague of the demo group (registered through the API from a page of their own). */
async function registerColleague(browser: Browser, prefix: string): Promise<Person> {
  const page = await newPage(browser);
  await open(page, '/');
  // the first API answer sets the XSRF cookie that the registration must echo
  await apiCall(page, 'GET', 'health');
  const email = uniqueEmail(prefix);
  const created = await apiCall<unknown>(page, 'POST', 'register', {
    group_code: 'DEMO-2026',
    first_name: prefix,
    name: 'Gast',
    email,
    email_confirmation: email,
    password: DEMO_PASSWORD,
    password_confirmation: DEMO_PASSWORD,
    terms: true,
  });
  expect(created.status).toBe(201);
  await page.context().close();
  return { id: 0, email };
}

/** The room of one of the reader's room bookings. */
async function roomOf(page: Page, id: number): Promise<RoomBooking['room']> {
  const list = await apiCall<{ bookings: RoomBooking[] }>(page, 'GET', 'conference_rooms');
  const booking = list.data.bookings.find((b) => b.id === id);
  expect(booking).toBeDefined();
  return booking?.room ?? { id: 0, label: '', capacity: 0, location: { name: '' } };
}

describe('conference rooms', () => {
  let browser: Browser;
  let organiser: Page;
  let colleague: Page;
  const day = tomorrow();
  const created: number[] = [];
  let bookingId = 0;
  let roomLabel = '';

  beforeAll(async () => {
    browser = await launchBrowser();
    organiser = await signedIn(browser, 'demo@deskfair.test');
  });

  afterAll(async () => {
    // leave no room bookings behind for the other e2e files
    for (const id of created) if (organiser) await apiCall(organiser, 'DELETE', `room_bookings/${id}`);
    await browser?.close();
  });

  it('finds a free room for tomorrow 10–11 from the bookings tab', async () => {
    // the link carries the calendar's selected day (today)
    await organiser.getByRole('link', { name: `Konferenzraum finden: ${fullDate(addDays(day, -1))}` }).click();
    await waitForRoute(organiser, `/conference_rooms?day=${addDays(day, -1)}`);
    await organiser.getByRole('heading', { level: 1, name: 'Konferenzraum' }).waitFor();
    await organiser.getByTestId('room-list').waitFor();
    // one location by default (Dana's): the switch names it and the list shows its rooms only
    const locationSwitch = organiser.getByRole('combobox', { name: 'Standort' });
    const listedLocations = () => organiser.getByTestId('room-list').locator('h3.location-title').allTextContents();
    const shown = (await locationSwitch.locator('option:checked').textContent()) ?? '';
    expect(['Berlin Mitte', 'Hamburg Hafen']).toContain(shown);
    expect(await listedLocations()).toEqual([shown]);
    await expectAccessible(organiser, 'room list today');
    // the other location, then every location at once
    const other = shown === 'Berlin Mitte' ? 'Hamburg Hafen' : 'Berlin Mitte';
    await locationSwitch.selectOption({ label: other });
    await organiser.waitForFunction(
      (name) => [...document.querySelectorAll('[data-testid="room-list"] h3.location-title')].map((h) => h.textContent).join() === name,
      other,
    );
    await locationSwitch.selectOption({ label: 'Alle Standorte' });
    await organiser.waitForFunction(() => document.querySelectorAll('[data-testid="room-list"] h3.location-title').length === 2);
    expect(await listedLocations()).toEqual(['Berlin Mitte', 'Hamburg Hafen']);

    await fillDate(organiser, 'Tag', day);
    await fillTime(organiser, 'Von', 10 * 60);
    await fillTime(organiser, 'Bis', 11 * 60);
    // only rooms free tomorrow 10–11 are listed; the first one for 6 people is booked below
    await organiser.getByLabel('Anzahl Personen').fill('6');
    // the filter applies after typing pauses: wait until only rooms for 6 are listed
    await organiser.waitForFunction(() => {
      const items = [...document.querySelectorAll('[data-testid="room-list"] li[data-room]')];
      return items.length > 0 && items.every((li) => Number(li.getAttribute('data-capacity')) >= 6);
    });
    roomLabel = (await organiser.getByTestId('room-list').locator('li[data-room]').first().getAttribute('data-room')) ?? '';
    const room = organiser.locator(`li[data-room="${roomLabel}"]`);
    await room.getByText(/ · bis \d+ Personen/).waitFor();
    // the timeline as text, for screen readers too
    const timeline = room.getByRole('list', { name: `Belegung von ${roomLabel} am ${fullDate(day)}` });
    await timeline
      .getByText(/^frei \d\d:\d\d–\d\d:\d\d$/)
      .first()
      .waitFor();
    await expectAccessible(organiser, 'room list tomorrow 10–11');
    await screenshotWidths(organiser, SHOTS, 'conference-rooms');

    // nothing fits: more people than any room holds
    await organiser.getByLabel('Anzahl Personen').fill('500');
    await organiser.getByTestId('no-rooms').getByText('Keine Räume gefunden.').waitFor();
    await expectAccessible(organiser, 'room list, no rooms');
    await organiser.getByLabel('Anzahl Personen').fill('6');
    await room.waitFor();

    await room.getByRole('link', { name: `Buchen: ${roomLabel}` }).click();
    await organiser.waitForFunction(() => window.location.hash.startsWith('#/conference_room_bookings?room='));
    expect(organiser.url()).toContain(`day=${day}&start=600&end=660`);
  });

  it('books it with a title and catering for 6', async () => {
    const page = organiser;
    await page.getByRole('heading', { level: 1, name: 'Konferenzraum buchen' }).waitFor();
    await page.getByTestId('room-busy').waitFor();
    await page.getByTestId('catering').getByRole('button', { name: 'Catering hinzufügen' }).waitFor();
    await expectAccessible(page, 'room booking form');
    await screenshotWidths(page, SHOTS, 'room-booking-new');

    // without a title the form says so at the field
    await page.getByRole('button', { name: 'Raum buchen' }).click();
    await page.getByTestId('form-error').waitFor();
    expect(await page.getByLabel('Titel').getAttribute('aria-invalid')).toBe('true');
    await expectAccessible(page, 'room booking form with errors');

    await page.getByLabel('Titel').fill('Quartalsplanung');
    await page.getByLabel('Anzahl Teilnehmende').fill('6');
    await page.getByTestId('catering').getByRole('button', { name: 'Catering hinzufügen' }).click();
    const line = page.getByRole('group', { name: 'Position 1' });
    const item = line.getByLabel('Angebot');
    const firstItem = await item.locator('option:not([value=""])').first().getAttribute('value');
    await item.selectOption(firstItem ?? '');
    await line.getByLabel('Anzahl').fill('6');
    await page.getByRole('button', { name: 'Raum buchen' }).click();

    await page.waitForFunction(() => /^#\/conference_room_bookings\?id=\d+$/.test(window.location.hash));
    bookingId = Number(new URL(page.url().replace('#/', '')).searchParams.get('id'));
    created.push(bookingId);
    await page.getByTestId('form-success').getByText('Raum gebucht.').waitFor();
    const summary = page.getByTestId('room-booking-summary');
    await summary.getByRole('heading', { name: 'Quartalsplanung' }).waitFor();
    await summary
      .getByTestId('summary-catering')
      .getByText(/^10:00 · 6 × /)
      .waitFor();
    await expectAccessible(page, 'room booking saved');
  });

  it('invites a colleague', async () => {
    const page = organiser;
    const panel = page.getByTestId('invitations');
    await panel.getByLabel('Kolleg:in suchen').fill('kollege');
    await panel.getByRole('button', { name: 'Einladen: Karl Kollege' }).click();
    await panel.locator('li[data-invitee="kollege@deskfair.test"]').getByText('Eingeladen').waitFor();
    await expectAccessible(page, 'room booking with invitation');
    await screenshotWidths(page, SHOTS, 'room-booking-invitations');
  });

  it('the colleague sees the invitation on /reports, declines, then accepts; the organiser sees each answer', async () => {
    colleague = await signedIn(browser, 'kollege@deskfair.test');
    const card = colleague.getByTestId('room-bookings');
    const item = card.locator(`li[data-room-booking-id="${bookingId}"]`);
    await item.getByText('Quartalsplanung').waitFor();
    await item.getByText('Einladung von Dana Demo').waitFor();
    await item.getByTestId('invitation-status').getByText('Eingeladen').waitFor();
    await expectAccessible(colleague, 'reports with an invitation');
    await screenshotWidths(colleague, SHOTS, 'reports-room-bookings');

    await item.getByRole('button', { name: 'Absagen: Quartalsplanung' }).click();
    await item.getByTestId('invitation-status').getByText('Einladung abgelehnt').waitFor();
    // both answers stay; the given one is pressed, and focus stays on it
    expect(await item.getByRole('button', { name: 'Absagen: Quartalsplanung' }).getAttribute('aria-pressed')).toBe('true');
    expect(await item.getByRole('button', { name: 'Zusagen: Quartalsplanung' }).getAttribute('aria-pressed')).toBe('false');
    await expectAccessible(colleague, 'reports after declining');

    await organiser.reload();
    const invitee = organiser.getByTestId('invitations').locator('li[data-invitee="kollege@deskfair.test"]');
    await invitee.getByText('Einladung abgelehnt').waitFor();

    // a change of mind: the colleague accepts after all, and the organiser sees it
    await item.getByRole('button', { name: 'Zusagen: Quartalsplanung' }).click();
    await item.getByTestId('invitation-status').getByText('Zugesagt').waitFor();
    expect(await item.getByRole('button', { name: 'Zusagen: Quartalsplanung' }).getAttribute('aria-pressed')).toBe('true');
    await organiser.reload();
    await invitee.getByText('Zugesagt').waitFor();
  });

  it("inviting one person more than the room holds shows the spec's message; removing an invitee frees a place", async () => {
    const rooms = await apiCall<{ rooms: Room[] }>(organiser, 'GET', `rooms?day=${day}&start_minute=840&end_minute=900`);
    expect(rooms.status).toBe(200);
    const smallest = [...rooms.data.rooms].sort((a, b) => a.capacity - b.capacity)[0];
    expect(smallest).toBeDefined();
    const room = smallest as Room;
    const booking = await apiCall<{ booking: RoomBooking }>(organiser, 'POST', 'room_bookings', {
      room_id: room.id,
      day,
      start_minute: 840,
      end_minute: 900,
      title: 'Kleine Runde',
      attendee_count: 1,
    });
    expect(booking.status).toBe(201);
    const small = booking.data.booking;
    created.push(small.id);
    // organiser plus capacity − 1 invitees fill the room
    const guests: Person[] = [];
    for (let i = 0; i < room.capacity; i++) guests.push(await registerColleague(browser, `gast${i}`));
    for (const guest of guests.slice(0, -1)) {
      const found = await apiCall<{ staff: Person[] }>(organiser, 'GET', `staff?q=${encodeURIComponent(guest.email)}`);
      const id = found.data.staff[0]?.id ?? 0;
      const invited = await apiCall(organiser, 'POST', 'invitations', { booking_id: small.id, user_ids: [id] });
      expect(invited.status).toBe(201);
    }
    const last = guests.at(-1) as Person;
    await open(organiser, `/conference_room_bookings?id=${small.id}`);
    const panel = organiser.getByTestId('invitations');
    await panel.getByText(`${room.capacity} von ${room.capacity} Plätzen vergeben (mit dir).`).waitFor();
    await panel.getByLabel('Kolleg:in suchen').fill(last.email);
    await panel.getByRole('button', { name: /^Einladen: / }).click();
    await panel.getByText('Maximale Anzahl für diesen Raum erreicht').waitFor();
    expect(await panel.getByLabel('Kolleg:in suchen').getAttribute('aria-invalid')).toBe('true');
    await expectAccessible(organiser, 'invitation beyond capacity');

    // removing an invitee frees a place: then the last guest fits
    // registerColleague names each guest '<prefix> Gast'
    await panel.getByRole('button', { name: 'Einladung entfernen: gast0 Gast' }).click();
    await panel.getByText(`${room.capacity - 1} von ${room.capacity} Plätzen vergeben (mit dir).`).waitFor();
    await panel.getByRole('button', { name: /^Einladen: / }).click();
    await panel.locator(`li[data-invitee="${last.email}"]`).getByText('Eingeladen').waitFor();
    await panel.getByText(`${room.capacity} von ${room.capacity} Plätzen vergeben (mit dir).`).waitFor();
  });

  it('the admin opens the catering list for tomorrow and downloads it as CSV', async () => {
    const page = organiser;
    await open(page, '/settings');
    await page.getByRole('link', { name: 'Catering-Liste' }).click();
    await waitForRoute(page, '/admin/catering');
    await page.getByRole('heading', { level: 1, name: 'Catering' }).waitFor();
    await page.getByLabel('Standort').selectOption({ label: (await roomOf(page, bookingId)).location.name });
    await fillDate(page, 'Tag', day);
    const list = page.getByTestId('catering-list');
    const row = list.locator('tbody tr').filter({ hasText: 'Quartalsplanung' });
    await row.waitFor();
    expect(await row.locator('td').nth(0).textContent()).toBe('10:00');
    expect(await row.locator('td').nth(2).textContent()).toBe('6');
    expect(await row.locator('td').nth(3).textContent()).toBe(roomLabel);
    await expectAccessible(page, 'catering list');
    await screenshotWidths(page, SHOTS, 'admin-catering');

    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'CSV herunterladen' }).click()]);
    expect(download.suggestedFilename()).toBe(`catering-${day}.csv`);
    const path = await download.path();
    const { readFileSync } = await import('node:fs');
    expect(readFileSync(path, 'utf8')).toContain('Quartalsplanung');
  });

  it('the organiser moves the end to 11:30; a time the room is taken is refused with 409', async () => {
    const page = organiser;
    await open(page, `/conference_room_bookings?id=${bookingId}`);
    const edit = page.getByRole('form', { name: 'Buchung bearbeiten' });
    await fillTime(page, 'Ende', 11 * 60 + 30);
    await edit.getByRole('button', { name: 'Änderungen speichern' }).click();
    await page
      .getByTestId('room-booking-summary')
      .getByText(/, 10:00–11:30$/)
      .waitFor();
    await page.getByTestId('form-success').getByText('Änderungen gespeichert.').waitFor();

    // the colleague takes the room at 12:00; moving the end there is refused
    const taken = await apiCall<{ booking: RoomBooking }>(colleague, 'POST', 'room_bookings', {
      room_id: (await roomOf(page, bookingId)).id,
      day,
      start_minute: 12 * 60,
      end_minute: 13 * 60,
      title: 'Vertriebsrunde',
      attendee_count: 2,
    });
    expect(taken.status).toBe(201);
    await fillTime(page, 'Ende', 12 * 60 + 30);
    await edit.getByRole('button', { name: 'Änderungen speichern' }).click();
    await edit.getByTestId('form-error').getByText('Dieser Raum ist zu dieser Zeit schon gebucht.', { exact: false }).waitFor();
    await expectAccessible(page, 'room booking edit refused');
    await apiCall(colleague, 'DELETE', `room_bookings/${taken.data.booking.id}`);
  });

  it('the organiser cancels the booking after a confirmation', async () => {
    const page = organiser;
    await open(page, `/conference_room_bookings?id=${bookingId}`);
    await page.getByRole('button', { name: 'Buchung stornieren' }).click();
    const dialog = page.getByTestId('confirm-dialog');
    await dialog.getByText(/^„Quartalsplanung“ am .+ wirklich stornieren\?/).waitFor();
    await expectAccessible(page, 'cancel dialog');
    await dialog.getByRole('button', { name: 'Ja, stornieren' }).click();
    await waitForRoute(page, '/reports');
    created.splice(created.indexOf(bookingId), 1);
    await page.getByTestId('room-bookings').locator(`li[data-room-booking-id="${bookingId}"]`).waitFor({ state: 'detached' });
  });
});
