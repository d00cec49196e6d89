import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, localDayOf, weekday } from '../src/domain/time/local-day';
import { apiCall } from './support/api';
import { expectAccessible } from './support/axe';
import { launchBrowser, newPage, open, waitForRoute, waitLoaded } from './support/browser';
import { signInNewDemoColleague } from './support/demo-colleague';
import { DEMO_PASSWORD, signIn } from './support/forms';
import { screenshotWidths } from './support/screenshots';

const ZONE = 'Europe/Berlin';
const SHOTS = '/tmp/shots-absences';
/** A Hamburg desk no other e2e file owns; it is nobody's again afterwards. */
const DESK = 'H-05';

/** A working day at least three days ahead: within the horizon, and not today (the owner's day may have begun). */
function absenceDay(): string {
  let day = addDays(localDayOf(new Date(), ZONE), 3);
  while (weekday(day) > 5) day = addDays(day, 1);
  return day;
}
/** 'YYYY-MM-DD' as the German picker's digits, DDMMYYYY. */
const digits = (day: string) => day.split('-').reverse().join('');
const shortDate = (day: string) => day.split('-').reverse().join('.');

describe('absences: an owner is away, a colleague books the desk that day', () => {
  let browser: Browser;
  let admin: Page;
  let owner: Page;
  let colleague: Page;
  let deskId = 0;
  const day = absenceDay();

  beforeAll(async () => {
    browser = await launchBrowser();
    admin = await newPage(browser);
    owner = await newPage(browser);
    colleague = await newPage(browser);
    await open(admin, '/login');
    await signIn(admin, 'demo@deskfair.test', DEMO_PASSWORD);
    await waitForRoute(admin, '/reports');
    const ownerEmail = await signInNewDemoColleague(owner, { first: 'Olga', last: 'Owner', prefix: 'olga' });
    await signInNewDemoColleague(colleague, { first: 'Carl', last: 'Colleague', prefix: 'carl' });

    const { locations } = (await apiCall<{ locations: { id: number; name: string }[] }>(admin, 'GET', 'admin/locations')).data;
    const hamburg = locations.find((l) => l.name === 'Hamburg Hafen');
    const sheet = await apiCall<{ desks: { id: number; label: string }[] }>(admin, 'GET', `admin/locations/${hamburg?.id}/qr_sheet`);
    deskId = sheet.data.desks.find((d) => d.label === DESK)?.id ?? 0;
    expect((await apiCall(admin, 'PUT', `admin/desks/${deskId}/owner`, { email: ownerEmail })).status).toBe(204);
  });

  afterAll(async () => {
    if (deskId) await apiCall(admin, 'PUT', `admin/desks/${deskId}/owner`, { email: null });
    const mine = await apiCall<{ bookings: { id: number; day: string }[] }>(colleague, 'GET', 'bookings');
    for (const booking of mine.data.bookings ?? []) await apiCall(colleague, 'DELETE', `bookings/${booking.id}`);
    await browser?.close();
  });

  /** The colleague's desk list for the day in Hamburg. */
  async function hamburgDesks(): Promise<void> {
    await open(colleague, `/reservations?day=${day}`);
    // a fresh load: the list of the first visit is cached in the page
    await colleague.reload();
    await waitLoaded(colleague);
    await colleague.getByTestId('desk-list').waitFor();
    await colleague.getByLabel('Standort').selectOption({ label: 'Hamburg Hafen' });
    await colleague.getByTestId('desk-list').getByRole('button', { name: 'Buchen: H-01' }).waitFor();
  }

  it('the owner enters an absence on /desk; the colleague books the desk on that day', async () => {
    await hamburgDesks();
    expect(
      await colleague
        .getByTestId('desk-list')
        .getByRole('button', { name: `Buchen: ${DESK}` })
        .count(),
    ).toBe(0);

    await open(owner, '/desk');
    const section = owner.getByTestId('absences');
    await section.getByRole('heading', { level: 2, name: 'Abwesenheiten' }).waitFor();
    await section.getByText('Du hast keine Abwesenheit eingetragen.').waitFor();
    await expectAccessible(owner, 'own desk with absences');

    await section.getByRole('button', { name: 'Abwesenheit eintragen' }).click();
    await section.getByText('Pflichtfeld.').waitFor();
    await expectAccessible(owner, 'absence form with an error');

    const range = section.getByRole('group', { name: 'Zeitraum', exact: true }).first();
    await range.getByRole('spinbutton').nth(0).click();
    await owner.keyboard.type(`${digits(day)}${digits(day)}`);
    await owner.keyboard.press('Tab');
    await section.getByLabel('Notiz').fill('Dienstreise');
    await section.getByRole('button', { name: 'Abwesenheit eintragen' }).click();
    await section.getByText('Abwesenheit gespeichert. An diesen Tagen ist dein Schreibtisch freigegeben.').waitFor();
    const item = section.getByTestId('absence-item');
    await item.getByText(shortDate(day)).waitFor();
    await item.getByText('Dienstreise').waitFor();
    await expectAccessible(owner, 'absence saved');

    await item.getByRole('button', { name: `Abwesenheit ${shortDate(day)} ändern` }).click();
    await item.getByLabel('Notiz').fill('Messe');
    await expectAccessible(owner, 'absence being changed');
    await item.getByRole('button', { name: 'Speichern' }).click();
    await item.getByText('Messe').waitFor();
    await screenshotWidths(owner, SHOTS, 'absences', [390, 1440]);

    await hamburgDesks();
    await colleague
      .getByTestId('desk-list')
      .getByRole('button', { name: `Buchen: ${DESK}` })
      .click();
    await waitForRoute(colleague, '/reports');
    await colleague.getByTestId('sr-status').getByText('Gebucht').waitFor();
  });

  it('deleting the absence after a confirmation keeps the colleague’s booking and says so', async () => {
    await open(owner, '/desk');
    const section = owner.getByTestId('absences');
    await section.getByRole('button', { name: `Abwesenheit ${shortDate(day)} löschen` }).click();
    await owner.getByRole('alertdialog', { name: 'Abwesenheit löschen?' }).waitFor();
    await expectAccessible(owner, 'delete absence dialog');
    await owner.getByRole('button', { name: 'Löschen', exact: true }).click();
    await section
      .getByText(
        `Abwesenheit gelöscht. Dein Schreibtisch bleibt gebucht am ${shortDate(day)}. Wer ihn gebucht hat, steht in deinen Nachrichten.`,
      )
      .waitFor();
    await section.getByText('Du hast keine Abwesenheit eingetragen.').waitFor();

    const bookings = await apiCall<{ bookings: { day: string; desk: { label: string } }[] }>(colleague, 'GET', 'bookings');
    expect(bookings.data.bookings.map((b) => `${b.day} ${b.desk.label}`)).toContain(`${day} ${DESK}`);
    await open(owner, '/history');
    await owner.getByText(`Schreibtisch ${DESK} bleibt gebucht`).first().waitFor();
    await owner
      .getByText(/Carl Colleague hat deinen Schreibtisch H-05/)
      .first()
      .waitFor();
  });
});
