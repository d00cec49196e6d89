import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { availableDesksResponseSchema } from '../../src/contract/bookings';
import { linkSchema, linksResponseSchema, staffResponseSchema, teamDayResponseSchema } from '../../src/contract/team';
import { queryRows } from '../../src/server/db/client';
import { linkedColleagues } from '../../src/server/features/lottery/repository';
import { ApiClient, bodyAs } from '../support/api-client';
import { DATABASE_KINDS } from '../support/databases';
import { createGroupWithUser } from '../support/groups';
import { createUsersWithTokens } from '../support/users';
import { DEMO, startTestApp, type TestApp } from '../support/test-app';

const [demo, kollege] = DEMO.users;
const JUERGEN = 'juergen.mueller@deskfair.test';
const ZOE = 'zoe.brueck@deskfair.test';
const AYSE = 'ayse.celik@deskfair.test';
const BJOERN = 'bjoern.schaefer@deskfair.test';
const LENA = 'lena.weiss@deskfair.test';
const FELIX = 'felix.krueger@deskfair.test';
const MEHMET = 'mehmet.oeztuerk@deskfair.test';
const OTHER = { name: 'Andere AG', code: 'ANDERE-1', email: 'bea@andere.test', password: 'Andere!Pass1' };
const MANY = { name: 'Viele GmbH', code: 'VIELE-1', email: 'chef@viele.test', password: 'Viele!Pass123' };
const WITHOUT_TEAM = { name: 'Ohne Team KG', code: 'OHNE-1', email: 'olga@ohne.test', password: 'Ohne!Team123' };

const NOWHERE = { resource: null, location: null, area: null };

describe.each(DATABASE_KINDS)('team on %s', (kind) => {
  // The app's clock stands at Tuesday 5 January 2027, 09:30 in Berlin (UTC+1): every day below is a literal.
  const now = new Date('2027-01-05T08:30:00Z');
  let t: TestApp;
  const clients = new Map<string, ApiClient>();
  let stranger: ApiClient;
  let withoutTeam: ApiClient;
  let strangerId: number;

  const as = async (email: string) => {
    const known = clients.get(email);
    if (known) return known;
    const client = new ApiClient(t.app);
    const login = await client.login(email, DEMO.password);
    if (login.statusCode !== 200) throw new Error(`login of ${email}: ${login.statusCode}`);
    clients.set(email, client);
    return client;
  };
  const idOf = async (email: string) =>
    (await queryRows<{ id: number }>(t.database.db, sql`SELECT id FROM users WHERE email = ${email}`))[0]?.id ?? 0;
  const resourceOf = async (label: string) =>
    (
      await queryRows<{ id: number; area_id: number; location_id: number }>(
        t.database.db,
        sql`SELECT r.id, r.area_id, a.location_id FROM resources r JOIN areas a ON a.group_id = r.group_id AND a.id = r.area_id
            WHERE r.group_id = ${t.demoGroupId} AND r.label = ${label}`,
      )
    )[0] ?? { id: 0, area_id: 0, location_id: 0 };
  const book = async (email: string, label: string, start: string, end: string, checkedIn = false) => {
    const resource = await resourceOf(label);
    const kindOf = label.includes('-') ? 'desk' : 'room';
    await t.database.db.execute(sql`
      INSERT INTO bookings (group_id, user_id, resource_id, resource_kind, day, start_at, end_at, status, checked_in_at)
      VALUES (${t.demoGroupId}, ${await idOf(email)}, ${resource.id}, ${kindOf}, ${start.slice(0, 10)}, ${start}::timestamptz,
              ${end}::timestamptz, 'booked', ${checkedIn ? start : null}::timestamptz)`);
  };
  const names = async (client: ApiClient, q: string) =>
    (await client.getAs(`/api/v2/staff?q=${encodeURIComponent(q)}`, staffResponseSchema)).staff.map(
      (p) => `${p.first_name} ${p.last_name}`,
    );
  const messagesOf = (email: string) =>
    queryRows<{ type: string; payload: Record<string, unknown> }>(
      t.database.db,
      sql`SELECT m.type, m.payload FROM messages m JOIN users u ON u.group_id = m.group_id AND u.id = m.user_id WHERE u.email = ${email} ORDER BY m.id`,
    );
  const linkCount = async () => (await queryRows<{ n: number }>(t.database.db, sql`SELECT count(*)::int AS n FROM links`))[0]?.n;
  const teamDay = async (client: ApiClient, day: string) => client.getAs(`/api/v2/team/days?day=${day}`, teamDayResponseSchema);

  beforeAll(async () => {
    t = await startTestApp(kind, {}, { clock: { now: () => now } });
    const other = await createGroupWithUser(t.database, OTHER);
    await t.database.db.execute(sql`UPDATE groups SET has_staff_search = true WHERE id = ${other.group.id}`);
    strangerId = other.user.id;
    stranger = new ApiClient(t.app);
    await stranger.login(OTHER.email, OTHER.password);
    await createGroupWithUser(t.database, WITHOUT_TEAM);
    withoutTeam = new ApiClient(t.app);
    await withoutTeam.login(WITHOUT_TEAM.email, WITHOUT_TEAM.password);
    // Today: Jürgen checked in at B1-01, Zoë holds B1-02, Ayşe holds H-01 and sits in Spree 09:00–10:00, Lena holds B2-02.
    await book(JUERGEN, 'B1-01', '2027-01-05T07:00:00Z', '2027-01-05T17:00:00Z', true);
    await book(ZOE, 'B1-02', '2027-01-05T07:00:00Z', '2027-01-05T17:00:00Z');
    await book(AYSE, 'H-01', '2027-01-05T07:00:00Z', '2027-01-05T17:00:00Z');
    await book(AYSE, 'Spree', '2027-01-05T08:00:00Z', '2027-01-05T09:00:00Z');
    await book(LENA, 'B2-02', '2027-01-05T07:00:00Z', '2027-01-05T17:00:00Z');
    // Tomorrow: Jürgen at B1-01 in the morning, Felix (nobody's team) at B2-01, Lena at B2-02.
    await book(JUERGEN, 'B1-01', '2027-01-06T07:00:00Z', '2027-01-06T12:00:00Z');
    await book(FELIX, 'B2-01', '2027-01-06T07:00:00Z', '2027-01-06T17:00:00Z');
    await book(LENA, 'B2-02', '2027-01-06T07:00:00Z', '2027-01-06T17:00:00Z');
  });
  afterAll(() => t.close());

  it('finds colleagues by accent-free, upper-case or accented text, e-mail and department, every word', async () => {
    const karl = await as(kollege.email);
    expect(await names(karl, 'jurgen')).toEqual(['Jürgen Müller']);
    expect(await names(karl, 'MULLER')).toEqual(['Jürgen Müller']);
    expect(await names(karl, 'Müller')).toEqual(['Jürgen Müller']);
    expect(await names(karl, 'zoe bruck')).toEqual(['Zoë Brück']);
    expect(await names(karl, 'çelik')).toEqual(['Ayşe Çelik']);
    expect(await names(karl, 'oeztuerk')).toEqual(['Mehmet Öztürk']);
    expect(await names(karl, 'vertrieb')).toEqual(['Jürgen Müller', 'Mehmet Öztürk']);
    expect(await names(karl, 'entwicklung b')).toEqual(['Björn Schäfer']);
    expect(await names(karl, 'lena')).toEqual(['Anna-Lena Groß', 'Lena Weiß']);
    expect(await names(karl, 'zoe muller')).toEqual([]);
    expect(await names(karl, '%')).toEqual([]);
    expect(await names(karl, '_')).toEqual([]);
  });

  it('never finds the caller nor anyone of another group, and never shows an e-mail', async () => {
    const karl = await as(kollege.email);
    expect(await names(karl, 'karl')).toEqual([]);
    expect(await names(karl, 'bea')).toEqual([]);
    expect(await names(stranger, 'a')).toEqual([]);
    expect(await names(stranger, 'deskfair')).toEqual([]);
    const [first] = (await karl.getAs('/api/v2/staff?q=jurgen', staffResponseSchema)).staff;
    expect(Object.keys(first ?? {}).sort()).toEqual(['department', 'first_name', 'id', 'last_name', 'link', 'presence']);
    expect(first).toMatchObject({ first_name: 'Jürgen', last_name: 'Müller', department: 'Vertrieb', link: null });
  });

  it('refuses an empty or too long search with 422', async () => {
    const karl = await as(kollege.email);
    const empty = await karl.get('/api/v2/staff?q=%20');
    expect([empty.statusCode, empty.json().errors]).toEqual([422, { q: ['Pflichtfeld.'] }]);
    const long = await karl.get(`/api/v2/staff?q=${'a'.repeat(101)}`);
    expect([long.statusCode, long.json().errors]).toEqual([422, { q: ['Zu lang.'] }]);
    expect((await karl.get(`/api/v2/staff?q=${'a'.repeat(1000)}`)).statusCode).toBe(422);
  });

  it('answers at most 20 colleagues, by last and first name', async () => {
    const karl = await as(kollege.email);
    expect(await names(karl, 'deskfair.test')).toEqual([
      'Jonas Becker',
      'Zoë Brück',
      'Ayşe Çelik',
      'Dana Demo',
      'Anna-Lena Groß',
      'Sophie Hoffmann',
      'Felix Krüger',
      'Tobias Kühn',
      'Marie Lefèvre',
      'Jürgen Müller',
      'Mehmet Öztürk',
      'Björn Schäfer',
      'Lena Weiß',
    ]);
    const [group] = await queryRows<{ id: number }>(t.database.db, sql`SELECT id FROM groups WHERE name = ${OTHER.name}`);
    const crowd = await createUsersWithTokens(t.database, group?.id ?? 0, 25, 'menge');
    const member = new ApiClient(t.app);
    member.token = crowd[0]?.token ?? null;
    const found = await names(member, 'MENGE');
    expect(found).toHaveLength(20);
    expect(found).not.toContain('Nutzer 0 menge');
  });

  it('answers the first 20 by name whether the matches are few enough to sort (up to 2,000) or must be walked', async () => {
    const { group } = await createGroupWithUser(t.database, MANY);
    await t.database.db.execute(sql`UPDATE groups SET has_staff_search = true WHERE id = ${group.id}`);
    // 2,100 colleagues, inserted out of name order: Zahl0000 … Zahl2099, all of them in the Viele department
    await t.database.db.execute(sql`
      INSERT INTO users (group_id, email, first_name, name, user_group, password_hash, terms_accepted_at)
      SELECT ${group.id}, 'n' || n || '@viele.test', 'Nr', 'Zahl' || lpad(((n * 13) % 2100)::text, 4, '0'), 'Viele', 'x', now()
      FROM generate_series(0, 2099) n`);
    const member = new ApiClient(t.app);
    await member.login(MANY.email, MANY.password);
    const zahlen = (from: number) => Array.from({ length: 20 }, (_, i) => `Nr Zahl${String(from + i).padStart(4, '0')}`);
    expect(await names(member, 'viele')).toEqual(zahlen(0));
    expect(await names(member, 'zahl0')).toEqual(zahlen(0));
    expect(await names(member, 'zahl15')).toEqual(zahlen(1500));
    expect(await names(member, 'zahl1 viele')).toEqual(zahlen(1000));
    expect(await names(member, 'zahl209')).toEqual(Array.from({ length: 10 }, (_, i) => `Nr Zahl${2090 + i}`));
  });

  it('keeps no pending list on the trigram index, which no autovacuum would empty on PGlite', async () => {
    const [index] = await queryRows<{ options: string[] }>(
      t.database.db,
      sql`SELECT reloptions AS options FROM pg_class WHERE relname = 'users_search_text_idx'`,
    );
    expect(index?.options).toEqual(['fastupdate=off']);
  });

  it('shows presence today: checked in, in a meeting, booked, remote, and unknown for who hides it', async () => {
    const lena = await as(LENA);
    expect((await lena.put('/api/v2/settings', { hide_presence: true })).json().hide_presence).toBe(true);
    expect((await lena.get('/api/v2/settings')).json().hide_presence).toBe(true);
    const dana = await as(demo.email);
    const presenceOf = async (q: string) => (await dana.getAs(`/api/v2/staff?q=${q}`, staffResponseSchema)).staff[0]?.presence;
    expect(await presenceOf('jurgen')).toEqual({ state: 'checked_in', resource: 'B1-01', location: 'Berlin Mitte', area: 'Etage 1' });
    expect(await presenceOf('zoe')).toEqual({ state: 'booked', resource: 'B1-02', location: 'Berlin Mitte', area: 'Etage 1' });
    expect(await presenceOf('ayse')).toEqual({ state: 'in_meeting', resource: 'Spree', location: 'Berlin Mitte', area: 'Etage 1' });
    expect(await presenceOf('bjorn')).toEqual({ state: 'remote', ...NOWHERE });
    expect(await presenceOf('weiss')).toEqual({ state: 'unknown', ...NOWHERE });
    const lenaFound = (await dana.getAs('/api/v2/staff?q=weiss', staffResponseSchema)).staff[0];
    expect(lenaFound?.link).toMatchObject({ status: 'requested', direction: 'incoming' });
    const links = (await dana.getAs('/api/v2/links', linksResponseSchema)).links;
    expect(links.map((l) => [l.colleague.last_name, l.status, l.direction, l.colleague.presence.state])).toEqual([
      ['Brück', 'accepted', 'outgoing', 'booked'],
      ['Çelik', 'accepted', 'outgoing', 'in_meeting'],
      ['Müller', 'accepted', 'outgoing', 'checked_in'],
      ['Schäfer', 'accepted', 'outgoing', 'remote'],
      ['Weiß', 'requested', 'incoming', 'unknown'],
    ]);
  });

  it('requests a link, refuses it twice, and accepts a mutual request; both sides are told', async () => {
    const karl = await as(kollege.email);
    const juergen = await as(JUERGEN);
    const [karlId, juergenId] = [await idOf(kollege.email), await idOf(JUERGEN)];
    const requested = bodyAs(await karl.post('/api/v2/links', { user_id: juergenId }), 201, linkSchema);
    expect(requested).toMatchObject({
      status: 'requested',
      direction: 'outgoing',
      colleague: { id: juergenId, first_name: 'Jürgen', last_name: 'Müller', department: 'Vertrieb', presence: { state: 'checked_in' } },
    });
    expect(await messagesOf(JUERGEN)).toEqual([
      { type: 'LinkRequestNotification', payload: { link_id: requested.id, colleague: 'Karl Kollege' } },
    ]);
    const twice = await karl.post('/api/v2/links', { user_id: juergenId });
    expect([twice.statusCode, twice.json().errors]).toEqual([422, { user_id: ['Ihr seid schon verbunden oder die Anfrage läuft schon.'] }]);
    const mutual = bodyAs(await juergen.post('/api/v2/links', { user_id: karlId }), 200, linkSchema);
    expect(mutual).toMatchObject({ id: requested.id, status: 'accepted', direction: 'incoming', colleague: { id: karlId } });
    expect(await messagesOf(kollege.email)).toEqual([
      { type: 'LinkAcceptedNotification', payload: { link_id: requested.id, colleague: 'Jürgen Müller' } },
    ]);
    const again = await juergen.post('/api/v2/links', { user_id: karlId });
    expect([again.statusCode, again.json().errors]).toEqual([422, { user_id: ['Ihr seid schon verbunden oder die Anfrage läuft schon.'] }]);
    expect((await karl.getAs('/api/v2/staff?q=jurgen', staffResponseSchema)).staff[0]?.link).toEqual({
      id: requested.id,
      status: 'accepted',
      direction: 'outgoing',
    });
  });

  it('refuses a link to oneself (422) and to a person of another group (404), storing nothing', async () => {
    const karl = await as(kollege.email);
    const before = await linkCount();
    const self = await karl.post('/api/v2/links', { user_id: await idOf(kollege.email) });
    expect([self.statusCode, self.json().errors]).toEqual([422, { user_id: ['Du kannst dich nicht mit dir selbst verbinden.'] }]);
    const foreign = await karl.post('/api/v2/links', { user_id: strangerId });
    expect([foreign.statusCode, foreign.json().message]).toEqual([404, 'Diese Person gibt es in deiner Gruppe nicht.']);
    const fromOutside = await stranger.post('/api/v2/links', { user_id: await idOf(kollege.email) });
    expect(fromOutside.statusCode).toBe(404);
    expect((await karl.post('/api/v2/links', { user_id: 'x' })).statusCode).toBe(422);
    expect(await linkCount()).toBe(before);
  });

  it('lets only the addressee accept or decline, either side remove, and nobody else touch a link', async () => {
    const karl = await as(kollege.email);
    const zoe = await as(ZOE);
    const bjoern = await as(BJOERN);
    const dana = await as(demo.email);
    const toZoe = bodyAs(await karl.post('/api/v2/links', { user_id: await idOf(ZOE) }), 201, linkSchema);
    const toBjoern = bodyAs(await karl.post('/api/v2/links', { user_id: await idOf(BJOERN) }), 201, linkSchema);
    for (const [client, path] of [
      [karl, `accept`],
      [karl, `decline`],
      [dana, `accept`],
      [dana, `decline`],
      [stranger, `accept`],
      [stranger, `decline`],
    ] as const) {
      const response = await client.post(`/api/v2/links/${toZoe.id}/${path}`);
      expect([response.statusCode, response.json().message]).toEqual([404, 'Verbindung nicht gefunden.']);
    }
    expect((await dana.request('DELETE', `/api/v2/links/${toZoe.id}`)).statusCode).toBe(404);
    expect((await stranger.request('DELETE', `/api/v2/links/${toZoe.id}`)).statusCode).toBe(404);
    expect((await stranger.getAs('/api/v2/links', linksResponseSchema)).links).toEqual([]);

    const accepted = bodyAs(await zoe.post(`/api/v2/links/${toZoe.id}/accept`), 200, linkSchema);
    expect(accepted).toMatchObject({ id: toZoe.id, status: 'accepted', direction: 'incoming', colleague: { last_name: 'Kollege' } });
    expect((await messagesOf(kollege.email)).at(-1)).toEqual({
      type: 'LinkAcceptedNotification',
      payload: { link_id: toZoe.id, colleague: 'Zoë Brück' },
    });
    expect((await zoe.post(`/api/v2/links/${toZoe.id}/accept`)).statusCode).toBe(404);
    expect((await zoe.post(`/api/v2/links/${toZoe.id}/decline`)).statusCode).toBe(404);

    expect((await bjoern.post(`/api/v2/links/${toBjoern.id}/decline`)).statusCode).toBe(204);
    expect(await queryRows(t.database.db, sql`SELECT id FROM links WHERE id = ${toBjoern.id}`)).toEqual([]);
    const askedAgain = bodyAs(await karl.post('/api/v2/links', { user_id: await idOf(BJOERN) }), 201, linkSchema);
    expect((await bjoern.request('DELETE', `/api/v2/links/${askedAgain.id}`)).statusCode).toBe(204);

    expect((await karl.getAs('/api/v2/links', linksResponseSchema)).links.map((l) => [l.colleague.last_name, l.status])).toEqual([
      ['Brück', 'accepted'],
      ['Müller', 'accepted'],
    ]);
    expect((await karl.request('DELETE', `/api/v2/links/${toZoe.id}`)).statusCode).toBe(204);
    expect((await karl.request('DELETE', `/api/v2/links/${toZoe.id}`)).statusCode).toBe(404);
    expect((await zoe.getAs('/api/v2/links', linksResponseSchema)).links.map((l) => l.colleague.last_name)).toEqual(['Demo']);
  });

  it("shows the team's day: desks and rooms with their place, hidden colleagues without bookings", async () => {
    const dana = await as(demo.email);
    const [b101, spree, h01] = [await resourceOf('B1-01'), await resourceOf('Spree'), await resourceOf('H-01')];
    const today = await teamDay(dana, '2027-01-05');
    expect(today.day).toBe('2027-01-05');
    expect(today.members.map((m) => [m.colleague.last_name, m.hidden, m.bookings.map((b) => b.resource)])).toEqual([
      ['Brück', false, ['B1-02']],
      ['Çelik', false, ['H-01', 'Spree']],
      ['Müller', false, ['B1-01']],
      ['Schäfer', false, []],
    ]);
    expect(today.members[1]).toEqual({
      colleague: { id: await idOf(AYSE), first_name: 'Ayşe', last_name: 'Çelik', department: 'Entwicklung' },
      hidden: false,
      bookings: [
        {
          kind: 'desk',
          resource: 'H-01',
          location_id: h01.location_id,
          location: 'Hamburg Hafen',
          area_id: h01.area_id,
          area: 'Open Space',
          start: '2027-01-05T07:00:00.000Z',
          end: '2027-01-05T17:00:00.000Z',
          checked_in: false,
        },
        {
          kind: 'room',
          resource: 'Spree',
          location_id: spree.location_id,
          location: 'Berlin Mitte',
          area_id: spree.area_id,
          area: 'Etage 1',
          start: '2027-01-05T08:00:00.000Z',
          end: '2027-01-05T09:00:00.000Z',
          checked_in: false,
        },
      ],
    });
    expect(today.members[2]?.bookings[0]).toMatchObject({ location_id: b101.location_id, area_id: b101.area_id, checked_in: true });

    const lena = await as(LENA);
    await lena.put('/api/v2/settings', { hide_presence: false });
    await (await as(demo.email)).post(`/api/v2/links`, { user_id: await idOf(LENA) });
    const tomorrow = await teamDay(dana, '2027-01-06');
    expect(tomorrow.members.map((m) => [m.colleague.last_name, m.hidden, m.bookings.map((b) => `${b.resource} ${b.start}`)])).toEqual([
      ['Brück', false, []],
      ['Çelik', false, []],
      ['Müller', false, ['B1-01 2027-01-06T07:00:00.000Z']],
      ['Schäfer', false, []],
      ['Weiß', false, ['B2-02 2027-01-06T07:00:00.000Z']],
    ]);
    await lena.put('/api/v2/settings', { hide_presence: true });
    expect((await teamDay(dana, '2027-01-06')).members.at(-1)).toEqual({
      colleague: { id: await idOf(LENA), first_name: 'Lena', last_name: 'Weiß', department: 'Marketing' },
      hidden: true,
      bookings: [],
    });
    expect((await teamDay(dana, '2027-02-16')).members).toHaveLength(5);
    expect((await teamDay(stranger, '2027-01-06')).members).toEqual([]);
  });

  it('refuses a team day before today or more than 6 weeks ahead', async () => {
    const dana = await as(demo.email);
    const past = await dana.get('/api/v2/team/days?day=2027-01-04');
    expect([past.statusCode, past.json().errors]).toEqual([422, { day: ['Bitte einen Tag ab heute wählen.'] }]);
    const far = await dana.get('/api/v2/team/days?day=2027-02-17');
    expect([far.statusCode, far.json().errors]).toEqual([422, { day: ['Höchstens 6 Wochen im Voraus.'] }]);
    expect((await dana.get('/api/v2/team/days?day=2027-02-30')).statusCode).toBe(422);
    expect((await dana.get('/api/v2/team/days')).statusCode).toBe(422);
  });

  it("marks where the caller's team sits on the reservations screen, not others nor who hides", async () => {
    const dana = await as(demo.email);
    const b101 = await resourceOf('B1-01');
    const seats = async (start: number, end: number) =>
      (await dana.getAs(`/api/v2/desks/available?day=2027-01-06&start_minute=${start}&end_minute=${end}`, availableDesksResponseSchema))
        .colleague_seats;
    const juergenSeat = {
      desk_id: b101.id,
      desk: 'B1-01',
      area_id: b101.area_id,
      colleague: { id: await idOf(JUERGEN), first_name: 'Jürgen', last_name: 'Müller' },
    };
    // Lena (linked, but hiding) at B2-02 and Felix (not linked) at B2-01 are not shown.
    expect(await seats(480, 1080)).toEqual([juergenSeat]);
    expect(await seats(780, 1080)).toEqual([]);
    const juergen = await as(JUERGEN);
    await juergen.put('/api/v2/settings', { hide_presence: true });
    expect(await seats(480, 1080)).toEqual([]);
    await juergen.put('/api/v2/settings', { hide_presence: false });
    expect(
      (await stranger.getAs('/api/v2/desks/available?day=2027-01-06&start_minute=480&end_minute=1080', availableDesksResponseSchema))
        .colleague_seats,
    ).toEqual([]);
  });

  it("feeds the lottery's 'near colleagues' with links made and accepted here", async () => {
    const mehmet = await as(MEHMET);
    const felix = await as(FELIX);
    const [mehmetId, felixId] = [await idOf(MEHMET), await idOf(FELIX)];
    const link = bodyAs(await mehmet.post('/api/v2/links', { user_id: felixId }), 201, linkSchema);
    expect(await linkedColleagues(t.database.db, t.demoGroupId, [mehmetId, felixId])).toEqual(new Map());
    await felix.post(`/api/v2/links/${link.id}/accept`);
    expect(await linkedColleagues(t.database.db, t.demoGroupId, [mehmetId, felixId])).toEqual(
      new Map([
        [mehmetId, [felixId]],
        [felixId, [mehmetId]],
      ]),
    );
  });

  it('answers 403 on links and team days when the group has no staff search, storing nothing; search stays open', async () => {
    const before = await linkCount();
    for (const response of [
      await withoutTeam.get('/api/v2/links'),
      await withoutTeam.post('/api/v2/links', { user_id: 1 }),
      await withoutTeam.post('/api/v2/links/1/accept'),
      await withoutTeam.post('/api/v2/links/1/decline'),
      await withoutTeam.request('DELETE', '/api/v2/links/1'),
      await withoutTeam.get('/api/v2/team/days?day=2027-01-05'),
    ]) {
      expect([response.statusCode, response.json().message]).toEqual([403, 'Deine Gruppe nutzt die Teamsuche nicht.']);
    }
    expect(await linkCount()).toBe(before);
    expect(await withoutTeam.getAs('/api/v2/staff?q=a', staffResponseSchema)).toEqual({ staff: [] });
  });

  it('documents every team route in OpenAPI with a summary and an operation id', async () => {
    const document = (await t.app.inject({ method: 'GET', url: '/api/v2/openapi.json' })).json<{
      paths: Record<string, Record<string, { summary?: string; operationId?: string }>>;
    }>();
    const operations = Object.entries(document.paths).flatMap(([path, methods]) =>
      Object.entries(methods).map(([method, op]) => [`${method.toUpperCase()} ${path}`, op.operationId, Boolean(op.summary)]),
    );
    expect(operations.filter(([route]) => /\/(links|team|staff|desks\/available)/.test(String(route)))).toEqual([
      ['GET /api/v2/desks/available', 'availableDesks', true],
      ['GET /api/v2/staff', 'searchStaff', true],
      ['GET /api/v2/links', 'listLinks', true],
      ['POST /api/v2/links', 'requestLink', true],
      ['POST /api/v2/links/{id}/accept', 'acceptLink', true],
      ['POST /api/v2/links/{id}/decline', 'declineLink', true],
      ['DELETE /api/v2/links/{id}', 'removeLink', true],
      ['GET /api/v2/team/days', 'teamDay', true],
    ]);
  });
});
