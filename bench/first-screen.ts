// First screen rendered on localhost (design.md §6: < 1 s), in Debian's Chromium against a real server.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { startServerProcess } from '../test/support/server-process';

const RUNS = 5;

/** Median and max time from navigation start to the start screen's heading, with a cold browser context each run. */
export async function measureFirstScreen(): Promise<{ medianMs: number; maxMs: number }> {
  const server = await startServerProcess({ DATA_DIR: mkdtempSync(join(tmpdir(), 'deskfair-first-')), LOG_LEVEL: 'warn' });
  const browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  });
  const times: number[] = [];
  try {
    for (let run = 0; run < RUNS; run++) {
      const context = await browser.newContext();
      const page = await context.newPage();
      await page.goto(`${server.url}/#/`);
      await page.locator('h1').first().waitFor();
      // navigationStart → now, measured by the page's own clock.
      times.push(await page.evaluate(() => performance.now()));
      await context.close();
    }
  } finally {
    await browser.close();
    await server.stop();
  }
  times.sort((a, b) => a - b);
  return { medianMs: times[Math.floor(times.length / 2)] ?? NaN, maxMs: times.at(-1) ?? NaN };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const result = await measureFirstScreen();
  console.info(`first screen: median ${result.medianMs.toFixed(0)} ms, max ${result.maxMs.toFixed(0)} ms`);
}
