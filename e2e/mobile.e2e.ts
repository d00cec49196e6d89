import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiCall } from './support/api';
import { expectAccessible } from './support/axe';
import { baseUrl, launchBrowser, newPage, open, waitForRoute, waitLoaded } from './support/browser';
import { signInNewDemoColleague } from './support/demo-colleague';
import { DEMO_PASSWORD, signIn } from './support/forms';
import { startE2eServer, type E2eServer } from './support/server';

interface Ego {
  desk: { id: number } | null;
  group: { slots: { id: number; name: string }[] };
}
interface Desk {
  id: number;
  uuid: string;
  label: string;
}

/** Waits until the service worker controls the page (it registers after load, precaches, then claims the page). */
async function waitControlled(page: Page): Promise<string> {
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 60_000 });
  return page.evaluate(() => navigator.serviceWorker.controller?.scriptURL ?? '');
}

/** The API answers the service worker keeps, as paths. */
const keptAnswers = (page: Page) =>
  page.evaluate(async () => {
    if (!(await caches.has('deskfair-api'))) return [];
    const cache = await caches.open('deskfair-api');
    return (await cache.keys()).map((request) => new URL(request.url).pathname).sort();
  });

/** A free desk two days ahead (as the signed-in user sees them). */
async function freeDesk(page: Page): Promise<{ desk: Desk; day: string; slotId: number }> {
  const ego = (await apiCall<Ego>(page, 'GET', 'ego')).data;
  const slotId = (ego.group.slots.find((s) => s.name === 'full_day') ?? ego.group.slots[0])?.id ?? 0;
  const day = new Date(Date.now() + 48 * 3600_000).toISOString().slice(0, 10);
  const free = await apiCall<{ desks: Desk[] }>(page, 'GET', `desks/available?day=${day}&slot_id=${slotId}`);
  const desk = free.data.desks.find((d) => d.id !== ego.desk?.id);
  if (!desk) throw new Error('no free desk');
  return { desk, day, slotId };
}

describe('mobile: installable web app, offline, deep links', () => {
  let browser: Browser;
  let server: E2eServer | null = null;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('meets the install criteria: a manifest with name and icons, a service worker controlling the page', async () => {
    const page = await newPage(browser);
    await open(page, '/');
    const href = await page.locator('link[rel="manifest"]').getAttribute('href');
    const response = await page.request.get(new URL(href ?? '', `${baseUrl()}/`).href);
    expect(response.status()).toBe(200);
    const manifest = (await response.json()) as Record<string, unknown>;
    expect([manifest.name, manifest.short_name, manifest.display, manifest.start_url, manifest.theme_color]).toEqual([
      'Deskfair',
      'Deskfair',
      'standalone',
      './',
      '#0b57d0',
    ]);
    expect((manifest.icons as { sizes: string; purpose?: string }[]).map((i) => `${i.sizes}${i.purpose ? ` ${i.purpose}` : ''}`)).toEqual([
      'any',
      '192x192',
      '512x512',
      '512x512 maskable',
    ]);
    expect(await waitControlled(page)).toBe(`${baseUrl()}/sw.js`);
    // Chromium's own verdict (the one behind its install prompt); a test browser context counts as incognito
    const cdp = await page.context().newCDPSession(page);
    const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as { installabilityErrors: { errorId: string }[] };
    expect(installabilityErrors.map((e) => e.errorId).filter((id) => id !== 'in-incognito')).toEqual([]);
    await expectAccessible(page, 'start page with the service worker');
    await page.context().close();
  });

  it("takes the group's colour once signed in: title bar and the manifest an install would use", async () => {
    const page = await newPage(browser);
    await open(page, '/login');
    await signIn(page, 'kollege@deskfair.test', DEMO_PASSWORD);
    await waitForRoute(page, '/reports');
    const colour = (await apiCall<{ group: { colors: { nav: { active: string } } } }>(page, 'GET', 'ego')).data.group.colors.nav.active;
    await page.waitForFunction(() => document.querySelector('link[rel="manifest"]')?.getAttribute('href')?.includes('?theme='));
    expect(await page.locator('meta[name="theme-color"]').getAttribute('content')).toBe(colour);
    const href = await page.locator('link[rel="manifest"]').getAttribute('href');
    expect(href).toBe(`./manifest.webmanifest?theme=${encodeURIComponent(colour)}`);
    const themed = (await (await page.request.get(new URL(href ?? '', `${baseUrl()}/`).href)).json()) as { theme_color: string };
    expect(themed.theme_color).toBe(colour.toLowerCase());
    await waitControlled(page);
    const cdp = await page.context().newCDPSession(page);
    const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as { installabilityErrors: { errorId: string }[] };
    expect(installabilityErrors.map((e) => e.errorId).filter((id) => id !== 'in-incognito')).toEqual([]);
    await page.context().close();
  });

  it('says politely on the start after an update that a new version was loaded', async () => {
    const page = await newPage(browser);
    await open(page, '/');
    // the build an earlier start ran: a new service worker took over since
    await page.evaluate(() => localStorage.setItem('deskfair.build', 'https://app.deskfair.de/assets/index-0ld8u1ld.js'));
    await page.reload();
    await waitLoaded(page);
    const notice = page.getByTestId('update-notice');
    expect(await notice.getAttribute('role')).toBe('status');
    expect(await notice.locator('p').textContent()).toBe('Neue Version geladen.');
    await expectAccessible(page, 'update notice');
    await notice.getByRole('button', { name: 'OK', exact: true }).click();
    await notice.waitFor({ state: 'detached' });
    // once: the next start runs the same build
    await page.reload();
    await waitLoaded(page);
    expect(await page.getByTestId('update-notice').count()).toBe(0);
    await page.context().close();
  });

  it('lands on the check-in screen for a deep link handed to the deep-link handler', async () => {
    const page = await newPage(browser);
    await open(page, '/login');
    await signIn(page, 'kollege@deskfair.test', DEMO_PASSWORD);
    await waitForRoute(page, '/reports');
    const { desk } = await freeDesk(page);
    // what the mobile app's appUrlOpen listener does with a scanned check-in QR code (lib/native/deep-links.ts)
    await page.evaluate(
      (url) => window.dispatchEvent(new CustomEvent('deskfair:deeplink', { detail: url })),
      `https://app.deskfair.de/#/desks/check_in/${desk.uuid}`,
    );
    await waitForRoute(page, `/desks/check_in/${desk.uuid}`);
    await page.getByRole('heading', { level: 1, name: 'Einchecken' }).waitFor();
    await page.getByRole('heading', { name: `Schreibtisch ${desk.label}` }).waitFor();
    await expectAccessible(page, 'check-in from a deep link');
    await page.context().close();
  });

  it('clears every kept API answer on sign-out', async () => {
    const page = await newPage(browser);
    await signInNewDemoColleague(page, { first: 'Mila', last: 'Mobil', prefix: 'mila' });
    await waitControlled(page);
    await page.reload();
    await waitLoaded(page);
    await expect.poll(() => keptAnswers(page)).toContain('/api/v2/ego');
    await open(page, '/logout');
    await waitForRoute(page, '/');
    await expect.poll(() => keptAnswers(page)).toEqual([]);
    await page.context().close();
  });

  it('opens offline after one visit with the offline banner and the last bookings; sign-out offline forgets them', async () => {
    server = await startE2eServer('e2e-mobile');
    const base = server.baseUrl;
    const page = await newPage(browser);
    await page.goto(`${base}/#/login`);
    await waitLoaded(page);
    await signIn(page, 'kollege@deskfair.test', DEMO_PASSWORD);
    await waitForRoute(page, '/reports');
    const { desk, day, slotId } = await freeDesk(page);
    const created = await apiCall<{ results: { outcome: string }[] }>(page, 'POST', 'bookings', {
      desk_id: desk.id,
      days: [day],
      slot_id: slotId,
    });
    expect(created.data.results.map((r) => r.outcome)).toEqual(['booked']);
    expect(await waitControlled(page)).toBe(`${base}/sw.js`);
    await page.reload();
    await waitLoaded(page);
    const upcoming = page.getByTestId('upcoming-bookings');
    await upcoming.getByText(desk.label, { exact: false }).first().waitFor();
    // the first tab's own data: the day's and the upcoming bookings, rooms, series, and ego
    await expect
      .poll(() => keptAnswers(page))
      .toEqual(['/api/v2/bookings', '/api/v2/bookings', '/api/v2/conference_rooms', '/api/v2/ego', '/api/v2/series']);

    await server.stop();
    server = null;
    await page.reload();
    await page.getByTestId('offline-banner').waitFor({ timeout: 30_000 });
    expect(await page.getByTestId('offline-banner').locator('p').textContent()).toBe(
      'Keine Verbindung zum Server. (angezeigt wird der zuletzt geladene Stand)',
    );
    expect(await page.locator('.app').getAttribute('data-offline')).toBe('true');
    await page.getByRole('heading', { level: 1, name: 'Schreibtisch' }).waitFor();
    await upcoming.getByText(desk.label, { exact: false }).first().waitFor();
    await expectAccessible(page, 'offline with the last bookings');

    await page.goto(`${base}/#/logout`);
    await waitForRoute(page, '/');
    await expect.poll(() => keptAnswers(page)).toEqual([]);
    // the app shell still opens offline, signed out: nothing of the last user shows
    await page.reload();
    await page.getByRole('heading', { name: 'Willkommen bei Deskfair' }).waitFor();
    expect(await page.getByTestId('upcoming-bookings').count()).toBe(0);
    expect(await page.getByTestId('offline-banner').count()).toBe(0);
    await page.context().close();
  });
});
