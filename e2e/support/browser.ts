import { chromium, type Browser, type Page } from 'playwright-core';
import { inject } from 'vitest';

/** Debian's Chromium; a browser is never downloaded. */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  });
}

export const baseUrl = (): string => inject('baseUrl');

/** A fresh context (own storage and cookies) with a phone-sized viewport and German UI. */
export async function newPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, locale: 'de-DE' });
  const page = await context.newPage();
  page.setDefaultTimeout(15_000);
  return page;
}

/** Opens a hash route and waits until the app has loaded its data. */
export async function open(page: Page, route: string): Promise<void> {
  await page.goto(`${baseUrl()}/#${route}`);
  await waitLoaded(page);
}

export async function waitLoaded(page: Page): Promise<void> {
  await page.locator('.app[data-loaded="true"]').waitFor();
}

/** The route part of the page's URL (after '#'). */
export function route(page: Page): string {
  return new URL(page.url()).hash.replace(/^#/, '') || '/';
}

export async function waitForRoute(page: Page, expected: string): Promise<void> {
  await page.waitForFunction((r) => (window.location.hash.replace(/^#/, '') || '/') === r, expected);
}
