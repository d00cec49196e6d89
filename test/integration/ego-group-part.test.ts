import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../src/server/db/client';
import { createTestDatabase, DATABASE_KINDS, type TestDatabase } from '../support/databases';

const POLICY = {
  rule: { length: 10, has_capital: true, has_letters: true, has_numbers: true, has_symbols: true },
  regex: null,
  helper: null,
};

interface Part {
  name: string;
  slots: Array<{ name: string }>;
  colors: { nav: { active: string; inactive: string } };
  time_zone: string;
}

// GET ego reads the group's settings and slots as JSON that triggers build when they change (migration 0028).
describe.each(DATABASE_KINDS)("the group's part of GET ego on %s", (kind) => {
  let testDb: TestDatabase;
  let groupId: number;

  beforeAll(async () => {
    testDb = await createTestDatabase(kind);
    const [group] = await queryRows<{ id: number }>(
      testDb.database.db,
      sql`INSERT INTO groups (name, password_policy) VALUES ('Parts AG', ${JSON.stringify(POLICY)}::jsonb) RETURNING id`,
    );
    groupId = group?.id ?? 0;
  });
  afterAll(() => testDb.drop());

  const partOf = async (id: number) =>
    (await queryRows<{ part: Part }>(testDb.database.db, sql`SELECT part FROM ego_group_parts WHERE group_id = ${id}`))[0]?.part;

  it('exists as soon as the group does, with the default colours where the group sets none', async () => {
    expect(await partOf(groupId)).toMatchObject({
      name: 'Parts AG',
      slots: [],
      colors: { nav: { active: '#0b57d0', inactive: '#5f6368' } },
      time_zone: 'Europe/Berlin',
    });
  });

  it("follows the group's settings and its slots: added, renamed, reordered and removed", async () => {
    const db = testDb.database.db;
    await db.execute(sql`UPDATE groups SET name = 'Parts GmbH', nav_active_color = '#112233' WHERE id = ${groupId}`);
    await db.execute(sql`INSERT INTO slots (group_id, name, start_minute, end_minute, position) VALUES
      (${groupId}, 'Vormittag', 480, 720, 1), (${groupId}, 'Nachmittag', 720, 1080, 2)`);
    expect(await partOf(groupId)).toMatchObject({
      name: 'Parts GmbH',
      colors: { nav: { active: '#112233', inactive: '#5f6368' } },
      slots: [{ name: 'Vormittag' }, { name: 'Nachmittag' }],
    });
    await db.execute(sql`UPDATE slots SET name = 'Früh', position = 3 WHERE group_id = ${groupId} AND name = 'Vormittag'`);
    expect((await partOf(groupId))?.slots.map((s) => s.name)).toEqual(['Nachmittag', 'Früh']);
    await db.execute(sql`DELETE FROM slots WHERE group_id = ${groupId} AND name = 'Nachmittag'`);
    expect((await partOf(groupId))?.slots.map((s) => s.name)).toEqual(['Früh']);
  });

  it('goes with its group', async () => {
    const [other] = await queryRows<{ id: number }>(
      testDb.database.db,
      sql`INSERT INTO groups (name, password_policy) VALUES ('Kurz GmbH', ${JSON.stringify(POLICY)}::jsonb) RETURNING id`,
    );
    await testDb.database.db.execute(
      sql`INSERT INTO slots (group_id, name, start_minute, end_minute) VALUES (${other?.id}, 'Tag', 480, 1080)`,
    );
    expect((await partOf(other?.id ?? 0))?.slots).toHaveLength(1);
    await testDb.database.db.execute(sql`DELETE FROM groups WHERE id = ${other?.id}`);
    expect(await partOf(other?.id ?? 0)).toBeUndefined();
    expect((await partOf(groupId))?.name).toBe('Parts GmbH');
  });

  it.runIf(kind === 'postgres')('keeps both of two changes made at once by two connections', async () => {
    const first = new pg.Client({ connectionString: testDb.url });
    const second = new pg.Client({ connectionString: testDb.url });
    await Promise.all([first.connect(), second.connect()]);
    try {
      await first.query('BEGIN');
      await first.query(`INSERT INTO slots (group_id, name, start_minute, end_minute, position) VALUES ($1, 'Abend', 1080, 1320, 9)`, [
        groupId,
      ]);
      await second.query('BEGIN');
      // Its trigger waits for the first transaction's lock on the part; it must not overwrite the part without 'Abend'.
      const renamed = second.query(`UPDATE groups SET name = 'Parts KG' WHERE id = $1`, [groupId]);
      const settled = await Promise.race([renamed.then(() => 'done'), new Promise((resolve) => setTimeout(() => resolve('waiting'), 300))]);
      expect(settled).toBe('waiting');
      await first.query('COMMIT');
      await renamed;
      await second.query('COMMIT');
    } finally {
      await Promise.all([first.end(), second.end()]);
    }
    expect(await partOf(groupId)).toMatchObject({ name: 'Parts KG', slots: [{ name: 'Früh' }, { name: 'Abend' }] });
  });
});
