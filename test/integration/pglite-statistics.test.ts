import { sql } from 'drizzle-orm';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../src/server/db/client';
import { analyzeStaleTables, statisticsJob } from '../../src/server/jobs/pglite-statistics';
import { trackRequestActivity } from '../../src/server/jobs/request-activity';
import { createTestDatabase, type TestDatabase } from '../support/databases';

// PGlite has no autovacuum: the ticker's statistics job keeps the planner's statistics (PostgreSQL's autovacuum does).
describe('the statistics of PGlite tables', () => {
  let testDb: TestDatabase;
  const always = () => true;
  const reltuples = async () =>
    (await queryRows<{ n: number }>(testDb.database.db, sql`SELECT reltuples::int AS n FROM pg_class WHERE relname = 'stats_probe'`))[0]?.n;
  const addRows = (from: number, to: number) =>
    testDb.database.exec(`INSERT INTO stats_probe SELECT g, repeat('x', 200) FROM generate_series(${from}, ${to}) g`);

  beforeAll(async () => {
    testDb = await createTestDatabase('pglite');
    await testDb.database.exec('CREATE TABLE stats_probe (id int PRIMARY KEY, note text)');
  });
  afterAll(() => testDb.drop());

  it('analyzes a table that holds rows and was never analyzed', async () => {
    await addRows(1, 3_000);
    expect(await reltuples()).toBe(-1);
    expect(await analyzeStaleTables(testDb.database, always)).toContain('stats_probe');
    expect(await reltuples()).toBe(3_000);
  });

  it('leaves a table alone until it has grown by a fifth', async () => {
    await addRows(3_001, 3_100);
    expect(await analyzeStaleTables(testDb.database, always)).not.toContain('stats_probe');
    expect(await reltuples()).toBe(3_000);
    await addRows(3_101, 4_000);
    expect(await analyzeStaleTables(testDb.database, always)).toContain('stats_probe');
    expect(await reltuples()).toBe(4_000);
  });

  it('analyzes nothing while requests are waiting; the next run catches up', async () => {
    await addRows(4_001, 6_000);
    expect(await analyzeStaleTables(testDb.database, () => false)).toEqual([]);
    expect(await reltuples()).toBe(4_000);
    expect(await analyzeStaleTables(testDb.database, always)).toEqual(['stats_probe']);
    expect(await reltuples()).toBe(6_000);
  });

  it("the ticker's job analyzes only after 2 s without a request, not after a pause of a tenth of a second", async () => {
    const app = Fastify();
    let clock = 10_000;
    const job = statisticsJob(trackRequestActivity(app, () => clock));
    app.get('/ping', async () => 'pong');
    try {
      await addRows(6_001, 8_000);
      expect((await app.inject('/ping')).statusCode).toBe(200);
      clock += 1_999;
      expect(await job.runOnDatabase(testDb.database)).toEqual([]);
      expect(await reltuples()).toBe(6_000);
      clock += 1;
      expect(await job.runOnDatabase(testDb.database)).toEqual(['stats_probe']);
      expect(await reltuples()).toBe(8_000);
    } finally {
      await app.close();
    }
  });
});
