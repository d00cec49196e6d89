import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'test/**/*.test.ts', 'bench/**/*.test.ts'],
    globalSetup: ['test/global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
    // Vitest takes one worker fewer than the cores; on two cores that is one, while a file spends much of its time
    // waiting on the database: two workers keep both cores busy.
    maxWorkers: 2,
  },
});
