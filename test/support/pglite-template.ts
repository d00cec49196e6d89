import { readFile } from 'node:fs/promises';

/** Where the global setup left a migrated PGlite data directory for this run (unset: every test creates its own). */
export const PGLITE_TEMPLATE_ENV = 'DESKFAIR_TEST_PGLITE_TEMPLATE';

/** The migrated template as a blob, or undefined when there is none. */
export async function pgliteTemplate(): Promise<Blob | undefined> {
  const path = process.env[PGLITE_TEMPLATE_ENV];
  return path ? new Blob([await readFile(path)]) : undefined;
}
