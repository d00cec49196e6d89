import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminGroupSchema, groupTextsSchema, slotSchema, slotsResponseSchema, type AdminGroupInput } from '../../src/contract/admin-group';
import { auditResponseSchema } from '../../src/contract/audit';
import { egoResponseSchema } from '../../src/contract/ego';
import { queryRows } from '../../src/server/db/client';
import { ApiClient, bodyAs } from '../support/api-client';
import { DATABASE_KINDS } from '../support/databases';
import { createGroupWithUser } from '../support/groups';
import { DEMO, startTestApp, type TestApp } from '../support/test-app';

const OTHER = { name: 'Fremd AG', code: 'FREMD-1', email: 'fritz@fremd.test', password: 'Fremd!Pass12' };
const [ADMIN, MEMBER] = DEMO.users;

const SETTINGS: AdminGroupInput = {
  has_conference_rooms: true,
  has_staff_search: true,
  has_parkefficient_link: true,
  subscription_required: false,
  nav_active_color: '#AA3300',
  nav_inactive_color: null,
  time_zone: 'Europe/Berlin',
  password_policy: {
    rule: { has_capital: true, has_letters: true, has_numbers: false, has_symbols: false, length: 12 },
    regex: '^[^ ]+$',
    helper: 'Keine Leerzeichen',
  },
  max_advance_days: 60,
  checkin_grace_minutes: 45,
  desk_quota_per_week: null,
};

describe.each(DATABASE_KINDS)('admin group settings on %s', (kind) => {
  let t: TestApp;
  let admin: ApiClient;
  let member: ApiClient;
  let otherAdmin: ApiClient;
  let slots: Record<string, number>;
  let deskId: number;
  // The app's clock stands at Tuesday 5 January 2027, 09:30 in Berlin: every day below is a literal.
  const now = new Date('2027-01-05T08:30:00Z');

  beforeAll(async () => {
    t = await startTestApp(kind, {}, { clock: { now: () => now } });
    admin = new ApiClient(t.app);
    await admin.login(ADMIN?.email ?? '', DEMO.password);
    member = new ApiClient(t.app);
    await member.login(MEMBER?.email ?? '', DEMO.password);
    const other = await createGroupWithUser(t.database, OTHER);
    await t.database.db.execute(sql`UPDATE users SET is_admin = true WHERE group_id = ${other.group.id}`);
    otherAdmin = new ApiClient(t.app);
    await otherAdmin.login(OTHER.email, OTHER.password);
    const ego = await admin.getAs('/api/v2/ego', egoResponseSchema);
    slots = Object.fromEntries(ego.group.slots.map((s) => [s.name, s.id]));
    const available = (await admin.get(`/api/v2/desks/available?day=2027-01-11&slot_id=${slots.full_day}`)).json<{
      desks: Array<{ id: number }>;
    }>();
    deskId = available.desks[0]?.id ?? 0;
  });
  afterAll(() => t.close());

  const settings = (client = admin) => client.getAs('/api/v2/admin/group', adminGroupSchema);
  const ego = (client = admin) => client.getAs('/api/v2/ego', egoResponseSchema);
  const count = async (table: 'slots' | 'bookings' | 'audit_log') =>
    (await queryRows<{ n: number }>(t.database.db, sql`SELECT count(*)::int AS n FROM ${sql.identifier(table)}`))[0]?.n;
  const errorsOf = (response: { json: () => unknown }) => (response.json() as { errors: Record<string, string[]> }).errors;

  it('answers 403 to a member on every admin route', async () => {
    const calls = [
      member.get('/api/v2/admin/group'),
      member.put('/api/v2/admin/group', SETTINGS),
      member.get('/api/v2/admin/group/texts'),
      member.put('/api/v2/admin/group/texts', { translation: { de: {}, en: {} } }),
      member.get('/api/v2/admin/slots'),
      member.post('/api/v2/admin/slots', { name: 'x', start_minute: 0, end_minute: 60 }),
      member.put(`/api/v2/admin/slots/${slots.morning}`, { name: 'x', start_minute: 0, end_minute: 60 }),
      member.request('DELETE', `/api/v2/admin/slots/${slots.morning}`),
    ];
    expect((await Promise.all(calls)).map((r) => r.statusCode)).toEqual([403, 403, 403, 403, 403, 403, 403, 403]);
  });

  it('saves every setting; GET admin/group and GET ego show them', async () => {
    expect(await settings()).toMatchObject({ has_parkefficient_link: true, nav_active_color: null, desk_quota_per_week: null });
    const response = await admin.put('/api/v2/admin/group', { ...SETTINGS, desk_quota_per_week: 4 });
    expect(response.statusCode).toBe(200);
    expect(await settings()).toEqual({ ...SETTINGS, nav_active_color: '#aa3300', desk_quota_per_week: 4 });
    const { group } = await ego();
    expect(group).toMatchObject({
      has_conference_rooms: true,
      has_staff_search: true,
      has_parkefficient_link: true,
      subscription_required: false,
      colors: { nav: { active: '#aa3300', inactive: '#5f6368' } },
      time_zone: 'Europe/Berlin',
      password_policy: SETTINGS.password_policy,
      max_advance_days: 60,
      checkin_grace_minutes: 45,
      desk_quota_per_week: 4,
    });
    expect((await admin.put('/api/v2/admin/group', { ...SETTINGS, time_zone: 'Europe/Lisbon' })).statusCode).toBe(200);
    expect((await ego()).group.time_zone).toBe('Europe/Lisbon');
    expect((await admin.put('/api/v2/admin/group', SETTINGS)).statusCode).toBe(200);
  });

  it('refuses a colour that is not a colour (German and English), changing nothing', async () => {
    const before = await settings();
    admin.language = 'en';
    const en = await admin.put('/api/v2/admin/group', { ...SETTINGS, nav_inactive_color: 'red', has_staff_search: false });
    admin.language = 'de';
    const de = await admin.put('/api/v2/admin/group', { ...SETTINGS, nav_active_color: '#12345', has_staff_search: false });
    expect(en.statusCode).toBe(422);
    expect(errorsOf(en)).toEqual({ nav_inactive_color: ['Please enter a colour like #0b57d0.'] });
    expect(de.statusCode).toBe(422);
    expect(errorsOf(de)).toEqual({ nav_active_color: ['Bitte eine Farbe wie #0b57d0 angeben.'] });
    expect(await settings()).toEqual(before);
  });

  it('refuses an unknown time zone, a broken password regex and out-of-range rules, changing nothing', async () => {
    const before = await settings();
    const zone = await admin.put('/api/v2/admin/group', { ...SETTINGS, time_zone: 'Europe/Atlantis' });
    expect(zone.statusCode).toBe(422);
    expect(errorsOf(zone)).toEqual({ time_zone: ['Unbekannte Zeitzone.'] });
    const regex = await admin.put('/api/v2/admin/group', {
      ...SETTINGS,
      password_policy: { ...SETTINGS.password_policy, regex: '([a-z' },
    });
    expect(errorsOf(regex)).toEqual({ 'password_policy.regex': ['Dieser reguläre Ausdruck ist ungültig.'] });
    const rules = await admin.put('/api/v2/admin/group', { ...SETTINGS, max_advance_days: 400, desk_quota_per_week: 8 });
    expect(errorsOf(rules)).toEqual({
      max_advance_days: ['Bitte 0 bis 365 Tage angeben.'],
      desk_quota_per_week: ['Bitte 1 bis 7 Tage angeben oder leer lassen.'],
    });
    expect(await settings()).toEqual(before);
  });

  it('saves text overrides per language (visible in ego) and refuses an unknown key, changing nothing', async () => {
    const texts = { translation: { de: { 'navigation.parking': 'Stellplatz' }, en: { 'navigation.parking': 'Car park' } } };
    expect(await bodyAs(await admin.put('/api/v2/admin/group/texts', texts), 200, groupTextsSchema)).toEqual(texts);
    expect((await ego()).group.translation).toEqual(texts.translation);
    expect(await admin.getAs('/api/v2/admin/group/texts', groupTextsSchema)).toEqual(texts);

    const unknown = { translation: { de: { 'nope.key': 'Hallo' }, en: {} } };
    const de = await admin.put('/api/v2/admin/group/texts', unknown);
    expect(de.statusCode).toBe(422);
    expect(errorsOf(de)).toEqual({ 'translation.de': ['Den Text „nope.key“ gibt es nicht.'] });
    admin.language = 'en';
    const en = await admin.put('/api/v2/admin/group/texts', unknown);
    admin.language = 'de';
    expect(errorsOf(en)).toEqual({ 'translation.de': ['There is no text “nope.key”.'] });
    const tooLong = await admin.put('/api/v2/admin/group/texts', {
      translation: { de: { 'navigation.parking': 'x'.repeat(501) }, en: {} },
    });
    expect(tooLong.statusCode).toBe(422);
    expect((await ego()).group.translation).toEqual(texts.translation);
  });

  it('adds, changes and removes slots; ego lists them', async () => {
    const created = await admin.postAs('/api/v2/admin/slots', { name: 'Abend', start_minute: 1080, end_minute: 1260 }, slotSchema);
    expect(created).toMatchObject({ name: 'Abend', start_minute: 1080, end_minute: 1260 });
    const changed = await bodyAs(
      await admin.put(`/api/v2/admin/slots/${created.id}`, { name: 'Spät', start_minute: 1110, end_minute: 1290 }),
      200,
      slotSchema,
    );
    expect(changed).toEqual({ id: created.id, name: 'Spät', start_minute: 1110, end_minute: 1290 });
    expect((await ego()).group.slots.map((s) => s.name)).toEqual(['morning', 'afternoon', 'full_day', 'Spät']);
    expect((await admin.request('DELETE', `/api/v2/admin/slots/${created.id}`)).statusCode).toBe(204);
    expect((await admin.getAs('/api/v2/admin/slots', slotsResponseSchema)).slots.map((s) => s.name)).toEqual([
      'morning',
      'afternoon',
      'full_day',
    ]);
  });

  it('refuses a slot ending before it starts (German and English) and a duplicate name, changing nothing', async () => {
    const before = await count('slots');
    const bad = { name: 'Verkehrt', start_minute: 600, end_minute: 540 };
    const de = await admin.post('/api/v2/admin/slots', bad);
    admin.language = 'en';
    const en = await admin.post('/api/v2/admin/slots', bad);
    admin.language = 'de';
    expect(de.statusCode).toBe(422);
    expect(errorsOf(de)).toEqual({ end_minute: ['Das Ende muss nach dem Beginn liegen.'] });
    expect(errorsOf(en)).toEqual({ end_minute: ['The end must be after the start.'] });
    const duplicate = await admin.post('/api/v2/admin/slots', { name: 'MORNING', start_minute: 420, end_minute: 480 });
    expect(errorsOf(duplicate)).toEqual({ name: ['Ein Zeitfenster mit diesem Namen gibt es schon.'] });
    const renamed = await admin.put(`/api/v2/admin/slots/${slots.afternoon}`, { name: 'Morning', start_minute: 780, end_minute: 1080 });
    expect(renamed.statusCode).toBe(422);
    const moved = await admin.put(`/api/v2/admin/slots/${slots.afternoon}`, { name: 'afternoon', start_minute: 780, end_minute: 700 });
    expect(errorsOf(moved)).toEqual({ end_minute: ['Das Ende muss nach dem Beginn liegen.'] });
    expect(await count('slots')).toBe(before);
    expect((await ego()).group.slots.find((s) => s.id === slots.afternoon)).toEqual({
      id: slots.afternoon,
      name: 'afternoon',
      start_minute: 780,
      end_minute: 1080,
    });
  });

  it('keeps a booked slot and its booking: changing its times leaves the booking as it was, deleting is refused', async () => {
    const booked = await admin.post('/api/v2/bookings', { desk_id: deskId, days: ['2027-01-20'], slot_id: slots.morning });
    expect(booked.statusCode).toBe(201);
    const booking = (booked.json() as { results: Array<{ booking: { start_at: string; end_at: string } }> }).results[0]?.booking;
    expect(
      (await admin.put(`/api/v2/admin/slots/${slots.morning}`, { name: 'morning', start_minute: 450, end_minute: 780 })).statusCode,
    ).toBe(200);
    const deleted = await admin.request('DELETE', `/api/v2/admin/slots/${slots.morning}`);
    expect(deleted.statusCode).toBe(409);
    expect((deleted.json() as { message: string }).message).toBe('Dieses Zeitfenster ist noch gebucht und kann nicht gelöscht werden.');
    const rows = await queryRows<{ start_at: Date; end_at: Date }>(
      t.database.db,
      sql`SELECT start_at, end_at FROM bookings WHERE day = '2027-01-20' AND slot_id = ${slots.morning} AND status = 'booked'`,
    );
    expect(rows.map((r) => [new Date(r.start_at).toISOString(), new Date(r.end_at).toISOString()])).toEqual([
      [booking?.start_at, booking?.end_at],
    ]);
    expect(booking?.start_at).toBe('2027-01-20T07:00:00.000Z');
  });

  it('enforces the desk quota per week on bookings and one-click, with the message in German and English', async () => {
    expect((await admin.put('/api/v2/admin/group', { ...SETTINGS, desk_quota_per_week: 2 })).statusCode).toBe(200);
    const book = (days: string[], client = member) => client.post('/api/v2/bookings', { desk_id: deskId, days, slot_id: slots.full_day });
    expect((await book(['2027-01-11', '2027-01-12'])).statusCode).toBe(201);
    const before = await count('bookings');
    const third = await book(['2027-01-13']);
    expect(third.statusCode).toBe(422);
    expect(errorsOf(third)).toEqual({ days: ['Du kannst höchstens an 2 Tagen pro Woche einen Schreibtisch buchen.'] });
    member.language = 'en';
    const mixed = await book(['2027-01-14', '2027-01-18']);
    member.language = 'de';
    expect(errorsOf(mixed)).toEqual({ days: ['You can book a desk on at most 2 days a week.'] });
    expect(await count('bookings')).toBe(before);
    expect((await book(['2027-01-18', '2027-01-19'])).statusCode).toBe(201);

    expect((await admin.put('/api/v2/admin/group', { ...SETTINGS, desk_quota_per_week: 1 })).statusCode).toBe(200);
    expect((await book(['2027-01-07'])).statusCode).toBe(201);
    const oneClick = await member.post('/api/v2/bookings/one_click', { when: 'tomorrow' });
    expect(oneClick.statusCode).toBe(409);
    expect((oneClick.json() as { message: string }).message).toBe(
      'Du hast diese Woche schon so viele Schreibtisch-Tage gebucht, wie deine Gruppe erlaubt.',
    );
    expect((await admin.put('/api/v2/admin/group', SETTINGS)).statusCode).toBe(200);
    expect((await book(['2027-01-13'])).statusCode).toBe(201);
  });

  it("lets another group's admin neither see nor change this group's settings and slots", async () => {
    const before = await settings();
    expect((await settings(otherAdmin)).has_parkefficient_link).toBe(false);
    expect((await otherAdmin.getAs('/api/v2/admin/slots', slotsResponseSchema)).slots).toEqual([]);
    expect(
      (await otherAdmin.put(`/api/v2/admin/slots/${slots.afternoon}`, { name: 'x', start_minute: 0, end_minute: 60 })).statusCode,
    ).toBe(404);
    expect((await otherAdmin.request('DELETE', `/api/v2/admin/slots/${slots.afternoon}`)).statusCode).toBe(404);
    expect((await otherAdmin.put('/api/v2/admin/group', { ...SETTINGS, nav_active_color: '#000000' })).statusCode).toBe(200);
    expect((await otherAdmin.getAs('/api/v2/admin/group/texts', groupTextsSchema)).translation).toEqual({ de: {}, en: {} });
    expect(await settings()).toEqual(before);
    expect((await ego()).group.slots.map((s) => s.name)).toEqual(['morning', 'afternoon', 'full_day']);
    // Its own only slot stays: one-click books the working day by the slots.
    const own = await otherAdmin.postAs('/api/v2/admin/slots', { name: 'Tag', start_minute: 480, end_minute: 1020 }, slotSchema);
    const last = await otherAdmin.request('DELETE', `/api/v2/admin/slots/${own.id}`);
    expect(last.statusCode).toBe(422);
    expect(errorsOf(last)).toEqual({ id: ['Das letzte Zeitfenster kann nicht gelöscht werden.'] });
  });

  it('records every admin change in the audit log, also lottery, parking link and SSO', async () => {
    const before = await count('audit_log');
    const refused = await admin.put('/api/v2/admin/group', { ...SETTINGS, nav_active_color: 'blue' });
    expect(refused.statusCode).toBe(422);
    expect(await count('audit_log')).toBe(before);

    expect((await admin.put('/api/v2/admin/group', { ...SETTINGS, checkin_grace_minutes: 20 })).statusCode).toBe(200);
    const lottery = { allocation_mode: 'fcfs', lottery_cutoff_minute: 1020, fairness_window_weeks: 6, no_shows_count: false };
    expect((await admin.put('/api/v2/admin/group/lottery', lottery)).statusCode).toBe(200);
    expect((await admin.put('/api/v2/admin/group/parking_link', { parking_link_url: 'https://parken.example.test/p' })).statusCode).toBe(
      200,
    );
    const sso = {
      sso_mandatory: false,
      providers: [
        {
          protocol: 'oidc',
          display_name: 'Firmen-Login',
          email_domains: ['deskfair-audit.test'],
          issuer: 'https://login.example.test',
          client_id: 'deskfair',
          client_secret: 'geheim-123',
        },
      ],
    };
    expect((await admin.put('/api/v2/admin/sso', sso)).statusCode).toBe(200);

    const { entries } = await admin.getAs('/api/v2/admin/audit', auditResponseSchema);
    expect(entries.slice(0, 4).map((e) => [e.action, e.entity])).toEqual([
      ['update', 'sso'],
      ['update', 'group'],
      ['update', 'group'],
      ['update', 'group'],
    ]);
    expect(entries[1]?.after).toEqual({ parking_link_url: 'https://parken.example.test/p' });
    expect(entries[2]?.before).toMatchObject({ fairness_window_weeks: 4 });
    // Offer minutes left out of the body stay as they were (30 by default).
    expect(entries[2]?.after).toEqual({ ...lottery, waitlist_offer_minutes: 30 });
    expect(entries[3]?.before).toMatchObject({ checkin_grace_minutes: 45 });
    expect(entries[3]?.after).toMatchObject({ checkin_grace_minutes: 20 });
    expect(JSON.stringify(entries[0]?.after)).not.toContain('geheim-123');
    expect(entries[0]?.actor?.email).toBe('demo@deskfair.test');

    const slotEntries = (await admin.getAs('/api/v2/admin/audit?entity=slot', auditResponseSchema)).entries;
    expect(slotEntries.map((e) => e.action).slice(0, 3)).toEqual(['update', 'delete', 'update']);
    const texts = (await admin.getAs('/api/v2/admin/audit?entity=group_texts', auditResponseSchema)).entries;
    expect(texts[0]?.after).toEqual({ de: { 'navigation.parking': 'Stellplatz' }, en: { 'navigation.parking': 'Car park' } });
  });
});
