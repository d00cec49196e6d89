import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { afterEach, describe, expect, it } from 'vitest';
import { pgliteNamedStatements } from './pglite-named';

const INSERT = 'INSERT INTO notes (id, body) VALUES ($1::int, $2::text) RETURNING id';
const SELECT = 'SELECT body FROM notes WHERE id = $1::int';

describe('named statements on PGlite', () => {
  const dirs: string[] = [];
  afterEach(() => {
    for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
  });

  it('keeps what they wrote in the data directory across a close and a new start', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'deskfair-named-'));
    dirs.push(dir);
    const first = await PGlite.create(dir);
    await first.exec('CREATE TABLE notes (id int PRIMARY KEY, body text NOT NULL)');
    const run = pgliteNamedStatements(first);
    expect(await run('insert_note', INSERT, [1, 'Grüße'])).toEqual([{ id: 1 }]);
    expect(await run('insert_note', INSERT, [2, 'again'])).toEqual([{ id: 2 }]);
    await first.close();

    const second = await PGlite.create(dir);
    const read = pgliteNamedStatements(second);
    expect(await read('select_note', SELECT, [1])).toEqual([{ body: 'Grüße' }]);
    expect(await read('select_note', SELECT, [2])).toEqual([{ body: 'again' }]);
    await second.close();
  });

  it("leave out PGlite's file sync, which PGlite's own queries still go through", async () => {
    const client = await PGlite.create('memory://');
    await client.exec('CREATE TABLE notes (id int PRIMARY KEY, body text NOT NULL)');
    let syncs = 0;
    const sync = client.syncToFs.bind(client);
    client.syncToFs = async () => {
      syncs++;
      await sync();
    };
    const run = pgliteNamedStatements(client);
    await run('insert_note', INSERT, [1, 'one']);
    await run('select_note', SELECT, [1]);
    expect(syncs).toBe(0);
    await client.query(SELECT, [1]);
    expect(syncs).toBe(1);
    await client.close();
  });
});
