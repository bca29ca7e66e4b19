import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defaultClientConditions, defaultServerConditions, defineConfig } from 'vite';

// The reference server; `npm start` serves both on one port, dev/preview proxy the API to it.
const apiTarget = process.env.WCM_API_TARGET ?? 'http://127.0.0.1:8080';
const proxy = { '/prod-api': { target: apiTarget, changeOrigin: true } };

export default defineConfig({
  base: '/wcm/',
  plugins: [react({ babel: { plugins: [] } }), vanillaExtractPlugin()],
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
  },
});
