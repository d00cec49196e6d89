import type { Browser, Page } from 'playwright-core';
import { expect } from 'vitest';
import { addDays, localDayOf } from '../../src/domain/time/local-day';
import { apiCall } from './api';
import { launchBrowser, newPage, waitForRoute, waitLoaded } from './browser';
import { DEMO_PASSWORD, signIn } from './forms';
import { startE2eServer, type E2eServer } from './server';

/** Two days ahead in the demo group's zone: that day's draw (18:00 the day before) is still ahead whenever a test runs. */
export const LOTTERY_DAY = addDays(localDayOf(new Date(), 'Europe/Berlin'), 2);

export interface LotteryServer {
  server: E2eServer;
  browser: Browser;
  /** The demo admin, signed in; it switched the group to lottery mode. */
  admin: Page;
  /** Opens the app afresh at the route (a hash-only navigation would keep the page's cached data). */
  open(page: Page, route: string): Promise<void>;
  /** A new page signed in as the demo user. */
  signedIn(email: string): Promise<Page>;
  stop(): Promise<void>;
}

/**
 * A server of its own (fresh data directory, free port) whose demo group draws by lottery, cut off at 18:00 the day
 * before; the shared server of global-setup stays first come, first served for the other files.
 */
export async function startLotteryServer(name: string, settings: Record<string, unknown> = {}): Promise<LotteryServer> {
  const server = await startE2eServer(name);
  const browser = await launchBrowser();
  const open = async (page: Page, route: string) => {
    await page.goto('about:blank');
    await page.goto(`${server.baseUrl}/#${route}`);
    await waitLoaded(page);
  };
  const signedIn = async (email: string) => {
    const page = await newPage(browser);
    await open(page, '/login');
    await signIn(page, email, DEMO_PASSWORD);
    await waitForRoute(page, '/reports');
    return page;
  };
  const admin = await signedIn('demo@deskfair.test');
  const saved = await apiCall(admin, 'PUT', 'admin/group/lottery', {
    allocation_mode: 'algorithm',
    lottery_cutoff_minute: 18 * 60,
    fairness_window_weeks: 4,
    no_shows_count: true,
    ...settings,
  });
  expect(saved.status).toBe(200);
  return {
    server,
    browser,
    admin,
    open,
    signedIn,
    stop: async () => {
      await browser.close();
      await server.stop();
    },
  };
}

/** Takes every desk of the group out of service but the one with this label: the last desk. */
export async function leaveOnlyDesk(admin: Page, label: string): Promise<void> {
  const { data: places } = await apiCall<{ locations: { id: number }[] }>(admin, 'GET', 'admin/locations');
  for (const location of places.locations) {
    const { data } = await apiCall<{ desks: { id: number; label: string }[] }>(admin, 'GET', `admin/locations/${location.id}/qr_sheet`);
    for (const desk of data.desks) {
      if (desk.label !== label) expect((await apiCall(admin, 'PUT', `admin/desks/${desk.id}`, { active: false })).status).toBe(204);
    }
  }
}
