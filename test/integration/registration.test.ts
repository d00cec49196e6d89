import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../src/server/db/client';
import { ApiClient } from '../support/api-client';
import { DATABASE_KINDS } from '../support/databases';
import { createGroupWithUser } from '../support/groups';
import { DEMO, startTestApp, type TestApp } from '../support/test-app';

const valid = (overrides: Record<string, unknown> = {}) => ({
  group_code: DEMO.groupCode,
  first_name: 'Nora',
  name: 'Neu',
  email: 'nora@example.test',
  email_confirmation: 'nora@example.test',
  personnel_number: 'P-4711',
  user_group: 'Entwicklung',
  password: 'Sicher!Passwort1',
  password_confirmation: 'Sicher!Passwort1',
  desk_label: 'B1-03',
  terms: true,
  ...overrides,
});

describe.each(DATABASE_KINDS)('registration on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(kind);
  });
  afterAll(() => t.close());

  const userCount = async () => (await queryRows<{ n: number }>(t.database.db, sql`SELECT count(*)::int AS n FROM users`))[0]?.n ?? -1;

  async function expectRefused(body: Record<string, unknown>, field: string, message: string, language = 'de') {
    const before = await userCount();
    const client = new ApiClient(t.app);
    client.language = language;
    const response = await client.post('/api/v2/register', body);
    expect(response.statusCode).toBe(422);
    expect(response.json().errors[field]).toContain(message);
    expect(await userCount()).toBe(before);
  }

  it('registers with every field, signs the user in and stores the fields', async () => {
    const client = new ApiClient(t.app);
    const response = await client.post('/api/v2/register', valid());
    expect(response.statusCode).toBe(201);
    client.token = response.json().token;
    expect(client.cookies.get('deskfair_refresh')).toMatch(/^\d+\.\d+\./);
    const ego = (await client.get('/api/v2/ego')).json();
    expect(ego.user).toMatchObject({
      email: 'nora@example.test',
      first_name: 'Nora',
      name: 'Neu',
      personnel_number: 'P-4711',
      user_group: 'Entwicklung',
      desk_label: 'B1-03',
      language: 'de',
    });
    expect(ego.group.name).toBe(DEMO.groupName);
  });

  it('accepts the group code in any case and the email with capitals, stored in lower case', async () => {
    const client = new ApiClient(t.app);
    const body = valid({ group_code: ' demo-2026 ', email: 'Max@Example.TEST', email_confirmation: 'max@example.test' });
    expect((await client.post('/api/v2/register', body)).statusCode).toBe(201);
    expect((await new ApiClient(t.app).login('max@example.test', 'Sicher!Passwort1')).statusCode).toBe(200);
  });

  it('refuses an unknown group code', () => expectRefused(valid({ group_code: 'NOPE-1' }), 'group_code', 'Unbekannter Gruppencode.'));
  it('refuses a duplicate email, whatever its case', async () => {
    await expectRefused(
      valid({ email: 'DEMO@deskfair.test', email_confirmation: 'demo@deskfair.test' }),
      'email',
      'Diese E-Mail-Adresse ist bereits registriert.',
    );
  });
  it('refuses unaccepted terms', () => expectRefused(valid({ terms: false }), 'terms', 'Bitte die Nutzungsbedingungen akzeptieren.'));
  it('refuses mismatching emails', () =>
    expectRefused(valid({ email_confirmation: 'other@example.test' }), 'email_confirmation', 'E-Mail-Adressen stimmen nicht überein.'));
  it('refuses mismatching passwords with the spec message', () =>
    expectRefused(valid({ password_confirmation: 'Sicher!Passwort2' }), 'password_confirmation', 'Passwörter stimmen nicht überein.'));
  it('refuses an invalid email', () =>
    expectRefused(
      valid({ email: 'no-at-sign', email_confirmation: 'no-at-sign' }),
      'email',
      'Bitte eine gültige E-Mail-Adresse eingeben.',
    ));
  it.each(['first_name', 'name', 'group_code'])('requires %s', (field) => expectRefused(valid({ [field]: '  ' }), field, 'Pflichtfeld.'));
  it('requires a password and says so when the field is missing', async () => {
    const body: Record<string, unknown> = valid();
    delete body.password;
    await expectRefused(body, 'password', 'Pflichtfeld.');
  });
  it('limits the length of text fields', () => expectRefused(valid({ personnel_number: 'x'.repeat(51) }), 'personnel_number', 'Zu lang.'));

  it('enforces every rule of the default policy, one message per rule', async () => {
    const client = new ApiClient(t.app);
    const response = await client.post('/api/v2/register', valid({ password: 'kurz', password_confirmation: 'kurz' }));
    expect(response.statusCode).toBe(422);
    expect(response.json().errors.password).toEqual([
      'Mindestens 10 Zeichen.',
      'Mindestens ein Großbuchstabe.',
      'Mindestens eine Ziffer.',
      'Mindestens ein Sonderzeichen.',
    ]);
  });

  it('answers in English when the user asks for English', () =>
    expectRefused(valid({ password_confirmation: 'different!A1x' }), 'password_confirmation', 'Passwords do not match.', 'en'));

  it("applies a group's own password policy instead of the default", async () => {
    await createGroupWithUser(t.database, {
      name: 'Lockere AG',
      code: 'LOCKER-1',
      email: 'chef@locker.test',
      password: 'irrelevant',
      policy: {
        rule: { has_capital: false, has_letters: true, has_numbers: false, has_symbols: false, length: 6 },
        regex: '^[a-z-]+$',
        helper: 'nur Kleinbuchstaben',
      },
    });
    const simple = { password: 'tisch-bank', password_confirmation: 'tisch-bank' };
    const client = new ApiClient(t.app);
    expect(
      (
        await client.post(
          '/api/v2/register',
          valid({ group_code: 'LOCKER-1', email: 'a@locker.test', email_confirmation: 'a@locker.test', ...simple }),
        )
      ).statusCode,
    ).toBe(201);
    await expectRefused(
      valid({
        group_code: 'LOCKER-1',
        email: 'b@locker.test',
        email_confirmation: 'b@locker.test',
        password: 'Tisch1',
        password_confirmation: 'Tisch1',
      }),
      'password',
      'Das Passwort entspricht nicht den Vorgaben der Gruppe.',
    );
    // The same simple password is too weak for the demo group.
    await expectRefused(
      valid({ email: 'c@example.test', email_confirmation: 'c@example.test', ...simple }),
      'password',
      'Mindestens ein Großbuchstabe.',
    );
  });

  it('shows the name and policy of a group code, 404 for an unknown one', async () => {
    const client = new ApiClient(t.app);
    const found = await client.get(`/api/v2/groups/by_code/${DEMO.groupCode.toLowerCase()}`);
    expect(found.statusCode).toBe(200);
    expect(found.json()).toEqual({
      name: DEMO.groupName,
      password_policy: expect.objectContaining({ rule: expect.objectContaining({ length: 10 }) }),
    });
    const missing = await client.get('/api/v2/groups/by_code/UNKNOWN');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('Unbekannter Gruppencode.');
  });

  it('lets exactly one of two simultaneous registrations with one email through', async () => {
    const body = valid({ email: 'twin@example.test', email_confirmation: 'twin@example.test' });
    const responses = await Promise.all([
      new ApiClient(t.app).post('/api/v2/register', body),
      new ApiClient(t.app).post('/api/v2/register', body),
    ]);
    expect(responses.map((r) => r.statusCode).sort()).toEqual([201, 422]);
  });
});
