import { defineConfig } from 'vitest/config';

// Scale-out run (npm run test:scale-out): two server processes behind nginx, PostgreSQL through PgBouncer in
// transaction pooling. Needs Debian's nginx and pgbouncer and TEST_DATABASE_URL; not part of test:unit.
export default defineConfig({
  test: {
    include: ['test/scale-out/**/*.scale.ts'],
    pool: 'forks',
    maxWorkers: 1,
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 180_000,
    teardownTimeout: 60_000,
  },
});
