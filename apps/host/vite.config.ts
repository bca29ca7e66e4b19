import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defaultClientConditions, defaultServerConditions, defineConfig } from 'vite';
import { checkChunkShape, createChunkGroups } from './chunk-groups.ts';
import { inlineEnglishMessages } from './inline-messages.ts';
import { precompressAssets } from './precompress.ts';

// The reference server; `npm start` serves both on one port, dev/preview proxy the API to it.
const apiTarget = process.env.WCM_API_TARGET ?? 'http://127.0.0.1:8080';
const proxy = { '/prod-api': { target: apiTarget, changeOrigin: true } };

export default defineConfig({
  base: '/wcm/',
  plugins: [
    react({ babel: { plugins: [] } }),
    vanillaExtractPlugin(),
    checkChunkShape(),
    inlineEnglishMessages(),
    precompressAssets(),
  ],
  resolve: {
    // Consume the workspace packages from source so one Vite pipeline builds them all.
    conditions: ['@wcm/source', ...defaultClientConditions],
  },
  // vanilla-extract evaluates `.css.ts` files in an SSR module runner built from this config
  // (it replaces `ssr`, so this goes through `environments`): it must resolve the sources too,
  // or pages would style against the theme variables of @wcm/console-ui's dist build while the
  // ui components use those of its sources.
  environments: {
    ssr: {
      resolve: {
        conditions: ['@wcm/source', ...defaultServerConditions],
        externalConditions: ['@wcm/source'],
      },
    },
  },
  server: { proxy },
  preview: { proxy },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
    // Every browser the console supports (ES2022) has modulepreload.
    modulePreload: { polyfill: false },
    // One stylesheet for the whole console (about 12 KiB gzip) instead of one per lazy chunk:
    // a page waits for no stylesheet of its own, and the cascade order is the same everywhere.
    cssCodeSplit: false,
    rolldownOptions: {
      output: {
        // Fewer, cacheable files (see chunk-groups.ts). Captured modules' own imports are placed
        // by the groups too, so nothing the entry needs is pulled into a lazy chunk.
        codeSplitting: { includeDependenciesRecursively: false, groups: createChunkGroups() },
      },
      onLog(level, log, handler) {
        // The sign-in pages are in the entry chunk on purpose (chunk-groups.ts), so their lazy
        // imports in the auth module descriptor are expected not to split anything off.
        if (log.code === 'INEFFECTIVE_DYNAMIC_IMPORT' && /[\\/]auth[\\/]/.test(log.message)) return;
        handler(level, log);
      },
    },
  },
});
