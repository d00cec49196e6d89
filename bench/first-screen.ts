// First screen rendered on localhost (design.md §6: < 1 s), in Debian's Chromium against a real server.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { startServerProcess } from '../test/support/server-process';

const RUNS = 5;

/** Where the page notes when its first heading went on screen (ms since navigation start, by the page's own clock). */
const MARK = '__deskfairFirstScreenMs';

/**
 * Notes the frame that first paints an h1: the observer sees the heading inserted, and the next animation frame is the
 * one that shows it. Measured in the page, not by polling from outside, whose round trips added 50–500 ms here.
 */
function noteFirstHeading(mark: string): void {
  const globals = window as unknown as Record<string, number | undefined>;
  const observer = new MutationObserver(() => {
    if (!document.querySelector('h1')) return;
    observer.disconnect();
    requestAnimationFrame(() => (globals[mark] = performance.now()));
  });
  observer.observe(document, { childList: true, subtree: true });
}

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
      await context.addInitScript(noteFirstHeading, MARK);
      const page = await context.newPage();
      await page.goto(`${server.url}/#/`);
      const shownAt = await page.waitForFunction((mark) => (window as unknown as Record<string, number | undefined>)[mark], MARK);
      times.push(Number(await shownAt.jsonValue()));
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
