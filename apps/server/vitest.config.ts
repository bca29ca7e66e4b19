import { defineProject } from 'vitest/config';

// One fork runs every file in sequence without isolation, so the helper's single PGlite
// (seconds and hundreds of MB to start) is shared by the whole suite.
export default defineProject({
  resolve: { conditions: ['@wcm/source'] },
  test: {
    name: 'server',
    environment: 'node',
    include: ['test/**/*.test.ts'],
    pool: 'forks',
    fileParallelism: false,
    isolate: false,
    maxWorkers: 1,
    testTimeout: 30_000,
    hookTimeout: 120_000,
    globalSetup: ['./test/global-setup.ts'],
  },
});
