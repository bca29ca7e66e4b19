import { defineConfig } from '@lingui/cli';
import { formatter } from '@lingui/format-po';

// One catalogue per published package, so each package ships only its own messages.
const packages = ['console-core', 'console-ui', 'console-pages'] as const;

export default defineConfig({
  sourceLocale: 'en',
  locales: ['zh-CN', 'en', 'fr'],
  fallbackLocales: { default: 'en' },
  format: formatter({ lineNumbers: false }),
  compileNamespace: 'ts',
  catalogs: packages.map((pkg) => ({
    path: `<rootDir>/packages/${pkg}/src/locales/{locale}/messages`,
    include: [`<rootDir>/packages/${pkg}/src`],
    exclude: [
      '**/node_modules/**',
      '**/locales/**',
      '**/*.test.ts',
      '**/*.test.tsx',
      '**/*.stories.tsx',
      '**/*.stories.ts',
    ],
  })),
});
