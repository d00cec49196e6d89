import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  conferenceRoomsResponseSchema,
  roomAvailabilityResponseSchema,
  roomBookingResponseSchema,
  roomsResponseSchema,
  type Room,
} from '../../src/contract/rooms';
import { queryRows } from '../../src/server/db/client';
import { autoRelease } from '../../src/server/jobs/auto-release';
import { ApiClient } from '../support/api-client';
import { DATABASE_KINDS } from '../support/databases';
import { createGroupWithUser } from '../support/groups';
import { demoRooms, roomBookingBody } from '../support/rooms';
import { DEMO, startTestApp, type TestApp } from '../support/test-app';

const [demo, kollege] = DEMO.users;
const OTHER = { name: 'Andere AG', code: 'ANDERE-1', email: 'bea@andere.test', password: 'Andere!Pass1' };

describe.each(DATABASE_KINDS)('conference rooms on %s', (kind) => {
  // The app's clock stands at Tuesday 5 January 2027, 09:30 in Berlin: every day below is a literal.
  const now = new Date('2027-01-05T08:30:00Z');
  let t: TestApp;
  let organiser: ApiClient;
  let colleague: ApiClient;
  let stranger: ApiClient;
  let rooms: Record<'Spree' | 'Havel' | 'Elbe', Room>;
  let strangerRoomId: number;

  beforeAll(async () => {
    t = await startTestApp(kind, {}, { clock: { now: () => now } });
    organiser = new ApiClient(t.app);
    colleague = new ApiClient(t.app);
    stranger = new ApiClient(t.app);
    await organiser.login(demo.email, DEMO.password);
    await colleague.login(kollege.email, DEMO.password);
    const other = await createGroupWithUser(t.database, OTHER);
    await stranger.login(OTHER.email, OTHER.password);
    rooms = await demoRooms(organiser);
    const [row] = await queryRows<{ id: number }>(
      t.database.db,
      sql`
        WITH l AS (INSERT INTO locations (group_id, name) VALUES (${other.group.id}, 'Fremd') RETURNING id),
             a AS (INSERT INTO areas (group_id, location_id, name) SELECT ${other.group.id}, id, 'Fremd' FROM l RETURNING id)
        INSERT INTO resources (group_id, kind, area_id, label, capacity, catering_offered)
        SELECT ${other.group.id}, 'room', id, 'Fremdraum', 20, true FROM a RETURNING id`,
    );
    strangerRoomId = row?.id ?? 0;
    await t.database.db.execute(sql`UPDATE groups SET has_conference_rooms = true WHERE id = ${other.group.id}`);
  });
  afterAll(() => t.close());

  /** The catering offer of a room's location: Kaffee & Tee and Wasser first. */
  const cateringOf = async (room: Room) => {
    const offer = (await organiser.getAs(`/api/v2/rooms/${room.id}/availability?day=2027-01-06`, roomAvailabilityResponseSchema))
      .catering_offer;
    const item = (name: string) => offer.find((c) => c.name === name);
    return [item('Kaffee & Tee'), item('Wasser')];
  };

  it('lists the rooms with capacity, layouts, equipment, and the filters', async () => {
    // one location by default (Dana's: Berlin, the first by name); every location when asked
    const berlin = await organiser.getAs('/api/v2/rooms', roomsResponseSchema);
    expect(berlin.location?.name).toBe('Berlin Mitte');
    expect(berlin.rooms.map((r) => r.label)).toEqual(['Havel', 'Spree']);
    const all = await organiser.getAs('/api/v2/rooms?location_id=all', roomsResponseSchema);
    expect(all.location).toBeNull();
    expect(all.rooms.map((r) => [r.label, r.capacity, r.location.name])).toEqual([
      ['Havel', 4, 'Berlin Mitte'],
      ['Spree', 8, 'Berlin Mitte'],
      ['Elbe', 12, 'Hamburg Hafen'],
    ]);
    expect(all.rooms[1]).toMatchObject({
      layouts: ['boardroom', 'u_shape', 'theatre'],
      equipment: ['screen', 'video'],
      catering_offered: true,
      busy: [],
    });
    expect(all.equipment).toEqual(['screen', 'video', 'whiteboard']);
    expect(all.locations.map((l) => l.name)).toEqual(['Berlin Mitte', 'Hamburg Hafen']);
    const labels = async (query: string) =>
      (await organiser.getAs(`/api/v2/rooms?location_id=all&${query}`, roomsResponseSchema)).rooms.map((r) => r.label);
    expect(await labels('people=5')).toEqual(['Spree', 'Elbe']);
    expect(await labels('equipment=screen,video')).toEqual(['Spree', 'Elbe']);
    expect(await labels('equipment=whiteboard')).toEqual(['Elbe']);
    expect(
      (await organiser.getAs(`/api/v2/rooms?location_id=${rooms.Elbe.location.id}`, roomsResponseSchema)).rooms.map((r) => r.label),
    ).toEqual(['Elbe']);
    expect(await labels('people=13')).toEqual([]);
  });

  it('books a room with details and catering: 201, then busy on the timeline and free rooms exclude it', async () => {
    const [coffee, water] = await cateringOf(rooms.Spree);
    const response = await organiser.post(
      '/api/v2/room_bookings',
      roomBookingBody(rooms.Spree.id, '2027-01-06', {
        description: 'Quartalsplanung',
        supervisor: 'Dana Demo',
        phone_number: '+49 30 1234-56',
        person_number: 'P-4711',
        attendee_count: 6,
        layout: 'u_shape',
        equipment: ['screen'],
        catering: [
          { item_id: coffee?.id, quantity: 6, serve_minute: 600 },
          { item_id: water?.id, quantity: 6, serve_minute: 630 },
        ],
      }),
    );
    expect(response.statusCode).toBe(201);
    const { booking } = roomBookingResponseSchema.parse(response.json());
    expect(booking).toMatchObject({
      room: { id: rooms.Spree.id, label: 'Spree' },
      day: '2027-01-06',
      start_at: '2027-01-06T09:00:00.000Z',
      end_at: '2027-01-06T10:00:00.000Z',
      start_minute: 600,
      end_minute: 660,
      status: 'booked',
      title: 'Planung Q1',
      description: 'Quartalsplanung',
      supervisor: 'Dana Demo',
      phone_number: '+49 30 1234-56',
      person_number: 'P-4711',
      attendee_count: 6,
      layout: 'u_shape',
      equipment: ['screen'],
      organiser: { first_name: 'Dana', last_name: 'Demo', email: demo.email },
      invitations: [],
      my_invitation: null,
      can_edit: true,
    });
    expect(booking.catering).toEqual([
      { item_id: coffee?.id, name: 'Kaffee & Tee', quantity: 6, serve_minute: 600 },
      { item_id: water?.id, name: 'Wasser', quantity: 6, serve_minute: 630 },
    ]);

    const day = await colleague.getAs('/api/v2/rooms?day=2027-01-06', roomsResponseSchema);
    expect(day.rooms.find((r) => r.label === 'Spree')?.busy).toEqual([{ start_minute: 600, end_minute: 660, mine: false }]);
    const mine = await organiser.getAs(`/api/v2/rooms/${rooms.Spree.id}/availability?day=2027-01-06`, roomAvailabilityResponseSchema);
    expect(mine.busy).toEqual([{ start_minute: 600, end_minute: 660, mine: true }]);
    expect(mine.catering_offer.map((c) => c.name)).toEqual(['Gebäck', 'Kaffee & Tee', 'Mittagsimbiss', 'Obstteller', 'Wasser']);
    const free = async (start: number, end: number) =>
      (
        await organiser.getAs(
          `/api/v2/rooms?day=2027-01-06&start_minute=${start}&end_minute=${end}&location_id=${rooms.Spree.location.id}`,
          roomsResponseSchema,
        )
      ).rooms.map((r) => r.label);
    expect(await free(630, 690)).toEqual(['Havel']);
    expect(await free(660, 720)).toEqual(['Havel', 'Spree']);
    expect(await free(540, 600)).toEqual(['Havel', 'Spree']);

    const taken = await colleague.post(
      '/api/v2/room_bookings',
      roomBookingBody(rooms.Spree.id, '2027-01-06', { start_minute: 630, end_minute: 720 }),
    );
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toEqual({ id: 'conflict', message: 'Dieser Raum ist zu dieser Zeit schon gebucht.' });
    // Rooms and desks may be held side by side, and the room booking is no desk booking.
    expect((await organiser.get('/api/v2/bookings')).json().bookings).toEqual([]);
  });

  it('refuses bad input with 422 naming the field in the reader language, and stores nothing', async () => {
    const [coffee] = await cateringOf(rooms.Spree);
    const [hamburgCoffee] = await cateringOf(rooms.Elbe);
    const count = async () =>
      (await queryRows<{ n: number }>(t.database.db, sql`SELECT count(*)::int AS n FROM bookings WHERE resource_kind = 'room'`))[0]?.n;
    const before = await count();
    const english = new ApiClient(t.app);
    english.language = 'en';
    await english.login(demo.email, DEMO.password);
    const cases: Array<[Record<string, unknown>, Record<string, string[]>]> = [
      [{ start_minute: 660, end_minute: 600 }, { end_minute: ['The end must be after the start.'] }],
      [{ day: '2027-01-04' }, { day: ['Past days cannot be booked.'] }],
      [{ start_minute: 420, end_minute: 480, day: '2027-01-05' }, { start_minute: ['This time is already over.'] }],
      [{ day: '2027-02-05' }, { day: ['At most 30 days in advance.'] }],
      [{ attendee_count: 9 }, { attendee_count: ['There is room for at most 8 people.'] }],
      [{ layout: 'banquet' }, { layout: ['That layout is not offered here.'] }],
      [{ equipment: ['whiteboard'] }, { equipment: ['That equipment is not offered here.'] }],
      [
        { catering: [{ item_id: hamburgCoffee?.id, quantity: 2, serve_minute: 600 }] },
        { 'catering.0.item_id': ['This item is not offered at this location.'] },
      ],
      [
        { catering: [{ item_id: coffee?.id, quantity: 2, serve_minute: 690 }] },
        { 'catering.0.serve_minute': ['The serving time must be between the start and the end of the booking.'] },
      ],
      [{ invitee_ids: [999999] }, { invitee_ids: ['This person is not in your group.'] }],
      [{ title: 'x'.repeat(121) }, { title: ['At most 120 characters.'] }],
      [{ description: 'x'.repeat(2001) }, { description: ['At most 2000 characters.'] }],
      [{ title: '   ' }, { title: ['Required.'] }],
      [{ phone_number: '030 abc' }, { phone_number: ['Please enter a valid phone number (digits, spaces, + ( ) / -).'] }],
    ];
    for (const [override, errors] of cases) {
      const response = await english.post('/api/v2/room_bookings', roomBookingBody(rooms.Spree.id, '2027-01-07', override));
      expect([response.statusCode, response.json().errors], JSON.stringify(override)).toEqual([422, errors]);
    }
    const german = await organiser.post('/api/v2/room_bookings', roomBookingBody(rooms.Havel.id, '2027-01-07', { attendee_count: 5 }));
    expect(german.json().errors).toEqual({ attendee_count: ['Hier ist Platz für höchstens 4 Personen.'] });
    await t.database.db.execute(sql`UPDATE resources SET catering_offered = false WHERE id = ${rooms.Havel.id}`);
    const noCatering = await organiser.post(
      '/api/v2/room_bookings',
      roomBookingBody(rooms.Havel.id, '2027-01-07', { catering: [{ item_id: coffee?.id, quantity: 2, serve_minute: 600 }] }),
    );
    expect(noCatering.json().errors).toEqual({ catering: ['Hierfür kann keine Bewirtung bestellt werden.'] });
    await t.database.db.execute(sql`UPDATE resources SET catering_offered = true WHERE id = ${rooms.Havel.id}`);
    expect((await organiser.post('/api/v2/room_bookings', roomBookingBody(999999, '2027-01-07'))).statusCode).toBe(404);
    expect(await count()).toBe(before);
  });

  it("another group's room, booking and catering are not there (404), and its rooms never listed", async () => {
    const other = await stranger.post('/api/v2/room_bookings', roomBookingBody(rooms.Spree.id, '2027-01-08'));
    expect([other.statusCode, other.json().message]).toEqual([404, 'Raum nicht gefunden.']);
    expect((await organiser.post('/api/v2/room_bookings', roomBookingBody(strangerRoomId, '2027-01-08'))).statusCode).toBe(404);
    expect((await organiser.get(`/api/v2/rooms/${strangerRoomId}/availability?day=2027-01-08`)).statusCode).toBe(404);
    expect((await stranger.getAs('/api/v2/rooms', roomsResponseSchema)).rooms.map((r) => r.label)).toEqual(['Fremdraum']);
    const own = roomBookingResponseSchema.parse(
      (await organiser.post('/api/v2/room_bookings', roomBookingBody(rooms.Havel.id, '2027-01-08'))).json(),
    ).booking;
    expect((await stranger.put(`/api/v2/room_bookings/${own.id}`, roomBookingBody(strangerRoomId, '2027-01-08'))).statusCode).toBe(404);
    expect((await stranger.request('DELETE', `/api/v2/room_bookings/${own.id}`)).statusCode).toBe(404);
    expect((await stranger.getAs('/api/v2/conference_rooms', conferenceRoomsResponseSchema)).bookings).toEqual([]);
    expect((await stranger.get('/api/v2/staff?q=a')).json()).toEqual({ staff: [] });
    // Not the organiser: the colleague can neither edit nor cancel it.
    expect((await colleague.put(`/api/v2/room_bookings/${own.id}`, roomBookingBody(rooms.Havel.id, '2027-01-08'))).statusCode).toBe(404);
    expect((await colleague.request('DELETE', `/api/v2/room_bookings/${own.id}`)).statusCode).toBe(404);
    // Nor through the desk route.
    expect((await organiser.request('DELETE', `/api/v2/bookings/${own.id}`)).statusCode).toBe(404);
  });

  it('edits and cancels an own booking before its end; after the end neither', async () => {
    const created = roomBookingResponseSchema.parse(
      (await organiser.post('/api/v2/room_bookings', roomBookingBody(rooms.Elbe.id, '2027-01-11', { title: 'Alt' }))).json(),
    ).booking;
    const edited = await organiser.put(
      `/api/v2/room_bookings/${created.id}`,
      roomBookingBody(rooms.Elbe.id, '2027-01-12', { title: 'Neu', start_minute: 840, end_minute: 930, layout: 'theatre' }),
    );
    expect(edited.statusCode).toBe(200);
    expect(roomBookingResponseSchema.parse(edited.json()).booking).toMatchObject({
      day: '2027-01-12',
      start_minute: 840,
      end_minute: 930,
      title: 'Neu',
      layout: 'theatre',
    });
    const bad = await organiser.put(
      `/api/v2/room_bookings/${created.id}`,
      roomBookingBody(rooms.Elbe.id, '2027-01-12', { attendee_count: 13 }),
    );
    expect(bad.statusCode).toBe(422);
    expect((await organiser.request('DELETE', `/api/v2/room_bookings/${created.id}`)).statusCode).toBe(204);
    expect((await organiser.request('DELETE', `/api/v2/room_bookings/${created.id}`)).statusCode).toBe(204);
    expect((await organiser.put(`/api/v2/room_bookings/${created.id}`, roomBookingBody(rooms.Elbe.id, '2027-01-12'))).statusCode).toBe(404);
    const ids = (await organiser.getAs('/api/v2/conference_rooms', conferenceRoomsResponseSchema)).bookings.map((b) => b.id);
    expect(ids).not.toContain(created.id);

    const [past] = await queryRows<{ id: number }>(
      t.database.db,
      sql`
        INSERT INTO bookings (group_id, user_id, resource_id, resource_kind, day, start_at, end_at, status)
        SELECT group_id, user_id, resource_id, resource_kind, '2027-01-05', '2027-01-05T06:00:00Z', '2027-01-05T07:00:00Z', 'booked'
        FROM bookings WHERE id = ${created.id} RETURNING id`,
    );
    await t.database.db.execute(
      sql`INSERT INTO booking_details (group_id, booking_id, title, attendee_count) VALUES (${t.demoGroupId}, ${past?.id}, 'Früh', 2)`,
    );
    const over = await organiser.put(`/api/v2/room_bookings/${past?.id}`, roomBookingBody(rooms.Elbe.id, '2027-01-12'));
    expect([over.statusCode, over.json().message]).toEqual([422, 'Eine Buchung kann nur vor ihrem Ende geändert werden.']);
    const cancelOver = await organiser.request('DELETE', `/api/v2/room_bookings/${past?.id}`);
    expect([cancelOver.statusCode, cancelOver.json().message]).toEqual([422, 'Eine Buchung kann nur vor ihrem Ende storniert werden.']);
  });

  it('auto-release leaves room, parking and bookable bookings alone (only desks are checked in to)', async () => {
    const rows = await queryRows<{ kind: string; id: number }>(
      t.database.db,
      sql`
        INSERT INTO bookings (group_id, user_id, resource_id, resource_kind, day, start_at, end_at, status)
        SELECT ${t.demoGroupId}, u.id, r.id, r.kind, (now() AT TIME ZONE 'Europe/Berlin')::date,
          now() - interval '2 hours', now() + interval '2 hours', 'booked'
        FROM users u,
          (SELECT DISTINCT ON (kind) id, kind FROM resources
           WHERE group_id = ${t.demoGroupId} AND active AND (id = ${rooms.Havel.id} OR kind IN ('parking', 'bookable'))
           ORDER BY kind, label) r
        WHERE u.email = ${kollege.email} RETURNING resource_kind AS kind, id`,
    );
    expect(rows.map((r) => r.kind).sort()).toEqual(['bookable', 'parking', 'room']);
    await t.database.db.transaction((tx) => autoRelease(tx));
    const after = await queryRows<{ status: string }>(
      t.database.db,
      sql`SELECT status FROM bookings WHERE id IN (${sql.join(
        rows.map((r) => sql`${r.id}`),
        sql`, `,
      )})`,
    );
    expect(after.map((r) => r.status)).toEqual(['booked', 'booked', 'booked']);
  });

  it('finds colleagues by first name, last name or e-mail, never the reader nor another group', async () => {
    const names = async (client: ApiClient, q: string) =>
      ((await client.get(`/api/v2/staff?q=${encodeURIComponent(q)}`)).json().staff as Array<{ first_name: string; last_name: string }>).map(
        (p) => `${p.first_name} ${p.last_name}`,
      );
    expect(await names(organiser, 'karl')).toEqual(['Karl Kollege']);
    expect(await names(organiser, 'KOLLEGE')).toEqual(['Karl Kollege']);
    expect(await names(organiser, 'Karl Koll')).toEqual(['Karl Kollege']);
    expect(await names(organiser, 'kollege@deskfair.test')).toEqual(['Karl Kollege']);
    expect(await names(organiser, 'Dana')).toEqual([]);
    expect(await names(organiser, 'bea')).toEqual([]);
    expect(await names(organiser, '%')).toEqual([]);
    expect((await organiser.get('/api/v2/staff?q=')).statusCode).toBe(422);
  });

  it('lists the catering of a location and day for admins, also as CSV', async () => {
    const list = (await organiser.get(`/api/v2/admin/catering?location_id=${rooms.Spree.location.id}&day=2027-01-06`)).json();
    expect(list).toMatchObject({ location: { name: 'Berlin Mitte' }, day: '2027-01-06' });
    expect(list.lines.map((l: Record<string, unknown>) => [l.room, l.title, l.organiser, l.item, l.quantity, l.serve_minute])).toEqual([
      ['Spree', 'Planung Q1', 'Dana Demo', 'Kaffee & Tee', 6, 600],
      ['Spree', 'Planung Q1', 'Dana Demo', 'Wasser', 6, 630],
    ]);
    const csv = await organiser.get(`/api/v2/admin/catering.csv?location_id=${rooms.Spree.location.id}&day=2027-01-06`);
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(csv.headers['content-disposition']).toBe(`attachment; filename="catering-${rooms.Spree.location.id}-2027-01-06.csv"`);
    const bookingId = list.lines[0].booking_id as number;
    expect(csv.body).toBe(
      'Uhrzeit,Raum,Angebot,Anzahl,Termin,Organisiert von,Buchung\r\n' +
        `10:00,Spree,Kaffee & Tee,6,Planung Q1,Dana Demo,${bookingId}\r\n` +
        `10:30,Spree,Wasser,6,Planung Q1,Dana Demo,${bookingId}\r\n`,
    );
    expect((await organiser.get(`/api/v2/admin/catering?location_id=${rooms.Elbe.location.id}&day=2027-01-06`)).json().lines).toEqual([]);
    expect((await colleague.get(`/api/v2/admin/catering?location_id=${rooms.Spree.location.id}&day=2027-01-06`)).statusCode).toBe(403);
    expect((await stranger.get(`/api/v2/admin/catering?location_id=${rooms.Spree.location.id}&day=2027-01-06`)).statusCode).toBe(403);
  });

  it('a group with conference rooms switched off gets 403 on every room route, and nothing is stored', async () => {
    await t.database.db.execute(sql`UPDATE groups SET has_conference_rooms = false WHERE id = ${t.demoGroupId}`);
    try {
      const before = await queryRows<{ n: number }>(t.database.db, sql`SELECT count(*)::int AS n FROM bookings`);
      const calls = [
        organiser.get('/api/v2/rooms'),
        organiser.get(`/api/v2/rooms/${rooms.Spree.id}/availability?day=2027-01-08`),
        organiser.post('/api/v2/room_bookings', roomBookingBody(rooms.Spree.id, '2027-01-08')),
        organiser.get('/api/v2/conference_rooms'),
        organiser.post('/api/v2/invitations', { booking_id: 1, user_ids: [1] }),
        organiser.get(`/api/v2/admin/catering?location_id=${rooms.Spree.location.id}&day=2027-01-08`),
      ];
      for (const response of await Promise.all(calls)) {
        expect([response.statusCode, response.json().message]).toEqual([403, 'Konferenzräume sind für diese Gruppe nicht freigeschaltet.']);
      }
      expect(await queryRows<{ n: number }>(t.database.db, sql`SELECT count(*)::int AS n FROM bookings`)).toEqual(before);
      // another group keeps its rooms
      expect((await stranger.get('/api/v2/rooms')).statusCode).toBe(200);
    } finally {
      await t.database.db.execute(sql`UPDATE groups SET has_conference_rooms = true WHERE id = ${t.demoGroupId}`);
    }
  });

  it('documents every room route in the OpenAPI document with a summary and an operationId', async () => {
    const document = (await t.app.inject({ method: 'GET', url: '/api/v2/openapi.json' })).json<{
      paths: Record<string, Record<string, { summary?: string; operationId?: string }>>;
    }>();
    const operations = Object.entries(document.paths).flatMap(([path, methods]) =>
      Object.entries(methods).map(([method, operation]) => ({ route: `${method.toUpperCase()} ${path}`, ...operation })),
    );
    const rooms = operations.filter((o) => /\/(rooms|room_bookings|conference_rooms|invitations|staff|admin\/catering)/.test(o.route));
    expect(rooms.map((o) => [o.route, o.operationId, Boolean(o.summary)]).sort()).toEqual([
      ['DELETE /api/v2/invitations/{id}', 'removeInvitation', true],
      ['DELETE /api/v2/room_bookings/{id}', 'cancelRoomBooking', true],
      ['GET /api/v2/admin/catering', 'cateringList', true],
      ['GET /api/v2/admin/catering.csv', 'cateringListCsv', true],
      ['GET /api/v2/conference_rooms', 'conferenceRoomBookings', true],
      ['GET /api/v2/rooms', 'listRooms', true],
      ['GET /api/v2/rooms/{id}/availability', 'roomAvailability', true],
      ['GET /api/v2/staff', 'searchStaff', true],
      ['POST /api/v2/invitations', 'createInvitations', true],
      ['POST /api/v2/invitations/{id}/accept', 'acceptInvitation', true],
      ['POST /api/v2/invitations/{id}/decline', 'declineInvitation', true],
      ['POST /api/v2/room_bookings', 'createRoomBooking', true],
      ['PUT /api/v2/room_bookings/{id}', 'updateRoomBooking', true],
    ]);
  });
});
