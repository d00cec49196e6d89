import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../src/server/db/client';
import { ApiClient } from '../support/api-client';
import { roundTrips } from '../support/round-trips';
import { DATABASE_KINDS } from '../support/databases';
import { demoRooms, roomBookingBody } from '../support/rooms';
import { DEMO, startTestApp, type TestApp } from '../support/test-app';

const [demo, kollege] = DEMO.users;

// Server-Timing counts the statements a request sends (BEGIN and COMMIT too on PostgreSQL).
describe.each(DATABASE_KINDS)('database round trips of the hot paths on %s', (kind) => {
  // Tuesday 5 January 2027, 09:30 in Berlin.
  const now = new Date('2027-01-05T08:30:00Z');
  let t: TestApp;
  let dana: ApiClient;
  let karl: ApiClient;
  let fullDay: number;
  let desks: Array<{ id: number }>;

  beforeAll(async () => {
    t = await startTestApp(kind, {}, { clock: { now: () => now } });
    dana = new ApiClient(t.app);
    karl = new ApiClient(t.app);
    await dana.login(demo?.email ?? '', DEMO.password);
    await karl.login(kollege?.email ?? '', DEMO.password);
    fullDay = (await dana.get('/api/v2/ego')).json().group.slots[2].id as number;
    desks = await queryRows(t.database.db, sql`SELECT id FROM resources WHERE kind = 'desk' ORDER BY id`);
  });
  afterAll(() => t.close());

  it('answers GET ego in 1 and a page of messages in 2', async () => {
    expect(roundTrips((await dana.get('/api/v2/ego')).headers['server-timing'])).toBe(1);
    const messages = await dana.get('/api/v2/messages');
    expect(messages.statusCode).toBe(200);
    expect(roundTrips(messages.headers['server-timing'])).toBe(2);
  });

  it('books a desk for a day in 2 the first time (the session with the desk and slot, then the booking with its message), then in 1', async () => {
    const first = await dana.post('/api/v2/bookings', { desk_id: desks[5]?.id, days: ['2027-01-07'], slot_id: fullDay });
    expect(first.statusCode).toBe(201);
    expect(roundTrips(first.headers['server-timing'])).toBe(2);
    const next = await karl.post('/api/v2/bookings', { desk_id: desks[5]?.id, days: ['2027-01-11'], slot_id: fullDay });
    expect(next.statusCode).toBe(201);
    expect(roundTrips(next.headers['server-timing'])).toBe(1);
  });

  it('answers a taken desk in 1', async () => {
    const taken = await dana.post('/api/v2/bookings', { desk_id: desks[5]?.id, days: ['2027-01-11'], slot_id: fullDay });
    expect(taken.statusCode).toBe(409);
    expect(roundTrips(taken.headers['server-timing'])).toBe(1);
  });

  it('lists the free desks of a day in 3 (session, slots, the day), and 4 when the desks have to be read again', async () => {
    const path = `/api/v2/desks/available?day=2027-01-08&slot_id=${fullDay}`;
    const first = await dana.get(path);
    expect(first.statusCode).toBe(200);
    expect(first.json().desks).toHaveLength(36);
    expect(roundTrips((await dana.get(path)).headers['server-timing'])).toBe(3);
    await queryRows(t.database.db, sql`UPDATE resources SET label = label WHERE id = ${desks[0]?.id}`);
    expect(roundTrips((await dana.get(path)).headers['server-timing'])).toBe(4);
    expect(roundTrips((await dana.get(path)).headers['server-timing'])).toBe(3);
  });

  it('books a room in 2 (the session with the room, then the booking with all it carries), then in 1 once its facts are known', async () => {
    const rooms = await demoRooms(dana);
    const response = await dana.post('/api/v2/room_bookings', roomBookingBody(rooms.Havel.id, '2027-01-07'));
    expect(response.statusCode).toBe(201);
    expect(roundTrips(response.headers['server-timing'])).toBe(2);
    const next = await dana.post('/api/v2/room_bookings', roomBookingBody(rooms.Havel.id, '2027-01-08'));
    expect([next.statusCode, roundTrips(next.headers['server-timing'])]).toEqual([201, 1]);
  });
});
