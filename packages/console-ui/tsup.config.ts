import { vanillaExtractPlugin } from '@vanilla-extract/esbuild-plugin';
import { defineConfig } from 'tsup';

export default defineConfig({
  entry: {
    index: 'src/index.ts',
    theme: 'src/theme.ts',
    editor: 'src/editor/index.ts',
    charts: 'src/charts/index.ts',
  },
  format: ['esm'],
  dts: true,
  sourcemap: true,
  clean: true,
  target: 'es2022',
  // Dependencies stay imports so the host app dedupes React, Radix and the core.
  external: [
    /^react($|\/)/,
    /^react-dom($|\/)/,
    /^@wcm\//,
    /^@radix-ui\//,
    /^@lingui\//,
    /^@nanostores\//,
    /^slate(-react|-history|-dom)?($|\/)/,
    /^nanostores/,
    /^@vanilla-extract\/(recipes|sprinkles)/,
  ],
  esbuildPlugins: [vanillaExtractPlugin({ identifiers: 'short' })],
});
