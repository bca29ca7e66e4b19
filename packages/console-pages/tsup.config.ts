import { vanillaExtractPlugin } from '@vanilla-extract/esbuild-plugin';
import { readdir, rm } from 'node:fs/promises';
import { defineConfig } from 'tsup';

export default defineConfig({
  entry: { index: 'src/index.ts' },
  format: ['esm'],
  dts: true,
  clean: true,
  sourcemap: true,
  target: 'es2022',
  // Pages lazy-load each area; keep those splits in the published build too.
  splitting: true,
  treeshake: true,
  external: [
    'react',
    'react-dom',
    'react/jsx-runtime',
    'react-router-dom',
    /^@wcm\//,
    /^@lingui\//,
    /^@nanostores\//,
    'nanostores',
  ],
  // `.css.ts` files are evaluated against @wcm/console-ui's dist (built first), so class and
  // variable names match the published ui stylesheet.
  esbuildPlugins: [vanillaExtractPlugin({ identifiers: 'short' })],
  // index.css already holds every page's styles (the entry re-exports all pages); the per-chunk
  // copies esbuild writes next to lazy chunks are duplicates nobody imports.
  async onSuccess() {
    const files = await readdir('dist');
    await Promise.all(
      files
        .filter((f) => /\.css(\.map)?$/.test(f) && !f.startsWith('index.css'))
        .map((f) => rm(`dist/${f}`)),
    );
  },
});
