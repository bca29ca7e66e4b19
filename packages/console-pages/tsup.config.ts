import { vanillaExtractPlugin } from '@vanilla-extract/esbuild-plugin';
import { defineConfig } from 'tsup';
// @ts-expect-error: plain ESM helper without types, shared by the three packages' builds
import {
  inlineDistMessages,
  keepModules,
  linkModuleStyles,
  moduleEntries,
} from '../../scripts/lib-build.mjs';

export default defineConfig(async () => ({
  // One output file per module (see scripts/lib-build.mjs): each area's pages stay lazy and a
  // portal's bundler puts each page's code and styles in that page's chunk.
  entry: await moduleEntries(['src/index.ts', 'src/sign-in.ts']),
  format: ['esm'],
  // The entry map lists every module; tsup would print all of it.
  silent: true,
  dts: { entry: { index: 'src/index.ts', 'sign-in': 'src/sign-in.ts' } },
  clean: true,
  target: 'es2022',
  bundle: true,
  splitting: false,
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
  // variable names match the published ui modules.
  esbuildPlugins: [
    // ui's style modules import their stylesheets; evaluating them here only needs the names.
    vanillaExtractPlugin({ identifiers: 'short', esbuildOptions: { loader: { '.css': 'empty' } } }),
    keepModules(),
  ],
  async onSuccess() {
    await linkModuleStyles('dist');
    // English texts compiled into the code: English has no catalogue (scripts/inline-messages.mjs).
    await inlineDistMessages('dist', 'src');
  },
}));
