import type { Locator, Page } from 'playwright-core';

/** Types into a picker's segments from the first one on (each full segment moves on to the next). */
async function typeSegments(page: Page, fieldLabel: string, digits: string): Promise<void> {
  const field = page.getByRole('group', { name: fieldLabel, exact: true }).first();
  await field.getByRole('spinbutton').first().click();
  await page.keyboard.type(digits);
  // leave the field so that it commits what was typed
  await page.keyboard.press('Tab');
}

/**
 * Sets a German date picker (DD.MM.YYYY) that shows a day of the same year to a 'YYYY-MM-DD' day with
 * the keyboard: day and month only (a year typed digit by digit passes through years a bounded picker refuses).
 */
export async function fillDate(page: Page, fieldLabel: string, day: string): Promise<void> {
  const [year, month, date] = day.split('-');
  const yearSegment = page.getByRole('group', { name: fieldLabel, exact: true }).first().getByRole('spinbutton').nth(2);
  // across New Year: step the year with the arrow key instead
  if ((await yearSegment.getAttribute('aria-valuenow')) !== String(Number(year))) {
    await yearSegment.focus();
    await page.keyboard.press('ArrowUp');
  }
  await typeSegments(page, fieldLabel, `${date}${month}`);
}

/** Moves a filled segment from one value to another with the arrow keys. */
async function stepSegment(page: Page, segment: Locator, from: number, to: number): Promise<void> {
  if (from === to) return;
  await segment.focus();
  for (let i = 0; i < Math.abs(to - from); i++) await page.keyboard.press(to > from ? 'ArrowUp' : 'ArrowDown');
}

/**
 * Sets a 24-hour time field (HH:MM) to a minute of the day with the keyboard: an empty field is typed,
 * a filled one is stepped with the arrow keys (typing '1' of '11' into a range's end would briefly mean 01:00).
 */
export async function fillTime(page: Page, fieldLabel: string, minute: number): Promise<void> {
  const pad = (n: number) => String(n).padStart(2, '0');
  const [hour, minutes] = [Math.floor(minute / 60), minute % 60];
  const segments = page.getByRole('group', { name: fieldLabel, exact: true }).first().getByRole('spinbutton');
  const shownHour = await segments.nth(0).getAttribute('aria-valuenow');
  const shownMinute = await segments.nth(1).getAttribute('aria-valuenow');
  if (shownHour === null || shownMinute === null) {
    await typeSegments(page, fieldLabel, `${pad(hour)}${pad(minutes)}`);
    return;
  }
  await stepSegment(page, segments.nth(0), Number(shownHour), hour);
  await stepSegment(page, segments.nth(1), Number(shownMinute), minutes);
  await page.keyboard.press('Tab');
}

/**
 * Sets a German date-time picker (DD.MM.YYYY, HH:MM) that shows a moment of the same year: day and month typed,
 * then hour and minute typed into their segments.
 */
export async function fillDateTime(page: Page, fieldLabel: string, day: string, minute: number): Promise<void> {
  const pad = (n: number) => String(n).padStart(2, '0');
  const [, month, date] = day.split('-');
  const segments = page.getByRole('group', { name: fieldLabel, exact: true }).first().getByRole('spinbutton');
  await segments.nth(0).click();
  await page.keyboard.type(`${date}${month}`);
  await segments.nth(3).click();
  await page.keyboard.type(`${pad(Math.floor(minute / 60))}${pad(minute % 60)}`);
  await page.keyboard.press('Tab');
}
