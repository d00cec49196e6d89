// Lighthouse 12 (mobile, its default: emulated phone, simulated slow 4G) on the built app in Debian's Chromium
// (design.md §6: performance ≥ 0.95, accessibility 1.0, best practices 1.0): `/` signed out and `/reports` signed in,
// each with the CPU slowdown calibrated to the host (the verdict) and with the default 4× (for comparison).
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import lighthouse, { generateReport } from 'lighthouse';
import { computeMedianRun } from 'lighthouse/core/lib/median-run.js';
import { pageFunctions } from 'lighthouse/core/lib/page-functions.js';
import { chromium, type BrowserContext } from 'playwright-core';
import { startServerProcess } from '../test/support/server-process';
import { freePort } from '../test/support/free-port';
import { blockingByKind, type BlockingShare } from './blocking-by-kind';
import { cpuSlowdownFor, DEFAULT_CPU_SLOWDOWN } from './lighthouse-calibration';

/** BENCH_LIGHTHOUSE_REPORTS=dir also writes each run's full HTML report there. */
const REPORT_DIR = process.env.BENCH_LIGHTHOUSE_REPORTS;
const slug = (screen: string, cpu: CpuSlowdown) => `${screen.split(' ')[0]?.replace(/\W+/g, '') || 'start'}-${cpu}`;

/**
 * 'calibrated': each run's CPU slowdown is worked out from the host's benchmark index measured just before it
 * (`cpuSlowdownFor`), so every run emulates the same phone however fast the machine is at that minute. Lighthouse's
 * docs advise this for a host whose index is not that of the default's; its CLI warns under 1,000, and this machine
 * measures anywhere from 870 to 2,100 within one session. 'default': Lighthouse's constant 4×.
 */
export type CpuSlowdown = 'calibrated' | 'default';

const CATEGORIES = ['performance', 'accessibility', 'best-practices'] as const;
export type Category = (typeof CATEGORIES)[number];
export const LIGHTHOUSE_TARGETS: Record<Category, number> = { performance: 0.95, accessibility: 1, 'best-practices': 1 };

export interface LighthouseRun {
  screen: string;
  cpu: CpuSlowdown;
  /** The CPU slowdown of each run. */
  cpuSlowdowns: number[];
  /** The host's benchmark index measured before each calibrated run (empty at the default slowdown). */
  hostIndexes: number[];
  scores: Record<Category, number>;
  /** Lighthouse's measure of the machine's speed during the run (lower = slower or busier; simulated timings suffer). */
  benchmarkIndex: number;
  /** Audits below full marks that count towards a category, e.g. "largest-contentful-paint 0.82 (2.9 s)". */
  shortfalls: string[];
  /** Performance of every run of the screen; `scores` are the median run's (by FCP and TTI, as Lighthouse picks it). */
  performanceOfRuns: number[];
  /** The median run's blocking time after its first contentful paint, by kind of work (from its trace). */
  blocking: BlockingShare[];
}

/** Runs whose trace Lighthouse could not read (e.g. NO_NAVSTART on a fresh profile) are repeated this often. */
const ATTEMPTS = 3;
/** Lighthouse's own advice against its variance: several runs per screen, the median run counts. */
const RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3);

type LighthouseResult = NonNullable<Awaited<ReturnType<typeof lighthouse>>>;

async function oneRun(
  url: string,
  port: number,
  screen: string,
  keepStorage: boolean,
  cpuSlowdownMultiplier: number,
): Promise<LighthouseResult> {
  for (let attempt = 1; ; attempt++) {
    const result = await lighthouse(url, {
      port,
      logLevel: 'error',
      output: 'json',
      onlyCategories: [...CATEGORIES],
      // The signed-in run needs the token the browser already holds in localStorage.
      disableStorageReset: keepStorage,
      // Merged into the default mobile throttling: only the CPU slowdown differs.
      throttling: { cpuSlowdownMultiplier },
    });
    if (!result) throw new Error(`lighthouse returned nothing for ${screen}`);
    const error = result.lhr.runtimeError;
    if (!error) return result;
    if (attempt === ATTEMPTS) throw new Error(`lighthouse ${screen}: ${error.message}`);
    console.warn(`lighthouse ${screen}: ${error.code}, trying again`);
  }
}

/** Lighthouse's own measure of the host (what each report gives as its benchmark index), in a blank tab. */
async function hostBenchmarkIndex(context: BrowserContext): Promise<number> {
  const page = await context.newPage();
  try {
    return await page.evaluate(pageFunctions.computeBenchmarkIndex);
  } finally {
    await page.close();
  }
}

async function audit(
  context: BrowserContext,
  url: string,
  port: number,
  screen: string,
  keepStorage: boolean,
  cpu: CpuSlowdown,
): Promise<LighthouseRun> {
  const results: LighthouseResult[] = [];
  const cpuSlowdowns: number[] = [];
  const hostIndexes: number[] = [];
  for (let run = 0; run < RUNS; run++) {
    let slowdown = DEFAULT_CPU_SLOWDOWN;
    if (cpu === 'calibrated') {
      const index = await hostBenchmarkIndex(context);
      hostIndexes.push(index);
      // A host too slow to emulate the phone runs unthrottled: still slower than the phone, so no score is flattered.
      slowdown = cpuSlowdownFor(index) ?? 1;
    }
    cpuSlowdowns.push(slowdown);
    results.push(await oneRun(url, port, screen, keepStorage, slowdown));
  }
  const median: LighthouseResult['lhr'] = computeMedianRun(results.map((r) => r.lhr));
  // computeMedianRun answers one of the reports it was given: its trace is that run's.
  const medianIndex = results.findIndex((r) => r.lhr === median);
  const medianTrace = results[medianIndex]?.artifacts.Trace.traceEvents ?? [];
  const { categories, audits } = median;
  const scores = Object.fromEntries(CATEGORIES.map((c) => [c, categories[c]?.score ?? 0])) as Record<Category, number>;
  const weighted = new Set(CATEGORIES.flatMap((c) => (categories[c]?.auditRefs ?? []).filter((r) => r.weight > 0).map((r) => r.id)));
  const shortfalls = Object.values(audits)
    .filter((a) => weighted.has(a.id) && a.score !== null && a.score < 1)
    .map((a) => `${a.id} ${a.score?.toFixed(2)}${a.displayValue ? ` (${a.displayValue})` : ''}`);
  if (REPORT_DIR) writeFileSync(join(REPORT_DIR, `lighthouse-${slug(screen, cpu)}.html`), generateReport(median, 'html'));
  const performanceOfRuns = results.map((r) => r.lhr.categories.performance?.score ?? 0);
  return {
    screen,
    cpu,
    cpuSlowdowns,
    hostIndexes,
    scores,
    benchmarkIndex: median.environment.benchmarkIndex,
    shortfalls,
    performanceOfRuns,
    blocking: blockingByKind(medianTrace, cpuSlowdowns[medianIndex] ?? DEFAULT_CPU_SLOWDOWN),
  };
}

async function signIn(context: BrowserContext, url: string): Promise<void> {
  const page = await context.newPage();
  await page.goto(`${url}/#/login`);
  await page.locator('input[name="email"]').fill('demo@deskfair.test');
  await page.locator('input[name="password"]').fill('Deskfair!2026');
  await page.getByRole('button', { name: 'Anmelden', exact: true }).click();
  await page.waitForFunction(() => localStorage.getItem('deskfair.token') !== null);
  await page.close();
}

/**
 * Chromium's own installability verdict (what its install prompt needs: manifest, icons, a service worker controlling
 * the page) on the start page: the ids of what is missing, none when the app can be installed.
 */
async function installabilityErrors(context: BrowserContext, url: string): Promise<string[]> {
  const page = await context.newPage();
  await page.goto(`${url}/#/`);
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  // The first visit installs the worker; the verdict is read on a page it controls.
  await page.reload();
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
  const cdp = await context.newCDPSession(page);
  const { installabilityErrors: errors } = await cdp.send('Page.getInstallabilityErrors');
  await page.close();
  return errors.map((e) => e.errorId);
}

/**
 * The real server with the demo data; one Chromium whose default context Lighthouse shares (its tabs open there), so
 * the token stored by signing in through the UI is what the `/reports` run uses.
 */
export async function runLighthouse(): Promise<{ runs: LighthouseRun[]; installabilityErrors: string[] }> {
  if (REPORT_DIR) mkdirSync(REPORT_DIR, { recursive: true });
  const dir = mkdtempSync(join(tmpdir(), 'deskfair-lighthouse-'));
  const server = await startServerProcess({ DATA_DIR: join(dir, 'db'), LOG_LEVEL: 'warn' });
  const port = await freePort();
  const context = await chromium.launchPersistentContext(join(dir, 'profile'), {
    executablePath: '/usr/bin/chromium',
    headless: true,
    args: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', `--remote-debugging-port=${port}`],
  });
  try {
    const runs: LighthouseRun[] = [];
    const slowdowns = ['calibrated', 'default'] as const;
    for (const cpu of slowdowns) runs.push(await audit(context, `${server.url}/#/`, port, '/ (signed out)', false, cpu));
    await signIn(context, server.url);
    for (const cpu of slowdowns) runs.push(await audit(context, `${server.url}/#/reports`, port, '/reports (signed in)', true, cpu));
    return { runs, installabilityErrors: await installabilityErrors(context, server.url) };
  } finally {
    await context.close();
    await server.stop();
    rmSync(dir, { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { runs, installabilityErrors: notInstallable } = await runLighthouse();
  console.info('installable:', notInstallable.length === 0 ? 'yes' : `no (${notInstallable.join(', ')})`);
  for (const run of runs) {
    console.info(
      run.screen,
      `CPU ${run.cpu} (${run.cpuSlowdowns.map((m) => `${m}×`).join(' ')})`,
      CATEGORIES.map((c) => `${c} ${run.scores[c].toFixed(2)}`).join(', '),
      `(runs: ${run.performanceOfRuns.join(', ')})`,
    );
    for (const line of run.shortfalls) console.info(`  ${line}`);
  }
}
