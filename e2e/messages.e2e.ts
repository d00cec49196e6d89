import { readFileSync } from 'node:fs';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { addDays, localDayOf } from '../src/domain/time/local-day';
import { expectAccessible } from './support/axe';
import { apiCall } from './support/api';
import { baseUrl, launchBrowser, newPage, open, waitForRoute, waitLoaded } from './support/browser';
import { DEMO_PASSWORD, signIn } from './support/forms';
import { logLength } from './support/mail-log';
import { screenshotWidths } from './support/screenshots';

const ZONE = 'Europe/Berlin';
const SHOTS = '/tmp/shots';
const WIDTHS = [390, 1440];
const KARL = 'kollege@deskfair.test';
const DANA = 'demo@deskfair.test';

interface Ego {
  user: { id: number };
  group: { slots: { id: number; name: string }[] };
  desk: { id: number } | null;
}
interface LinkRow {
  id: number;
  status: 'requested' | 'accepted';
  direction: 'outgoing' | 'incoming';
  colleague: { id: number };
}
interface Booking {
  id: number;
  day: string;
  desk: { id: number; label: string };
}
interface Preference {
  type: string;
  MAIL: boolean;
  GCM: boolean;
}

/** Subjects of the mails to `email` the server logged (SMTP unset) after `since`. */
function mailSubjectsTo(email: string, since: number): string[] {
  const text = readFileSync(inject('serverLog'), 'utf8').slice(since);
  return text.split('\n').flatMap((line) => {
    if (!line.startsWith('{')) return [];
    const entry = JSON.parse(line) as { mail?: { to?: string; subject?: string } };
    return entry.mail?.to?.includes(email) && entry.mail.subject ? [entry.mail.subject] : [];
  });
}

async function signedIn(browser: Browser, email: string): Promise<Page> {
  const page = await newPage(browser);
  await open(page, '/login');
  await signIn(page, email, DEMO_PASSWORD);
  await waitForRoute(page, '/reports');
  return page;
}

describe('messages, unread badge and notification settings', () => {
  let browser: Browser;
  let karl: Page;
  let dana: Page;
  let karlId = 0;
  let danaId = 0;
  const bookingIds: number[] = [];

  /** Karl's links with Dana (either direction). */
  const linksWithDana = async () =>
    (await apiCall<{ links: LinkRow[] }>(karl, 'GET', 'links')).data.links.filter((l) => l.colleague.id === danaId);

  /** Karl books a free desk on a day far enough ahead that the other e2e files leave it alone. */
  async function bookDesk(): Promise<Booking> {
    const today = localDayOf(new Date(), ZONE);
    const ego = (await apiCall<Ego>(karl, 'GET', 'ego')).data;
    const held = await apiCall<{ bookings: Booking[] }>(karl, 'GET', `bookings?from=${addDays(today, 3)}&to=${addDays(today, 29)}`);
    const busy = new Set(held.data.bookings.map((b) => b.day));
    const day = Array.from({ length: 10 }, (_, i) => addDays(today, 29 - i)).find((d) => !busy.has(d));
    const morning = ego.group.slots.find((s) => s.name === 'morning')?.id;
    const desks = await apiCall<{ desks: { id: number }[] }>(karl, 'GET', `desks/available?day=${day}&slot_id=${morning}`);
    const desk = desks.data.desks.find((d) => d.id !== ego.desk?.id);
    const created = await apiCall<{ results: { outcome: string; booking: Booking | null }[] }>(karl, 'POST', 'bookings', {
      desk_id: desk?.id,
      days: [day],
      slot_id: morning,
    });
    expect(created.status).toBe(201);
    expect(created.data.results.map((r) => r.outcome)).toEqual(['booked']);
    const booking = created.data.results[0]?.booking;
    if (!booking) throw new Error('no booking');
    bookingIds.push(booking.id);
    return booking;
  }

  /** Flips a switch with the keyboard (focus, Space), as its input is visually hidden inside the label. */
  const flip = async (control: Locator) => {
    await control.focus();
    await karl.keyboard.press('Space');
  };
  const mailSwitch = () =>
    karl.getByRole('group', { name: 'Schreibtisch gebucht', exact: true }).getByRole('switch', { name: 'E-Mail', exact: true });
  const reservationMail = async () =>
    (await apiCall<{ preferences: Preference[] }>(karl, 'GET', 'settings/notifications')).data.preferences.find(
      (p) => p.type === 'DeskReservationNotification',
    )?.MAIL;

  beforeAll(async () => {
    browser = await launchBrowser();
    dana = await signedIn(browser, DANA);
    karl = await signedIn(browser, KARL);
    danaId = (await apiCall<Ego>(dana, 'GET', 'ego')).data.user.id;
    karlId = (await apiCall<Ego>(karl, 'GET', 'ego')).data.user.id;
    // a clean start: no link between the two, every earlier message of Karl read
    for (const link of await linksWithDana()) await apiCall(karl, 'DELETE', `links/${link.id}`);
    expect((await apiCall(karl, 'POST', 'messages/read', { all: true })).status).toBeLessThan(300);
    const asked = await apiCall(dana, 'POST', 'links', { user_id: karlId });
    expect(asked.status).toBeLessThan(300);
  });

  afterAll(async () => {
    // leave nothing behind for the other e2e files
    if (karl) {
      for (const id of bookingIds) await apiCall(karl, 'DELETE', `bookings/${id}`);
      for (const link of await linksWithDana()) await apiCall(karl, 'DELETE', `links/${link.id}`);
      await apiCall(karl, 'PUT', 'settings/notifications', { preferences: [{ type: 'DeskReservationNotification', MAIL: true }] });
    }
    await browser?.close();
  });

  it('shows the unread badge, marks the messages read once shown and accepts the link request inline', async () => {
    // a fresh load: the badge asks for the count at start (and then every minute and on focus)
    await open(karl, '/reports');
    await karl.reload();
    await waitLoaded(karl);
    const nav = karl.getByRole('navigation', { name: 'Hauptnavigation' });
    await nav.getByRole('link', { name: 'Nachrichten, 1 ungelesen', exact: true }).waitFor();
    expect(await karl.getByTestId('unread-badge').textContent()).toBe('1');
    await expectAccessible(karl, 'bottom bar with unread badge');
    await screenshotWidths(karl, SHOTS, 'bottom-bar-unread', WIDTHS);

    await nav.getByRole('link', { name: 'Nachrichten, 1 ungelesen', exact: true }).click();
    await waitForRoute(karl, '/history');
    await karl.getByRole('heading', { level: 1, name: 'Nachrichten' }).waitFor();
    const item = karl.locator('li.message-item').filter({ hasText: 'Dana Demo möchte sich mit dir verbinden' });
    await item.waitFor();
    expect(await item.getAttribute('data-unread')).toBe('true');
    await item.getByRole('heading', { name: 'Ungelesen: Dana Demo möchte sich mit dir verbinden' }).waitFor();
    // shown → read: the badge goes away, the tab is just 'Nachrichten' again
    await nav.getByRole('link', { name: 'Nachrichten', exact: true }).waitFor();
    expect(await karl.getByTestId('unread-badge').count()).toBe(0);
    expect((await apiCall<{ unread_count: number }>(karl, 'GET', 'messages/unread_count')).data.unread_count).toBe(0);
    await expectAccessible(karl, 'messages with an open link request');
    await screenshotWidths(karl, SHOTS, 'messages-link-request', WIDTHS);

    await item.getByRole('button', { name: 'Anfrage von Dana Demo annehmen', exact: true }).click();
    await item.getByText('In deinem Team', { exact: true }).waitFor();
    expect(await item.getByRole('button', { name: 'Anfrage von Dana Demo annehmen' }).count()).toBe(0);
    expect(await item.getByRole('button', { name: 'Anfrage von Dana Demo ablehnen' }).count()).toBe(0);
    expect((await linksWithDana()).map((l) => l.status)).toEqual(['accepted']);
    await expectAccessible(karl, 'messages after accepting');
    await screenshotWidths(karl, SHOTS, 'messages-link-accepted', WIDTHS);
  });

  it('asks no permission before the push button is clicked; the reservation mail follows its switch', async () => {
    await open(karl, '/settings');
    await karl.getByRole('link', { name: 'Benachrichtigungen', exact: true }).click();
    await waitForRoute(karl, '/settings/notifications');
    await karl.getByRole('heading', { level: 1, name: 'Benachrichtigungen' }).waitFor();
    await mailSwitch().waitFor();
    await karl.locator('[data-testid="browser-push"]:not([data-state="checking"])').waitFor();
    expect(await karl.getByTestId('browser-push').getAttribute('data-state')).toBe('inactive');
    expect(await karl.evaluate(() => Notification.permission)).toBe('default');
    // the app's service worker registers after load anyway (offline app shell); push stays off until the click
    expect(
      await karl.evaluate(async () => {
        const registration = await navigator.serviceWorker.getRegistration();
        return (await registration?.pushManager.getSubscription()) ?? null;
      }),
    ).toBe(null);
    await expectAccessible(karl, 'notification settings');
    await screenshotWidths(karl, SHOTS, 'notification-settings', WIDTHS);

    expect(await mailSwitch().isChecked()).toBe(true);
    await flip(mailSwitch());
    await expect.poll(reservationMail).toBe(false);
    expect(await mailSwitch().isChecked()).toBe(false);

    const since = logLength();
    const quiet = await bookDesk();
    const subject = `Schreibtisch ${quiet.desk.label} gebucht`;
    await open(karl, '/history');
    await karl.locator('li.message-item').filter({ hasText: subject }).first().waitFor();
    await expectAccessible(karl, 'messages with a reservation');

    await open(karl, '/settings/notifications');
    await flip(mailSwitch());
    await expect.poll(reservationMail).toBe(true);
    const loud = await bookDesk();
    const loudSubject = `Schreibtisch ${loud.desk.label} gebucht`;
    // the outbox delivers in order: once the second booking's mail is out, the first one's would be out too
    await expect.poll(() => mailSubjectsTo(KARL, since), { timeout: 15_000 }).toContain(loudSubject);
    await karl.waitForTimeout(1500);
    expect(mailSubjectsTo(KARL, since)).toEqual([loudSubject]);
  });

  it('turns on push only on the click: a registered device or a clear error', async () => {
    await karl.context().grantPermissions(['notifications'], { origin: baseUrl() });
    await open(karl, '/settings/notifications');
    const card = karl.getByTestId('browser-push');
    await card.getByRole('button', { name: 'Push-Benachrichtigungen in diesem Browser aktivieren', exact: true }).click();
    await karl.locator('[data-testid="browser-push"][data-state="active"], [data-testid="push-problem"]').first().waitFor();
    // the worker registered either way (the Content-Security-Policy lets the same-origin worker in)
    expect(await karl.evaluate(async () => (await navigator.serviceWorker.getRegistrations()).map((r) => r.active?.scriptURL))).toEqual([
      `${baseUrl()}/sw.js`,
    ]);
    if ((await card.getAttribute('data-state')) === 'active') {
      await card.getByText('Push-Benachrichtigungen sind in diesem Browser aktiv.', { exact: true }).waitFor();
      await expect
        .poll(async () => (await apiCall<{ push_devices: number }>(karl, 'GET', 'settings/notifications')).data.push_devices)
        .toBe(1);
      await expectAccessible(karl, 'push active');
      await card.getByRole('button', { name: 'Deaktivieren', exact: true }).click();
      await card.getByText('Push-Benachrichtigungen sind in diesem Browser aus.', { exact: true }).waitFor();
      await expect
        .poll(async () => (await apiCall<{ push_devices: number }>(karl, 'GET', 'settings/notifications')).data.push_devices)
        .toBe(0);
    } else {
      expect(await karl.getByTestId('push-problem').textContent()).toBe(
        'Push-Benachrichtigungen konnten nicht aktiviert werden: der Push-Dienst des Browsers ist nicht erreichbar. Bitte später noch einmal versuchen.',
      );
      expect((await apiCall<{ push_devices: number }>(karl, 'GET', 'settings/notifications')).data.push_devices).toBe(0);
      await expectAccessible(karl, 'push failed');
      await screenshotWidths(karl, SHOTS, 'notification-settings-push-failed', WIDTHS);
    }
  });
});
