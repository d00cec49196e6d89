import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, localDayOf } from '../src/domain/time/local-day';
import { apiCall, fullDate } from './support/api';
import { expectAccessible } from './support/axe';
import { launchBrowser, newPage, open, waitForRoute } from './support/browser';
import { DEMO_PASSWORD, signIn } from './support/forms';
import { fillDate } from './support/pickers';
import { screenshotWidths } from './support/screenshots';

const ZONE = 'Europe/Berlin';
const SHOTS = '/tmp/shots-parking';
const WIDTHS = [390, 1440];

interface Offer {
  spaces: { id: number; label: string; state: string }[];
  my_bookings: { id: number; day: string }[];
}

describe('parking: book a parking space by day, see it as mine, cancel it', () => {
  let browser: Browser;
  let karl: Page;
  // a day ahead inside the group's booking horizon that the other e2e files do not park on
  const day = addDays(localDayOf(new Date(), ZONE), 12);

  beforeAll(async () => {
    browser = await launchBrowser();
    karl = await newPage(browser);
    await open(karl, '/login');
    await signIn(karl, 'kollege@deskfair.test', DEMO_PASSWORD);
    await waitForRoute(karl, '/reports');
  });

  afterAll(async () => {
    if (karl) {
      const offer = await apiCall<Offer>(karl, 'GET', `parking?day=${day}`);
      for (const booking of offer.data.my_bookings.filter((b) => b.day === day))
        await apiCall(karl, 'DELETE', `parking_bookings/${booking.id}`);
    }
    await browser?.close();
  });

  it('opens Parken from the bottom bar, books a space, shows it as mine and cancels it', async () => {
    await karl.getByRole('navigation', { name: 'Hauptnavigation' }).getByRole('link', { name: 'Parken' }).click();
    await waitForRoute(karl, '/parkefficient');
    await karl.getByRole('heading', { level: 1, name: 'Parken' }).waitFor();
    await karl.getByTestId('parking-spaces').waitFor();
    expect(await karl.getByTestId('parking-portal').getAttribute('href')).toBe('https://parken.deskfair.test/demo');
    await expectAccessible(karl, 'parking screen');

    await fillDate(karl, 'Tag', day);
    await karl.getByRole('heading', { name: fullDate(day) }).waitFor();
    const space = karl.getByTestId('parking-space-HP-03');
    await space.getByRole('button', { name: 'Parkplatz HP-03 buchen' }).click();
    await karl.getByTestId('parking-message').getByText('Parkplatz HP-03 ist für dich gebucht.').waitFor();
    await space.getByText('deiner').waitFor();
    const mine = karl.getByTestId('parking-mine');
    await mine.getByText(`${fullDate(day)}: HP-03 (Hamburg Hafen)`).waitFor();
    await expectAccessible(karl, 'parking screen, space booked');
    await screenshotWidths(karl, SHOTS, 'parking-booked', WIDTHS);

    await mine.getByRole('button', { name: `Parkplatz HP-03 am ${fullDate(day)} stornieren` }).click();
    await karl.getByTestId('parking-message').getByText('Parktag storniert.').waitFor();
    await space.getByRole('button', { name: 'Parkplatz HP-03 buchen' }).waitFor();
    const offer = await apiCall<Offer>(karl, 'GET', `parking?day=${day}`);
    expect(offer.data.spaces.find((s) => s.label === 'HP-03')?.state).toBe('free');
  });
});
