import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { executePrepared, type PreparedStatement } from '../../src/server/db/prepared';
import { createTestDatabase, DATABASE_KINDS, type TestDatabase } from '../support/databases';

const echo = {
  name: 'deskfair_test_echo_v1',
  parameterTypes: ['text', 'jsonb', 'date', 'int?', 'text?'] as const,
  text: `SELECT $1 AS text, $2 AS json, $3::text AS day, $4 AS number, $5 AS maybe`,
} satisfies PreparedStatement<readonly ['text', 'jsonb', 'date', 'int?', 'text?']>;

describe.each(DATABASE_KINDS)('prepared statement arguments on %s', (kind) => {
  let testDb: TestDatabase;
  beforeAll(async () => {
    testDb = await createTestDatabase(kind);
  });
  afterAll(() => testDb.drop());

  it.each(["it's", 'back\\slash \\x27', '$v0$', 'ends in $v0', '$v0$ and $v1$ and $v2', "'); DROP TABLE bookings; --", 'Grüße, 日本, 👋'])(
    'passes %j through exactly, as text and inside JSON',
    async (value) => {
      const [row] = await executePrepared(testDb.database, echo, [value, JSON.stringify({ value }), '2027-01-05', null, null]);
      expect(row).toEqual({ text: value, json: { value }, day: '2027-01-05', number: null, maybe: null });
    },
  );

  it('refuses a day that is not YYYY-MM-DD and a NULL where none is allowed, before the database sees it', async () => {
    await expect(executePrepared(testDb.database, echo, ['x', '{}', "2027-01-05'", 1, null])).rejects.toThrow('not a valid date');
    await expect(executePrepared(testDb.database, echo, [null as unknown as string, '{}', '2027-01-05', 1, null])).rejects.toThrow(
      'not a valid text',
    );
  });
});
