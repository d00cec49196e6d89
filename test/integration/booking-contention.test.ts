import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, localDayOf } from '../../src/domain/time/local-day';
import { ApiClient } from '../support/api-client';
import { printDatabaseActivityOnFailure } from '../support/database-activity';
import { DATABASE_KINDS } from '../support/databases';
import { startServerProcess, type ServerProcess } from '../support/server-process';
import { DEMO, startTestApp, TEST_JWT_SECRET, type TestApp } from '../support/test-app';
import { createUsersWithTokens } from '../support/users';

const PARALLEL = 200;
const tally = (statuses: number[]) => statuses.reduce<Record<number, number>>((acc, s) => ({ ...acc, [s]: (acc[s] ?? 0) + 1 }), {});

async function deskAndSlot(t: TestApp) {
  const client = new ApiClient(t.app);
  await client.login(DEMO.users[0].email, DEMO.password);
  const ego = (await client.get('/api/v2/ego')).json();
  const day = addDays(localDayOf(new Date(), DEMO.timeZone), 2);
  const slotId = ego.group.slots.find((s: { name: string }) => s.name === 'full_day').id as number;
  const deskId = (await client.get(`/api/v2/desks/available?day=${day}&slot_id=${slotId}`)).json().desks[0].id as number;
  return { day, slotId, deskId };
}

describe.each(DATABASE_KINDS)('200 parallel requests for one desk-slot on %s', (kind) => {
  let t: TestApp;
  printDatabaseActivityOnFailure(() => t);
  beforeAll(async () => {
    t = await startTestApp(kind);
  });
  afterAll(() => t.close());

  it('give exactly 1 booking and 199 × 409, no 5xx', async () => {
    const users = await createUsersWithTokens(t.database, t.demoGroupId, PARALLEL, 'race');
    const { day, slotId, deskId } = await deskAndSlot(t);
    const statuses = await Promise.all(
      users.map(async (user) => {
        const client = new ApiClient(t.app);
        client.token = user.token;
        return (await client.post('/api/v2/bookings', { desk_id: deskId, days: [day], slot_id: slotId })).statusCode;
      }),
    );
    expect(tally(statuses)).toEqual({ 201: 1, 409: PARALLEL - 1 });
  });

  it("the same once the desk's facts are known, each request one statement: 1 booking and 199 × 409", async () => {
    const users = await createUsersWithTokens(t.database, t.demoGroupId, PARALLEL, 'quick');
    const { day, slotId, deskId } = await deskAndSlot(t);
    const [first, ...racers] = users.map((user) => Object.assign(new ApiClient(t.app), { token: user.token }));
    const primed = await first?.post('/api/v2/bookings', { desk_id: deskId, days: [addDays(day, 2)], slot_id: slotId });
    expect(primed?.statusCode).toBe(201);
    const statuses = await Promise.all(
      [first, ...racers].map(
        async (client) =>
          (await client?.post('/api/v2/bookings', { desk_id: deskId, days: [addDays(day, 1)], slot_id: slotId }))?.statusCode,
      ),
    );
    expect(tally(statuses.map(Number))).toEqual({ 201: 1, 409: PARALLEL - 1 });
  });

  it('one user asking for 100 different desks at once gets exactly one, and no deadlock turns into a 5xx', async () => {
    const [user] = await createUsersWithTokens(t.database, t.demoGroupId, 1, 'greedy');
    const { day, slotId } = await deskAndSlot(t);
    const client = new ApiClient(t.app);
    client.token = user?.token ?? '';
    const desks = (await client.get(`/api/v2/desks/available?day=${day}&slot_id=${slotId}`)).json().desks as Array<{ id: number }>;
    const statuses = await Promise.all(
      Array.from({ length: 100 }, async (_, i) => {
        const racer = new ApiClient(t.app);
        racer.token = user?.token ?? '';
        return (await racer.post('/api/v2/bookings', { desk_id: desks[i % desks.length]?.id, days: [day], slot_id: slotId })).statusCode;
      }),
    );
    expect(tally(statuses)).toEqual({ 201: 1, 409: 99 });
  });

  it('60 people pressing one-click at once while 28 desks are free: 28 get a desk, 32 hear none is left', async () => {
    await t.database.db.execute(
      sql`UPDATE resources SET active = false WHERE kind = 'desk' AND id IN (SELECT id FROM resources WHERE kind = 'desk' ORDER BY id LIMIT 8)`,
    );
    const users = await createUsersWithTokens(t.database, t.demoGroupId, 60, 'one-click-rush');
    const answers = await Promise.all(
      users.map(async (user) => {
        const client = new ApiClient(t.app);
        client.token = user.token;
        const response = await client.post('/api/v2/bookings/one_click', { when: 'tomorrow' });
        return { status: response.statusCode, deskId: response.statusCode === 201 ? (response.json().booking.desk.id as number) : null };
      }),
    );
    expect(tally(answers.map((a) => a.status))).toEqual({ 201: 28, 409: 32 });
    expect(new Set(answers.flatMap((a) => (a.deskId ? [a.deskId] : []))).size).toBe(28);
  });
});

// Two real server processes on one PostgreSQL database: the constraint holds across processes.
describe.each(DATABASE_KINDS.filter((k) => k === 'postgres'))('across two server processes on %s', (kind) => {
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

  it('give exactly 1 booking and 199 × 409, no 5xx', async () => {
    const users = await createUsersWithTokens(t.database, t.demoGroupId, PARALLEL, 'race2');
    const { day, slotId, deskId } = await deskAndSlot(t);
    const xsrf = 'contention-test-token';
    const statuses = await Promise.all(
      users.map(async (user, i) => {
        const server = servers[i % servers.length];
        const response = await fetch(`${server?.url}/api/v2/bookings`, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            authorization: `Bearer ${user.token}`,
            cookie: `XSRF-TOKEN=${xsrf}`,
            'x-xsrf-token': xsrf,
          },
          body: JSON.stringify({ desk_id: deskId, days: [day], slot_id: slotId }),
        });
        return response.status;
      }),
    );
    expect(tally(statuses)).toEqual({ 201: 1, 409: PARALLEL - 1 });
  });
});
