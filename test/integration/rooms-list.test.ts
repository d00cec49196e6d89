import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { roomAvailabilityResponseSchema, roomsResponseSchema } from '../../src/contract/rooms';
import { queryRows } from '../../src/server/db/client';
import { hashPassword } from '../../src/server/features/auth/passwords';
import { insertUser } from '../../src/server/features/users/repository';
import { ApiClient } from '../support/api-client';
import { DATABASE_KINDS } from '../support/databases';
import { createGroupWithUser } from '../support/groups';
import { DEMO, startTestApp, type TestApp } from '../support/test-app';

const PASSWORD = 'Raumwelt!Pass1';

/**
 * `GET rooms` lists one location unless asked for all (issue 16): the asked one, else the reader's default — their
 * fixed desk's location, else their latest booking's up to today, else their next one's, else the first by name.
 * Busy times stay right on clock-change days.
 */
describe.each(DATABASE_KINDS)('GET rooms: one location by default, busy times on clock-change days, on %s', (kind) => {
  // The app's clock stands at Saturday 20 March 2027, 10:00 in Berlin.
  const now = new Date('2027-03-20T09:00:00Z');
  let t: TestApp;
  let groupId: number;
  const location: Record<'Aachen' | 'Bonn' | 'Koeln', number> = { Aachen: 0, Bonn: 0, Koeln: 0 };
  const room: Record<'A1' | 'A2' | 'K1', number> = { A1: 0, A2: 0, K1: 0 };
  const client: Record<'bea' | 'koeln' | 'bonn' | 'recent' | 'upcoming', ApiClient> = {} as never;
  const userId: Record<string, number> = {};
  let demo: ApiClient;

  const exec = (query: ReturnType<typeof sql>) => t.database.db.execute(query);
  const one = async (query: ReturnType<typeof sql>) => (await queryRows<{ id: number }>(t.database.db, query))[0]?.id ?? 0;
  const place = async (gid: number, name: string) => {
    const id = await one(sql`INSERT INTO locations (group_id, name) VALUES (${gid}, ${name}) RETURNING id`);
    const area = await one(sql`INSERT INTO areas (group_id, location_id, name) VALUES (${gid}, ${id}, ${`${name} EG`}) RETURNING id`);
    return { id, area };
  };
  const addRoom = (gid: number, area: number, label: string, capacity: number, equipment: string[], active = true) =>
    one(sql`INSERT INTO resources (group_id, kind, area_id, label, capacity, equipment, active)
            VALUES (${gid}, 'room', ${area}, ${label}, ${capacity}, ${JSON.stringify(equipment)}::jsonb, ${active}) RETURNING id`);
  const book = (gid: number, uid: number, resourceId: number, kindOf: string, day: string, start: string, end: string) =>
    exec(sql`INSERT INTO bookings (group_id, user_id, resource_id, resource_kind, day, start_at, end_at, status)
             VALUES (${gid}, ${uid}, ${resourceId}, ${kindOf}, ${day}::date, ${start}::timestamptz, ${end}::timestamptz, 'booked')`);

  beforeAll(async () => {
    t = await startTestApp(kind, {}, { clock: { now: () => now } });
    const created = await createGroupWithUser(t.database, {
      name: 'Raumwelt AG',
      code: 'RAUMWELT-1',
      email: 'bea@raumwelt.test',
      password: PASSWORD,
    });
    groupId = created.group.id;
    userId.bea = created.user.id;
    await exec(sql`UPDATE groups SET has_conference_rooms = true, time_zone = 'Europe/Berlin' WHERE id = ${groupId}`);
    // Köln is created first, so ids do not follow names: Aachen comes first by name.
    const koeln = await place(groupId, 'Köln');
    const aachen = await place(groupId, 'Aachen');
    const bonn = await place(groupId, 'Bonn');
    Object.assign(location, { Koeln: koeln.id, Aachen: aachen.id, Bonn: bonn.id });
    room.K1 = await addRoom(groupId, koeln.area, 'K1', 6, ['video']);
    await addRoom(groupId, koeln.area, 'K-alt', 30, ['beamer'], false);
    room.A2 = await addRoom(groupId, aachen.area, 'A2', 10, ['beamer']);
    room.A1 = await addRoom(groupId, aachen.area, 'A1', 4, []);
    // Bonn has desks only.
    const desk = (area: number, label: string) =>
      one(sql`INSERT INTO resources (group_id, kind, area_id, label) VALUES (${groupId}, 'desk', ${area}, ${label}) RETURNING id`);
    const koelnDesk = await desk(koeln.area, 'K-Tisch');
    const bonnDesk = await desk(bonn.area, 'B-Tisch');
    const passwordHash = await hashPassword(PASSWORD);
    for (const name of ['koeln', 'bonn', 'recent', 'upcoming'] as const) {
      const user = await insertUser(t.database.db, {
        groupId,
        email: `${name}@raumwelt.test`,
        firstName: name,
        name: 'Raumwelt',
        passwordHash,
        termsAcceptedAt: now,
      });
      userId[name] = user.id;
    }
    await exec(sql`UPDATE resources SET owner_user_id = ${userId.koeln} WHERE id = ${koelnDesk}`);
    await exec(sql`UPDATE resources SET owner_user_id = ${userId.bonn} WHERE id = ${bonnDesk}`);
    // recent: Aachen a week ago, Köln yesterday (the latest up to today), Aachen next week
    await book(groupId, userId.recent as number, room.A1, 'room', '2027-03-13', '2027-03-13T09:00Z', '2027-03-13T10:00Z');
    await book(groupId, userId.recent as number, koelnDesk, 'desk', '2027-03-19', '2027-03-19T08:00Z', '2027-03-19T16:00Z');
    await book(groupId, userId.recent as number, room.A2, 'room', '2027-03-26', '2027-03-26T09:00Z', '2027-03-26T10:00Z');
    // upcoming: nothing past, Köln next week
    await book(groupId, userId.upcoming as number, room.K1, 'room', '2027-03-25', '2027-03-25T09:00Z', '2027-03-25T10:00Z');
    for (const name of ['bea', 'koeln', 'bonn', 'recent', 'upcoming'] as const) {
      client[name] = new ApiClient(t.app);
      expect((await client[name].login(`${name}@raumwelt.test`, PASSWORD)).statusCode).toBe(200);
    }
    demo = new ApiClient(t.app);
    await demo.login(DEMO.users[0].email, DEMO.password);
  });
  afterAll(() => t.close());

  const list = (who: ApiClient, query: string) => who.getAs(`/api/v2/rooms?${query}`, roomsResponseSchema);
  const summary = async (who: ApiClient, query: string) => {
    const answer = await list(who, query);
    return { location: answer.location?.name ?? null, rooms: answer.rooms.map((r) => r.label) };
  };

  it("without a location lists the reader's default location and says which; the switch lists every location with rooms", async () => {
    const answer = await list(client.bea, 'day=2027-03-22');
    expect(answer.location).toEqual({ id: location.Aachen, name: 'Aachen' });
    expect(answer.rooms.map((r) => [r.label, r.capacity, r.location.name, r.area.name])).toEqual([
      ['A1', 4, 'Aachen', 'Aachen EG'],
      ['A2', 10, 'Aachen', 'Aachen EG'],
    ]);
    // the rooms in service of every location, not only the listed one's (K-alt is out of service)
    expect(answer.equipment).toEqual(['beamer', 'video']);
    expect(answer.locations).toEqual([
      { id: location.Aachen, name: 'Aachen' },
      { id: location.Koeln, name: 'Köln' },
    ]);
    // no desk, no booking: the first location by name; a fixed desk: its location; a desk where there are no rooms
    // (Bonn): the next rule; else the latest booking up to today, else the next one
    expect(await summary(client.bea, '')).toEqual({ location: 'Aachen', rooms: ['A1', 'A2'] });
    expect(await summary(client.koeln, 'day=2027-03-22')).toEqual({ location: 'Köln', rooms: ['K1'] });
    expect(await summary(client.bonn, 'day=2027-03-22')).toEqual({ location: 'Aachen', rooms: ['A1', 'A2'] });
    expect(await summary(client.recent, 'day=2027-03-22')).toEqual({ location: 'Köln', rooms: ['K1'] });
    expect(await summary(client.upcoming, 'day=2027-03-22')).toEqual({ location: 'Köln', rooms: ['K1'] });
  });

  it('filters by the asked location, by people and equipment within it, and lists every location only when asked', async () => {
    expect(await summary(client.koeln, `day=2027-03-22&location_id=${location.Aachen}`)).toEqual({
      location: 'Aachen',
      rooms: ['A1', 'A2'],
    });
    expect(await summary(client.bea, `location_id=${location.Koeln}`)).toEqual({ location: 'Köln', rooms: ['K1'] });
    // a location of the group without rooms: an empty list, not an error
    expect(await summary(client.bea, `day=2027-03-22&location_id=${location.Bonn}`)).toEqual({ location: 'Bonn', rooms: [] });
    expect(await summary(client.bea, 'day=2027-03-22&people=5')).toEqual({ location: 'Aachen', rooms: ['A2'] });
    expect(await summary(client.bea, 'day=2027-03-22&equipment=beamer')).toEqual({ location: 'Aachen', rooms: ['A2'] });
    expect(await summary(client.bea, 'day=2027-03-22&equipment=video')).toEqual({ location: 'Aachen', rooms: [] });
    expect(await summary(client.bea, 'day=2027-03-22&location_id=all')).toEqual({ location: null, rooms: ['A1', 'A2', 'K1'] });
    expect(await summary(client.bea, 'location_id=all&people=5')).toEqual({ location: null, rooms: ['A2', 'K1'] });
    // a time range keeps the bound: only Aachen's rooms free 10:00–11:00 on 26 March (A2 is taken)
    expect(await summary(client.bea, 'day=2027-03-26&start_minute=600&end_minute=660')).toEqual({ location: 'Aachen', rooms: ['A1'] });
    expect(await summary(client.bea, 'day=2027-03-26&start_minute=660&end_minute=720')).toEqual({
      location: 'Aachen',
      rooms: ['A1', 'A2'],
    });
  });

  it('lists rooms and offers their equipment as rooms are added, edited, taken out of service and deleted', async () => {
    const equipment = async () => (await list(client.bea, 'day=2027-03-22')).equipment;
    const [k1] = await queryRows<{ area_id: number }>(t.database.db, sql`SELECT area_id FROM resources WHERE id = ${room.K1}`);
    const area = k1?.area_id ?? 0;
    const added = await addRoom(groupId, area, 'K2', 8, ['Whiteboard', 'Ämter-Telefon', 'video']);
    // a desk's equipment is not a room filter
    const desk = await one(sql`INSERT INTO resources (group_id, kind, area_id, label, equipment)
      VALUES (${groupId}, 'desk', ${area}, 'K-Tisch-2', '["Dockingstation"]'::jsonb) RETURNING id`);
    // by code point, as the filter sorts: capitals, then small letters, then umlauts
    expect(await equipment()).toEqual(['Whiteboard', 'beamer', 'video', 'Ämter-Telefon']);
    // the new room is listed at once, with its busy times
    await book(groupId, userId.bea as number, added, 'room', '2027-03-22', '2027-03-22T08:00Z', '2027-03-22T09:30Z');
    const koeln = await list(client.bea, `day=2027-03-22&location_id=${location.Koeln}`);
    expect(koeln.rooms.map((r) => [r.label, r.busy])).toEqual([
      ['K1', []],
      ['K2', [{ start_minute: 540, end_minute: 630, mine: true }]],
    ]);
    await exec(sql`UPDATE resources SET equipment = '["Whiteboard"]'::jsonb WHERE id = ${added}`);
    expect(await equipment()).toEqual(['Whiteboard', 'beamer', 'video']);
    await exec(sql`UPDATE resources SET active = false WHERE id = ${added}`);
    expect(await equipment()).toEqual(['beamer', 'video']);
    expect(await summary(client.bea, `location_id=${location.Koeln}`)).toEqual({ location: 'Köln', rooms: ['K1'] });
    await exec(sql`UPDATE resources SET active = true WHERE id = ${added}`);
    expect(await equipment()).toEqual(['Whiteboard', 'beamer', 'video']);
    await exec(sql`DELETE FROM bookings WHERE resource_id = ${added}`);
    await exec(sql`DELETE FROM resources WHERE id IN (${added}, ${desk})`);
    expect(await equipment()).toEqual(['beamer', 'video']);
    // each group is offered its own rooms' equipment only
    expect((await list(demo, 'location_id=all')).equipment).toEqual(['screen', 'video', 'whiteboard']);
  });

  it("never shows another group's rooms or locations: its location id is refused with 422 at the field", async () => {
    const mine = await list(demo, 'location_id=all');
    expect(mine.rooms.map((r) => r.label)).toEqual(['Havel', 'Spree', 'Elbe']);
    expect(mine.locations.map((l) => l.name)).toEqual(['Berlin Mitte', 'Hamburg Hafen']);
    expect((await list(demo, 'day=2027-03-22')).location?.name).toBe('Berlin Mitte');
    const foreign = await demo.get(`/api/v2/rooms?day=2027-03-22&location_id=${location.Aachen}`);
    expect([foreign.statusCode, foreign.json()]).toEqual([
      422,
      {
        id: 'validation',
        message: 'Bitte die rot markierten Felder prüfen.',
        errors: { location_id: ['Das gibt es in deiner Gruppe nicht.'] },
      },
    ]);
    const demoLocation = mine.locations[0]?.id ?? 0;
    const back = await client.bea.get(`/api/v2/rooms?location_id=${demoLocation}`);
    expect([back.statusCode, back.json().errors]).toEqual([422, { location_id: ['Das gibt es in deiner Gruppe nicht.'] }]);
  });

  it('refuses a malformed location_id with 422 naming the field in the reader language', async () => {
    const errors = async (value: string, who = client.bea) => {
      const response = await who.get(`/api/v2/rooms?day=2027-03-22&location_id=${value}`);
      return [response.statusCode, response.json().errors];
    };
    expect(await errors('abc')).toEqual([422, { location_id: ['Ungültiger Wert.'] }]);
    expect(await errors('0')).toEqual([422, { location_id: ['Ungültiger Wert.'] }]);
    expect(await errors('ALL')).toEqual([422, { location_id: ['Ungültiger Wert.'] }]);
    expect(await errors('99999999999')).toEqual([422, { location_id: ['Die Zahl ist zu groß.'] }]);
    const english = new ApiClient(t.app);
    english.language = 'en';
    await english.login('bea@raumwelt.test', PASSWORD);
    expect(await errors('1.5', english)).toEqual([422, { location_id: ['Invalid value.'] }]);
  });

  it('shows busy times as wall-clock minutes on both clock-change days in Berlin (23 and 25 hours)', async () => {
    const k1 = (who: ApiClient, day: string) => list(who, `day=${day}`).then((a) => a.rooms.find((r) => r.id === room.K1)?.busy);
    // 28 March 2027: 02:00 CET becomes 03:00 CEST at 01:00Z
    await book(groupId, userId.koeln as number, room.K1, 'room', '2027-03-28', '2027-03-28T00:30Z', '2027-03-28T01:30Z');
    await book(groupId, userId.bea as number, room.K1, 'room', '2027-03-28', '2027-03-28T21:00Z', '2027-03-28T22:00Z');
    expect(await k1(client.koeln, '2027-03-28')).toEqual([
      { start_minute: 90, end_minute: 210, mine: true },
      { start_minute: 1380, end_minute: 1440, mine: false },
    ]);
    // the same as the room's own availability
    const availability = await client.koeln.getAs(`/api/v2/rooms/${room.K1}/availability?day=2027-03-28`, roomAvailabilityResponseSchema);
    expect(availability.busy).toEqual([
      { start_minute: 90, end_minute: 210, mine: true },
      { start_minute: 1380, end_minute: 1440, mine: false },
    ]);
    // free 03:00–03:30 (01:00Z–01:30Z) it is not, free 03:30–04:00 it is
    const free = async (start: number, end: number) =>
      (await summary(client.koeln, `day=2027-03-28&start_minute=${start}&end_minute=${end}`)).rooms;
    expect(await free(180, 210)).toEqual([]);
    expect(await free(210, 240)).toEqual(['K1']);
    expect(await free(1320, 1380)).toEqual(['K1']);
    expect(await free(1380, 1440)).toEqual([]);
    // 31 October 2027: 03:00 CEST becomes 02:00 CET at 01:00Z; 02:30 comes twice
    await book(groupId, userId.koeln as number, room.K1, 'room', '2027-10-31', '2027-10-31T00:30Z', '2027-10-31T01:30Z');
    await book(groupId, userId.koeln as number, room.K1, 'room', '2027-10-31', '2027-10-31T01:30Z', '2027-10-31T03:00Z');
    await book(groupId, userId.koeln as number, room.K1, 'room', '2027-10-31', '2027-10-31T22:00Z', '2027-10-31T23:00Z');
    expect(await k1(client.koeln, '2027-10-31')).toEqual([
      { start_minute: 150, end_minute: 150, mine: true },
      { start_minute: 150, end_minute: 240, mine: true },
      { start_minute: 1380, end_minute: 1440, mine: true },
    ]);
    // the next day does not see them
    expect(await k1(client.koeln, '2027-11-01')).toEqual([]);
  });

  it('shows busy times as wall-clock minutes on a clock-change day in New York', async () => {
    await exec(sql`UPDATE groups SET time_zone = 'America/New_York' WHERE id = ${groupId}`);
    try {
      // 14 March 2027: 02:00 EST becomes 03:00 EDT at 07:00Z
      await book(groupId, userId.koeln as number, room.K1, 'room', '2027-03-14', '2027-03-14T06:30Z', '2027-03-14T07:30Z');
      await book(groupId, userId.bea as number, room.K1, 'room', '2027-03-14', '2027-03-15T03:00Z', '2027-03-15T04:00Z');
      const answer = await list(client.koeln, 'day=2027-03-14');
      expect(answer.rooms.find((r) => r.id === room.K1)?.busy).toEqual([
        { start_minute: 90, end_minute: 210, mine: true },
        { start_minute: 1380, end_minute: 1440, mine: false },
      ]);
    } finally {
      await exec(sql`UPDATE groups SET time_zone = 'Europe/Berlin' WHERE id = ${groupId}`);
    }
  });
});
