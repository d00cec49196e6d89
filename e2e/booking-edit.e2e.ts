import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, localDayOf } from '../src/domain/time/local-day';
import { expectAccessible } from './support/axe';
import { launchBrowser, newPage, open, waitForRoute, waitLoaded } from './support/browser';
import { DEMO_PASSWORD, signIn } from './support/forms';
import { apiCall, fullDate } from './support/api';

const ZONE = 'Europe/Berlin';
const today = () => localDayOf(new Date(), ZONE);

interface Booking {
  id: number;
  day: string;
  start_at: string;
  desk: { id: number; label: string };
}

describe('multi-day edit', () => {
  let browser: Browser;
  let page: Page;
  /** six days ahead without a booking of kollege (bookings.e2e makes them the 'always' owner of H-12) */
  let days: string[] = [];
  let ids: number[] = [];

  const checkbox = (id: number) => page.getByTestId('upcoming-bookings').locator(`li[data-booking-id="${id}"]`).getByRole('checkbox');
  /** Toggles a checkbox with the keyboard (focus, Space). */
  async function toggle(id: number): Promise<void> {
    await checkbox(id).focus();
    await page.keyboard.press('Space');
  }

  beforeAll(async () => {
    browser = await launchBrowser();
    page = await newPage(browser);
    await open(page, '/login');
    await signIn(page, 'kollege@deskfair.test', DEMO_PASSWORD);
    await waitForRoute(page, '/reports');
    const ego = await apiCall<{ group: { slots: { id: number; name: string }[] }; desk: { id: number } | null }>(page, 'GET', 'ego');
    const held = await apiCall<{ bookings: Booking[] }>(page, 'GET', `bookings?from=${addDays(today(), 3)}&to=${addDays(today(), 29)}`);
    const busy = new Set(held.data.bookings.map((b) => b.day));
    // from the day after tomorrow's draw onwards: other e2e files book today, tomorrow and today + 2
    days = Array.from({ length: 27 }, (_, i) => addDays(today(), 3 + i))
      .filter((d) => !busy.has(d))
      .slice(0, 6);
    expect(days).toHaveLength(6);
    const morning = ego.data.group.slots.find((s) => s.name === 'morning')?.id;
    // a desk free on all six days (bookings.e2e makes kollege the owner of H-12, held on working days)
    const lists = await Promise.all(
      days.map((day) => apiCall<{ desks: { id: number }[] }>(page, 'GET', `desks/available?day=${day}&slot_id=${morning}`)),
    );
    const [first, ...rest] = lists.map((l) => l.data.desks);
    const desk = first?.find((d) => d.id !== ego.data.desk?.id && rest.every((list) => list.some((o) => o.id === d.id)));
    const created = await apiCall<{ results: { outcome: string; booking: Booking | null }[] }>(page, 'POST', 'bookings', {
      desk_id: desk?.id,
      days,
      slot_id: morning,
    });
    expect(created.status).toBe(201);
    expect(created.data.results.map((r) => r.outcome)).toEqual(days.map(() => 'booked'));
    ids = created.data.results.map((r) => r.booking?.id ?? 0);
    // sign-in already opened /reports: load it again so it lists the bookings made through the API
    await page.reload();
    await waitLoaded(page);
  });

  afterAll(async () => {
    // leave no bookings behind for the other e2e files
    if (page && days.length) {
      const mine = await apiCall<{ bookings: Booking[] }>(page, 'GET', `bookings?from=${days[0]}&to=${days.at(-1)}`);
      for (const b of mine.data?.bookings ?? []) if (days.includes(b.day)) await apiCall(page, 'DELETE', `bookings/${b.id}`);
    }
    await browser?.close();
  });

  it('selects at most five bookings: the sixth checkbox is disabled with a hint', async () => {
    await open(page, '/reports');
    await checkbox(ids[0] ?? 0).waitFor();
    expect(await checkbox(ids[0] ?? 0).getAttribute('aria-label')).toMatch(
      new RegExp(`^Auswählen: .+, ${fullDate(days[0] ?? '')}, 08:00–13:00$`),
    );
    await expectAccessible(page, 'calendar with selection');
    for (const id of ids.slice(0, 5)) await toggle(id);
    for (const id of ids.slice(0, 5)) expect(await checkbox(id).isChecked()).toBe(true);
    const sixth = checkbox(ids[5] ?? 0);
    expect(await sixth.isDisabled()).toBe(true);
    await page.getByTestId('edit-limit').getByText('Höchstens 5 Tage auf einmal bearbeiten.').waitFor();
    await page.getByTestId('sr-status').getByText('Höchstens 5 Tage auf einmal bearbeiten.').waitFor();
    const hintId = await page.getByTestId('edit-limit').getAttribute('id');
    expect(await sixth.getAttribute('aria-describedby')).toBe(hintId);
    await page.getByTestId('edit-selection').getByText('5 Tage ausgewählt').waitFor();
    await expectAccessible(page, 'calendar with five selected');
    // unselecting one enables the rest again
    await toggle(ids[4] ?? 0);
    expect(await sixth.isDisabled()).toBe(false);
    expect(await page.getByTestId('edit-limit').count()).toBe(0);
    await toggle(ids[3] ?? 0);
  });

  it('moves three days to the afternoon and shows the outcome and the new times', async () => {
    const chosen = ids.slice(0, 3);
    await page.getByRole('button', { name: 'Ausgewählte Buchungen bearbeiten (3)' }).click();
    await waitForRoute(page, `/bookings/edit?ids=${chosen.join(',')}`);
    await page.getByRole('heading', { level: 1, name: 'Buchung bearbeiten' }).waitFor();
    const listed = page.getByTestId('edit-days');
    for (const day of days.slice(0, 3)) await listed.getByText(fullDate(day)).waitFor();
    expect(await listed.locator('li').count()).toBe(3);
    expect(await page.getByRole('radio', { name: 'Zeit beibehalten' }).isChecked()).toBe(true);
    await page.getByLabel('Schreibtisch', { exact: true }).locator('option:not([value=""])').first().waitFor({ state: 'attached' });
    await expectAccessible(page, 'booking edit');

    // nothing chosen: nothing to change
    await page.getByRole('button', { name: 'Änderungen speichern' }).click();
    await page.getByTestId('form-error').getByText('Bitte eine neue Zeit oder einen anderen Schreibtisch wählen.').waitFor();
    await expectAccessible(page, 'booking edit with error');

    // keyboard: the radio group, arrow down to the afternoon slot
    await page.getByRole('radio', { name: 'Zeit beibehalten' }).focus();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    expect(await page.getByRole('radio', { name: 'Nachmittag (13:00–18:00)' }).isChecked()).toBe(true);
    await page.getByRole('button', { name: 'Änderungen speichern' }).click();

    const outcomes = page.getByTestId('edit-outcomes');
    await outcomes.waitFor();
    expect(await outcomes.locator('li[data-outcome="booked"]').count()).toBe(3);
    for (const day of days.slice(0, 3)) await outcomes.locator('li', { hasText: `${fullDate(day)}: Geändert (13:00–18:00` }).waitFor();
    await page.getByTestId('sr-status').getByText('3 von 3 Tagen geändert.').waitFor();
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('edit-result');
    await expectAccessible(page, 'booking edit result');

    await page.getByRole('link', { name: 'Zum Kalender' }).click();
    await waitForRoute(page, '/reports');
    const upcoming = page.getByTestId('upcoming-bookings');
    for (const day of days.slice(0, 3)) await upcoming.locator('li', { hasText: `${fullDate(day)}, 13:00–18:00` }).waitFor();
    for (const day of days.slice(3)) await upcoming.locator('li', { hasText: `${fullDate(day)}, 08:00–13:00` }).waitFor();
    // the old bookings are gone, the moved days have new ones
    for (const id of chosen) expect(await upcoming.locator(`li[data-booking-id="${id}"]`).count()).toBe(0);
  });

  it('refuses more than five bookings in the address', async () => {
    await open(page, `/bookings/edit?ids=${ids.slice(3).join(',')},1,2,3,4`);
    await page.getByRole('heading', { level: 1, name: 'Buchung bearbeiten' }).waitFor();
    await page.getByTestId('form-error').getByText('Höchstens 5 Tage auf einmal bearbeiten.').first().waitFor();
    await expectAccessible(page, 'booking edit with too many');
  });
});
