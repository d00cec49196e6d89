import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openPglite } from '../src/server/db/client';
import { migrate } from '../src/server/db/migrate';
import { PGLITE_TEMPLATE_ENV } from './support/pglite-template';

/**
 * Creating a PGlite cluster takes seconds; loading a dumped one is several times faster. The migrated template is made
 * once per run here and each test file's in-memory database starts from it.
 */
export default async function setup(): Promise<() => Promise<void>> {
  const dir = await mkdtemp(join(tmpdir(), 'deskfair-pglite-'));
  const database = await openPglite(undefined);
  await migrate(database);
  const dump = await database.dumpDataDir?.();
  await database.close();
  if (dump) {
    const path = join(dir, 'migrated.tar');
    await writeFile(path, Buffer.from(await dump.arrayBuffer()));
    process.env[PGLITE_TEMPLATE_ENV] = path;
  }
  return () => rm(dir, { recursive: true, force: true });
}
