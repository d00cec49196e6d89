import { randomBytes } from 'node:crypto';
import { readdirSync } from 'node:fs';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { openPglite, openPostgres, type Database } from '../../src/server/db/client';
import { migrate } from '../../src/server/db/migrate';
import { DATABASE_KINDS } from '../support/databases';

const MIGRATIONS = readdirSync(new URL('../../src/server/db/migrations/', import.meta.url)).filter((f) => f.endsWith('.sql'));

/** An empty database, opened by `connections` separate clients (processes starting at once). */
async function emptyDatabase(kind: string, connections: number): Promise<{ clients: Database[]; drop(): Promise<void> }> {
  if (kind === 'pglite') {
    const database = await openPglite(undefined);
    return { clients: Array.from({ length: connections }, () => database), drop: () => database.close() };
  }
  const adminUrl = process.env.TEST_DATABASE_URL ?? '';
  const name = `deskfair_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const clients = Array.from({ length: connections }, () => openPostgres(url.toString(), 2));
  return {
    clients,
    drop: async () => {
      await Promise.all(clients.map((c) => c.close()));
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    },
  };
}

describe.each(DATABASE_KINDS)('migrations on an empty database on %s', (kind) => {
  it('three processes starting at once: all start, and each migration is applied exactly once', async () => {
    const { clients, drop } = await emptyDatabase(kind, 3);
    try {
      const results = await Promise.allSettled(clients.map((c) => migrate(c)));
      expect(results.map((r) => r.status)).toEqual(['fulfilled', 'fulfilled', 'fulfilled']);
      const applied = results.flatMap((r) => (r.status === 'fulfilled' ? r.value : []));
      expect(applied.sort()).toEqual(MIGRATIONS.sort());
      expect(MIGRATIONS.length).toBeGreaterThan(20);
    } finally {
      await drop();
    }
  });
});
