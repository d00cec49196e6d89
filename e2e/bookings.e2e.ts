import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, localDayOf, weekday } from '../src/domain/time/local-day';
import { expectAccessible } from './support/axe';
import { launchBrowser, newPage, open, waitForRoute, waitLoaded } from './support/browser';
import { DEMO_PASSWORD, register, signIn, uniqueEmail } from './support/forms';
import { apiCall, fullDate } from './support/api';

const ZONE = 'Europe/Berlin';
const today = () => localDayOf(new Date(), ZONE);
const tomorrow = () => addDays(today(), 1);
const OWNED_DESK = 'H-12';
/** The next Monday–Friday after today (an 'always' owner holds the own desk on working days). */
function nextWorkday(): string {
  let day = tomorrow();
  while (weekday(day) > 5) day = addDays(day, 1);
  return day;
}

async function signInAs(page: Page, email: string): Promise<void> {
  await open(page, '/login');
  await signIn(page, email, DEMO_PASSWORD);
  await waitForRoute(page, '/reports');
}

/** Moves the calendar's focus from today to `day` with the arrow keys and selects it. */
async function selectDayByKeyboard(page: Page, day: string): Promise<void> {
  await page.locator(`.calendar-day[data-day="${today()}"]`).focus();
  let current = today();
  while (current < day) {
    await page.keyboard.press('ArrowRight');
    current = addDays(current, 1);
  }
  await page.locator(`.calendar-day[data-day="${day}"]`).waitFor();
  expect(await page.evaluate(() => document.activeElement?.getAttribute('data-day'))).toBe(day);
  await page
    .getByTestId('selected-day')
    .getByRole('heading', { name: fullDate(day) })
    .waitFor();
}

interface Desk {
  id: number;
  label: string;
  uuid: string;
}

describe('desk booking', () => {
  let browser: Browser;
  let page: Page;
  const email = uniqueEmail('bea');

  beforeAll(async () => {
    browser = await launchBrowser();
    page = await newPage(browser);
    await open(page, '/register');
    await register(page, { email, firstName: 'Bea', password: 'Sicher!Pass2026' });
    await waitForRoute(page, '/reports');
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('books a desk for tomorrow, sees it in the calendar and cancels it', async () => {
    await open(page, '/reports');
    await page.getByRole('heading', { level: 1, name: 'Schreibtisch' }).waitFor();
    const tab = page.getByRole('navigation', { name: 'Hauptnavigation' }).getByRole('link', { name: 'Buchungen' });
    expect(await tab.getAttribute('aria-current')).toBe('page');
    // the heading shows at once; the calendar waits for a fresh GET ego
    await page.locator('.calendar-grid').waitFor();
    expect(await page.locator('.calendar-grid tbody tr').count()).toBe(6);
    expect(await page.locator('.calendar-grid tbody td').count()).toBe(42);
    // German locale: Monday first
    expect(await page.locator('.calendar-grid thead th').first().getAttribute('abbr')).toBe('Montag');
    await page.getByTestId('upcoming-bookings').waitFor();
    await expectAccessible(page, 'calendar');

    await selectDayByKeyboard(page, tomorrow());
    await page.getByRole('link', { name: `Schreibtisch buchen am ${fullDate(tomorrow())}` }).click();
    await waitForRoute(page, `/reservations?day=${tomorrow()}`);
    await page.getByRole('heading', { level: 1, name: 'Schreibtisch buchen' }).waitFor();
    expect(await page.getByRole('checkbox', { name: fullDate(tomorrow()) }).isChecked()).toBe(true);
    await page.getByTestId('desk-list').waitFor();
    await expectAccessible(page, 'reservations');
    await page.getByTestId('desk-list').getByRole('button', { name: 'Buchen: B1-01' }).click();
    await waitForRoute(page, '/reports');
    await page.getByTestId('sr-status').getByText('Gebucht').waitFor();

    const cell = page.locator(`.calendar-day[data-day="${tomorrow()}"]`);
    if (await cell.count()) {
      await page.waitForFunction((d) => document.querySelector(`.calendar-day[data-day="${d}"]`)?.hasAttribute('data-booked'), tomorrow());
      expect(await cell.getAttribute('aria-label')).toContain('gebucht');
    }
    const item = page.getByTestId('upcoming-bookings').locator('li', { hasText: 'Schreibtisch B1-01' });
    await item.waitFor();
    await item.getByRole('button', { name: /^Stornieren/ }).click();
    await page.getByRole('alertdialog', { name: 'Buchung stornieren?' }).waitFor();
    await expectAccessible(page, 'cancel dialog');
    await page.getByRole('button', { name: 'Ja, stornieren' }).click();
    await page
      .getByTestId('sr-status')
      .getByText(/^Buchung von B1-01 am .+ storniert\.$/)
      .waitFor();
    await item.waitFor({ state: 'detached' });
    if (await cell.count()) expect(await cell.getAttribute('data-booked')).toBeNull();
  });

  it("checks the calendar's answers against the contract in a worker: zod never runs on the page", async () => {
    await open(page, '/reports');
    // A new document: what registering and booking loaded before is gone.
    await page.reload();
    await page.getByTestId('upcoming-bookings').waitFor();
    await page.getByTestId('day-bookings').or(page.getByText('An diesem Tag hast du keine Buchung.')).first().waitFor();
    expect(await page.evaluate(() => '__zod_globalRegistry' in globalThis)).toBe(false);
    const workerScripts = await page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .map((entry) => entry.name)
        .filter((name) => /\/checking-worker-[\w-]+\.js$/.test(name)),
    );
    expect(workerScripts).toHaveLength(1);
  });

  it('changes the month with the buttons and a swipe, and shows the week view', async () => {
    const title = page.locator('#calendar-title');
    const thisMonth = await title.textContent();
    await page.getByRole('button', { name: 'Nächster Monat' }).click();
    await page.waitForFunction((m) => document.getElementById('calendar-title')?.textContent !== m, thisMonth);
    const nextMonth = await title.textContent();
    await page.getByRole('button', { name: 'Vorheriger Monat' }).click();
    await page.waitForFunction((m) => document.getElementById('calendar-title')?.textContent === m, thisMonth);
    // a quick swipe to the left (≥ 60 px, < 300 ms) shows the next month
    const box = await page.getByTestId('calendar-grid').boundingBox();
    if (!box) throw new Error('no calendar grid');
    const y = box.y + box.height / 2;
    await page.mouse.move(box.x + box.width - 20, y);
    await page.mouse.down();
    await page.mouse.move(box.x + 20, y + 10, { steps: 2 });
    await page.mouse.up();
    await page.waitForFunction((m) => document.getElementById('calendar-title')?.textContent === m, nextMonth);
    // a slow or short move does nothing
    await page.mouse.move(box.x + 100, y);
    await page.mouse.down();
    await page.mouse.move(box.x + 60, y, { steps: 2 });
    await page.mouse.up();
    expect(await title.textContent()).toBe(nextMonth);
    await page.getByRole('button', { name: 'Vorheriger Monat' }).click();
    await page
      .getByRole('radio', { name: 'Woche' })
      .or(page.getByRole('button', { name: 'Woche' }))
      .first()
      .click();
    expect(await page.locator('.calendar-grid tbody tr').count()).toBe(1);
    expect(await page.locator('.calendar-grid tbody td').count()).toBe(7);
    await expectAccessible(page, 'calendar week view');
  });

  it('books with one click for tomorrow', async () => {
    await open(page, '/one');
    await page.getByRole('heading', { level: 1, name: 'Schreibtisch' }).waitFor();
    await expectAccessible(page, 'one-click');
    await page.getByRole('button', { name: 'Morgen', exact: true }).click();
    const result = page.getByTestId('one-click-result');
    await result.getByText(/^Schreibtisch [A-Z0-9]+-\d\d$/).waitFor();
    expect(await result.textContent()).toContain(fullDate(tomorrow()));
    await page
      .getByTestId('sr-status')
      .getByText(/^Schreibtisch .+ gebucht\.$/)
      .waitFor();
    await expectAccessible(page, 'one-click booked');
  });

  it('checks in through the QR URL and reports a problem', async () => {
    const now = new Date();
    const [hour = 0, minute = 0] = new Intl.DateTimeFormat('en-GB', {
      hour: 'numeric',
      minute: 'numeric',
      hourCycle: 'h23',
      timeZone: ZONE,
    })
      .format(now)
      .split(':')
      .map(Number);
    // From the current minute: a booking that started more than the check-in grace ago would be auto-released at once.
    const start = Math.min(hour * 60 + minute, 1438);
    const { data } = await apiCall<{ desks: Desk[] }>(page, 'GET', `desks/available?day=${today()}&start_minute=${start}&end_minute=1440`);
    // Not H-12: the own-desk test below assigns it and expects it free today until someone books the released day.
    const desk = data.desks.filter((d) => d.label !== OWNED_DESK).at(-1);
    expect(desk).toBeTruthy();
    if (!desk) return;
    const booked = await apiCall(page, 'POST', 'bookings', { desk_id: desk.id, days: [today()], start_minute: start, end_minute: 1440 });
    expect(booked.status).toBe(201);

    await open(page, `/desks/check_in/${desk.uuid}`);
    await page.getByRole('heading', { level: 1, name: 'Einchecken' }).waitFor();
    await page.getByRole('heading', { level: 2, name: `Schreibtisch ${desk.label}` }).waitFor();
    await page.getByTestId('check-in-booking').waitFor();
    await expectAccessible(page, 'check-in');
    await page.getByRole('button', { name: 'Einchecken' }).click();
    await page.getByTestId('check-in-success').getByText(`Du bist an Schreibtisch ${desk.label} eingecheckt.`).waitFor();
    await expectAccessible(page, 'checked in');

    await page.getByRole('link', { name: 'Problem melden' }).click();
    await waitForRoute(page, `/desks/problem/${desk.id}?label=${desk.label}`);
    await page.getByRole('heading', { level: 1, name: 'Problem melden' }).waitFor();
    await expectAccessible(page, 'desk problem');
    await page.getByText('Sonstiges', { exact: true }).click();
    await page.getByRole('button', { name: 'Problem melden' }).click();
    const description = page.getByLabel('Beschreibung');
    await page.getByText('Bitte das Problem beschreiben.').waitFor();
    expect(await description.getAttribute('aria-invalid')).toBe('true');
    await expectAccessible(page, 'desk problem with error');
    await description.fill('Der Monitor flackert.');
    await page.getByRole('button', { name: 'Problem melden' }).click();
    await page.getByTestId('form-success').getByText('Danke, das Problem wurde gemeldet.').waitFor();
  });

  it('says when a booking fails', async () => {
    await open(page, `/reservations?day=${tomorrow()}`);
    await page.getByTestId('desk-list').waitFor();
    // the one-click booking already holds tomorrow: booking another desk that day fails
    await page.getByTestId('desk-list').getByRole('button', { name: 'Buchen: B2-12' }).click();
    await page
      .getByTestId('form-error')
      .getByText(/^Buchung leider fehlgeschlagen\./)
      .waitFor();
    await expectAccessible(page, 'reservations failed');
  });
});

describe('own desk: release a day, a colleague books it', () => {
  let browser: Browser;
  let owner: Page;
  let admin: Page;
  const day = nextWorkday();

  beforeAll(async () => {
    browser = await launchBrowser();
    admin = await newPage(browser);
    owner = await newPage(browser);
    await signInAs(admin, 'demo@deskfair.test');
    await signInAs(owner, 'kollege@deskfair.test');
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('shows the admin the QR sheet of a location', async () => {
    await open(admin, '/settings');
    await admin.getByRole('link', { name: 'QR-Codes zum Einchecken' }).click();
    await waitForRoute(admin, '/admin/qr');
    await admin.getByRole('heading', { level: 1, name: 'QR-Codes zum Einchecken' }).waitFor();
    await admin.getByLabel('Standort').selectOption({ label: 'Hamburg Hafen' });
    await admin.getByRole('heading', { level: 2, name: 'Hamburg Hafen' }).waitFor();
    await admin.getByRole('img', { name: 'QR-Code zum Einchecken an H-12' }).waitFor();
    await admin.waitForFunction(() => document.querySelectorAll('img.qr-code').length === 12);
    await expectAccessible(admin, 'QR sheet');
    expect(await admin.getByRole('button', { name: 'Drucken' }).isEnabled()).toBe(true);
  });

  it('releases a day of the own desk, the admin books it, saving the settings reports it as unavailable', async () => {
    // there is no owner UI: the admin API assigns desk H-12 to kollege
    const sheet = await apiCall<{ desks: { id: number; label: string }[] }>(
      admin,
      'GET',
      `admin/locations/${(await apiCall<{ locations: { id: number; name: string }[] }>(admin, 'GET', 'admin/locations')).data.locations.find((l) => l.name === 'Hamburg Hafen')?.id}/qr_sheet`,
    );
    const desk = sheet.data.desks.find((d) => d.label === 'H-12');
    expect(desk).toBeTruthy();
    const assigned = await apiCall(admin, 'PUT', `admin/desks/${desk?.id}/owner`, { email: 'kollege@deskfair.test' });
    expect(assigned.status).toBe(204);

    // a fresh load: the owner's session had loaded ego before the assignment
    await open(owner, '/reports');
    await owner.reload();
    await waitLoaded(owner);
    await owner.getByTestId('upcoming-bookings').waitFor();
    await selectDayByKeyboard(owner, day);
    const ownDesk = owner.getByTestId('own-desk-day');
    await ownDesk.getByText('Dein Schreibtisch H-12 ist an diesem Tag für dich reserviert.').waitFor();
    await expectAccessible(owner, 'calendar with own desk');
    await ownDesk.getByRole('button', { name: 'Für diesen Tag freigeben' }).click();
    await owner
      .getByTestId('sr-status')
      .getByText(/^Schreibtisch H-12 am .+ freigegeben\.$/)
      .waitFor();
    await ownDesk.getByText('Dein Schreibtisch H-12 ist an diesem Tag für andere freigegeben.').waitFor();

    await open(admin, `/reservations?day=${day}`);
    await admin.getByTestId('desk-list').waitFor();
    await admin.getByLabel('Standort').selectOption({ label: 'Hamburg Hafen' });
    await admin.getByTestId('desk-list').getByRole('button', { name: 'Buchen: H-12' }).click();
    await waitForRoute(admin, '/reports');
    await admin.getByTestId('sr-status').getByText('Gebucht').waitFor();

    await open(owner, '/settings');
    await owner.getByRole('link', { name: 'Schreibtisch-Einstellungen' }).click();
    await waitForRoute(owner, '/settings/desk');
    await owner.getByText('Dein Schreibtisch: H-12 (Hamburg Hafen · Open Space)').waitFor();
    await expectAccessible(owner, 'desk settings');
    expect(await owner.getByRole('radio', { name: 'Immer (eigener Schreibtisch)' }).isChecked()).toBe(true);
    await owner.getByText('An gewählten Tagen (sonst freigegeben)').click();
    await owner.getByRole('checkbox', { name: 'Montag' }).waitFor({ state: 'attached' });
    expect(await owner.getByRole('checkbox', { name: 'Montag' }).isChecked()).toBe(true);
    await expectAccessible(owner, 'desk settings with weekdays');
    await owner.getByText('Immer (eigener Schreibtisch)').click();
    await owner.getByRole('button', { name: 'Speichern' }).click();
    const saved = owner.getByTestId('desk-settings-saved');
    await saved.getByText('Schreibtisch-Einstellungen gespeichert.').waitFor();
    expect(await saved.textContent()).toContain(`Schon von anderen gebucht: ${fullDate(day)}`);
    await expectAccessible(owner, 'desk settings saved');
  });
});
