import { sql } from 'drizzle-orm';
import { queryRows, type Database } from '../db/client';

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
