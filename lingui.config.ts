import { readdirSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { defineConfig } from '@lingui/cli';
import { formatter } from '@lingui/format-po';

const root = import.meta.dirname;
const exclude = [
  '**/node_modules/**',
  '**/locales/**',
  '**/*.test.ts',
  '**/*.test.tsx',
  '**/*.stories.tsx',
  '**/*.stories.ts',
];

// console-pages folders that belong to the always-loaded catalogue (sign-in, errors, home and
// the shared list kit); every other folder with an index.ts is a content area with its own
// catalogue, loaded with its pages (PageModule.messages).
const PAGES_SHELL = new Set(['auth', 'common', 'error', 'home', 'locales', 'registry', 'test']);
const pagesSrc = join(root, 'packages/console-pages/src');
const areas = readdirSync(pagesSrc, { withFileTypes: true })
  .filter((d) => d.isDirectory() && !PAGES_SHELL.has(d.name))
  .filter((d) => existsSync(join(pagesSrc, d.name, 'index.ts')))
  .map((d) => d.name)
  .sort();

// Pages with a catalogue of their own, loaded with them only (their loader's `messages`): texts
// that the rest of their area (its list, first of all) does not need.
const PAGE_CATALOGUES = ['products/category', 'products/drafts', 'products/edit'];
const pageCatalogues = (area: string) =>
  PAGE_CATALOGUES.filter((dir) => dir.startsWith(`${area}/`)).map(
    (dir) => `packages/console-pages/src/${dir}`,
  );

const catalogue = (dir: string, extraExclude: string[] = []) => ({
  path: `<rootDir>/${dir}/locales/{locale}/messages`,
  include: [`<rootDir>/${dir}`],
  exclude: [...exclude, ...extraExclude],
});

// One catalogue per published package (each ships only its own messages), and in
// console-pages one per content area, so a page downloads only its area's texts.
export default defineConfig({
  sourceLocale: 'en',
  locales: ['zh-CN', 'en', 'fr'],
  fallbackLocales: { default: 'en' },
  format: formatter({ lineNumbers: false }),
  compileNamespace: 'ts',
  // By id: stable order (equal English texts would otherwise swap places between runs).
  orderBy: 'messageId',
  catalogs: [
    catalogue('packages/console-core/src'),
    catalogue('packages/console-ui/src'),
    catalogue(
      'packages/console-pages/src',
      areas.map((area) => `<rootDir>/packages/console-pages/src/${area}/**`),
    ),
    ...areas.map((area) =>
      catalogue(
        `packages/console-pages/src/${area}`,
        pageCatalogues(area).map((dir) => `<rootDir>/${dir}/**`),
      ),
    ),
    ...areas.flatMap(pageCatalogues).map((dir) => catalogue(dir)),
  ],
});
