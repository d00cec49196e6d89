import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { occupancyResponseSchema } from '../../src/contract/occupancy';
import { queryRows } from '../../src/server/db/client';
import { newRollupProgress, rollUpOccupancy, rollUpOccupancyInBatches } from '../../src/server/jobs/occupancy-rollup';
import { ApiClient } from '../support/api-client';
import { DATABASE_KINDS } from '../support/databases';
import { createGroupWithUser } from '../support/groups';
import { DEMO, startTestApp, type TestApp } from '../support/test-app';
import { createUsersWithTokens } from '../support/users';

const OTHER = { name: 'Andere AG', code: 'ANDERE-OCC', email: 'bea@andere.test', password: 'Andere!Pass1' };
const [ADMIN, MEMBER] = DEMO.users;
const ZERO = { bookings: 0, check_ins: 0, no_shows: 0, auto_releases: 0, requests: 0 };

describe.each(DATABASE_KINDS)('occupancy on %s', (kind) => {
  let t: TestApp;
  let admin: ApiClient;
  let member: ApiClient;
  let otherAdmin: ApiClient;
  let group = 0;
  let otherGroup = 0;
  let location = 0;
  let north = 0;
  let south = 0;
  const desks: Record<'d1' | 'd2' | 'd3' | 'd4' | 'room', number> = { d1: 0, d2: 0, d3: 0, d4: 0, room: 0 };

  const one = async <T>(query: ReturnType<typeof sql>) => (await queryRows<T>(t.database.db, query))[0] as T;

  beforeAll(async () => {
    t = await startTestApp(kind);
    admin = new ApiClient(t.app);
    await admin.login(ADMIN?.email ?? '', DEMO.password);
    member = new ApiClient(t.app);
    await member.login(MEMBER?.email ?? '', DEMO.password);
    const other = await createGroupWithUser(t.database, OTHER);
    otherGroup = other.group.id;
    await t.database.db.execute(sql`UPDATE users SET is_admin = true WHERE group_id = ${other.group.id}`);
    otherAdmin = new ApiClient(t.app);
    await otherAdmin.login(OTHER.email, OTHER.password);

    // An own location in the demo group (Berlin, CET in March 2025), so the demo's bookings never count.
    group = (await one<{ id: number }>(sql`SELECT group_id AS id FROM users WHERE email = ${ADMIN?.email ?? ''}`)).id;
    location = (await one<{ id: number }>(sql`INSERT INTO locations (group_id, name) VALUES (${group}, 'Auslastungshaus') RETURNING id`))
      .id;
    north = (
      await one<{ id: number }>(sql`INSERT INTO areas (group_id, location_id, name) VALUES (${group}, ${location}, 'Nord') RETURNING id`)
    ).id;
    south = (
      await one<{ id: number }>(sql`INSERT INTO areas (group_id, location_id, name) VALUES (${group}, ${location}, 'Süd') RETURNING id`)
    ).id;
    const resource = async (area: number, label: string, kindOf: 'desk' | 'room', active = true) =>
      (
        await one<{ id: number }>(
          sql`INSERT INTO resources (group_id, kind, area_id, label, active, capacity)
              VALUES (${group}, ${kindOf}, ${area}, ${label}, ${active}, ${kindOf === 'room' ? 8 : null}) RETURNING id`,
        )
      ).id;
    desks.d1 = await resource(north, 'OCC-1', 'desk');
    desks.d2 = await resource(north, 'OCC-2', 'desk');
    desks.d3 = await resource(south, 'OCC-3', 'desk');
    desks.d4 = await resource(south, 'OCC-4', 'desk', false);
    desks.room = await resource(north, 'OCC-Raum', 'room');
    const users = (await createUsersWithTokens(t.database, group, 6, 'occ')).map((u) => u.id);
    const user = (i: number) => users[i] ?? 0;

    // Local Berlin times (UTC+1): day, start and end as wall clock, plus what happened.
    const book = (
      u: number,
      resourceId: number,
      resourceKind: 'desk' | 'room',
      day: string,
      start: string,
      end: string,
      status: string,
      extra: { checkedIn?: boolean; endedAt?: string } = {},
    ) =>
      t.database.db.execute(sql`
        INSERT INTO bookings (group_id, user_id, resource_id, resource_kind, day, start_at, end_at, status, checked_in_at, ended_at)
        VALUES (${group}, ${u}, ${resourceId}, ${resourceKind}, ${day}::date,
                ${start}::timestamp AT TIME ZONE 'Europe/Berlin', ${end}::timestamp AT TIME ZONE 'Europe/Berlin', ${status},
                CASE WHEN ${extra.checkedIn ?? false}::boolean THEN ${start}::timestamp AT TIME ZONE 'Europe/Berlin' + interval '5 minutes' END,
                ${extra.endedAt ?? null}::timestamp AT TIME ZONE 'Europe/Berlin')`);
    // 3 March: checked in; a no-show; an auto-released no-show (the job ran 35 minutes after the start, grace 30);
    // released and cancelled before their start (never held the desk); a room booking (other kind).
    await book(user(0), desks.d1, 'desk', '2025-03-03', '2025-03-03 08:00', '2025-03-03 18:00', 'booked', { checkedIn: true });
    await book(user(1), desks.d2, 'desk', '2025-03-03', '2025-03-03 08:00', '2025-03-03 18:00', 'booked');
    await book(user(2), desks.d3, 'desk', '2025-03-03', '2025-03-03 08:00', '2025-03-03 18:00', 'released', {
      endedAt: '2025-03-03 08:35',
    });
    await book(user(3), desks.d1, 'desk', '2025-03-03', '2025-03-03 18:30', '2025-03-03 20:00', 'released', {
      endedAt: '2025-03-02 12:00',
    });
    await book(user(4), desks.d2, 'desk', '2025-03-03', '2025-03-03 18:30', '2025-03-03 20:00', 'cancelled', {
      endedAt: '2025-03-03 07:00',
    });
    await book(user(5), desks.room, 'room', '2025-03-03', '2025-03-03 10:00', '2025-03-03 11:00', 'booked');
    // 23:30 local on 4 March is 22:30 UTC the same day; 00:30 local on 5 March is still 4 March in UTC.
    await book(user(0), desks.d1, 'desk', '2025-03-04', '2025-03-04 23:30', '2025-03-04 23:59', 'booked', { checkedIn: true });
    await book(user(1), desks.d2, 'desk', '2025-03-05', '2025-03-05 00:30', '2025-03-05 02:00', 'booked');

    const request = (u: number, day: string, status: string, pref: { area?: number; desk?: number }) =>
      t.database.db.execute(sql`
        INSERT INTO desk_requests (group_id, user_id, day, preferred_area_id, preferred_desk_id, status)
        VALUES (${group}, ${u}, ${day}::date, ${pref.area ?? null}, ${pref.desk ?? null}, ${status})`);
    await request(user(0), '2025-03-03', 'lost', { area: north });
    await request(user(1), '2025-03-03', 'won', { desk: desks.d3 });
    // no preference: counts for the whole group only, not for a location
    await request(user(2), '2025-03-03', 'lost', {});
    await request(user(3), '2025-03-03', 'withdrawn', { area: north });
    await request(user(4), '2025-03-04', 'won', { area: north });
    // app start, a second group and six users with hashed passwords: slow on a busy machine
  }, 120_000);
  afterAll(() => t.close());

  const report = (client: ApiClient, query: string) => client.getAs(`/api/v2/admin/occupancy?${query}`, occupancyResponseSchema);

  const expectLocationFigures = async () => {
    const r = await report(admin, `from=2025-03-03&to=2025-03-05&location_id=${location}`);
    expect(r).toMatchObject({ from: '2025-03-03', to: '2025-03-05', kind: 'desk', location_id: location, area_id: null });
    expect(r.time_zone).toBe('Europe/Berlin');
    expect(r.days).toEqual([
      { day: '2025-03-03', supply: 3, bookings: 3, check_ins: 1, no_shows: 2, auto_releases: 1, requests: 2 },
      { day: '2025-03-04', supply: 3, bookings: 1, check_ins: 1, no_shows: 0, auto_releases: 0, requests: 1 },
      { day: '2025-03-05', supply: 3, bookings: 1, check_ins: 0, no_shows: 1, auto_releases: 0, requests: 0 },
    ]);
    expect(r.totals).toEqual({ supply: 3, bookings: 5, check_ins: 2, no_shows: 3, auto_releases: 1, requests: 3 });
    expect(r.areas).toEqual([
      {
        area_id: north,
        area_name: 'Nord',
        location_id: location,
        location_name: 'Auslastungshaus',
        supply: 2,
        bookings: 4,
        check_ins: 2,
        no_shows: 2,
        auto_releases: 0,
        requests: 2,
      },
      {
        area_id: south,
        area_name: 'Süd',
        location_id: location,
        location_name: 'Auslastungshaus',
        supply: 1,
        bookings: 1,
        check_ins: 0,
        no_shows: 1,
        auto_releases: 1,
        requests: 1,
      },
    ]);
    expect(r.locations).toEqual([
      {
        location_id: location,
        location_name: 'Auslastungshaus',
        supply: 3,
        bookings: 5,
        check_ins: 2,
        no_shows: 3,
        auto_releases: 1,
        requests: 3,
      },
    ]);
    expect(r.places.find((p) => p.id === location)).toEqual({
      id: location,
      name: 'Auslastungshaus',
      areas: [
        { id: north, name: 'Nord' },
        { id: south, name: 'Süd' },
      ],
    });
  };

  const expectAreaAndRooms = async () => {
    const area = await report(admin, `from=2025-03-03&to=2025-03-04&area_id=${south}`);
    expect(area.days).toEqual([
      { day: '2025-03-03', supply: 1, bookings: 1, check_ins: 0, no_shows: 1, auto_releases: 1, requests: 1 },
      { day: '2025-03-04', supply: 1, bookings: 0, check_ins: 0, no_shows: 0, auto_releases: 0, requests: 0 },
    ]);
    expect(area.areas.map((a) => a.area_id)).toEqual([south]);
    const rooms = await report(admin, `from=2025-03-03&to=2025-03-03&location_id=${location}&kind=room`);
    expect(rooms.days).toEqual([{ day: '2025-03-03', supply: 1, ...ZERO, bookings: 1 }]);
    // an area of another location within the location filter: nothing
    const mismatch = await report(admin, `from=2025-03-03&to=2025-03-03&location_id=${location}&area_id=999999`);
    expect(mismatch.totals).toEqual({ supply: 0, ...ZERO });
  };

  const expectGroupRequests = async () => {
    const r = await report(admin, 'from=2025-03-03&to=2025-03-03');
    expect(r.days[0]?.requests).toBe(3);
  };

  it('counts bookings, check-ins, no-shows, auto-releases and lottery requests per local day of a location', expectLocationFigures);

  it('narrows to an area, and counts rooms separately (no check-in, so no no-shows)', expectAreaAndRooms);

  it('counts a request without preference for the whole group', expectGroupRequests);

  it('serves the days as CSV with a BOM, semicolons and headers in the reader language', async () => {
    admin.language = 'de';
    const de = await admin.get(`/api/v2/admin/occupancy.csv?from=2025-03-03&to=2025-03-05&location_id=${location}`);
    expect(de.statusCode).toBe(200);
    expect(de.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(de.headers['content-disposition']).toBe('attachment; filename="occupancy-2025-03-03-2025-03-05.csv"');
    expect(de.body).toBe(
      '\uFEFFTag;Ressourcen in Betrieb;Buchungen;Check-ins;No-Shows;Automatisch freigegeben;Lotterie-Anfragen\r\n' +
        '2025-03-03;3;3;1;2;1;2\r\n2025-03-04;3;1;1;0;0;1\r\n2025-03-05;3;1;0;1;0;0\r\n',
    );
    admin.language = 'en';
    const en = await admin.get(`/api/v2/admin/occupancy.csv?from=2025-03-04&to=2025-03-04&area_id=${north}`);
    admin.language = 'de';
    expect(en.body).toBe(
      '\uFEFFDay;Resources in service;Bookings;Check-ins;No-shows;Auto-releases;Lottery requests\r\n2025-03-04;2;1;1;0;0;1\r\n',
    );
  });

  it('accepts 366 days and refuses a reversed or longer range (422 in German and English)', async () => {
    const year = await report(admin, `from=2024-01-01&to=2024-12-31&location_id=${location}`);
    expect(year.days).toHaveLength(366);
    expect(year.totals).toEqual({ supply: 3, ...ZERO });
    const cases: Array<[string, string, string]> = [
      ['from=2025-03-05&to=2025-03-03', 'Das Ende darf nicht vor dem Anfang liegen.', 'The end must not be before the start.'],
      ['from=2025-01-01&to=2026-01-02', 'Höchstens 366 Tage auf einmal.', 'At most 366 days at once.'],
    ];
    for (const [query, german, english] of cases) {
      for (const path of ['/api/v2/admin/occupancy', '/api/v2/admin/occupancy.csv']) {
        admin.language = 'en';
        const en = await admin.get(`${path}?${query}`);
        admin.language = 'de';
        const de = await admin.get(`${path}?${query}`);
        expect(en.statusCode).toBe(422);
        expect(en.json()).toMatchObject({ id: 'validation', errors: { to: [english] } });
        expect(de.statusCode).toBe(422);
        expect(de.json()).toMatchObject({ id: 'validation', errors: { to: [german] } });
      }
    }
    const bad = await admin.get('/api/v2/admin/occupancy?from=2025-02-30&to=2025-03-03&kind=desk');
    expect(bad.statusCode).toBe(422);
    expect(bad.json()).toMatchObject({ errors: { from: ['Ungültiges Datum.'] } });
    const neither = await admin.get('/api/v2/admin/occupancy.csv?from=2026-13-01&to=');
    expect([neither.statusCode, Object.keys(neither.json<{ errors: object }>().errors).sort()]).toEqual([422, ['from', 'to']]);
    const kindBad = await admin.get('/api/v2/admin/occupancy?from=2025-03-03&to=2025-03-03&kind=boat');
    expect(kindBad.statusCode).toBe(422);
    expect(Object.keys(kindBad.json<{ errors: object }>().errors)).toEqual(['kind']);
  });

  it('refuses members (403) on both routes', async () => {
    expect((await member.get('/api/v2/admin/occupancy?from=2025-03-03&to=2025-03-05')).statusCode).toBe(403);
    expect((await member.get('/api/v2/admin/occupancy.csv?from=2025-03-03&to=2025-03-05')).statusCode).toBe(403);
    expect((await new ApiClient(t.app).get('/api/v2/admin/occupancy?from=2025-03-03&to=2025-03-05')).statusCode).toBe(401);
  });

  const expectOtherGroupZeros = async () => {
    for (const query of ['from=2025-03-03&to=2025-03-05', `from=2025-03-03&to=2025-03-05&location_id=${location}&area_id=${north}`]) {
      const r = await report(otherAdmin, query);
      expect(r.days).toEqual([
        { day: '2025-03-03', supply: 0, ...ZERO },
        { day: '2025-03-04', supply: 0, ...ZERO },
        { day: '2025-03-05', supply: 0, ...ZERO },
      ]);
      expect(r.areas).toEqual([]);
      expect(r.places).toEqual([]);
    }
    const csv = await otherAdmin.get(`/api/v2/admin/occupancy.csv?from=2025-03-03&to=2025-03-03&location_id=${location}`);
    expect(csv.body).toBe(
      '\uFEFFTag;Ressourcen in Betrieb;Buchungen;Check-ins;No-Shows;Automatisch freigegeben;Lotterie-Anfragen\r\n2025-03-03;0;0;0;0;0;0\r\n',
    );
  };

  it("shows another group's admin only its own zeros, even with this group's location and area", expectOtherGroupZeros);

  // The job as the ticker runs it on 6 March 2025 (Berlin): 3 to 5 March have ended, 4 and 5 March are the last two.
  const rollUp = () => t.database.db.transaction((tx) => rollUpOccupancy(tx, new Date('2025-03-06T11:00:00Z')));
  const count = async (query: ReturnType<typeof sql>) => Number((await one<{ n: number | string }>(query)).n);

  it('answers the same from rolled-up days, keeps their supply, and corrects the last two ended days on the next run', async () => {
    await rollUp();
    expect(
      await count(sql`SELECT count(*) AS n FROM occupancy_rollups WHERE group_id = ${group} AND day BETWEEN '2025-03-01' AND '2025-03-10'`),
    ).toBe(3);
    // Nord and Süd desks and the Nord room, each day; plus the request without any preference on 3 March (area 0)
    expect(
      await count(
        sql`SELECT count(*) AS n FROM occupancy_days WHERE group_id = ${group} AND area_id IN (${north}, ${south}, 0) AND day BETWEEN '2025-03-03' AND '2025-03-05'`,
      ),
    ).toBe(10);
    expect(await count(sql`SELECT count(*) AS n FROM occupancy_days WHERE group_id = ${otherGroup}`)).toBe(0);
    expect(
      await count(
        sql`SELECT count(*) AS n FROM occupancy_rollups WHERE group_id = ${otherGroup} AND day BETWEEN '2025-03-01' AND '2025-03-10'`,
      ),
    ).toBe(2);

    await expectLocationFigures();
    await expectAreaAndRooms();
    await expectGroupRequests();
    await expectOtherGroupZeros();
    // a second run changes nothing
    await rollUp();
    await expectLocationFigures();

    // Supply of an ended day stays as it was rolled up; the range's supply is the supply now.
    await t.database.db.execute(sql`UPDATE resources SET active = false WHERE group_id = ${group} AND id = ${desks.d3}`);
    const later = await report(admin, `from=2025-03-04&to=2025-03-05&location_id=${location}`);
    expect(later.days.map((d) => d.supply)).toEqual([3, 3]);
    expect(later.totals.supply).toBe(2);
    await t.database.db.execute(sql`UPDATE resources SET active = true WHERE group_id = ${group} AND id = ${desks.d3}`);

    // A late check-in on 5 March: the rolled-up day still shows the no-show until the job runs again.
    await t.database.db.execute(sql`
      UPDATE bookings SET checked_in_at = start_at + interval '5 minutes'
      WHERE group_id = ${group} AND resource_id = ${desks.d2} AND day = '2025-03-05'`);
    const stale = await report(admin, `from=2025-03-05&to=2025-03-05&location_id=${location}`);
    expect(stale.days).toEqual([{ day: '2025-03-05', supply: 3, bookings: 1, check_ins: 0, no_shows: 1, auto_releases: 0, requests: 0 }]);
    await rollUp();
    const corrected = await report(admin, `from=2025-03-03&to=2025-03-05&location_id=${location}`);
    expect(corrected.days).toEqual([
      { day: '2025-03-03', supply: 3, bookings: 3, check_ins: 1, no_shows: 2, auto_releases: 1, requests: 2 },
      { day: '2025-03-04', supply: 3, bookings: 1, check_ins: 1, no_shows: 0, auto_releases: 0, requests: 1 },
      { day: '2025-03-05', supply: 3, bookings: 1, check_ins: 1, no_shows: 0, auto_releases: 0, requests: 0 },
    ]);
    expect(corrected.totals).toEqual({ supply: 3, bookings: 5, check_ins: 3, no_shows: 2, auto_releases: 1, requests: 3 });

    // A gap (4 March not rolled up): counted live in the same answer, then filled by the next run.
    await t.database.db.execute(sql`DELETE FROM occupancy_days WHERE group_id = ${group} AND day = '2025-03-04'`);
    await t.database.db.execute(sql`DELETE FROM occupancy_rollups WHERE group_id = ${group} AND day = '2025-03-04'`);
    expect((await report(admin, `from=2025-03-03&to=2025-03-05&location_id=${location}`)).days).toEqual(corrected.days);
    await rollUp();
    expect(await count(sql`SELECT count(*) AS n FROM occupancy_rollups WHERE group_id = ${group} AND day = '2025-03-04'`)).toBe(1);
    expect((await report(admin, `from=2025-03-03&to=2025-03-05&location_id=${location}`)).days).toEqual(corrected.days);

    // A request withdrawn on 4 March no longer counts once the job has run again.
    await t.database.db.execute(sql`UPDATE desk_requests SET status = 'withdrawn' WHERE group_id = ${group} AND day = '2025-03-04'`);
    await rollUp();
    const withdrawn = await report(admin, `from=2025-03-04&to=2025-03-04&area_id=${north}`);
    expect(withdrawn.days).toEqual([
      { day: '2025-03-04', supply: 2, bookings: 1, check_ins: 1, no_shows: 0, auto_releases: 0, requests: 0 },
    ]);
    await expectOtherGroupZeros();
  });

  it('the ticker rolls a long backlog up one batch per transaction, and reaches every ended day', async () => {
    const march6 = new Date('2025-03-06T11:00:00Z');
    const [user] = await queryRows<{ id: number }>(t.database.db, sql`SELECT id FROM users WHERE group_id = ${group} LIMIT 1`);
    await t.database.db.execute(sql`
      INSERT INTO bookings (group_id, user_id, resource_id, resource_kind, day, start_at, end_at, status)
      VALUES (${group}, ${user?.id}, ${desks.d1}, 'desk', '2025-01-02', '2025-01-02T08:00:00Z', '2025-01-02T16:00:00Z', 'booked')`);
    const rolledUp = () =>
      count(sql`SELECT count(*) AS n FROM occupancy_rollups WHERE group_id = ${group} AND day BETWEEN '2025-01-02' AND '2025-03-05'`);
    const before = await rolledUp();
    // The first batch is one day: 2 January to 2 March is 60 days, not yet rolled up, before the last two ended days.
    expect(await t.database.db.transaction((tx) => rollUpOccupancy(tx, march6, { maxBatches: 1 }))).toEqual({ batches: 1, done: false });
    expect((await rolledUp()) - before).toBe(1);
    // Two more batches: each at least a day, however slow the machine.
    await t.database.db.transaction((tx) => rollUpOccupancy(tx, march6, { maxBatches: 2 }));
    expect((await rolledUp()) - before).toBeGreaterThanOrEqual(3);
    await rollUpOccupancyInBatches(t.database, 991_305, () => march6);
    expect(await rolledUp()).toBe(63);
    const january = await report(admin, `from=2025-01-02&to=2025-01-02&location_id=${location}`);
    expect(january.days).toEqual([{ day: '2025-01-02', supply: 3, bookings: 1, check_ins: 0, no_shows: 1, auto_releases: 0, requests: 0 }]);
  });

  it('a run stops where it may not go on (requests keep a PGlite server busy), and the next goes on from there', async () => {
    const march6 = new Date('2025-03-06T11:00:00Z');
    await t.database.db.execute(sql`DELETE FROM occupancy_rollups WHERE group_id = ${group} AND day >= '2025-02-01'`);
    const rolledUp = () =>
      count(sql`SELECT count(*) AS n FROM occupancy_rollups WHERE group_id = ${group} AND day BETWEEN '2025-02-01' AND '2025-03-05'`);
    let asked = 0;
    await rollUpOccupancyInBatches(
      t.database,
      991_306,
      () => march6,
      () => ++asked <= 1,
    );
    expect(asked).toBe(2);
    const afterOne = await rolledUp();
    expect(afterOne).toBeGreaterThanOrEqual(1);
    expect(afterOne).toBeLessThan(33);
    await rollUpOccupancyInBatches(
      t.database,
      991_306,
      () => march6,
      () => false,
    );
    expect(await rolledUp()).toBe(afterOne);
    await rollUpOccupancyInBatches(t.database, 991_306, () => march6);
    expect(await rolledUp()).toBe(33);
  });

  it('a run of one-day batches (a slow machine) goes on from where the last one stopped and ends', async () => {
    const march6 = new Date('2025-03-06T11:00:00Z');
    await t.database.db.execute(sql`DELETE FROM occupancy_rollups WHERE group_id = ${group} AND day >= '2025-02-20'`);
    const progress = newRollupProgress();
    const calls: Array<{ batches: number; done: boolean }> = [];
    // Every group's backlog (this file's groups), one day per transaction: the last two ended days must not repeat forever.
    for (let call = 0; call < 500 && !calls.at(-1)?.done; call++) {
      progress.days = 1;
      calls.push(await t.database.db.transaction((tx) => rollUpOccupancy(tx, march6, { maxBatches: 1, progress })));
    }
    expect(calls.at(-1)?.done).toBe(true);
    expect(
      await count(sql`SELECT count(*) AS n FROM occupancy_rollups WHERE group_id = ${group} AND day BETWEEN '2025-02-20' AND '2025-03-05'`),
    ).toBe(14);
  });
});
