import { sql } from 'drizzle-orm';
import { queryRows, type Database } from '../db/client';
import type { RequestActivity } from './request-activity';
import type { RowLockingJob } from './ticker';

/** A table is analyzed again once it has grown by this share of the pages it had at its last ANALYZE. */
const GROWTH_SHARE = 0.2;
/** …and by at least this many pages (8 kB each), so that small tables are not analyzed at every change. */
const GROWTH_MIN_PAGES = 10;

/**
 * The app's tables (as quoted identifiers) whose planner statistics are missing or stale: never analyzed while holding rows, or grown by a
 * fifth since. Growth is read from the table's size, since PGlite keeps no counts of changed rows.
 */
async function staleTables(database: Database): Promise<string[]> {
  const rows = await queryRows<{ name: string }>(
    database.db,
    sql`SELECT quote_ident(c.relname) AS name
      FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
      WHERE n.nspname = 'public' AND c.relkind = 'r'
        AND pg_relation_size(c.oid) / 8192 > CASE WHEN c.reltuples < 0 THEN 0
          ELSE c.relpages + greatest(${GROWTH_MIN_PAGES}::int, ceil(c.relpages * ${GROWTH_SHARE}::float8)) END
      ORDER BY c.relname`,
  );
  return rows.map((r) => r.name);
}

/**
 * PGlite runs PostgreSQL in single-user mode, without autovacuum: its statistics would stay those of the day the
 * tables were empty, and the plans of the prepared statements with them. This job analyzes the stale tables one at a
 * time while `mayGoOn` says no request is waiting (PGlite has one connection); a table left out waits for the next
 * run. Answers the tables it analyzed.
 */
export async function analyzeStaleTables(database: Database, mayGoOn: () => boolean): Promise<string[]> {
  const analyzed: string[] = [];
  for (const name of await staleTables(database)) {
    if (!mayGoOn()) break;
    await database.exec(`ANALYZE ${name}`);
    analyzed.push(name);
  }
  return analyzed;
}

/** How often PGlite's stale tables are analyzed (it has no autovacuum). */
const STATISTICS_EVERY_MS = 10 * 60_000;
/**
 * A table's ANALYZE starts only after this long without a request: one of a million-row table holds PGlite's connection
 * for 100–130 ms, a stall that a pause of a tenth of a second between two bursts of requests is no sign the next burst
 * will spare.
 */
const STATISTICS_QUIET_MS = 2_000;

/** The ticker's statistics job on PGlite. */
export const statisticsJob = (activity: RequestActivity): RowLockingJob => ({
  name: 'statistics',
  everyMs: STATISTICS_EVERY_MS,
  runOnDatabase: (database) => analyzeStaleTables(database, () => !activity.busy(STATISTICS_QUIET_MS)),
});
