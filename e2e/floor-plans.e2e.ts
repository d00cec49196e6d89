import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, localDayOf } from '../src/domain/time/local-day';
import { apiCall } from './support/api';
import { expectAccessible } from './support/axe';
import { launchBrowser, newPage, open, waitForRoute } from './support/browser';
import { DEMO_PASSWORD, signIn } from './support/forms';
import { signInNewDemoColleague } from './support/demo-colleague';
import { screenshotWidths } from './support/screenshots';

const ZONE = 'Europe/Berlin';
const SHOTS = '/tmp/shots-floor-plans';
const WIDTHS = [390, 1440];
/** Etage 2 of the demo group: this file gives it a new plan and places three of its desks (no other file reads plans). */
const AREA = 'Etage 2';
const DESKS = ['B2-05', 'B2-06', 'B2-07'];
const PLAN = Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1000 600"><rect width="1000" height="600" fill="#fbfbfa"/>' +
    '<rect x="10" y="10" width="980" height="580" fill="none" stroke="#4a4a4a" stroke-width="6"/>' +
    '<text x="30" y="55" font-size="26" fill="#333">Etage 2 (E2E)</text></svg>',
);

interface Layout {
  resources: { label: string; x: number | null; y: number | null }[];
}
interface Areas {
  areas: { area: { id: number; name: string } }[];
}

describe('floor plans: an admin uploads a plan and places desks; a colleague books a desk on the plan', () => {
  let browser: Browser;
  let dana: Page;
  let karl: Page;
  // a day inside the horizon that the other e2e files do not book desks on
  const day = addDays(localDayOf(new Date(), ZONE), 7);
  let areaId = 0;

  beforeAll(async () => {
    browser = await launchBrowser();
    dana = await newPage(browser);
    await open(dana, '/login');
    await signIn(dana, 'demo@deskfair.test', DEMO_PASSWORD);
    await waitForRoute(dana, '/reports');
    const { data } = await apiCall<Areas>(dana, 'GET', 'admin/plans');
    areaId = data.areas.find((a) => a.area.name === AREA)?.area.id ?? 0;
    // a newly registered colleague: no fixed desk, and no bookings other e2e files make on this day
    karl = await newPage(browser);
    await signInNewDemoColleague(karl, { first: 'Greta', last: 'Grundriss', prefix: 'grundriss' });
  });

  afterAll(async () => {
    if (karl) {
      const { data } = await apiCall<{ bookings: { id: number; day: string }[] }>(karl, 'GET', `bookings?from=${day}&to=${day}`);
      for (const booking of data.bookings.filter((b) => b.day === day)) await apiCall(karl, 'DELETE', `bookings/${booking.id}`);
    }
    await browser?.close();
  });

  it('replaces the plan (a script is refused), places three desks by keyboard and by dragging, and saves', async () => {
    await open(dana, `/admin/plans?area=${areaId}`);
    await dana.getByRole('heading', { level: 1, name: 'Grundrisse' }).waitFor();
    await dana.getByRole('button', { name: 'Grundriss entfernen' }).click();
    await dana.getByTestId('confirm-dialog').getByRole('button', { name: 'Grundriss entfernen' }).click();
    await dana.getByTestId('form-success').getByText('Grundriss entfernt.').waitFor();

    const file = dana.getByLabel('Grundriss-Datei (SVG oder PNG)');
    await file.setInputFiles({
      name: 'bad.svg',
      mimeType: 'image/svg+xml',
      buffer: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><script>alert(1)</script></svg>'),
    });
    await dana.getByRole('button', { name: 'Grundriss hochladen' }).click();
    await dana
      .getByTestId('plan-error')
      .getByText(
        'Die SVG-Datei enthält Skripte, Ereignis-Attribute, foreignObject oder Verweise auf andere Dateien. Bitte ohne sie speichern.',
      )
      .waitFor();
    expect(await file.getAttribute('aria-invalid')).toBe('true');

    await file.setInputFiles({ name: 'etage2.svg', mimeType: 'image/svg+xml', buffer: PLAN });
    await dana.getByRole('button', { name: 'Grundriss hochladen' }).click();
    await dana.getByTestId('form-success').getByText('Grundriss gespeichert.').waitFor();
    await dana.getByRole('button', { name: 'Grundriss ersetzen' }).waitFor();
    await dana.locator('.floor-plan-canvas img').waitFor();

    // keyboard: place from the list (the marker takes the focus), move with Shift+arrows (5 %) and arrows (1 %)
    await dana.getByRole('button', { name: 'B2-05 platzieren' }).click();
    for (let i = 0; i < 4; i++) await dana.keyboard.press('Shift+ArrowLeft');
    await dana.keyboard.press('ArrowUp');
    await dana.getByRole('button', { name: 'B2-06 platzieren' }).click();
    for (let i = 0; i < 2; i++) await dana.keyboard.press('Shift+ArrowRight');
    // pointer: drag the third marker to a quarter of the width, three quarters of the height
    await dana.getByRole('button', { name: 'B2-07 platzieren' }).click();
    const canvas = await dana.locator('.floor-plan-canvas').boundingBox();
    const marker = await dana.locator('[data-label="B2-07"]').boundingBox();
    if (!canvas || !marker) throw new Error('plan or marker not laid out');
    await dana.mouse.move(marker.x + marker.width / 2, marker.y + marker.height / 2);
    await dana.mouse.down();
    await dana.mouse.move(canvas.x + canvas.width * 0.4, canvas.y + canvas.height * 0.6, { steps: 5 });
    await dana.mouse.move(canvas.x + canvas.width * 0.25, canvas.y + canvas.height * 0.75, { steps: 5 });
    await dana.mouse.up();
    await dana.getByText('Ungespeicherte Änderungen: 3').waitFor();
    await expectAccessible(dana, 'floor plan editor');
    await screenshotWidths(dana, SHOTS, 'admin-plans-editing', WIDTHS);
    await dana.getByRole('button', { name: 'Platzierungen speichern' }).click();
    await dana.getByText('Ungespeicherte Änderungen: 3').waitFor({ state: 'detached' });

    const { data } = await apiCall<Layout>(dana, 'GET', `admin/areas/${areaId}/plan_layout`);
    const placed = Object.fromEntries(data.resources.filter((r) => r.x !== null).map((r) => [r.label, [r.x, r.y]]));
    expect(Object.keys(placed).sort()).toEqual(DESKS);
    expect(placed['B2-05']).toEqual([30, 49]);
    expect(placed['B2-06']).toEqual([60, 50]);
    const [x7, y7] = placed['B2-07'] ?? [0, 0];
    expect(Math.abs((x7 ?? 0) - 25)).toBeLessThan(2);
    expect(Math.abs((y7 ?? 0) - 75)).toBeLessThan(2);
  });

  it('shows the plan beside the list on /reservations; a free desk is booked from the plan', async () => {
    await open(karl, `/reservations?day=${day}&area=${areaId}`);
    const plan = karl.getByTestId('floor-plan');
    await plan.locator('.floor-plan-canvas img').waitFor();
    await plan.getByRole('combobox', { name: 'Bereich' }).selectOption({ label: 'Berlin Mitte · Etage 2' });
    const desk = plan.getByRole('button', { name: 'Buchen: B2-06 (frei)', exact: true });
    await desk.waitFor();
    await expectAccessible(karl, 'reservations with floor plan');
    await screenshotWidths(karl, SHOTS, 'reservations-plan', WIDTHS);
    await desk.click();
    await waitForRoute(karl, '/reports');

    await open(karl, `/reservations?day=${day}&area=${areaId}`);
    await plan.locator('.floor-plan-canvas img').waitFor();
    await plan.getByRole('combobox', { name: 'Bereich' }).selectOption({ label: 'Berlin Mitte · Etage 2' });
    const mine = plan.locator('[data-label="B2-06"][data-state="mine"]');
    await mine.waitFor();
    expect(await mine.getAttribute('aria-label')).toBe('B2-06, deine Buchung');
    await screenshotWidths(karl, SHOTS, 'reservations-plan-mine', WIDTHS);
  });
});
