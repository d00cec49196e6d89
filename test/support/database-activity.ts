import pg from 'pg';
import { afterEach } from 'vitest';
import type { TestApp } from './test-app';

interface Activity {
  pid: number;
  state: string | null;
  wait: string | null;
  transaction_ms: number | null;
  blocked_by: number[];
  query: string;
}

/**
 * After a failed test on PostgreSQL, prints what each connection of its database is doing. A test that times out then
 * shows where it hangs: connections waiting on a lock (and whose), idle in a transaction, or all idle while the app
 * waits on something else.
 */
export function printDatabaseActivityOnFailure(testApp: () => TestApp | undefined): void {
  afterEach(async (context) => {
    const url = testApp()?.testDb.url;
    if (context.task.result?.state !== 'fail' || !url) return;
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      const { rows } = await client.query<Activity>(
        `SELECT pid, state, wait_event_type || ':' || wait_event AS wait,
           (extract(epoch FROM now() - xact_start) * 1000)::int AS transaction_ms, pg_blocking_pids(pid) AS blocked_by,
           left(regexp_replace(query, '\\s+', ' ', 'g'), 160) AS query
         FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid() ORDER BY xact_start NULLS LAST`,
      );
      console.error(`${context.task.name}: ${rows.length} connections of its database at the failure\n${JSON.stringify(rows, null, 1)}`);
    } finally {
      await client.end();
    }
  });
}
