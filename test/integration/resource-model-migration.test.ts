import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/server/app';
import { loadConfig } from '../../src/server/config';
import { queryRows } from '../../src/server/db/client';
import { migrate } from '../../src/server/db/migrate';
import { hashPassword } from '../../src/server/features/auth/passwords';
import { ApiClient } from '../support/api-client';
import { createTestDatabase, DATABASE_KINDS, type TestDatabase } from '../support/databases';
import { TEST_JWT_SECRET } from '../support/test-app';

const PASSWORD = 'Alt!Bestand2026';
const DAY = '2031-03-04';
const FREE_DAY = '2031-03-05';

/** The schema as it was before resources: desks, conference rooms, bookings on desk_id — filled with one of everything. */
async function fillOldSchema(db: TestDatabase) {
  const hash = await hashPassword(PASSWORD);
  await db.database.exec(`
    INSERT INTO groups (id, name, password_policy, time_zone, max_advance_days) OVERRIDING SYSTEM VALUE
      VALUES (7, 'Altbestand AG', '{"rule":{"length":10}}', 'Europe/Berlin', 365);
    INSERT INTO group_codes (code, group_id) VALUES ('ALT-1', 7);
    INSERT INTO slots (group_id, id, name, start_minute, end_minute) OVERRIDING SYSTEM VALUE VALUES (7, 1, 'full_day', 480, 1080);
    INSERT INTO users (group_id, id, email, first_name, name, password_hash, terms_accepted_at) OVERRIDING SYSTEM VALUE VALUES
      (7, 1, 'alt@deskfair.test', 'Alma', 'Alt', '${hash}', now()),
      (7, 2, 'neu@deskfair.test', 'Nils', 'Neu', '${hash}', now());
    INSERT INTO user_directory (email, group_id, user_id) VALUES ('alt@deskfair.test', 7, 1), ('neu@deskfair.test', 7, 2);
    INSERT INTO refresh_tokens (group_id, user_id, family_id, token_hash, expires_at)
      VALUES (7, 1, '00000000-0000-4000-8000-000000000001', 'x', now() + interval '1 day');
    INSERT INTO locations (group_id, id, name) OVERRIDING SYSTEM VALUE VALUES (7, 1, 'Zentrale'), (7, 2, 'Außenstelle');
    INSERT INTO areas (group_id, id, location_id, name) OVERRIDING SYSTEM VALUE VALUES (7, 1, 1, 'EG');
    INSERT INTO desks (group_id, id, area_id, label, owner_user_id) OVERRIDING SYSTEM VALUE VALUES
      (7, 11, 1, 'T-1', 1), (7, 12, 1, 'T-2', NULL), (7, 13, 1, 'T-3', NULL);
    INSERT INTO conference_rooms (group_id, location_id, name, capacity, equipment) VALUES
      (7, 1, 'Saal', 20, '["screen"]'), (7, 2, 'Kammer', 4, '[]');
    INSERT INTO bookings (group_id, id, user_id, desk_id, day, slot_id, start_at, end_at, status, source) OVERRIDING SYSTEM VALUE VALUES
      (7, 101, 1, 11, '${DAY}', 1, '${DAY} 08:00+01', '${DAY} 18:00+01', 'booked', 'owner'),
      (7, 102, 2, 12, '${DAY}', 1, '${DAY} 08:00+01', '${DAY} 18:00+01', 'booked', 'user'),
      (7, 103, 2, 13, '${DAY}', 1, '${DAY} 08:00+01', '${DAY} 18:00+01', 'cancelled', 'user');
    INSERT INTO lottery_runs (group_id, id, day, seed, input, result) OVERRIDING SYSTEM VALUE
      VALUES (7, 1, '2031-03-03', 42, '{"requests":[]}', '{"assignments":[]}');
    INSERT INTO desk_requests (group_id, user_id, day, preferred_desk_id, status, run_id)
      VALUES (7, 2, '2031-03-03', 13, 'lost', 1);
    INSERT INTO messages (group_id, user_id, type, payload) VALUES (7, 2, 'LotteryLostNotification', '{"desk":""}');
    INSERT INTO desk_problems (group_id, desk_id, user_id, type) VALUES (7, 12, 2, 'desk_taken');
    SELECT setval(pg_get_serial_sequence(t, 'id'), 1000) FROM unnest(ARRAY['groups', 'slots', 'users', 'locations', 'areas', 'desks', 'bookings', 'lottery_runs']) t;
  `);
}

describe.each(DATABASE_KINDS)('the resource-model migration on %s', (kind) => {
  let db: TestDatabase;
  beforeAll(async () => {
    db = await createTestDatabase(kind, { upTo: '0005_lottery.sql' });
    await fillOldSchema(db);
    expect(await migrate(db.database)).toContain('0006_resources.sql');
  });
  afterAll(() => db.drop());

  it('keeps every desk, and turns each conference room into a room resource in its location', async () => {
    const rows = await queryRows<{ id: number; kind: string }>(
      db.database.db,
      sql`SELECT r.id, r.kind, r.label, r.capacity, r.owner_user_id, a.name AS area, l.name AS location
          FROM resources r JOIN areas a ON a.group_id = r.group_id AND a.id = r.area_id
          JOIN locations l ON l.group_id = a.group_id AND l.id = a.location_id ORDER BY r.kind, r.label`,
    );
    expect(rows.map((row) => ({ ...row, id: undefined }))).toEqual([
      { id: undefined, kind: 'desk', label: 'T-1', capacity: null, owner_user_id: 1, area: 'EG', location: 'Zentrale' },
      { id: undefined, kind: 'desk', label: 'T-2', capacity: null, owner_user_id: null, area: 'EG', location: 'Zentrale' },
      { id: undefined, kind: 'desk', label: 'T-3', capacity: null, owner_user_id: null, area: 'EG', location: 'Zentrale' },
      { id: undefined, kind: 'room', label: 'Kammer', capacity: 4, owner_user_id: null, area: 'Allgemein', location: 'Außenstelle' },
      { id: undefined, kind: 'room', label: 'Saal', capacity: 20, owner_user_id: null, area: 'EG', location: 'Zentrale' },
    ]);
    expect(rows.filter((r) => r.kind === 'desk').map((r) => r.id)).toEqual([11, 12, 13]);
  });

  it('keeps bookings, owner days, lottery requests and runs, messages and problem reports on the same desks', async () => {
    const [counts] = await queryRows(
      db.database.db,
      sql`SELECT
        (SELECT string_agg(id || ':' || resource_id || ':' || resource_kind || ':' || status || ':' || source, ',' ORDER BY id) FROM bookings) AS bookings,
        (SELECT string_agg(preferred_desk_id || ':' || status || ':' || run_id, ',') FROM desk_requests) AS requests,
        (SELECT count(*)::int FROM lottery_runs) AS runs,
        (SELECT count(*)::int FROM messages) AS messages,
        (SELECT string_agg(resource_id || ':' || type, ',') FROM desk_problems) AS problems`,
    );
    expect(counts).toEqual({
      bookings: '101:11:desk:booked:owner,102:12:desk:booked:user,103:13:desk:cancelled:user',
      requests: '13:lost:1',
      runs: 1,
      messages: 1,
      problems: '12:desk_taken',
    });
  });

  it('still books through the app: a taken desk-day is refused by the constraint, a free one is booked', async () => {
    const config = loadConfig(
      { NODE_ENV: 'test', JWT_SECRET: TEST_JWT_SECRET, LOG_LEVEL: 'silent', TICKER_INTERVAL_MS: '60000' },
      () => TEST_JWT_SECRET,
    );
    const clock = { now: () => new Date('2031-03-03T10:00:00Z') };
    const app = await buildApp({ config, database: db.database, serveWeb: false, clock });
    try {
      const client = new ApiClient(app);
      expect((await client.login('alt@deskfair.test', PASSWORD)).statusCode).toBe(200);
      const taken = await client.post('/api/v2/bookings', { desk_id: 12, days: [DAY], slot_id: 1 });
      expect(taken.statusCode).toBe(409);
      const free = await client.post('/api/v2/bookings', { desk_id: 13, days: [FREE_DAY], slot_id: 1 });
      expect(free.statusCode).toBe(201);
      expect(free.json().results[0]).toMatchObject({ day: FREE_DAY, outcome: 'booked', booking: { desk: { id: 13, label: 'T-3' } } });
    } finally {
      await app.close();
    }
  });
});
