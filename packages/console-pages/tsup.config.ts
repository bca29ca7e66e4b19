import { vanillaExtractPlugin } from '@vanilla-extract/esbuild-plugin';
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
  esbuildPlugins: [vanillaExtractPlugin({ identifiers: 'short' })],
  esbuildOptions(options) {
    // Build against the published entry points of sibling packages, not their sources.
    options.conditions = ['import', 'module', 'default'];
  },
});
