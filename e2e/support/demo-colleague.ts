import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { apiCall } from './api';
import { waitForRoute, open } from './browser';
import { DEMO_PASSWORD, signIn, uniqueEmail } from './forms';

/**
 * Registers a new colleague in the demo group through the API and signs them in on the page: no fixed desk and no
 * bookings that other e2e files could have made. Answers their e-mail.
 */
export async function signInNewDemoColleague(page: Page, name: { first: string; last: string; prefix: string }): Promise<string> {
  await open(page, '/');
  // the first API answer sets the XSRF cookie that the registration must echo
  await apiCall(page, 'GET', 'health');
  const email = uniqueEmail(name.prefix);
  const created = await apiCall(page, 'POST', 'register', {
    group_code: 'DEMO-2026',
    first_name: name.first,
    name: name.last,
    email,
    email_confirmation: email,
    user_group: 'Produkt',
    password: DEMO_PASSWORD,
    password_confirmation: DEMO_PASSWORD,
    terms: true,
  });
  expect(created.status).toBe(201);
  await open(page, '/login');
  await signIn(page, email, DEMO_PASSWORD);
  await waitForRoute(page, '/reports');
  return email;
}
