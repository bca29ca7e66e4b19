// How the contract's generated files are written and checked (scripts/build-openapi.mjs,
// scripts/build-request-bodies.mjs): `--check` on the command line compares instead of writing.
import { readFileSync, renameSync, writeFileSync } from 'node:fs';
import { relative } from 'node:path';

/**
 * Writes `text` to `target` (through a temporary file, so a reader never sees half of it), or,
 * with `--check`, calls `fail` when the committed file differs (line endings aside; a missing
 * file counts as stale). Returns whether it checked.
 */
export function writeOrCheck(target, text, root, fail) {
  if (!process.argv.includes('--check')) {
    const tmp = `${target}.${process.pid}.tmp`;
    writeFileSync(tmp, text);
    renameSync(tmp, target);
    return false;
  }
  let current = '';
  try {
    current = readFileSync(target, 'utf8').replace(/\r\n/g, '\n');
  } catch {
    // Not generated yet: it counts as stale.
  }
  if (current !== text) fail(`${relative(root, target)} is stale; run npm run gen:api`);
  return true;
}
