import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../src/server/db/client';
import { dueRows, inDueIndexOrder } from '../../src/server/jobs/outbox';
import { createTestDatabase, DATABASE_KINDS, type TestDatabase } from '../support/databases';

// A backlog (the mail server down for an hour) must not make each delivery run sort every pending row.
describe.each(DATABASE_KINDS)('the next due outbox rows on %s', (kind) => {
  let testDb: TestDatabase;
  beforeAll(async () => {
    testDb = await createTestDatabase(kind);
    await testDb.database.exec(`
      INSERT INTO groups (id, name, time_zone, max_advance_days, password_policy) VALUES (9001, 'Rückstau', 'Europe/Berlin', 30, '{}');
      INSERT INTO outbox (group_id, channel, recipient, subject, body, next_attempt_at, attempts)
        SELECT 9001, 'MAIL', 'r' || i || '@deskfair.test', 'Betreff', repeat('x', 300), now() - (i || ' seconds')::interval, i % 9
        FROM generate_series(1, 5000) i;
      UPDATE outbox SET sent_at = now() WHERE id % 10 = 0;
      ANALYZE outbox;`);
  });
  afterAll(() => testDb.drop());

  it('come in order of their next attempt, without sent rows or rows out of attempts', async () => {
    // Row 5000 was sent (every tenth), row 4994 has had its 8 attempts (i % 9 = 8).
    const rows = await dueRows(testDb.database.db, 6);
    expect(rows.map((r) => r.recipient.split('@')[0])).toEqual(['r4999', 'r4998', 'r4997', 'r4996', 'r4995', 'r4993']);
  });

  it('are read from the due index alone: no sort of the backlog', async () => {
    const [row] = await queryRows<{ plan: unknown }>(testDb.database.db, sql`EXPLAIN (FORMAT JSON) ${dueRows(testDb.database.db, 20)}`);
    const plan = JSON.stringify(row?.plan ?? row);
    expect(plan).toContain('"Index Name":"outbox_due_idx"');
    expect(plan).not.toContain('"Node Type":"Sort"');
  });
});

// PGlite has no autovacuum: under steady load its outbox keeps the statistics of the empty table it once was. The rows
// are as the fan-out queues them (the text is written when sent), so the table looks small to a planner without them.
describe.each(DATABASE_KINDS)('the next due outbox rows of a backlog never analyzed, on %s', (kind) => {
  let testDb: TestDatabase;
  beforeAll(async () => {
    // Migrated from nothing, as a new data directory is (the tests' PGlite template carries statistics of its own).
    testDb = await createTestDatabase(kind, { upTo: '0034_desk_json.sql' });
    await testDb.database.exec(`
      INSERT INTO groups (id, name, time_zone, max_advance_days, password_policy) VALUES (9002, 'Stau', 'Europe/Berlin', 30, '{}');
      INSERT INTO outbox (group_id, channel, recipient, message_id, next_attempt_at)
        SELECT 9002, 'MAIL', 's' || i || '@deskfair.test', i, now() - (i || ' seconds')::interval
        FROM generate_series(1, 30000) i;`);
  });
  afterAll(() => testDb.drop());

  const planOf = async (read: (q: typeof testDb.database.db) => Promise<Array<{ plan: unknown }>>) => {
    const [row] = await read(testDb.database.db);
    return JSON.stringify(row?.plan ?? row);
  };
  const explainDue = (q: typeof testDb.database.db) => queryRows<{ plan: unknown }>(q, sql`EXPLAIN (FORMAT JSON) ${dueRows(q, 20)}`);

  it('are read from the due index in its order, whatever the statistics say', async () => {
    const plan = await planOf((q) => inDueIndexOrder(q, (tx) => explainDue(tx as typeof q)));
    expect(plan).toContain('"Index Name":"outbox_due_idx"');
    expect(plan).not.toContain('"Node Type":"Sort"');
    expect(plan).not.toContain('Bitmap');
    const rows = await inDueIndexOrder(testDb.database.db, (tx) => dueRows(tx, 3));
    expect(rows.map((r) => r.recipient)).toEqual(['s30000@deskfair.test', 's29999@deskfair.test', 's29998@deskfair.test']);
  });
});
