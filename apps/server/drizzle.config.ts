import { defineConfig } from 'drizzle-kit';

// Migrations are generated offline (no database needed) and applied at server start.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema.ts',
  out: './drizzle',
});
