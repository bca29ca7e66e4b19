import { defineConfig } from 'vitest/config';

// Each workspace has its own vitest.config.ts; this file only lists them.
export default defineConfig({
  test: {
    projects: [
      'packages/console-core',
      'packages/console-ui',
      'packages/console-pages',
      'apps/server',
    ],
  },
});
