import type { Page } from 'playwright-core';

/** Types into a picker's segments from the first one on (each full segment moves on to the next). */
async function typeSegments(page: Page, fieldLabel: string, digits: string): Promise<void> {
  const field = page.getByRole('group', { name: fieldLabel, exact: true }).first();
  await field.getByRole('spinbutton').first().click();
  await page.keyboard.type(digits);
  // leave the field so that it commits what was typed
  await page.keyboard.press('Tab');
}

/** Sets a German date picker (DD.MM.YYYY) to a 'YYYY-MM-DD' day with the keyboard. */
export async function fillDate(page: Page, fieldLabel: string, day: string): Promise<void> {
  const [year, month, date] = day.split('-');
  await typeSegments(page, fieldLabel, `${date}${month}${year}`);
}

/** Sets a 24-hour time field (HH:MM) to a minute of the day with the keyboard. */
export async function fillTime(page: Page, fieldLabel: string, minute: number): Promise<void> {
  const pad = (n: number) => String(n).padStart(2, '0');
  await typeSegments(page, fieldLabel, `${pad(Math.floor(minute / 60))}${pad(minute % 60)}`);
}
