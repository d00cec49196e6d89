import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it, vi } from 'vitest';
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

describe.each(DATABASE_KINDS.filter((k) => k === 'postgres'))('an idle pooled connection, on %s', () => {
  afterEach(() => void vi.useRealTimers());

  it('is kept through a quiet spell of minutes, and closed after five', async () => {
    // The pool times idleness with setTimeout; faked, the spells pass at once.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const database = openPostgres(process.env.TEST_DATABASE_URL ?? '', 2);
    const backend = async () => {
      const result = (await database.db.execute(sql`SELECT pg_backend_pid() AS pid`)) as unknown as { rows: Array<{ pid: number }> };
      return result.rows[0]?.pid;
    };
    try {
      const first = await backend();
      vi.advanceTimersByTime(11_000);
      expect(await backend()).toBe(first);
      vi.advanceTimersByTime(299_000);
      expect(await backend()).toBe(first);
      vi.advanceTimersByTime(300_001);
      expect(await backend()).not.toBe(first);
    } finally {
      await database.close();
    }
  });
});
