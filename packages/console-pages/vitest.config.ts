import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  plugins: [vanillaExtractPlugin()],
  // Workspace packages are consumed from source, as in the host app.
  resolve: { conditions: ['@wcm/source'] },
  ssr: { resolve: { conditions: ['@wcm/source'] } },
  test: {
    name: 'console-pages',
    environment: 'happy-dom',
    setupFiles: ['./src/test/setup.ts'],
    include: ['src/**/*.test.{ts,tsx}'],
  },
});
