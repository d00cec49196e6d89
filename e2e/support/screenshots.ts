import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';

/** Full-page screenshots of the current screen at a phone (375 px) and a desktop (1440 px) width; the viewport is restored. */
export async function screenshotWidths(page: Page, dir: string, name: string, widths: readonly number[] = [375, 1440]): Promise<void> {
  mkdirSync(dir, { recursive: true });
  const before = page.viewportSize();
  for (const width of widths) {
    await page.setViewportSize({ width, height: width < 800 ? 812 : 900 });
    // layout settles after the resize (sticky columns, wrapped rows)
    await page.waitForTimeout(150);
    await page.screenshot({ path: join(dir, `${name}-${width}.png`), fullPage: true });
  }
  if (before) await page.setViewportSize(before);
}
