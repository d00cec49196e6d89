import { defineConfig } from 'vitest/config';

// End-to-end tests: the built app and the real server in Chromium, one file at a time.
export default defineConfig({
  test: {
    include: ['e2e/**/*.e2e.ts'],
    globalSetup: ['e2e/global-setup.ts'],
    pool: 'forks',
    maxWorkers: 1,
    fileParallelism: false,
    testTimeout: 90_000,
    hookTimeout: 120_000,
  },
});
