// ESLint flat config. Not type-aware on purpose: it must stay fast enough to run on every save.
// The boundary rules encode the dependency direction of docs/architecture (section 1):
// openapi <- console-core <- console-ui <- console-pages <- apps/host; apps/server uses openapi only.
import { existsSync, readdirSync } from 'node:fs';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import prettier from 'eslint-config-prettier';
import globals from 'globals';

/**
 * Content areas of console-pages: folders of src/ with an index.ts (their module descriptor,
 * architecture section 6). Shared folders (common/, registry/, locales/...) have none.
 */
function pageAreas() {
  const src = new URL('./packages/console-pages/src/', import.meta.url);
  try {
    return readdirSync(src, { withFileTypes: true })
      .filter((d) => d.isDirectory() && existsSync(new URL(`${d.name}/index.ts`, src)))
      .map((d) => d.name);
  } catch {
    return [];
  }
}

// Workspace packages are used through their public entry points only.
const deepImports = [
  {
    group: ['@wcm/*/src', '@wcm/*/src/**', '@wcm/*/dist', '@wcm/*/dist/**'],
    message: 'Import the package entry (e.g. @wcm/console-core), not its files.',
  },
  {
    regex: '(^|/)(packages/)?console-(core|ui|pages)/(src|dist)(/|$)',
    message: 'Import the package entry, not files of another workspace.',
  },
];

const reactLike = [
  {
    group: [
      'react',
      'react/**',
      'react-dom',
      'react-dom/**',
      '@radix-ui/*',
      'slate-react',
      '@vanilla-extract/*',
      '@nanostores/react',
      '@lingui/react',
      '@lingui/react/**',
    ],
    message: 'console-core is headless: no React, Radix, Slate-React or vanilla-extract.',
  },
];

const upstream = (names) => [
  {
    group: names,
    message: 'Dependencies point one way: core <- ui <- pages <- host.',
  },
];

const restrict = (patterns) => ({
  'no-restricted-imports': ['error', { patterns }],
});

const boundaries = [
  { files: ['**/*.{ts,tsx,js,mjs}'], rules: restrict(deepImports) },
  {
    files: ['packages/console-core/**/*.{ts,tsx}'],
    rules: restrict([
      ...deepImports,
      ...reactLike,
      ...upstream(['@wcm/console-ui', '@wcm/console-ui/**', '@wcm/console-pages', '@wcm/host']),
    ]),
  },
  {
    files: ['packages/console-ui/**/*.{ts,tsx}'],
    rules: restrict([...deepImports, ...upstream(['@wcm/console-pages', '@wcm/host'])]),
  },
  {
    files: ['apps/server/**/*.{ts,js,mjs}'],
    rules: restrict([
      {
        group: ['@wcm/console-*', '@wcm/host', '**/packages/**', '**/apps/host/**'],
        message: 'The server depends on openapi/ only, never on the console packages.',
      },
    ]),
  },
  // Pages never import each other: each area is mounted on its own by a host or partner portal.
  ...pageAreas().map((area) => {
    const others = pageAreas().filter((a) => a !== area);
    return {
      files: [`packages/console-pages/src/${area}/**/*.{ts,tsx}`],
      rules: restrict([
        ...deepImports,
        ...upstream(['@wcm/host']),
        ...(others.length > 0
          ? [
              {
                regex: `^(\\.\\./)+(${others.join('|')})(/|$)`,
                message: 'Pages must not import other page folders; move shared code to common/.',
              },
            ]
          : []),
      ]),
    };
  }),
];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/storybook-static/**',
      '**/coverage/**',
      'data/**',
      '.data*/**',
      'packages/console-core/src/api/schema.gen.ts',
      'openapi/request-bodies.gen.ts',
      'packages/*/src/locales/*/messages.ts',
      // Catalogues of console-pages' content areas (and pages), compiled the same way.
      'packages/*/src/*/locales/*/messages.ts',
      'packages/*/src/*/*/locales/*/messages.ts',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { ecmaVersion: 2023, sourceType: 'module' },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    rules: {
      '@typescript-eslint/consistent-type-imports': ['error', { disallowTypeAnnotations: false }],
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' },
      ],
      'no-restricted-syntax': [
        'error',
        {
          selector: 'ExportAllDeclaration',
          message: 'Re-export by name so the public API stays explicit.',
        },
        { selector: 'ExportDefaultDeclaration', message: 'Use named exports.' },
      ],
    },
  },
  {
    // Tools and configs that must default-export (ESLint, Vite, Vitest, Storybook, Lingui, tsup).
    files: [
      '*.config.{js,ts,mjs}',
      '**/*.config.{js,ts,mjs}',
      '.storybook/**',
      '**/*.stories.{ts,tsx}',
      '**/locales/*/messages.ts',
    ],
    rules: { 'no-restricted-syntax': 'off' },
  },
  {
    files: [
      'packages/console-ui/**/*.tsx',
      'packages/console-pages/**/*.tsx',
      'apps/host/**/*.tsx',
    ],
    ...reactHooks.configs.flat.recommended,
  },
  {
    files: [
      'packages/console-ui/**/*.tsx',
      'packages/console-pages/**/*.tsx',
      'apps/host/**/*.tsx',
    ],
    ...jsxA11y.flatConfigs.recommended,
  },
  {
    files: ['packages/**/*.{ts,tsx}', 'apps/host/**/*.{ts,tsx}', '.storybook/**'],
    languageOptions: { globals: { ...globals.browser } },
  },
  {
    files: [
      'apps/server/**',
      'scripts/**',
      'e2e/**',
      'bench/**',
      '.ci/**',
      '*.config.{js,ts,mjs}',
      '**/*.config.{js,ts,mjs}',
      '**/*.test.{ts,tsx}',
    ],
    languageOptions: { globals: { ...globals.node } },
  },
  ...boundaries,
  prettier,
);
