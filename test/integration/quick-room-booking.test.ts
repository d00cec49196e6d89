import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../src/server/db/client';
import { ApiClient } from '../support/api-client';
import { roundTrips } from '../support/round-trips';
import { DATABASE_KINDS } from '../support/databases';
import { createDeskOfGroup, createGroupWithUser } from '../support/groups';
import { demoRooms, roomBookingBody } from '../support/rooms';
import { DEMO, startTestApp, type TestApp } from '../support/test-app';

const [demo, kollege] = DEMO.users;

// A room booking after the first in a group assumes the group's facts read then, in one statement that books only if
// they still hold: each change below makes it fall back to the full path, whose answer must be the one given.
describe.each(DATABASE_KINDS)('a room booked in one round trip, and the facts it assumes, on %s', (kind) => {
  // Tuesday 5 January 2027, 09:30 in Berlin.
  const now = new Date('2027-01-05T08:30:00Z');
  let t: TestApp;
  let dana: ApiClient;
  let karl: ApiClient;
  let spree: number;
  let havel: number;

  beforeAll(async () => {
    t = await startTestApp(kind, {}, { clock: { now: () => now } });
    dana = new ApiClient(t.app);
    karl = new ApiClient(t.app);
    await dana.login(demo.email, DEMO.password);
    await karl.login(kollege.email, DEMO.password);
    const rooms = await demoRooms(dana);
    spree = rooms.Spree.id;
    havel = rooms.Havel.id;
  });
  afterAll(() => t.close());

  const book = (client: ApiClient, room: number, day: string, overrides: Record<string, unknown> = {}) =>
    client.post('/api/v2/room_bookings', roomBookingBody(room, day, overrides));
  const counts = async () =>
    (
      await queryRows<{ bookings: number; details: number; messages: number }>(
        t.database.db,
        sql`SELECT (SELECT count(*)::int FROM bookings WHERE resource_kind = 'room') AS bookings,
          (SELECT count(*)::int FROM booking_details) AS details,
          (SELECT count(*)::int FROM messages WHERE type = 'RoomReservationNotification') AS messages`,
      )
    )[0];
  const change = (statement: ReturnType<typeof sql>) => queryRows(t.database.db, statement);
  const trips = (response: { headers: Record<string, unknown> }) => roundTrips(response.headers['server-timing']);

  it('reads the facts with the first booking (2 round trips), then books in 1 with its details and one message', async () => {
    const first = await book(dana, spree, '2027-01-06');
    expect([first.statusCode, trips(first)]).toEqual([201, 2]);
    const before = await counts();
    const second = await book(dana, spree, '2027-01-07', { layout: null, equipment: ['video'], description: 'Quartal', attendee_count: 6 });
    expect([second.statusCode, trips(second)]).toEqual([201, 1]);
    const booking = second.json().booking;
    expect(booking).toMatchObject({
      room: { id: spree, label: 'Spree' },
      day: '2027-01-07',
      start_at: '2027-01-07T09:00:00.000Z',
      end_at: '2027-01-07T10:00:00.000Z',
      start_minute: 600,
      end_minute: 660,
      status: 'booked',
      title: 'Planung Q1',
      description: 'Quartal',
      attendee_count: 6,
      equipment: ['video'],
      catering: [],
      invitations: [],
      organiser: { first_name: 'Dana', last_name: 'Demo', email: 'demo@deskfair.test' },
    });
    expect(await counts()).toEqual({
      bookings: (before?.bookings ?? 0) + 1,
      details: (before?.details ?? 0) + 1,
      messages: (before?.messages ?? 0) + 1,
    });
    const [message] = await queryRows<{ payload: Record<string, unknown> }>(
      t.database.db,
      sql`SELECT payload FROM messages WHERE type = 'RoomReservationNotification' ORDER BY id DESC LIMIT 1`,
    );
    expect(message?.payload).toEqual({
      booking_id: booking.id,
      room: 'Spree',
      place: 'Berlin Mitte, Etage 1',
      title: 'Planung Q1',
      time_zone: 'Europe/Berlin',
      intervals: [{ start: '2027-01-07T09:00:00.000Z', end: '2027-01-07T10:00:00.000Z' }],
      organiser: 'Dana Demo',
    });
    // As the full path shows it: the booking reads back the same.
    const listed = (await dana.get('/api/v2/conference_rooms')).json().bookings as Array<{ id: number }>;
    expect(listed.find((b) => b.id === booking.id)).toEqual(booking);
  });

  it('answers a taken room with 409 in 1 round trip and writes nothing', async () => {
    const before = await counts();
    const taken = await book(karl, spree, '2027-01-07', { start_minute: 630, end_minute: 690 });
    expect([taken.statusCode, taken.json().message, trips(taken)]).toEqual([409, 'Dieser Raum ist zu dieser Zeit schon gebucht.', 1]);
    expect(await counts()).toEqual(before);
  });

  it('invitees or catering take the full path (2 round trips)', async () => {
    const karlId = (await karl.get('/api/v2/ego')).json().user.id as number;
    const invited = await book(dana, spree, '2027-01-08', { invitee_ids: [karlId] });
    expect([invited.statusCode, trips(invited), invited.json().booking.invitations.length]).toEqual([201, 2, 1]);
  });

  it("a room over its capacity is the full path's 422, nothing written", async () => {
    const before = await counts();
    const full = await book(dana, havel, '2027-01-08');
    expect(full.statusCode).toBe(201);
    const crowded = await book(dana, havel, '2027-01-11', { attendee_count: 5 });
    expect([crowded.statusCode, crowded.json().errors.attendee_count]).toEqual([422, ['Hier ist Platz für höchstens 4 Personen.']]);
    expect(await counts()).toEqual({
      bookings: (before?.bookings ?? 0) + 1,
      details: (before?.details ?? 0) + 1,
      messages: (before?.messages ?? 0) + 1,
    });
  });

  it('a new time zone: the minutes are read in it', async () => {
    await change(sql`UPDATE groups SET time_zone = 'Europe/London' WHERE id = ${t.demoGroupId}`);
    try {
      const london = await book(dana, spree, '2027-01-12');
      expect([london.statusCode, trips(london), london.json().booking.start_at]).toEqual([201, 3, '2027-01-12T10:00:00.000Z']);
    } finally {
      await change(sql`UPDATE groups SET time_zone = 'Europe/Berlin' WHERE id = ${t.demoGroupId}`);
    }
  });

  it('a shorter horizon, a room out of service, a smaller room, rooms switched off: each refusal of the full path, nothing written', async () => {
    // Each change makes the facts stale; a booking after it reads them anew.
    const relearn = async (day: string) => expect((await book(dana, spree, day)).statusCode).toBe(201);
    await relearn('2027-01-13');
    const refused = async (day: string, status: number, field: string | null, message: unknown) => {
      const before = await counts();
      const response = await book(dana, spree, day);
      const text = field ? response.json().errors[field] : response.json().message;
      expect([response.statusCode, text]).toEqual([status, message]);
      expect(await counts()).toEqual(before);
    };
    await change(sql`UPDATE groups SET max_advance_days = 2 WHERE id = ${t.demoGroupId}`);
    await refused('2027-01-14', 422, 'day', ['Höchstens 2 Tage im Voraus.']);
    await change(sql`UPDATE groups SET max_advance_days = 30 WHERE id = ${t.demoGroupId}`);

    await change(sql`UPDATE resources SET active = false WHERE id = ${spree}`);
    await refused('2027-01-14', 404, null, 'Raum nicht gefunden.');
    await change(sql`UPDATE resources SET active = true WHERE id = ${spree}`);

    await relearn('2027-01-14');
    await change(sql`UPDATE resources SET capacity = 3 WHERE id = ${spree}`);
    await refused('2027-01-15', 422, 'attendee_count', ['Hier ist Platz für höchstens 3 Personen.']);
    await change(sql`UPDATE resources SET capacity = 8 WHERE id = ${spree}`);

    await relearn('2027-01-15');
    await change(sql`UPDATE groups SET has_conference_rooms = false WHERE id = ${t.demoGroupId}`);
    await refused('2027-01-18', 403, null, 'Konferenzräume sind für diese Gruppe nicht freigeschaltet.');
    await change(sql`UPDATE groups SET has_conference_rooms = true WHERE id = ${t.demoGroupId}`);

    await relearn('2027-01-18');
    expect(trips(await book(dana, spree, '2027-01-19'))).toBe(1);
  });

  it('a session signed out: 401 in 1 round trip, nothing written', async () => {
    const laptop = new ApiClient(t.app);
    await laptop.login(demo.email, DEMO.password);
    expect((await laptop.post('/api/v2/logout')).statusCode).toBe(204);
    const before = await counts();
    const response = await book(laptop, spree, '2027-01-20');
    expect([response.statusCode, trips(response)]).toEqual([401, 1]);
    expect(await counts()).toEqual(before);
  });

  it("another group's room is not found, though both groups' facts are known", async () => {
    const other = await createGroupWithUser(t.database, {
      name: 'Fremd AG',
      code: 'FREMD-R',
      email: 'r@fremd.test',
      password: 'Fremd!Pass12',
    });
    const foreignDesk = await createDeskOfGroup(t.database, other.group.id, 'F-1');
    const [foreignRoom] = await queryRows<{ id: number }>(
      t.database.db,
      sql`INSERT INTO resources (group_id, kind, area_id, label, capacity)
        SELECT group_id, 'room', area_id, 'Fremdraum', 6 FROM resources WHERE id = ${foreignDesk}
        RETURNING id`,
    );
    await change(sql`UPDATE groups SET has_conference_rooms = true WHERE id = ${other.group.id}`);
    const bea = new ApiClient(t.app);
    await bea.login('r@fremd.test', 'Fremd!Pass12');
    expect((await book(bea, foreignRoom?.id ?? -1, '2027-01-12')).statusCode).toBe(201);
    const again = await book(bea, foreignRoom?.id ?? -1, '2027-01-13');
    expect([again.statusCode, trips(again)]).toEqual([201, 1]);
    expect(trips(await book(dana, spree, '2027-01-21'))).toBe(1);
    const before = await counts();
    const intoDemo = await book(bea, spree, '2027-01-22');
    const intoFremd = await book(dana, foreignRoom?.id ?? -1, '2027-01-22');
    expect([intoDemo.statusCode, intoDemo.json().message, intoFremd.statusCode, intoFremd.json().message]).toEqual([
      404,
      'Raum nicht gefunden.',
      404,
      'Raum nicht gefunden.',
    ]);
    expect(await counts()).toEqual(before);
  });
});
