import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, localDayOf } from '../src/domain/time/local-day';
import { parseFeed } from '../test/support/calendar-feed';
import { apiCall } from './support/api';
import { expectAccessible } from './support/axe';
import { baseUrl, launchBrowser, newPage, open } from './support/browser';
import { screenshotWidths } from './support/screenshots';
import { signInNewDemoColleague } from './support/demo-colleague';
import type { Browser } from 'playwright-core';

const ZONE = 'Europe/Berlin';
const SHOTS = '/tmp/shots-calendar-feed';
const WIDTHS = [390, 1440];

interface Ego {
  group: { slots: { id: number; name: string }[] };
}
interface Desk {
  id: number;
  label: string;
}

/** Fetches a feed URL from outside the browser, as a calendar client would (no session, no cookies). */
const fetchFeed = (url: string) => fetch(new URL(new URL(url).pathname, baseUrl()));

describe('settings: calendar link and feedback', () => {
  let browser: Browser;
  let page: Page;
  let bookingId = 0;
  const day = addDays(localDayOf(new Date(), ZONE), 5);
  let deskLabel = '';
  let firstUrl = '';

  beforeAll(async () => {
    browser = await launchBrowser();
    page = await newPage(browser);
    await signInNewDemoColleague(page, { first: 'Fee', last: 'Kalender', prefix: 'feed' });
    const ego = await apiCall<Ego>(page, 'GET', 'ego');
    const morning = ego.data.group.slots.find((s) => s.name === 'morning')?.id ?? 0;
    const desks = await apiCall<{ desks: Desk[] }>(page, 'GET', `desks/available?day=${day}&slot_id=${morning}`);
    const desk = desks.data.desks[desks.data.desks.length - 1];
    deskLabel = desk?.label ?? '';
    const booked = await apiCall<{ results: { booking: { id: number } }[] }>(page, 'POST', 'bookings', {
      desk_id: desk?.id,
      days: [day],
      slot_id: morning,
    });
    expect(booked.status).toBe(201);
    bookingId = booked.data.results[0]?.booking.id ?? 0;
  });

  afterAll(async () => {
    if (bookingId) await apiCall(page, 'DELETE', `bookings/${bookingId}`);
    await browser?.close();
  });

  it('creates a calendar link; the link shown reads the booking back', async () => {
    await open(page, '/settings');
    const card = page.getByTestId('calendar-links-card');
    await card.getByRole('heading', { level: 2, name: 'Kalender-Links' }).waitFor();
    await card.getByText('Du hast noch keinen Kalender-Link.').waitFor();
    await expectAccessible(page, 'settings without calendar link');
    await card.getByRole('button', { name: 'Kalender-Link erstellen' }).click();
    await card.getByText('Aus Sicherheitsgründen zeigen wir den Link nur jetzt – kopiere ihn.').waitFor();
    firstUrl = await card.getByLabel('Dein Kalender-Link').inputValue();
    expect(firstUrl).toMatch(/\/api\/v2\/calendar\/\d+\.\d+\.[A-Za-z0-9_-]{43}\.ics$/);
    expect(await card.getByRole('link', { name: 'Apple Kalender' }).getAttribute('href')).toBe(firstUrl.replace(/^https?:/, 'webcal:'));
    expect(await card.getByRole('link', { name: 'Outlook' }).getAttribute('href')).toBe(
      `https://outlook.live.com/calendar/0/addfromweb?url=${encodeURIComponent(firstUrl)}&name=Deskfair`,
    );
    await expectAccessible(page, 'settings with a fresh calendar link');
    await card.scrollIntoViewIfNeeded();
    await screenshotWidths(page, SHOTS, 'calendar-link', WIDTHS);

    const response = await fetchFeed(firstUrl);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
    const feed = parseFeed(await response.text());
    expect(feed.events.map((e) => [e.summary, e.start, e.startTzid])).toEqual([
      [`Schreibtisch ${deskLabel} (Vormittag)`, `${day}T08:00:00`, ZONE],
    ]);
  });

  it('renewing stops the old link at once', async () => {
    const card = page.getByTestId('calendar-links-card');
    await card.getByRole('button', { name: 'Link erneuern' }).click();
    await page.waitForFunction(
      (old) => (document.querySelector<HTMLInputElement>('input[data-field="calendar_url"]')?.value ?? old) !== old,
      firstUrl,
    );
    const renewed = await card.getByLabel('Dein Kalender-Link').inputValue();
    expect((await fetchFeed(firstUrl)).status).toBe(404);
    expect((await fetchFeed(renewed)).status).toBe(200);
    // after a reload the link itself is gone for good: only that one is active
    await page.reload();
    await card.getByText('Den Link selbst zeigen wir nur einmal', { exact: false }).waitFor();
  });

  it('sends feedback: the field message for an empty text, then the success text', async () => {
    const card = page.locator('section').filter({ has: page.getByRole('heading', { level: 2, name: 'Feedback' }) });
    await card.getByRole('button', { name: 'Feedback senden' }).click();
    await card.getByText('Pflichtfeld.').waitFor();
    const field = card.getByLabel('Deine Nachricht');
    expect(await field.getAttribute('aria-invalid')).toBe('true');
    await field.fill('Der Kalender-Link ist super.');
    await card.getByText('28 von 2000 Zeichen').waitFor();
    await card.getByRole('button', { name: 'Feedback senden' }).click();
    await card.getByText('Danke! Dein Feedback ist bei den Admins angekommen.').waitFor();
    expect(await field.inputValue()).toBe('');
    await expectAccessible(page, 'settings, feedback sent');
    await card.scrollIntoViewIfNeeded();
    await screenshotWidths(page, SHOTS, 'feedback', WIDTHS);
  });
});
