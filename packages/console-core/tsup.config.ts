import { defineConfig } from 'tsup';
// @ts-expect-error: plain ESM helper without types, shared by the three packages' builds
import { inlineDistMessages, keepModules, moduleEntries } from '../../scripts/lib-build.mjs';

export default defineConfig(async () => ({
  // One output file per module (see scripts/lib-build.mjs), so an app's bundler keeps e.g. the
  // validators of an edit page out of the chunk that creates the console.
  entry: await moduleEntries(['src/index.ts']),
  format: ['esm'],
  // The entry map lists every module; tsup would print all of it.
  silent: true,
  dts: { entry: { index: 'src/index.ts' } },
  target: 'es2022',
  clean: true,
  bundle: true,
  splitting: false,
  // Dependencies stay external so consumers share one nanostores/openapi-fetch copy.
  skipNodeModulesBundle: true,
  esbuildPlugins: [keepModules()],
  // English texts compiled into the code: English has no catalogue (scripts/inline-messages.mjs).
  async onSuccess() {
    await inlineDistMessages('dist', 'src');
  },
}));
