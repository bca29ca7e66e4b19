import { defineConfig } from 'tsup';

export default defineConfig({
  entry: ['src/index.ts'],
  format: ['esm'],
  dts: true,
  target: 'es2022',
  clean: true,
  sourcemap: true,
  // Dependencies stay external so consumers share one nanostores/openapi-fetch copy.
  skipNodeModulesBundle: true,
});
