import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/server/app';
import type { Clock } from '../../src/server/clock';
import { loadConfig, type Config } from '../../src/server/config';
import type { Database } from '../../src/server/db/client';
import { findGroupByCode } from '../../src/server/features/groups/repository';
import { DEMO, seedDemo } from '../../src/server/seed/demo';
import { createTestDatabase, type DatabaseKind, type TestDatabase } from './databases';

export const TEST_JWT_SECRET = 'test-secret-that-is-long-enough-for-hs256!';

export interface TestApp {
  app: FastifyInstance;
  config: Config;
  database: Database;
  testDb: TestDatabase;
  demoGroupId: number;
  close(): Promise<void>;
}

/** The real app on a fresh database with the demo group seeded; env overrides change its config. */
export async function startTestApp(
  kind: DatabaseKind,
  env: Record<string, string> = {},
  options: { clock?: Clock } = {},
): Promise<TestApp> {
  const config = loadConfig(
    {
      NODE_ENV: 'test',
      JWT_SECRET: TEST_JWT_SECRET,
      LOG_LEVEL: 'silent',
      RATE_LIMIT_AUTH_MAX: '1000',
      TICKER_INTERVAL_MS: '60000',
      ...env,
    },
    () => TEST_JWT_SECRET,
  );
  const testDb = await createTestDatabase(kind);
  await seedDemo(testDb.database);
  const app = await buildApp({ config, database: testDb.database, serveWeb: false, ...options });
  await app.ready();
  const demoGroup = await findGroupByCode(testDb.database.db, DEMO.groupCode);
  if (!demoGroup) throw new Error('demo group missing');
  return {
    app,
    config,
    database: testDb.database,
    testDb,
    demoGroupId: demoGroup.id,
    close: async () => {
      await app.close();
      await testDb.drop();
    },
  };
}

export { DEMO };
