import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiCall } from './support/api';
import { expectAccessible } from './support/axe';
import { baseUrl, launchBrowser, newPage, open, waitForRoute, waitLoaded } from './support/browser';
import { DEMO_PASSWORD, register, signIn, uniqueEmail } from './support/forms';

interface Desk {
  label: string;
  uuid: string;
}

/** A desk's check-in link target, read through the API as a signed-in colleague. */
async function someDesk(browser: Browser): Promise<Desk> {
  const page = await newPage(browser);
  await open(page, '/login');
  await signIn(page, 'demo@deskfair.test', DEMO_PASSWORD);
  await waitForRoute(page, '/reports');
  const ego = await apiCall<{ group: { slots: { id: number; name: string }[] } }>(page, 'GET', 'ego');
  const slot = ego.data.group.slots.find((s) => s.name === 'full_day') ?? ego.data.group.slots[0];
  const tomorrow = new Date(Date.now() + 36 * 3600_000).toISOString().slice(0, 10);
  const free = await apiCall<{ desks: Desk[] }>(page, 'GET', `desks/available?day=${tomorrow}&slot_id=${slot?.id ?? 0}`);
  await page.context().close();
  const desk = free.data.desks[0];
  if (!desk) throw new Error('no free desk in the demo data');
  return desk;
}

const bottomBar = (page: Page) => page.getByRole('navigation', { name: 'Hauptnavigation' });

describe('first impression: where a user lands', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('signing in lands on the first tab (/reports) with the bottom bar', async () => {
    const page = await newPage(browser);
    await open(page, '/login');
    await signIn(page, 'kollege@deskfair.test', DEMO_PASSWORD);
    await waitForRoute(page, '/reports');
    await page.getByRole('heading', { level: 1, name: 'Schreibtisch' }).waitFor();
    const bookingsTab = bottomBar(page).getByRole('link', { name: 'Buchungen' });
    expect(await bookingsTab.getAttribute('aria-current')).toBe('page');
    await expectAccessible(page, 'first tab after sign-in');
    // the public start page sends a signed-in user to the first tab as well
    await open(page, '/');
    await waitForRoute(page, '/reports');
    await page.context().close();
  });

  it('the start page shows its heading in the first render, never "Wird geladen…" first', async () => {
    const page = await newPage(browser);
    await page.context().addInitScript(() => {
      const seen = window as unknown as { sawLoading?: boolean };
      new MutationObserver(() => {
        if (document.querySelector('[aria-busy="true"]')) seen.sawLoading = true;
      }).observe(document, { childList: true, subtree: true });
    });
    await page.goto(`${baseUrl()}/#/`);
    await page.getByRole('heading', { level: 1 }).waitFor();
    expect(await page.evaluate(() => (window as unknown as { sawLoading?: boolean }).sawLoading ?? false)).toBe(false);
    await page.context().close();
  });

  it('a check-in link opened signed out opens after sign-in', async () => {
    const desk = await someDesk(browser);
    const page = await newPage(browser);
    await page.goto(`${baseUrl()}/#/desks/check_in/${desk.uuid}`);
    await waitForRoute(page, '/');
    await waitLoaded(page);
    await page.getByRole('link', { name: 'Anmelden' }).first().click();
    await waitForRoute(page, '/login');
    await signIn(page, 'kollege@deskfair.test', DEMO_PASSWORD);
    await waitForRoute(page, `/desks/check_in/${desk.uuid}`);
    await page.getByRole('heading', { level: 1, name: 'Einchecken' }).waitFor();
    await page.getByRole('heading', { name: `Schreibtisch ${desk.label}` }).waitFor();
    await expectAccessible(page, 'check-in after sign-in');
    // remembered once: the next sign-in starts on the first tab again
    await page.evaluate(() => localStorage.removeItem('deskfair.token'));
    await page.goto(`${baseUrl()}/#/login`);
    await page.reload();
    await waitLoaded(page);
    await signIn(page, 'kollege@deskfair.test', DEMO_PASSWORD);
    await waitForRoute(page, '/reports');
    await page.context().close();
  });

  it('registration lands on the first tab, and opens a remembered private page', async () => {
    const page = await newPage(browser);
    await open(page, '/register');
    await register(page, { email: uniqueEmail('anna'), firstName: 'Anna', password: 'Sicher!Pass2026' });
    await waitForRoute(page, '/reports');
    await bottomBar(page).waitFor();
    await expectAccessible(page, 'first tab after registration');
    await page.context().close();

    const linked = await newPage(browser);
    await linked.goto(`${baseUrl()}/#/reservations`);
    await waitForRoute(linked, '/');
    await open(linked, '/register');
    await register(linked, { email: uniqueEmail('ben'), firstName: 'Ben', password: 'Sicher!Pass2026' });
    await waitForRoute(linked, '/reservations');
    await linked.getByRole('heading', { level: 1, name: 'Schreibtisch buchen' }).waitFor();
    await linked.context().close();
  });

  it('shows two columns from 1024 px and one on a phone', async () => {
    const page = await newPage(browser);
    await open(page, '/login');
    await signIn(page, 'kollege@deskfair.test', DEMO_PASSWORD);
    await waitForRoute(page, '/reports');
    const calendar = page.getByRole('region', { name: 'Kalender' });
    const day = page.getByTestId('selected-day');
    await day.waitFor();

    const phoneCalendar = await calendar.boundingBox();
    const phoneDay = await day.boundingBox();
    expect(phoneDay && phoneCalendar && phoneDay.y > phoneCalendar.y + phoneCalendar.height - 1).toBe(true);

    await page.setViewportSize({ width: 1440, height: 900 });
    const wideCalendar = await calendar.boundingBox();
    const wideDay = await day.boundingBox();
    expect(wideCalendar && wideDay && wideDay.x >= wideCalendar.x + wideCalendar.width).toBe(true);
    expect(wideCalendar && wideDay && Math.abs(wideDay.y - wideCalendar.y)).toBeLessThan(2);
    await expectAccessible(page, 'reports at 1440 px');

    await open(page, '/reservations');
    const choice = page.getByRole('region', { name: 'Tage, Zeit und Ort' });
    const desks = page.getByRole('region', { name: 'Freie Schreibtische' });
    await desks.waitFor();
    const choiceBox = await choice.boundingBox();
    const desksBox = await desks.boundingBox();
    expect(choiceBox && desksBox && desksBox.x >= choiceBox.x + choiceBox.width).toBe(true);
    await expectAccessible(page, 'reservations at 1440 px');
    await page.context().close();
  });
});
