import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../src/server/db/client';
import { addDays, localDayOf } from '../../src/domain/time/local-day';
import { ApiClient } from '../support/api-client';
import { DATABASE_KINDS } from '../support/databases';
import { demoRooms, roomBookingBody } from '../support/rooms';
import { DEMO, startTestApp, type TestApp } from '../support/test-app';

// Another connection holds a resource's write lock (the key the booking statements take: 2^40 + resource id) and
// never lets go. A booking of that resource must end with a 409 instead of waiting as long as the lock is held.
describe.each(DATABASE_KINDS.filter((k) => k === 'postgres'))('a booking whose lock is held elsewhere on %s', (kind) => {
  let t: TestApp;
  let holder: pg.Client;
  let client: ApiClient;
  const day = addDays(localDayOf(new Date(), DEMO.timeZone), 2);

  beforeAll(async () => {
    t = await startTestApp(kind);
    client = new ApiClient(t.app);
    await client.login(DEMO.users[0].email, DEMO.password);
  });
  afterAll(() => t.close());
  afterEach(async () => {
    await holder?.end();
  });

  async function holdWriteLock(resourceId: number): Promise<void> {
    holder = new pg.Client({ connectionString: t.testDb.url });
    await holder.connect();
    await holder.query('SELECT pg_advisory_lock(1099511627776 + $1::bigint)', [resourceId]);
  }

  const bookingsOf = async (resourceId: number) =>
    (
      await queryRows<{ n: number }>(
        t.database.db,
        sql`SELECT count(*)::int AS n FROM bookings WHERE resource_id = ${resourceId} AND day = ${day}`,
      )
    )[0];

  it('a desk: 409 while the lock is held, nothing stored; 201 once it is free', async () => {
    const ego = (await client.get('/api/v2/ego')).json();
    const slotId = ego.group.slots.find((s: { name: string }) => s.name === 'full_day').id as number;
    const deskId = (await client.get(`/api/v2/desks/available?day=${day}&slot_id=${slotId}`)).json().desks[0].id as number;
    await holdWriteLock(deskId);

    const refused = await client.post('/api/v2/bookings', { desk_id: deskId, days: [day], slot_id: slotId });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().id).toBe('conflict');
    expect(await bookingsOf(deskId)).toEqual({ n: 0 });

    await holder.query('SELECT pg_advisory_unlock_all()');
    expect((await client.post('/api/v2/bookings', { desk_id: deskId, days: [day], slot_id: slotId })).statusCode).toBe(201);
    expect(await bookingsOf(deskId)).toEqual({ n: 1 });
  }, 30_000);

  it('a room: 409 while the lock is held, nothing stored; 201 once it is free', async () => {
    const roomId = (await demoRooms(client)).Havel.id;
    await holdWriteLock(roomId);

    const refused = await client.post('/api/v2/room_bookings', roomBookingBody(roomId, day));
    expect(refused.statusCode).toBe(409);
    expect(refused.json().id).toBe('conflict');
    expect(await bookingsOf(roomId)).toEqual({ n: 0 });

    await holder.query('SELECT pg_advisory_unlock_all()');
    expect((await client.post('/api/v2/room_bookings', roomBookingBody(roomId, day))).statusCode).toBe(201);
    expect(await bookingsOf(roomId)).toEqual({ n: 1 });
  }, 30_000);
});
