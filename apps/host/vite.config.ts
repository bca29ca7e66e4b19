import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defaultClientConditions, defineConfig } from 'vite';

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
  server: { proxy },
  preview: { proxy },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
  },
});
