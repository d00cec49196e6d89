import { PGlite } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { ExtractTablesWithRelations, SQL } from 'drizzle-orm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { pgErrorCode } from './pg-errors';
import { IDLE_CONNECTION_MS } from './idle-connection';
import { pgliteNamedStatements } from './pglite-named';
import { countRoundTrip } from './round-trips';
import * as schema from './schema';

export type Schema = typeof schema;

/** Drizzle tells its logger of every statement it sends (BEGIN and COMMIT too on PostgreSQL): each is a round trip. */
const roundTripLogger = { logQuery: countRoundTrip };
export type Db = PgDatabase<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
export type Tx = PgTransaction<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
/** Anything that runs queries: the database or an open transaction. */
export type Queryable = Db | Tx;

export interface Connection {
  /**
   * Runs a script of one or more statements in one round trip (simple protocol, no parameters) and answers the
   * rows of its last statement that returns rows. Only for text the app builds from checked values (prepared statements).
   */
  script(text: string): Promise<Record<string, unknown>[]>;
  prepared: Set<string>;
  /**
   * Runs a statement by name with bound values (the protocol's named statement: parsed on this connection at its first
   * use, then only bound and run). Absent behind a transaction pooler: there `script` runs EXECUTE.
   */
  executeNamed?(name: string, text: string, values: readonly unknown[]): Promise<Record<string, unknown>[]>;
}

export interface Database {
  kind: 'pglite' | 'postgres';
  db: Db;
  /** Runs a script of several statements (migrations). */
  exec(script: string): Promise<void>;
  /**
   * Runs `work` on one connection: its scripts go to that connection, and `prepared` holds the names of the statements
   * this process prepared on it (prepared statements live per connection).
   */
  onConnection<T>(work: (connection: Connection) => Promise<T>): Promise<T>;
  close(): Promise<void>;
  /** PGlite only: its data directory as a tarball, to start further databases from (test templates). */
  dumpDataDir?: () => Promise<Blob>;
}

/**
 * PGlite in a directory, or in memory when dataDir is undefined (tests). `loadDataDir` starts from a dumped data
 * directory instead of creating a new cluster, which is several times faster.
 */
export async function openPglite(dataDir: string | undefined, options: { loadDataDir?: Blob } = {}): Promise<Database> {
  const client = await PGlite.create(dataDir ?? 'memory://', { extensions: { btree_gist, unaccent, pg_trgm }, ...options });
  const runNamed = pgliteNamedStatements(client);
  const connection: Connection = {
    script: async (text) => {
      countRoundTrip();
      return lastRows(await client.exec(text));
    },
    prepared: new Set(),
    executeNamed: (name, text, values) => {
      countRoundTrip();
      return runNamed(name, text, values);
    },
  };
  return {
    kind: 'pglite',
    db: drizzlePglite(client, { schema, logger: roundTripLogger }),
    exec: async (script) => {
      await client.exec(script);
    },
    onConnection: (work) => work(connection),
    close: () => client.close(),
    dumpDataDir: () => client.dumpDataDir('none'),
  };
}

/** The statements this process prepared on each pooled connection. */
const preparedOn = new WeakMap<pg.PoolClient, Set<string>>();

/**
 * How long a query waits for a pooled connection (or for a new one to connect) before it fails: a request answers an
 * error instead of hanging on a pool that something holds (or a server that does not answer).
 */
export const CONNECTION_WAIT_MS = 10_000;

export function openPostgres(
  url: string,
  maxConnections = 20,
  { transactionPooling = false, connectionWaitMs = CONNECTION_WAIT_MS } = {},
): Database {
  const pool = new pg.Pool({
    connectionString: url,
    max: maxConnections,
    connectionTimeoutMillis: connectionWaitMs,
    idleTimeoutMillis: IDLE_CONNECTION_MS,
    // Idle connections do not keep a process alive that has nothing else to do (a script that did not close its pool).
    allowExitOnIdle: true,
  });
  // An idle connection that the server drops (restart, failover) must not crash the process; the pool reconnects.
  pool.on('error', (error) => console.warn('PostgreSQL connection lost:', error.message));
  return {
    kind: 'postgres',
    db: drizzlePg(pool, { schema, logger: roundTripLogger }),
    exec: async (script) => {
      await pool.query(script);
    },
    onConnection: async (work) => {
      const client = await pool.connect();
      let prepared = preparedOn.get(client);
      if (!prepared) preparedOn.set(client, (prepared = new Set()));
      const connection: Connection = {
        script: async (text) => {
          countRoundTrip();
          // A script of several statements answers one result per statement.
          const results = (await client.query(text)) as unknown as pg.QueryResult | pg.QueryResult[];
          return lastRows(Array.isArray(results) ? results : [results]);
        },
        prepared,
        ...(transactionPooling
          ? {}
          : {
              executeNamed: async (name: string, text: string, values: readonly unknown[]) => {
                countRoundTrip();
                return (await client.query({ name, text, values: [...values] })).rows as Record<string, unknown>[];
              },
            }),
      };
      try {
        const result = await work(connection);
        client.release();
        return result;
      } catch (error) {
        // A broken connection (no SQLSTATE) leaves the pool; one that answered an error goes back.
        client.release(pgErrorCode(error) ? undefined : (error as Error));
        throw error;
      }
    },
    close: () => pool.end(),
  };
}

function lastRows(results: ReadonlyArray<{ rows: unknown[]; fields: unknown[] }>): Record<string, unknown>[] {
  const withRows = results.filter((r) => r.fields.length > 0).at(-1);
  return (withRows?.rows ?? []) as Record<string, unknown>[];
}

/** Rows of a raw SQL query; pg and PGlite both answer with `{ rows }`. */
export async function queryRows<T>(q: Queryable, query: SQL): Promise<T[]> {
  const result = (await q.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}
