import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, localDayOf } from '../../src/domain/time/local-day';
import { ApiClient } from '../support/api-client';
import { printDatabaseActivityOnFailure } from '../support/database-activity';
import { DATABASE_KINDS } from '../support/databases';
import { demoRooms, roomBookingBody } from '../support/rooms';
import { startServerProcess, type ServerProcess } from '../support/server-process';
import { DEMO, startTestApp, TEST_JWT_SECRET, type TestApp } from '../support/test-app';
import { createUsersWithTokens } from '../support/users';

const PARALLEL = 100;
const tally = (statuses: number[]) => statuses.reduce<Record<number, number>>((acc, s) => ({ ...acc, [s]: (acc[s] ?? 0) + 1 }), {});

/** A room of the demo group and a day two days ahead (the server processes run on the real clock). */
async function roomAndDay(t: TestApp) {
  const client = new ApiClient(t.app);
  await client.login(DEMO.users[0].email, DEMO.password);
  const rooms = await demoRooms(client);
  return { roomId: rooms.Spree.id, day: addDays(localDayOf(new Date(), DEMO.timeZone), 2) };
}

describe.each(DATABASE_KINDS)('100 parallel bookings of one room-hour on %s', (kind) => {
  let t: TestApp;
  printDatabaseActivityOnFailure(() => t);
  beforeAll(async () => {
    t = await startTestApp(kind);
  });
  afterAll(() => t.close());

  it('give exactly 1 booking and 99 × 409, no 5xx', async () => {
    const users = await createUsersWithTokens(t.database, t.demoGroupId, PARALLEL, 'raum-race');
    const { roomId, day } = await roomAndDay(t);
    const statuses = await Promise.all(
      users.map(async (user) => {
        const client = new ApiClient(t.app);
        client.token = user.token;
        return (await client.post('/api/v2/room_bookings', roomBookingBody(roomId, day))).statusCode;
      }),
    );
    expect(tally(statuses)).toEqual({ 201: 1, 409: PARALLEL - 1 });
  });

  it("the same once the room's facts are known, each request one statement: 1 booking and 99 × 409", async () => {
    const users = await createUsersWithTokens(t.database, t.demoGroupId, PARALLEL, 'raum-quick');
    const { roomId, day } = await roomAndDay(t);
    const clients = users.map((user) => Object.assign(new ApiClient(t.app), { token: user.token }));
    const primed = await clients[0]?.post('/api/v2/room_bookings', roomBookingBody(roomId, addDays(day, 1)));
    expect(primed?.statusCode).toBe(201);
    const statuses = await Promise.all(
      clients.map(
        async (client) =>
          (await client.post('/api/v2/room_bookings', roomBookingBody(roomId, day, { start_minute: 720, end_minute: 780 }))).statusCode,
      ),
    );
    expect(tally(statuses)).toEqual({ 201: 1, 409: PARALLEL - 1 });
  });
});

// Two real server processes on one PostgreSQL database: the constraint holds across processes.
describe.each(DATABASE_KINDS.filter((k) => k === 'postgres'))('room bookings across two server processes on %s', (kind) => {
  let t: TestApp;
  printDatabaseActivityOnFailure(() => t);
  let servers: ServerProcess[] = [];
  beforeAll(async () => {
    t = await startTestApp(kind);
    const env = { DATABASE_URL: t.testDb.url ?? '', JWT_SECRET: TEST_JWT_SECRET, SEED_DEMO: 'false' };
    servers = await Promise.all([startServerProcess(env), startServerProcess(env)]);
  }, 90_000);
  afterAll(async () => {
    await Promise.all(servers.map((s) => s.stop()));
    await t.close();
  });

  it('give exactly 1 booking and 99 × 409, no 5xx', async () => {
    const users = await createUsersWithTokens(t.database, t.demoGroupId, PARALLEL, 'raum-race2');
    const { roomId, day } = await roomAndDay(t);
    const xsrf = 'room-contention-test-token';
    const statuses = await Promise.all(
      users.map(async (user, i) => {
        const server = servers[i % servers.length];
        const response = await fetch(`${server?.url}/api/v2/room_bookings`, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            authorization: `Bearer ${user.token}`,
            cookie: `XSRF-TOKEN=${xsrf}`,
            'x-xsrf-token': xsrf,
          },
          body: JSON.stringify(roomBookingBody(roomId, day, { start_minute: 840, end_minute: 900 })),
        });
        return response.status;
      }),
    );
    expect(tally(statuses)).toEqual({ 201: 1, 409: PARALLEL - 1 });
  });
});
