import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPostgres, type Database } from '../../src/server/db/client';
import { executePrepared, typedText, type PreparedStatement } from '../../src/server/db/prepared';
import { createTestDatabase, DATABASE_KINDS, type DatabaseKind, type TestDatabase } from '../support/databases';

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

/** Named statements of the protocol (PostgreSQL and PGlite), or SQL EXECUTE behind a transaction pooler (PgBouncer). */
const WAYS = DATABASE_KINDS.flatMap((kind): Array<{ kind: DatabaseKind; way: string; transactionPooling: boolean }> =>
  kind === 'postgres'
    ? [
        { kind, way: 'named statements', transactionPooling: false },
        { kind, way: 'EXECUTE (transaction pooling)', transactionPooling: true },
      ]
    : [{ kind, way: 'named statements', transactionPooling: false }],
);

describe.each(WAYS)('prepared statement arguments on $kind, $way', ({ kind, transactionPooling }) => {
  let testDb: TestDatabase;
  let database: Database;
  beforeAll(async () => {
    testDb = await createTestDatabase(kind);
    database = transactionPooling && testDb.url ? openPostgres(testDb.url, 2, { transactionPooling }) : testDb.database;
  });
  afterAll(async () => {
    if (database !== testDb.database) await database.close();
    await testDb.drop();
  });

  it('runs the way this database and pool are set up for', async () => {
    const ways = await database.onConnection(async (connection) => (connection.executeNamed ? 'named' : 'EXECUTE'));
    expect(ways).toBe(transactionPooling ? 'EXECUTE' : 'named');
  });

  it.each(["it's", 'back\\slash \\x27', '$v0$', 'ends in $v0', '$v0$ and $v1$ and $v2', "'); DROP TABLE bookings; --", 'Grüße, 日本, 👋'])(
    'passes %j through exactly, as text and inside JSON',
    async (value) => {
      const [row] = await executePrepared(database, echo, [value, JSON.stringify({ value }), '2027-01-05', null, null]);
      expect(row).toEqual({ text: value, json: { value }, day: '2027-01-05', number: null, maybe: null });
    },
  );

  it('refuses a day that is not YYYY-MM-DD and a NULL where none is allowed, before the database sees it', async () => {
    await expect(executePrepared(database, echo, ['x', '{}', "2027-01-05'", 1, null])).rejects.toThrow('not a valid date');
    await expect(executePrepared(database, echo, [null as unknown as string, '{}', '2027-01-05', 1, null])).rejects.toThrow(
      'not a valid text',
    );
  });

  it('passes a bigint beyond int and a list of ints (also empty) as arrays', async () => {
    const [row] = await executePrepared(database, numbers, [9_007_199_254_740_991, [3, -1, 2_147_483_647]]);
    expect(row).toEqual({ big: '9007199254740991', ids: [3, -1, 2147483647], count: 3 });
    const [empty] = await executePrepared(database, numbers, [1, []]);
    expect(empty).toEqual({ big: '1', ids: [], count: 0 });
  });

  it('runs a statement whose first run failed (after its parse) again, answering the error code each time it fails', async () => {
    const divide = {
      name: 'deskfair_test_divide_v1',
      parameterTypes: ['int'] as const,
      text: 'SELECT 100 / $1 AS quotient',
    } satisfies PreparedStatement<readonly ['int']>;
    await expect(executePrepared(database, divide, [0])).rejects.toMatchObject({ code: '22012' });
    expect(await executePrepared(database, divide, [4])).toEqual([{ quotient: 25 }]);
    await expect(executePrepared(database, divide, [0])).rejects.toMatchObject({ code: '22012' });
    expect(await executePrepared(database, divide, [5])).toEqual([{ quotient: 20 }]);
  });

  it('refuses a list with a fraction or a value beyond int, and a bigint beyond a safe integer', async () => {
    await expect(executePrepared(database, numbers, [1, [1.5]])).rejects.toThrow('not a valid int[]');
    await expect(executePrepared(database, numbers, [1, [2_147_483_648]])).rejects.toThrow('not a valid int[]');
    await expect(executePrepared(database, numbers, [2 ** 53, []])).rejects.toThrow('not a valid bigint');
  });
});

describe('the text a named statement is parsed from', () => {
  it('casts every parameter to its declared type, also a nullable one and one that is used twice', () => {
    expect(typedText(numbers)).toBe('SELECT ($1::bigint)::text AS big, ($2::int[]) AS ids, cardinality(($2::int[])) AS count');
    expect(typedText(echo)).toBe(
      'SELECT ($1::text) AS text, ($2::jsonb) AS json, ($3::date)::text AS day, ($4::int) AS number, ($5::text) AS maybe',
    );
  });

  it('refuses a parameter without a declared type', () => {
    const undeclared = { name: 'deskfair_test_undeclared_v1', parameterTypes: ['int'] as const, text: 'SELECT $1 + $12' };
    expect(() => typedText(undeclared)).toThrow('deskfair_test_undeclared_v1: $12 has no declared type');
  });
});
