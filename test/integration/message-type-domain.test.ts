import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGE_TYPES } from '../../src/contract/messages';
import { queryRows } from '../../src/server/db/client';
import { migrate } from '../../src/server/db/migrate';
import { createGroupWithUser } from '../support/groups';
import { createTestDatabase, DATABASE_KINDS, type TestDatabase } from '../support/databases';

// Migration 0030: the message type is checked by a domain (read once per connection), no longer by a table check (read
// for every statement that writes messages).
describe.each(DATABASE_KINDS)('the message type on %s', (kind) => {
  let testDb: TestDatabase;
  let groupId: number;
  let userId: number;

  beforeAll(async () => {
    testDb = await createTestDatabase(kind, { upTo: '0029_desk_requests_user_day.sql' });
    const { group, user } = await createGroupWithUser(testDb.database, {
      name: 'Typen AG',
      code: 'TYPEN1',
      email: 'typen@deskfair.test',
      password: 'Typen!Test1',
    });
    groupId = group.id;
    userId = user.id;
    await testDb.database.db.execute(
      sql`INSERT INTO messages (group_id, user_id, type, payload) VALUES (${groupId}, ${userId}, 'LinkAcceptedNotification', '{}')`,
    );
    expect(await migrate(testDb.database, { upTo: '0030_message_type_domain.sql' })).toEqual(['0030_message_type_domain.sql']);
  });
  afterAll(() => testDb.drop());

  const insert = (type: string) =>
    testDb.database.db.execute(sql`INSERT INTO messages (group_id, user_id, type, payload) VALUES (${groupId}, ${userId}, ${type}, '{}')`);

  it('keeps the messages written before, and reads their type as plain text', async () => {
    const rows = await queryRows<{ type: unknown }>(testDb.database.db, sql`SELECT type FROM messages`);
    expect(rows).toEqual([{ type: 'LinkAcceptedNotification' }]);
  });

  it('is a domain, and the table has no check of its own left', async () => {
    const [column] = await queryRows<{ type: string; checks: string }>(
      testDb.database.db,
      sql`SELECT format_type(a.atttypid, a.atttypmod) AS type,
            (SELECT count(*) FROM pg_constraint c WHERE c.conrelid = 'messages'::regclass AND c.contype = 'c')::text AS checks
          FROM pg_attribute a WHERE a.attrelid = 'messages'::regclass AND a.attname = 'type'`,
    );
    expect(column).toEqual({ type: 'message_type', checks: '0' });
  });

  it('allows every type the app writes, and refuses any other', async () => {
    for (const type of MESSAGE_TYPES) await insert(type);
    const [count] = await queryRows<{ n: string }>(testDb.database.db, sql`SELECT count(DISTINCT type)::text AS n FROM messages`);
    expect(count?.n).toBe('28');
    await expect(insert('UnknownNotification')).rejects.toMatchObject({
      cause: { code: '23514', constraint: 'message_type_check' },
    });
    await expect(insert('deskreservationnotification')).rejects.toMatchObject({ cause: { code: '23514' } });
  });
});
