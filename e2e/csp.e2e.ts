import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { localDayOf } from '../src/domain/time/local-day';
import { appRoutes } from '../src/web/app/routes';
import { apiCall } from './support/api';
import { launchBrowser, newPage, open, waitForRoute } from './support/browser';
import { DEMO_PASSWORD, signIn } from './support/forms';

declare global {
  interface Window {
    cspViolations: string[];
  }
}

/** Collects every Content-Security-Policy violation of the page (from the first script on) and its console reports. */
async function watchCsp(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    window.cspViolations = [];
    document.addEventListener('securitypolicyviolation', (e) =>
      window.cspViolations.push(`${e.effectiveDirective} blocked ${e.blockedURI || 'inline'} (${e.sourceFile}:${e.lineNumber})`),
    );
  });
  const reports: string[] = [];
  page.on('console', (message) => {
    if (/content security policy/i.test(message.text())) reports.push(`console: ${message.text()}`);
  });
  return async () => [...reports.splice(0), ...(await page.evaluate(() => window.cspViolations.splice(0)))];
}

/** Waits until the screen has its heading and every image (QR codes are data: URLs) has loaded. */
async function settle(page: Page): Promise<void> {
  await page.locator('h1').first().waitFor();
  await page.waitForFunction(() => [...document.images].every((image) => image.complete));
}

const publicPaths = appRoutes.filter((r) => r.isPublic).map((r) => r.path);
const privatePaths = appRoutes.filter((r) => !r.isPublic && r.path !== '/logout').map((r) => r.path);

describe('Content-Security-Policy: every screen runs without a violation', () => {
  let browser: Browser;
  let page: Page;
  let violations: () => Promise<string[]>;

  beforeAll(async () => {
    browser = await launchBrowser();
    page = await newPage(browser);
    violations = await watchCsp(page);
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('the public screens', async () => {
    expect(publicPaths).toContain('/login');
    for (const path of publicPaths) {
      await open(page, path);
      await settle(page);
      expect(await violations(), path).toEqual([]);
    }
  });

  it('the screens after sign-in (as the demo admin), then signing out', async () => {
    await open(page, '/login');
    await signIn(page, 'demo@deskfair.test', DEMO_PASSWORD);
    await waitForRoute(page, '/reports');
    const ego = await apiCall<{ group: { time_zone: string; slots: { id: number }[] } }>(page, 'GET', 'ego');
    const slot = ego.data.group.slots[0]?.id;
    const today = localDayOf(new Date(), ego.data.group.time_zone);
    const available = await apiCall<{ desks: { id: number; uuid: string }[] }>(page, 'GET', `desks/available?day=${today}&slot_id=${slot}`);
    const desk = available.data.desks[0];
    if (!desk) throw new Error('the demo data has no free desk today');
    // A lottery run or offer the demo admin does not have: the screen loads and says so.
    const params: Record<string, string> = { ':uuid': desk.uuid, ':deskId': String(desk.id), ':id': '1' };

    expect(privatePaths).toContain('/reports');
    for (const pattern of privatePaths) {
      const path = pattern.replace(/:\w+/g, (name) => params[name] ?? name);
      expect(path, `no demo value for a parameter of ${pattern}`).not.toMatch(/:/);
      await open(page, path);
      await settle(page);
      expect(await violations(), path).toEqual([]);
    }

    await page.goto(`${page.url().split('#')[0]}#/logout`);
    await waitForRoute(page, '/');
    await settle(page);
    expect(await violations(), '/logout').toEqual([]);
  });

  it('would notice a violation: an injected inline script is blocked and reported', async () => {
    await page.evaluate(() => {
      const script = document.createElement('script');
      script.textContent = 'window.injected = true';
      document.head.append(script);
    });
    expect(await page.evaluate(() => 'injected' in window)).toBe(false);
    const seen: string[] = [];
    await vi.waitFor(async () => {
      seen.push(...(await violations()));
      expect(seen).toEqual(
        expect.arrayContaining([
          expect.stringMatching(/^script-src-elem blocked inline/),
          expect.stringMatching(/^console: Executing inline script violates .*Content Security Policy/),
        ]),
      );
    });
  });
});
