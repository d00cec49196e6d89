import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPostgres, queryRows, type Database } from '../../src/server/db/client';
import { executePrepared } from '../../src/server/db/prepared';
import { egoStatement, egoStatementWithoutRequests } from '../../src/server/features/ego/ego-statement';
import { createTestDatabase, DATABASE_KINDS, type TestDatabase } from '../support/databases';

const POLICY = {
  rule: { length: 10, has_capital: true, has_letters: true, has_numbers: true, has_symbols: true },
  regex: null,
  helper: null,
};

// A prepared statement is planned for its arguments five times; then the database keeps one plan for all arguments if
// that plan looks no dearer. If it looks dearer, every call is planned anew — for GET ego that costs more than running it.
// One group draws its desks by lottery, so the table holds many requests; the other group's members have none.
describe.each(DATABASE_KINDS)("GET ego's statement beside another group's lottery on %s", (kind) => {
  let testDb: TestDatabase;
  let single: Database;
  let groupId: number;
  let officeId: number;

  beforeAll(async () => {
    testDb = await createTestDatabase(kind);
    const db = testDb.database.db;
    const [group] = await queryRows<{ id: number }>(
      db,
      sql`INSERT INTO groups (name, allocation_mode, password_policy) VALUES ('Los AG', 'algorithm', ${JSON.stringify(POLICY)}::jsonb) RETURNING id`,
    );
    groupId = group?.id ?? 0;
    await db.execute(sql`
      INSERT INTO users (group_id, email, first_name, name, password_hash, terms_accepted_at)
      SELECT ${groupId}, 'los' || i || '@example.test', 'L' || i, 'Los', 'x', now() FROM generate_series(1, 5000) i`);
    await db.execute(sql`
      INSERT INTO desk_requests (group_id, user_id, day) SELECT ${groupId}, u.id, current_date + 2 FROM users u WHERE u.group_id = ${groupId}`);
    const [office] = await queryRows<{ id: number }>(
      db,
      sql`INSERT INTO groups (name, password_policy) VALUES ('Büro GmbH', ${JSON.stringify(POLICY)}::jsonb) RETURNING id`,
    );
    officeId = office?.id ?? 0;
    await db.execute(sql`
      INSERT INTO users (group_id, email, first_name, name, password_hash, terms_accepted_at)
      SELECT ${officeId}, 'buero' || i || '@example.test', 'B' || i, 'Büro', 'x', now() FROM generate_series(1, 20) i`);
    await db.execute(sql`ANALYZE`);
    // On PostgreSQL a pool of one connection: the statement's plan counts are that connection's.
    single = testDb.url ? openPostgres(testDb.url, 1) : testDb.database;
  });
  afterAll(async () => {
    if (single !== testDb.database) await single.close();
    await testDb.drop();
  });

  it.each([egoStatement, egoStatementWithoutRequests])(
    '$name is planned once for all users after its first five calls, not anew for each',
    async (statement) => {
      const members = await queryRows<{ id: number }>(
        single.db,
        sql`SELECT id FROM users WHERE group_id = ${officeId} ORDER BY id LIMIT 10`,
      );
      const noSession = '00000000-0000-4000-8000-000000000000';
      for (const member of members) await executePrepared(single, statement, [officeId, member.id, noSession, new Date()]);
      const [plans] = await queryRows<{ generic: number; custom: number }>(
        single.db,
        sql`SELECT generic_plans::int AS generic, custom_plans::int AS custom FROM pg_prepared_statements WHERE name = ${statement.name}`,
      );
      expect(plans).toEqual({ generic: 5, custom: 5 });
    },
  );
});
