import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../src/server/db/client';
import { ApiClient } from '../support/api-client';
import { DATABASE_KINDS } from '../support/databases';
import { DEMO, startTestApp, type TestApp } from '../support/test-app';

const valid = (overrides: Record<string, unknown> = {}) => ({
  group_name: 'Gründer GmbH',
  time_zone: 'Europe/Vienna',
  first_name: 'Greta',
  name: 'Gründer',
  email: 'greta@gruender.test',
  email_confirmation: 'greta@gruender.test',
  password: 'Gruender!Pass1',
  password_confirmation: 'Gruender!Pass1',
  terms: true,
  ...overrides,
});

const CODE = /^[A-HJKMNP-Z2-9]{4}-[A-HJKMNP-Z2-9]{4}$/;

describe.each(DATABASE_KINDS)('create a group on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(kind);
  });
  afterAll(() => t.close());

  const counts = async () =>
    (
      await queryRows<{ groups: number; users: number; codes: number; locations: number }>(
        t.database.db,
        sql`SELECT (SELECT count(*)::int FROM groups) AS groups, (SELECT count(*)::int FROM users) AS users,
                   (SELECT count(*)::int FROM group_codes) AS codes, (SELECT count(*)::int FROM locations) AS locations`,
      )
    )[0];

  it('creates the group, its admin signed in and its first code; a colleague registers with the code', async () => {
    const founder = new ApiClient(t.app);
    const response = await founder.post('/api/v2/groups', valid());
    expect(response.statusCode).toBe(201);
    const { token, group_code } = response.json<{ token: string; group_code: string }>();
    expect(group_code).toMatch(CODE);
    expect(founder.cookies.get('deskfair_refresh')).toMatch(/^\d+\.\d+\./);
    founder.token = token;

    const ego = (await founder.get('/api/v2/ego')).json();
    expect(ego.user).toMatchObject({ email: 'greta@gruender.test', first_name: 'Greta', name: 'Gründer', is_admin: true, language: 'de' });
    expect(ego.group).toMatchObject({ name: 'Gründer GmbH', time_zone: 'Europe/Vienna' });
    expect(ego.group.slots.map((s: { name: string }) => s.name)).toEqual(['morning', 'afternoon', 'full_day']);
    const [place] = await queryRows<{ location: string; area: string }>(
      t.database.db,
      sql`SELECT l.name AS location, a.name AS area FROM locations l JOIN areas a ON a.group_id = l.group_id AND a.location_id = l.id
          WHERE l.group_id = ${ego.group.id}`,
    );
    expect(place).toEqual({ location: 'Hauptstandort', area: 'Allgemein' });

    const colleague = new ApiClient(t.app);
    const registered = await colleague.post('/api/v2/register', {
      group_code: group_code.toLowerCase(),
      first_name: 'Kai',
      name: 'Kollege',
      email: 'kai@gruender.test',
      email_confirmation: 'kai@gruender.test',
      password: 'Kollege!Pass1',
      password_confirmation: 'Kollege!Pass1',
      terms: true,
    });
    expect(registered.statusCode).toBe(201);
    colleague.token = registered.json().token;
    const colleagueEgo = (await colleague.get('/api/v2/ego')).json();
    expect(colleagueEgo.user).toMatchObject({ email: 'kai@gruender.test', is_admin: false });
    expect(colleagueEgo.group.name).toBe('Gründer GmbH');
  });

  it('accepts UTC and names the first location in the founder’s language', async () => {
    const founder = new ApiClient(t.app);
    founder.language = 'en';
    const body = valid({ group_name: 'Utc Ltd', time_zone: 'UTC', email: 'una@utc.test', email_confirmation: 'una@utc.test' });
    const response = await founder.post('/api/v2/groups', body);
    expect(response.statusCode).toBe(201);
    founder.token = response.json().token;
    const ego = (await founder.get('/api/v2/ego')).json();
    expect(ego.group.time_zone).toBe('UTC');
    expect(ego.user.language).toBe('en');
    const [location] = await queryRows<{ name: string }>(t.database.db, sql`SELECT name FROM locations WHERE group_id = ${ego.group.id}`);
    expect(location?.name).toBe('Main office');
  });

  const refusals: Array<[string, Record<string, unknown>, string, string, string]> = [
    ['an empty group name', { group_name: '  ' }, 'group_name', 'Pflichtfeld.', 'Required.'],
    [
      'a taken group name in another case',
      { group_name: 'demo gmbh' },
      'group_name',
      'Diesen Gruppennamen gibt es schon.',
      'This group name is already taken.',
    ],
    ['an unknown time zone', { time_zone: 'Mars/Olympus' }, 'time_zone', 'Unbekannte Zeitzone.', 'Unknown time zone.'],
    [
      'mismatching passwords',
      { password_confirmation: 'Anders!Pass1' },
      'password_confirmation',
      'Passwörter stimmen nicht überein.',
      'Passwords do not match.',
    ],
    [
      'a taken e-mail address',
      { email: 'Demo@deskfair.test', email_confirmation: 'demo@deskfair.test' },
      'email',
      'Diese E-Mail-Adresse ist bereits registriert.',
      'This email address is already registered.',
    ],
    [
      'a password against the default policy',
      { password: 'kurz', password_confirmation: 'kurz' },
      'password',
      'Mindestens 10 Zeichen.',
      'At least 10 characters.',
    ],
    ['unaccepted terms', { terms: false }, 'terms', 'Bitte die Nutzungsbedingungen akzeptieren.', 'Please accept the terms of use.'],
  ];

  it.each(refusals)('refuses %s with the field message in German and English and creates nothing', async (_, overrides, field, de, en) => {
    const before = await counts();
    for (const [language, message] of [
      ['de', de],
      ['en', en],
    ] as const) {
      const client = new ApiClient(t.app);
      client.language = language;
      const response = await client.post(
        '/api/v2/groups',
        valid({ group_name: 'Neue AG', email: 'neu@neue.test', email_confirmation: 'neu@neue.test', ...overrides }),
      );
      expect(response.statusCode).toBe(422);
      expect(response.json().errors[field]).toContain(message);
      expect(client.cookies.has('deskfair_refresh')).toBe(false);
    }
    expect(await counts()).toEqual(before);
  });

  it('leaves the demo group and its code as they were', async () => {
    const response = await new ApiClient(t.app).get(`/api/v2/groups/by_code/${DEMO.groupCode}`);
    expect(response.json().name).toBe(DEMO.groupName);
  });
});
