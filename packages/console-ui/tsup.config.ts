import { vanillaExtractPlugin } from '@vanilla-extract/esbuild-plugin';
import { defineConfig } from 'tsup';
// @ts-expect-error: plain ESM helper without types, shared by the three packages' builds
import {
  inlineDistMessages,
  keepModules,
  linkModuleStyles,
  moduleEntries,
} from '../../scripts/lib-build.mjs';

const entries = {
  index: 'src/index.ts',
  theme: 'src/theme.ts',
  editor: 'src/editor/index.ts',
  charts: 'src/charts/index.ts',
};

export default defineConfig(async () => ({
  // One output file per module (see scripts/lib-build.mjs); types only for the public entries.
  entry: await moduleEntries(Object.values(entries)),
  format: ['esm'],
  // The entry map lists every module; tsup would print all of it.
  silent: true,
  dts: { entry: entries },
  clean: true,
  target: 'es2022',
  bundle: true,
  splitting: false,
  // Dependencies stay imports so the portal or host dedupes React, Radix and the core.
  external: [
    /^react($|\/)/,
    /^react-dom($|\/)/,
    /^@wcm\//,
    /^@radix-ui\//,
    /^@lingui\//,
    /^@nanostores\//,
    /^slate(-react|-history|-dom)?($|\/)/,
    /^nanostores/,
    /^@vanilla-extract\/recipes/,
  ],
  esbuildPlugins: [vanillaExtractPlugin({ identifiers: 'short' }), keepModules()],
  async onSuccess() {
    await linkModuleStyles('dist');
    // English texts compiled into the code: English has no catalogue (scripts/inline-messages.mjs).
    await inlineDistMessages('dist', 'src');
  },
}));
