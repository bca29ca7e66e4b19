import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// The portal lives under /partner/; its API root /partner-api is proxied to a WCM server.
export default defineConfig({
  base: '/partner/',
  plugins: [react()],
  build: { target: 'es2022', outDir: 'dist', emptyOutDir: true },
});
