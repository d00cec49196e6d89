import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiCall } from './support/api';
import { expectAccessible } from './support/axe';
import { launchBrowser, newPage, open, waitForRoute } from './support/browser';
import { createGroup, registerWithCode, uniqueGroupName } from './support/create-group';
import { DEMO_PASSWORD, signIn, uniqueEmail } from './support/forms';
import { screenshotWidths } from './support/screenshots';

const SHOTS = '/tmp/shots-admin-people';
const WIDTHS = [390, 1440];
const PASSWORD = 'Admin!Pass2026';

interface Desk {
  id: number;
  label: string;
}

describe('admin console: people and roles, audit log, problem reports', () => {
  let browser: Browser;
  let founder: Page;
  const groupName = uniqueGroupName('Personal GmbH');
  const anna = { firstName: 'Anna', lastName: 'Admin', email: uniqueEmail('anna') };
  const bernd = { firstName: 'Bernd', lastName: 'Bald', email: uniqueEmail('bernd') };

  beforeAll(async () => {
    browser = await launchBrowser();
    founder = await newPage(browser);
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('in a new group the admin makes a colleague admin and deactivates another; the audit log shows both', async () => {
    await open(founder, '/create-group');
    const code = await createGroup(founder, {
      groupName,
      firstName: 'Frida',
      lastName: 'Founder',
      email: uniqueEmail('frida'),
      password: PASSWORD,
    });
    for (const colleague of [anna, bernd]) {
      const page = await newPage(browser);
      await open(page, '/register');
      await registerWithCode(page, { code, groupName, ...colleague, password: PASSWORD });
      await page.context().close();
    }

    await open(founder, '/admin/users');
    await founder.getByRole('heading', { level: 1, name: 'Personen und Rollen' }).waitFor();
    const annaRow = founder.getByTestId('admin-user').filter({ hasText: anna.email });
    await annaRow.waitFor();
    await expectAccessible(founder, 'admin users');
    await screenshotWidths(founder, SHOTS, 'users', WIDTHS);

    await annaRow.getByRole('button', { name: 'Anna Admin bearbeiten' }).click();
    const dialog = founder.getByTestId('user-dialog');
    await dialog.getByRole('heading', { name: 'Anna Admin bearbeiten' }).waitFor();
    await expectAccessible(founder, 'user dialog');
    await screenshotWidths(founder, SHOTS, 'user-dialog', WIDTHS);
    await dialog.getByText('Administration', { exact: true }).click();
    await dialog.getByRole('button', { name: 'Speichern' }).click();
    await dialog.waitFor({ state: 'detached' });
    await annaRow.getByText('Admin', { exact: true }).waitFor();

    const berndRow = founder.getByTestId('admin-user').filter({ hasText: bernd.email });
    await berndRow.getByRole('button', { name: 'Bernd Bald bearbeiten' }).click();
    await dialog.getByRole('button', { name: 'Deaktivieren' }).click();
    const confirm = founder.getByTestId('confirm-dialog');
    await confirm.getByText('Bernd Bald kann sich danach nicht mehr anmelden', { exact: false }).waitFor();
    await confirm.getByRole('button', { name: 'Deaktivieren' }).click();
    await berndRow.getByText('Deaktiviert', { exact: true }).waitFor();

    const signInAttempt = await newPage(browser);
    await open(signInAttempt, '/login');
    await signIn(signInAttempt, bernd.email, PASSWORD);
    await signInAttempt.getByText('E-Mail-Adresse oder Passwort ist falsch.').first().waitFor();
    await signInAttempt.context().close();

    await open(founder, '/admin/audit');
    await founder.getByRole('heading', { level: 1, name: 'Änderungsprotokoll' }).waitFor();
    const entries = founder.getByTestId('audit-entry');
    await entries.filter({ hasText: 'Person Bernd Bald geändert' }).getByText('Deaktiviert am').waitFor();
    const annaEntry = entries.filter({ hasText: 'Person Anna Admin geändert' });
    await annaEntry.getByText('Administration').waitFor();
    expect(await annaEntry.locator('del').first().textContent()).toBe('nein');
    expect(await annaEntry.locator('ins').first().textContent()).toBe('ja');
    expect(await entries.first().textContent()).toContain('Bernd Bald');
    await expectAccessible(founder, 'audit log');
    await screenshotWidths(founder, SHOTS, 'audit', WIDTHS);

    await founder.getByLabel('Betrifft').selectOption('desk_problem');
    await founder.getByText('Noch keine Änderungen.').waitFor();
  });

  it('in the demo group the admin sees open problem reports and resolves the one she made', async () => {
    const dana = await newPage(browser);
    await open(dana, '/login');
    await signIn(dana, 'demo@deskfair.test', DEMO_PASSWORD);
    await waitForRoute(dana, '/reports');
    const options = await apiCall<{ desks: Desk[] }>(dana, 'GET', 'admin/user_options');
    const desk = options.data.desks[options.data.desks.length - 1];
    const description = `Lampe flackert ${Date.now().toString(36)}`;
    const reported = await apiCall<{ id: number }>(dana, 'POST', 'desk_problems', { desk_id: desk?.id, type: 'other', description });
    expect(reported.status).toBe(201);

    await open(dana, '/admin/problems');
    await dana.getByRole('heading', { level: 1, name: 'Problemmeldungen' }).waitFor();
    const card = dana.getByTestId('problem').filter({ hasText: description });
    await card.waitFor();
    await expectAccessible(dana, 'problem reports');
    await screenshotWidths(dana, SHOTS, 'problems', WIDTHS);
    await card.getByRole('button', { name: `Meldung zu Schreibtisch ${desk?.label} als erledigt markieren` }).click();
    await dana.getByText(`Meldung zu ${desk?.label} erledigt; Dana Demo wird benachrichtigt.`).first().waitFor();
    await card.waitFor({ state: 'detached' });
    await dana.getByRole('tab', { name: 'Erledigt' }).click();
    await dana.getByTestId('problem').filter({ hasText: description }).getByText('Erledigt von Dana Demo', { exact: false }).waitFor();
    await expectAccessible(dana, 'resolved problem reports');
    await dana.context().close();
  });
});
