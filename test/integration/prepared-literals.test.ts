import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { executePrepared, type PreparedStatement } from '../../src/server/db/prepared';
import { createTestDatabase, DATABASE_KINDS, type TestDatabase } from '../support/databases';

const echo = {
  name: 'deskfair_test_echo_v1',
  parameterTypes: ['text', 'jsonb', 'date', 'int?', 'text?'] as const,
  text: `SELECT $1 AS text, $2 AS json, $3::text AS day, $4 AS number, $5 AS maybe`,
} satisfies PreparedStatement<readonly ['text', 'jsonb', 'date', 'int?', 'text?']>;

const numbers = {
  name: 'deskfair_test_numbers_v1',
  parameterTypes: ['bigint', 'int[]'] as const,
  text: `SELECT $1::text AS big, $2 AS ids, cardinality($2) AS count`,
} satisfies PreparedStatement<readonly ['bigint', 'int[]']>;

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

  it('passes a bigint beyond int and a list of ints (also empty) as arrays', async () => {
    const [row] = await executePrepared(testDb.database, numbers, [9_007_199_254_740_991, [3, -1, 2_147_483_647]]);
    expect(row).toEqual({ big: '9007199254740991', ids: [3, -1, 2147483647], count: 3 });
    const [empty] = await executePrepared(testDb.database, numbers, [1, []]);
    expect(empty).toEqual({ big: '1', ids: [], count: 0 });
  });

  it('refuses a list with a fraction or a value beyond int, and a bigint beyond a safe integer', async () => {
    await expect(executePrepared(testDb.database, numbers, [1, [1.5]])).rejects.toThrow('not a valid int[]');
    await expect(executePrepared(testDb.database, numbers, [1, [2_147_483_648]])).rejects.toThrow('not a valid int[]');
    await expect(executePrepared(testDb.database, numbers, [2 ** 53, []])).rejects.toThrow('not a valid bigint');
  });
});
