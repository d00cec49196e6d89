import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/server/app';
import { loadConfig } from '../../src/server/config';
import { createTestDatabase, DATABASE_KINDS, type TestDatabase } from '../support/databases';
import { TEST_JWT_SECRET } from '../support/test-app';

const SECRET_EMAIL = 'geheim@deskfair.test';
const SECRET_HASH = '$argon2id$v=19$m=19456,t=2,p=1$c2FsdHNhbHQ$aGFzaGhhc2hoYXNoaGFzaA';

describe.each(DATABASE_KINDS)('no secrets in logs on %s', (kind) => {
  let testDb: TestDatabase;
  let failedQuery: unknown;
  beforeAll(async () => {
    testDb = await createTestDatabase(kind);
    // A real failed query whose parameters are an e-mail address and a password hash.
    failedQuery = await testDb.database.db
      .execute(sql`SELECT ${SECRET_EMAIL}::int AS n, ${SECRET_HASH}::text AS h`)
      .then(() => null)
      .catch((error: unknown) => error);
  });
  afterAll(() => testDb.drop());

  it('logs a failed query with its SQL but without its parameters', async () => {
    expect(failedQuery).toBeInstanceOf(Error);
    const lines: string[] = [];
    const config = loadConfig({ NODE_ENV: 'test', JWT_SECRET: TEST_JWT_SECRET, LOG_LEVEL: 'info' }, () => TEST_JWT_SECRET);
    const app = await buildApp({ config, database: testDb.database, serveWeb: false, logStream: { write: (line) => lines.push(line) } });
    try {
      app.log.error({ err: failedQuery }, 'unhandled error');
    } finally {
      await app.close();
    }
    const logged = lines.find((line) => line.includes('unhandled error')) ?? '';
    expect(logged).toContain('Failed query: SELECT $1::int AS n, $2::text AS h');
    expect(logged).toContain('params: [hidden]');
    expect(logged).toContain('"code":"22P02"');
    expect(logged).not.toContain(SECRET_EMAIL);
    expect(logged).not.toContain('argon2id');
  });
});
