import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../test/support/databases';
import { describeWal, readWal, walPerRequest } from './wal';

describe('walPerRequest and describeWal', () => {
  const before = { records: 1_000, bytes: 100_000, flushes: 50, flushMs: 20 };

  it('divides what a run wrote by its requests, and its flush time by its flushes and its length', () => {
    const after = { records: 19_000, bytes: 2_055_000, flushes: 785, flushMs: 549.2 };
    const w = walPerRequest(before, after, 1_000, 1_000);
    expect(w).toEqual({
      recordsPerRequest: 18,
      bytesPerRequest: 1_955,
      requestsPerFlush: 1_000 / 735,
      msPerFlush: 529.2 / 735,
      flushingShare: 0.5292,
    });
    expect(describeWal(w)).toBe('1,955 B in 18.0 records per request; 1.36 requests per flush, 0.72 ms each, flushing 53 % of the run');
  });

  it('says so when the flushes were not timed', () => {
    const after = { records: 1_100, bytes: 110_000, flushes: 60, flushMs: 20 };
    expect(describeWal(walPerRequest(before, after, 20, 500))).toBe(
      '500 B in 5.0 records per request; 2.00 requests per flush, flush time not tracked',
    );
  });
});

// PostgreSQL 15 keeps flushes in pg_stat_wal (later versions, PGlite's among them, moved them to pg_stat_io); the bench
// reads it on PostgreSQL only.
describe.skipIf(!process.env.TEST_DATABASE_URL)('readWal on PostgreSQL', () => {
  let testDb: TestDatabase;
  beforeAll(async () => {
    testDb = await createTestDatabase('postgres');
  });
  afterAll(() => testDb.drop());

  it('reads counters that grow with what is written', { timeout: 30_000 }, async () => {
    const first = await readWal(testDb.database);
    await testDb.database.db.execute(sql`CREATE TABLE wal_probe AS SELECT g AS n FROM generate_series(1, 1000) g`);
    // A backend reports its counters within seconds, not at once (at most every second, and after 10 s when idle).
    await expect
      .poll(async () => (await readWal(testDb.database)).bytes, { timeout: 20_000, interval: 500 })
      .toBeGreaterThan(first.bytes + 10_000);
    const second = await readWal(testDb.database);
    expect(second.records).toBeGreaterThan(first.records);
    expect(second.flushes).toBeGreaterThan(first.flushes);
  });
});
