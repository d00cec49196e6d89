import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_PASSWORD_POLICY } from '../../src/contract/group';
import { queryRows } from '../../src/server/db/client';
import { migrate } from '../../src/server/db/migrate';
import { createTestDatabase, DATABASE_KINDS, type TestDatabase } from '../support/databases';

interface DeskJson {
  id: number;
  label: string;
  equipment: string[];
  area: { id: number; name: string };
  location: { id: number; name: string };
}

// Each desk's JSON as GET ego answers it, kept on the desk's row by the triggers of migration 0034.
describe.each(DATABASE_KINDS)('the desk JSON on the desk row on %s', (kind) => {
  let testDb: TestDatabase;
  let groupId: number;
  const ids = { location: 0, area: 0, otherArea: 0, desk: 0, room: 0 };

  const one = async <T>(query: ReturnType<typeof sql>) => (await queryRows<T>(testDb.database.db, query))[0];
  const deskJson = async (id: number) =>
    (await one<{ desk_json: DeskJson | null }>(sql`SELECT desk_json FROM resources WHERE group_id = ${groupId} AND id = ${id}`))?.desk_json;
  const addDesk = async (label: string, areaId = ids.area) =>
    (
      await one<{ id: number }>(
        sql`INSERT INTO resources (group_id, kind, area_id, label, equipment) VALUES (${groupId}, 'desk', ${areaId}, ${label}, '["monitor"]')
          RETURNING id`,
      )
    )?.id ?? 0;

  beforeAll(async () => {
    // Places and a desk made before the migration: the migration writes their JSON.
    testDb = await createTestDatabase(kind, { upTo: '0033_room_bookings_by_day.sql' });
    groupId =
      (
        await one<{ id: number }>(
          sql`INSERT INTO groups (name, password_policy) VALUES ('Tische AG', ${JSON.stringify(DEFAULT_PASSWORD_POLICY)}::jsonb) RETURNING id`,
        )
      )?.id ?? 0;
    ids.location =
      (await one<{ id: number }>(sql`INSERT INTO locations (group_id, name) VALUES (${groupId}, 'Leipzig') RETURNING id`))?.id ?? 0;
    const area = (name: string) =>
      one<{ id: number }>(sql`INSERT INTO areas (group_id, location_id, name) VALUES (${groupId}, ${ids.location}, ${name}) RETURNING id`);
    ids.area = (await area('Etage 1'))?.id ?? 0;
    ids.otherArea = (await area('Etage 2'))?.id ?? 0;
    ids.desk = await addDesk('L-01');
    ids.room =
      (
        await one<{ id: number }>(
          sql`INSERT INTO resources (group_id, kind, area_id, label, capacity) VALUES (${groupId}, 'room', ${ids.area}, 'Pleiße', 6) RETURNING id`,
        )
      )?.id ?? 0;
    await migrate(testDb.database);
  });
  afterAll(() => testDb.drop());

  it('is written for the desks there were before the migration, and for no other kind of resource', async () => {
    const desk = await one<{ uuid: string }>(sql`SELECT uuid::text AS uuid FROM resources WHERE id = ${ids.desk}`);
    expect(await deskJson(ids.desk)).toEqual({
      id: ids.desk,
      label: 'L-01',
      uuid: desk?.uuid,
      equipment: ['monitor'],
      area: { id: ids.area, name: 'Etage 1' },
      location: { id: ids.location, name: 'Leipzig' },
    });
    expect(await deskJson(ids.room)).toBeNull();
  });

  it("follows the desk, its area's name and place, and its location's name", async () => {
    const db = testDb.database.db;
    await db.execute(sql`UPDATE resources SET label = 'L-01a', equipment = '["monitor","dock"]' WHERE id = ${ids.desk}`);
    expect(await deskJson(ids.desk)).toMatchObject({ label: 'L-01a', equipment: ['monitor', 'dock'], area: { name: 'Etage 1' } });
    await db.execute(sql`UPDATE areas SET name = 'Erdgeschoss' WHERE id = ${ids.area}`);
    await db.execute(sql`UPDATE locations SET name = 'Leipzig Süd' WHERE id = ${ids.location}`);
    expect(await deskJson(ids.desk)).toMatchObject({ area: { id: ids.area, name: 'Erdgeschoss' }, location: { name: 'Leipzig Süd' } });
    await db.execute(sql`UPDATE resources SET area_id = ${ids.otherArea} WHERE id = ${ids.desk}`);
    expect(await deskJson(ids.desk)).toMatchObject({ area: { id: ids.otherArea, name: 'Etage 2' }, location: { name: 'Leipzig Süd' } });
    const [other] = await queryRows<{ id: number }>(
      db,
      sql`INSERT INTO locations (group_id, name) VALUES (${groupId}, 'Halle') RETURNING id`,
    );
    await db.execute(sql`UPDATE areas SET location_id = ${other?.id} WHERE id = ${ids.otherArea}`);
    expect(await deskJson(ids.desk)).toMatchObject({ area: { name: 'Etage 2' }, location: { id: other?.id, name: 'Halle' } });
    // A desk's other changes leave it as it was; a room's rename gives the room none.
    await db.execute(sql`UPDATE resources SET active = false WHERE id = ${ids.desk}`);
    expect(await deskJson(ids.desk)).toMatchObject({ label: 'L-01a', location: { name: 'Halle' } });
    await db.execute(sql`UPDATE resources SET label = 'Mulde' WHERE id = ${ids.room}`);
    expect(await deskJson(ids.room)).toBeNull();
  });

  // Two connections, one change each, the first left open while the second runs: whichever order, the JSON ends with
  // both, and neither waits for the other in a circle (PostgreSQL would abort one as a deadlock).
  const twoAtOnce = async (first: (c: pg.Client) => Promise<unknown>, second: (c: pg.Client) => Promise<unknown>) => {
    const [a, b] = [new pg.Client({ connectionString: testDb.url }), new pg.Client({ connectionString: testDb.url })];
    await Promise.all([a.connect(), b.connect()]);
    try {
      await a.query('BEGIN');
      await first(a);
      await b.query('BEGIN');
      const waiting = second(b);
      const settled = await Promise.race([waiting.then(() => 'done'), new Promise((resolve) => setTimeout(() => resolve('waiting'), 300))]);
      await a.query('COMMIT');
      await waiting;
      await b.query('COMMIT');
      return settled;
    } finally {
      await Promise.all([a.end(), b.end()]);
    }
  };
  const renameArea = (name: string) => (c: pg.Client) => c.query('UPDATE areas SET name = $1 WHERE id = $2', [name, ids.area]);

  it.runIf(kind === 'postgres')('has the new name of an area renamed while a desk is added to it, in either order', async () => {
    let added = 0;
    const addTo = async (c: pg.Client) => {
      const { rows } = await c.query<{ id: number }>(
        `INSERT INTO resources (group_id, kind, area_id, label) VALUES ($1, 'desk', $2, $3) RETURNING id`,
        [groupId, ids.area, `L-${10 + added}`],
      );
      added = rows[0]?.id ?? 0;
    };
    // The rename first: the new desk waits for it and reads its name.
    expect(await twoAtOnce(renameArea('Keller'), addTo)).toBe('waiting');
    expect(await deskJson(added)).toMatchObject({ area: { name: 'Keller' } });
    // The desk first: the rename waits for it and writes the new desk's JSON too.
    expect(await twoAtOnce(addTo, renameArea('Dach'))).toBe('waiting');
    expect(await deskJson(added)).toMatchObject({ area: { name: 'Dach' } });
  });

  it.runIf(kind === 'postgres')("has a desk's new label and its area's new name when both change at once, in either order", async () => {
    const desk = await addDesk('L-20');
    const relabel = (label: string) => (c: pg.Client) => c.query('UPDATE resources SET label = $1 WHERE id = $2', [label, desk]);
    expect(await twoAtOnce(relabel('L-20a'), renameArea('Mitte'))).toBe('waiting');
    expect(await deskJson(desk)).toMatchObject({ label: 'L-20a', area: { name: 'Mitte' } });
    expect(await twoAtOnce(renameArea('Hof'), relabel('L-20b'))).toBe('waiting');
    expect(await deskJson(desk)).toMatchObject({ label: 'L-20b', area: { name: 'Hof' } });
    // An area and its location renamed at once: both renames write the area's desks, one after the other.
    const renameLocation = (c: pg.Client) => c.query('UPDATE locations SET name = $1 WHERE id = $2', ['Leipzig Nord', ids.location]);
    expect(await twoAtOnce(renameArea('Galerie'), renameLocation)).toBe('waiting');
    expect(await deskJson(desk)).toMatchObject({ area: { name: 'Galerie' }, location: { name: 'Leipzig Nord' } });
  });
});
