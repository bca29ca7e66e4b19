#!/usr/bin/env node
// `npm run check:packages`: packs the three published packages (their prepack builds them) into a
// temporary folder and checks each tarball with publint (strict) and arethetypeswrong (ESM-only
// profile). The browser test e2e/portal.test.ts runs the same checks on the tarballs it installs.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { register } from 'tsx/esm/api';

register();
const { lintPackages, packPackages } = await import('../e2e/support/packages.ts');
const dir = mkdtempSync(join(tmpdir(), 'wcm-packed-'));
try {
  const tarballs = packPackages(dir);
  const problems = lintPackages(tarballs);
  for (const problem of problems) console.error(problem);
  console.log(
    problems.length === 0
      ? `publint and arethetypeswrong: ${Object.keys(tarballs).join(', ')} are clean`
      : `${problems.length} check(s) failed`,
  );
  process.exitCode = problems.length === 0 ? 0 : 1;
} finally {
  rmSync(dir, { recursive: true, force: true });
}
