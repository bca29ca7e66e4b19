import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { migrationsFolder } from '../../src/db/database';

describe('migrations', () => {
  // drizzle-kit writes REFERENCES "public"."t"; the PostgreSQL suite (and any install that uses
  // its own schema) runs elsewhere, so a schema-qualified name breaks the migration there.
  it('never name the public schema', () => {
    for (const file of readdirSync(migrationsFolder).filter((f) => f.endsWith('.sql'))) {
      const sql = readFileSync(path.join(migrationsFolder, file), 'utf8');
      expect(sql, file).not.toMatch(/"public"\./);
    }
  });
});
