import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, localDayOf } from '../../src/domain/time/local-day';
import { queryRows, type Queryable } from '../../src/server/db/client';
import { migrate } from '../../src/server/db/migrate';
import { ApiClient } from '../support/api-client';
import { createTestDatabase, DATABASE_KINDS, type TestDatabase } from '../support/databases';
import { DEMO, startTestApp, type TestApp } from '../support/test-app';
import { createUsersWithTokens } from '../support/users';

const [demo] = DEMO.users;
const LOTTERY = { lottery_cutoff_minute: 18 * 60, fairness_window_weeks: 4, no_shows_count: true };

const flagOf = async (q: Queryable, groupId: number) =>
  (await queryRows<{ flag: boolean }>(q, sql`SELECT has_desk_requests AS flag FROM ego_group_parts WHERE group_id = ${groupId}`))[0]?.flag;

// A group that never had a desk request is answered without the request part of GET ego's statement; its first request
// must show at once, in this process and in any other.
describe.each(DATABASE_KINDS)("GET ego's desk request, before and after a group's first, on %s", (kind) => {
  let t: TestApp;
  let admin: ApiClient;
  let requester: ApiClient;
  let bystander: ApiClient;
  let deskId: number;
  const day = addDays(localDayOf(new Date(), DEMO.timeZone), 2);

  beforeAll(async () => {
    t = await startTestApp(kind);
    admin = new ApiClient(t.app);
    await admin.login(demo.email, DEMO.password);
    const clients = (await createUsersWithTokens(t.database, t.demoGroupId, 2, 'anfrage')).map((u) => {
      const client = new ApiClient(t.app);
      client.token = u.token;
      return client;
    });
    requester = clients[0] as ApiClient;
    bystander = clients[1] as ApiClient;
    const [desk] = await queryRows<{ id: number }>(
      t.database.db,
      sql`SELECT min(id)::int AS id FROM resources WHERE group_id = ${t.demoGroupId} AND kind = 'desk' AND active`,
    );
    deskId = desk?.id ?? -1;
  });
  afterAll(() => t.close());

  const egoOf = async (client: ApiClient) => {
    const response = await client.get('/api/v2/ego');
    expect(response.statusCode).toBe(200);
    return { ego: response.json(), timing: response.headers['server-timing'] };
  };

  it('has no request part to read while the group has had no request: one round trip, no status', async () => {
    expect(await flagOf(t.database.db, t.demoGroupId)).toBe(false);
    const { ego, timing } = await egoOf(requester);
    expect(ego.lottery_run_status).toBeNull();
    expect(timing).toBe('db;desc="1 round trip"');
  });

  it("shows the group's first request at once, and the group's flag is set with it", async () => {
    expect((await admin.put('/api/v2/admin/group/lottery', { ...LOTTERY, allocation_mode: 'algorithm' })).statusCode).toBe(200);
    // The process has answered this group without the request part just before: the request must not be missed.
    expect((await egoOf(requester)).ego.lottery_run_status).toBeNull();
    const slotId = (await egoOf(requester)).ego.group.slots[0].id as number;
    const booked = await requester.post('/api/v2/bookings', { desk_id: deskId, days: [day], slot_id: slotId });
    expect(booked.json().results).toEqual([{ day, outcome: 'requested', booking: null }]);
    expect(await flagOf(t.database.db, t.demoGroupId)).toBe(true);
    expect((await egoOf(requester)).ego.lottery_run_status).toMatchObject({ day, status: 'waiting', preferred_desk_id: deskId });
    expect((await egoOf(requester)).ego.lottery_run_status).toMatchObject({ day, status: 'waiting' });
  });

  it('answers a member without requests of that group in one round trip from then on, with no status', async () => {
    const { ego, timing } = await egoOf(bystander);
    expect(ego.lottery_run_status).toBeNull();
    expect(timing).toBe('db;desc="1 round trip"');
  });

  it("keeps the request's status after the group goes back to first come, first served", async () => {
    expect((await admin.put('/api/v2/admin/group/lottery', { ...LOTTERY, allocation_mode: 'fcfs' })).statusCode).toBe(200);
    expect((await egoOf(requester)).ego.lottery_run_status).toMatchObject({ day, status: 'waiting' });
    expect(await flagOf(t.database.db, t.demoGroupId)).toBe(true);
  });

  it("leaves another group's flag alone", async () => {
    const [other] = await queryRows<{ id: number }>(
      t.database.db,
      sql`INSERT INTO groups (name, password_policy) VALUES ('Andere AG', '{}'::jsonb) RETURNING id`,
    );
    expect(await flagOf(t.database.db, other?.id ?? -1)).toBe(false);
  });
});

describe.each(DATABASE_KINDS)('the desk request flag on a database migrated before it, on %s', (kind) => {
  let testDb: TestDatabase;
  beforeAll(async () => {
    testDb = await createTestDatabase(kind, { upTo: '0034_desk_json.sql' });
    await testDb.database.exec(`
      INSERT INTO groups (id, name, password_policy) VALUES (9101, 'Los AG', '{}'), (9102, 'Park AG', '{}'), (9103, 'Büro AG', '{}');
      INSERT INTO users (group_id, id, email, first_name, name, password_hash, terms_accepted_at)
        VALUES (9101, 91011, 'l@deskfair.test', 'L', 'Los', 'x', now()), (9102, 91021, 'p@deskfair.test', 'P', 'Park', 'x', now());
      INSERT INTO desk_requests (group_id, user_id, day) VALUES (9101, 91011, '2027-03-01');
      INSERT INTO desk_requests (group_id, user_id, day, resource_kind) VALUES (9102, 91021, '2027-03-01', 'parking');`);
    await migrate(testDb.database);
  });
  afterAll(() => testDb.drop());

  it('is set for a group with desk requests, and not for parking requests only or none', async () => {
    const db = testDb.database.db;
    expect([await flagOf(db, 9101), await flagOf(db, 9102), await flagOf(db, 9103)]).toEqual([true, false, false]);
    await testDb.database.exec(`INSERT INTO desk_requests (group_id, user_id, day) VALUES (9102, 91021, '2027-03-02')`);
    expect(await flagOf(db, 9102)).toBe(true);
  });
});
