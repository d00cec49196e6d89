import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { openPostgres } from '../../src/server/db/client';
import { DATABASE_KINDS } from '../support/databases';

describe.each(DATABASE_KINDS.filter((k) => k === 'postgres'))('a pool whose connections are all held, on %s', () => {
  it('fails a query that waited its time for a connection, and serves the next one once a connection is free', async () => {
    const database = openPostgres(process.env.TEST_DATABASE_URL ?? '', 1, { connectionWaitMs: 300 });
    let letGo: () => void = () => undefined;
    const released = new Promise<void>((resolve) => (letGo = resolve));
    try {
      let holding: () => void = () => undefined;
      const connected = new Promise<void>((resolve) => (holding = resolve));
      const held = database.onConnection(async (connection) => {
        await connection.script('SELECT 1');
        holding();
        await released;
      });
      await connected;
      const waited = database.db.execute(sql`SELECT 1`);
      // Drizzle wraps the pool's error in its own, naming the query.
      await expect(waited).rejects.toMatchObject({ cause: { message: 'timeout exceeded when trying to connect' } });
      letGo();
      await held;
      const result = (await database.db.execute(sql`SELECT 2 AS two`)) as unknown as { rows: Array<{ two: number }> };
      expect(result.rows).toEqual([{ two: 2 }]);
    } finally {
      letGo();
      await database.close();
    }
  });
});
