import { readdir, readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { queryRows, type Database } from './client';

const MIGRATIONS_DIR = fileURLToPath(new URL('./migrations/', import.meta.url));
/** Arbitrary constant: serialises migrations when several processes start at once. */
const MIGRATION_LOCK_KEY = 734_201;

/** Applies every migrations/*.sql not yet applied, in name order, in one transaction; `upTo` stops after that file (tests of a migration). */
export async function migrate(database: Database, options: { upTo?: string } = {}): Promise<string[]> {
  const files = (await readdir(MIGRATIONS_DIR)).filter((f) => f.endsWith('.sql') && (!options.upTo || f <= options.upTo)).sort();
  const applied: string[] = [];
  await database.db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(${MIGRATION_LOCK_KEY})`);
    // Under the lock: processes starting at once on an empty database would race to create it (duplicate pg_type key).
    await tx.execute(
      sql`CREATE TABLE IF NOT EXISTS schema_migrations (name text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())`,
    );
    const done = await queryRows<{ name: string }>(tx, sql`SELECT name FROM schema_migrations`);
    const doneNames = new Set(done.map((r) => r.name));
    for (const file of files) {
      if (doneNames.has(file)) continue;
      const script = await readFile(`${MIGRATIONS_DIR}${file}`, 'utf8');
      for (const statement of splitStatements(script)) await tx.execute(sql.raw(statement));
      await tx.execute(sql`INSERT INTO schema_migrations (name) VALUES (${file})`);
      applied.push(file);
    }
  });
  return applied;
}

/**
 * Splits a script into statements at a semicolon that ends a line, outside dollar-quoted bodies.
 * (PGlite runs one statement per query inside a transaction.)
 */
export function splitStatements(script: string): string[] {
  const statements: string[] = [];
  let current: string[] = [];
  let inDollarQuote = false;
  for (const line of script.split('\n')) {
    if (!inDollarQuote && /^\s*--/.test(line)) continue;
    current.push(line);
    if ((line.match(/\$\$/g) ?? []).length % 2 === 1) inDollarQuote = !inDollarQuote;
    if (!inDollarQuote && /;\s*$/.test(line)) {
      statements.push(current.join('\n').trim().replace(/;$/, ''));
      current = [];
    }
  }
  const rest = current.join('\n').trim();
  if (rest) statements.push(rest);
  return statements;
}
