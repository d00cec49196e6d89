import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../src/server/db/client';
import { ApiClient } from '../support/api-client';
import { roundTrips } from '../support/round-trips';
import { DATABASE_KINDS } from '../support/databases';
import { createDeskOfGroup, createGroupWithUser } from '../support/groups';
import { DEMO, startTestApp, type TestApp } from '../support/test-app';

const [demo, kollege] = DEMO.users;

// A desk booking after the first in a group assumes the group's facts read then, in one statement that books only if
// they still hold: each change below makes it fall back to the full path, whose answer must be the one given.
describe.each(DATABASE_KINDS)('a desk booked in one round trip, and the facts it assumes, on %s', (kind) => {
  // Tuesday 5 January 2027, 09:30 in Berlin.
  const now = new Date('2027-01-05T08:30:00Z');
  let t: TestApp;
  let dana: ApiClient;
  let karl: ApiClient;
  let morning: number;
  let desks: number[];

  beforeAll(async () => {
    t = await startTestApp(kind, {}, { clock: { now: () => now } });
    dana = new ApiClient(t.app);
    karl = new ApiClient(t.app);
    await dana.login(demo.email, DEMO.password);
    await karl.login(kollege.email, DEMO.password);
    const slots = (await dana.get('/api/v2/ego')).json().group.slots as Array<{ name: string; id: number }>;
    morning = slots.find((s) => s.name === 'morning')?.id ?? -1;
    desks = (await queryRows<{ id: number }>(t.database.db, sql`SELECT id FROM resources WHERE kind = 'desk' ORDER BY id`)).map(
      (d) => d.id,
    );
  });
  afterAll(() => t.close());

  const book = (client: ApiClient, desk: number | undefined, day: string, time: Record<string, number> = { slot_id: morning }) =>
    client.post('/api/v2/bookings', { desk_id: desk, days: [day], ...time });
  const counts = async () =>
    (
      await queryRows<{ bookings: number; messages: number }>(
        t.database.db,
        sql`SELECT (SELECT count(*)::int FROM bookings) AS bookings,
          (SELECT count(*)::int FROM messages WHERE type = 'DeskReservationNotification') AS messages`,
      )
    )[0];
  const change = (statement: ReturnType<typeof sql>) => queryRows(t.database.db, statement);

  it('reads the facts with the first booking (2 round trips), then books in 1 with one message each', async () => {
    const first = await book(dana, desks[0], '2027-01-06');
    expect([first.statusCode, roundTrips(first.headers['server-timing'])]).toEqual([201, 2]);
    const before = await counts();
    const second = await book(karl, desks[0], '2027-01-07');
    expect([second.statusCode, roundTrips(second.headers['server-timing'])]).toEqual([201, 1]);
    expect(second.json().results).toMatchObject([
      {
        day: '2027-01-07',
        outcome: 'booked',
        booking: { start_at: '2027-01-07T07:00:00.000Z', end_at: '2027-01-07T12:00:00.000Z', slot_id: morning, desk: { id: desks[0] } },
      },
    ]);
    expect(await counts()).toEqual({ bookings: (before?.bookings ?? 0) + 1, messages: (before?.messages ?? 0) + 1 });
    const [message] = await queryRows<{ payload: unknown }>(
      t.database.db,
      sql`SELECT payload FROM messages WHERE type = 'DeskReservationNotification' ORDER BY id DESC LIMIT 1`,
    );
    expect(message?.payload).toEqual({
      desk: 'B1-01',
      place: 'Berlin Mitte, Etage 1',
      time_zone: 'Europe/Berlin',
      intervals: [{ start: '2027-01-07T07:00:00.000Z', end: '2027-01-07T12:00:00.000Z' }],
    });
  });

  it('answers a taken desk with 409 in 1 round trip and writes nothing', async () => {
    const before = await counts();
    const taken = await book(karl, desks[0], '2027-01-06', { start_minute: 9 * 60, end_minute: 10 * 60 });
    expect([taken.statusCode, taken.json().message, roundTrips(taken.headers['server-timing'])]).toEqual([
      409,
      'Dieser Schreibtisch ist zu dieser Zeit schon gebucht.',
      1,
    ]);
    expect(await counts()).toEqual(before);
  });

  it("a slot moved since: the booking takes the slot's new hours, and the failed try wrote no message", async () => {
    await change(sql`UPDATE slots SET start_minute = 9 * 60 WHERE id = ${morning}`);
    const before = await counts();
    const moved = await book(karl, desks[0], '2027-01-08');
    expect([moved.statusCode, roundTrips(moved.headers['server-timing'])]).toEqual([201, 3]);
    expect(moved.json().results[0].booking.start_at).toBe('2027-01-08T08:00:00.000Z');
    expect(await counts()).toEqual({ bookings: (before?.bookings ?? 0) + 1, messages: (before?.messages ?? 0) + 1 });
    const again = await book(karl, desks[0], '2027-01-11');
    expect([again.statusCode, roundTrips(again.headers['server-timing']), again.json().results[0].booking.start_at]).toEqual([
      201,
      1,
      '2027-01-11T08:00:00.000Z',
    ]);
  });

  it("a new time zone: the slot's hours are read in it", async () => {
    await change(sql`UPDATE groups SET time_zone = 'Europe/London' WHERE id = ${t.demoGroupId}`);
    try {
      const london = await book(karl, desks[0], '2027-01-12');
      expect([london.statusCode, roundTrips(london.headers['server-timing']), london.json().results[0].booking.start_at]).toEqual([
        201,
        3,
        '2027-01-12T09:00:00.000Z',
      ]);
    } finally {
      await change(sql`UPDATE groups SET time_zone = 'Europe/Berlin' WHERE id = ${t.demoGroupId}`);
    }
  });

  it('a shorter horizon, a desk out of service, a weekly quota, a subscription: each refusal of the full path, nothing written', async () => {
    const refused = async (day: string, desk: number | undefined, status: number, message: string | string[]) => {
      const before = await counts();
      const response = await book(dana, desk, day);
      const text = status === 422 ? response.json().errors.days : response.json().message;
      expect([response.statusCode, text]).toEqual([status, message]);
      expect(await counts()).toEqual(before);
    };
    await change(sql`UPDATE groups SET max_advance_days = 2 WHERE id = ${t.demoGroupId}`);
    await refused('2027-01-13', desks[0], 422, ['Höchstens 2 Tage im Voraus.']);
    await change(sql`UPDATE groups SET max_advance_days = 30 WHERE id = ${t.demoGroupId}`);

    await change(sql`UPDATE resources SET active = false WHERE id = ${desks[0]}`);
    await refused('2027-01-13', desks[0], 404, 'Schreibtisch nicht gefunden.');
    await change(sql`UPDATE resources SET active = true WHERE id = ${desks[0]}`);

    // Dana holds 6 January already: the 8th is a second day in that week (the quota is counted before the insert).
    await change(sql`UPDATE groups SET desk_quota_per_week = 1 WHERE id = ${t.demoGroupId}`);
    await refused('2027-01-08', desks[0], 422, ['Du kannst höchstens an 1 Tagen pro Woche einen Schreibtisch buchen.']);
    await change(sql`UPDATE groups SET desk_quota_per_week = NULL WHERE id = ${t.demoGroupId}`);

    await change(sql`UPDATE groups SET subscription_required = true WHERE id = ${t.demoGroupId}`);
    await refused('2027-01-13', desks[0], 403, 'Für diesen Tag hast du kein gültiges Abonnement.');
    await change(sql`UPDATE groups SET subscription_required = false WHERE id = ${t.demoGroupId}`);

    expect((await book(dana, desks[0], '2027-01-13')).statusCode).toBe(201);
    const quick = await book(dana, desks[0], '2027-01-14');
    expect([quick.statusCode, roundTrips(quick.headers['server-timing'])]).toEqual([201, 1]);
  });

  it('a session signed out: 401 in 1 round trip, nothing written', async () => {
    const laptop = new ApiClient(t.app);
    await laptop.login(demo.email, DEMO.password);
    expect((await laptop.post('/api/v2/logout')).statusCode).toBe(204);
    const before = await counts();
    const response = await book(laptop, desks[0], '2027-01-15');
    expect([response.statusCode, roundTrips(response.headers['server-timing'])]).toEqual([401, 1]);
    expect(await counts()).toEqual(before);
  });

  it("another group's desk is not found, though both groups' facts are known", async () => {
    const other = await createGroupWithUser(t.database, {
      name: 'Fremd AG',
      code: 'FREMD-Q',
      email: 'q@fremd.test',
      password: 'Fremd!Pass12',
    });
    const foreignDesk = await createDeskOfGroup(t.database, other.group.id, 'F-1');
    const bea = new ApiClient(t.app);
    await bea.login('q@fremd.test', 'Fremd!Pass12');
    const hours = { start_minute: 8 * 60, end_minute: 10 * 60 };
    expect((await book(bea, foreignDesk, '2027-01-12', hours)).statusCode).toBe(201);
    const again = await book(bea, foreignDesk, '2027-01-13', hours);
    expect([again.statusCode, roundTrips(again.headers['server-timing'])]).toEqual([201, 1]);
    const before = await counts();
    const intoDemo = await book(bea, desks[0], '2027-01-18', hours);
    const intoFremd = await book(dana, foreignDesk, '2027-01-18');
    expect([intoDemo.statusCode, intoDemo.json().message, intoFremd.statusCode, intoFremd.json().message]).toEqual([
      404,
      'Schreibtisch nicht gefunden.',
      404,
      'Schreibtisch nicht gefunden.',
    ]);
    expect(await counts()).toEqual(before);
  });
});
