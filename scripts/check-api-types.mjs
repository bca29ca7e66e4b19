#!/usr/bin/env node
// Fails when packages/console-core/src/api/schema.gen.ts no longer matches openapi/openapi.yaml,
// so a contract change cannot ship with stale client types. Regenerates into a temp file with the
// same openapi-typescript binary and options as `npm run gen:api`, then compares byte for byte.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const spec = join(root, 'openapi', 'openapi.yaml');
const committed = join(root, 'packages', 'console-core', 'src', 'api', 'schema.gen.ts');
const bin = join(root, 'node_modules', 'openapi-typescript', 'bin', 'cli.js');

function fail(message) {
  console.error(`check-api-types: ${message}`);
  process.exit(1);
}

if (!existsSync(spec)) fail(`missing ${relative(root, spec)}`);
if (!existsSync(committed)) fail(`missing ${relative(root, committed)}; run npm run gen:api`);

const dir = mkdtempSync(join(tmpdir(), 'wcm-api-types-'));
try {
  const fresh = join(dir, 'schema.gen.ts');
  try {
    execFileSync(process.execPath, [bin, spec, '-o', fresh], {
      cwd: root,
      stdio: ['ignore', 'ignore', 'pipe'],
    });
  } catch (error) {
    fail(
      `openapi-typescript failed on ${relative(root, spec)}:\n${error.stderr?.toString() ?? error}`,
    );
  }
  // Line endings are normalised so a checkout with autocrlf does not count as stale.
  const normalise = (text) => text.replace(/\r\n/g, '\n');
  if (normalise(readFileSync(fresh, 'utf8')) !== normalise(readFileSync(committed, 'utf8'))) {
    fail(
      `${relative(root, committed)} is stale against ${relative(root, spec)}; run npm run gen:api`,
    );
  }
  console.log('check-api-types: generated API types are up to date');
} finally {
  rmSync(dir, { recursive: true, force: true });
}
