import { defineProject } from 'vitest/config';

export default defineProject({
  resolve: { conditions: ['@wcm/source'] },
  test: {
    name: 'console-core',
    environment: 'happy-dom',
    include: ['src/**/*.test.ts'],
  },
});
