import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openPglite, openPostgres, type Database } from '../../src/server/db/client';
import { migrate } from '../../src/server/db/migrate';
import { pgliteTemplate } from './pglite-template';

export type DatabaseKind = 'pglite' | 'postgres';

/** PGlite always; PostgreSQL too when TEST_DATABASE_URL points at a server we may create databases on. */
export const DATABASE_KINDS: DatabaseKind[] = process.env.TEST_DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];

export interface TestDatabase {
  database: Database;
  /** For a second process or pool on the same PostgreSQL database. */
  url: string | undefined;
  drop(): Promise<void>;
}

/** A fresh, migrated database (up to a migration, to test the next one): in-memory PGlite, or a new PostgreSQL database dropped afterwards. */
export async function createTestDatabase(kind: DatabaseKind, options: { upTo?: string } = {}): Promise<TestDatabase> {
  if (kind === 'pglite') {
    const template = options.upTo ? undefined : await pgliteTemplate();
    const database = await openPglite(undefined, template ? { loadDataDir: template } : {});
    await migrate(database, options);
    return { database, url: undefined, drop: () => database.close() };
  }
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error('TEST_DATABASE_URL is not set');
  const name = `deskfair_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const database = openPostgres(url.toString(), 30);
  await migrate(database, options);
  return {
    database,
    url: url.toString(),
    drop: async () => {
      await database.close();
      const cleanup = new pg.Client({ connectionString: adminUrl });
      await cleanup.connect();
      // Let closing connections finish first: killing one mid-close surfaces as an uncaught error in its client.
      for (let i = 0; i < 50; i++) {
        const { rows } = await cleanup.query('SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = $1', [name]);
        if (rows[0]?.n === 0) break;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await cleanup.end();
    },
  };
}
