import { readFileSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, localDayOf } from '../src/domain/time/local-day';
import { expectAccessible } from './support/axe';
import { launchBrowser, newPage, open, waitForRoute } from './support/browser';
import { DEMO_PASSWORD, signIn } from './support/forms';
import { screenshotWidths } from './support/screenshots';

const ZONE = 'Europe/Berlin';
const SHOTS = '/tmp/shots-occupancy';
const WIDTHS = [390, 1440];
const CSV_HEADER = '\uFEFFTag;Ressourcen in Betrieb;Buchungen;Check-ins;No-Shows;Automatisch freigegeben;Lotterie-Anfragen';

/** 'YYYY-MM-DD' as the German picker's digits, DDMMYYYY. */
const digits = (day: string) => day.split('-').reverse().join('');

describe('occupancy: the demo admin looks at a week and downloads it as CSV', () => {
  let browser: Browser;
  let admin: Page;
  const today = localDayOf(new Date(), ZONE);
  const from = addDays(today, -6);

  beforeAll(async () => {
    browser = await launchBrowser();
    admin = await newPage(browser);
    await open(admin, '/login');
    await signIn(admin, 'demo@deskfair.test', DEMO_PASSWORD);
    await waitForRoute(admin, '/reports');
  });

  afterAll(async () => {
    await browser?.close();
  });

  it('picks a range, sees the chart and the table per day, and downloads the CSV', async () => {
    await open(admin, '/admin/occupancy');
    await admin.getByRole('heading', { level: 1, name: 'Auslastung' }).waitFor();
    await admin.getByRole('img', { name: /^Buchungen pro Tag/ }).waitFor();

    const range = admin.getByRole('group', { name: 'Zeitraum', exact: true }).first();
    await range.getByRole('spinbutton').nth(0).click();
    await admin.keyboard.type(digits(from));
    await range.getByRole('spinbutton').nth(3).click();
    await admin.keyboard.type(digits(today));
    await admin.keyboard.press('Tab');

    const days = admin.getByRole('table', { name: 'Pro Tag' });
    await days.locator('tbody tr').nth(6).waitFor();
    expect(await days.locator('tbody tr').count()).toBe(7);
    const chart = admin.getByRole('img', { name: /^Buchungen pro Tag/ });
    expect(await chart.locator('g > title').count()).toBe(7);
    await admin.getByRole('table', { name: 'Pro Bereich und Standort' }).waitFor();
    await expectAccessible(admin, 'occupancy screen');
    await screenshotWidths(admin, SHOTS, 'occupancy-week', WIDTHS);

    const [download] = await Promise.all([
      admin.waitForEvent('download'),
      admin.getByRole('button', { name: 'CSV herunterladen' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`occupancy-${from}-${today}.csv`);
    const lines = readFileSync(await download.path(), 'utf8').split('\r\n');
    expect(lines[0]).toBe(CSV_HEADER);
    expect(lines[1]?.startsWith(`${from};`)).toBe(true);
    expect(lines).toHaveLength(9);
  });
});
