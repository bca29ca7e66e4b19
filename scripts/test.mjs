#!/usr/bin/env node
// `npm test`: every test, in order, stopping at the first failing stage:
// unit + server (Vitest, all projects), then the browser suite against the built host.
// Ends with one line `N passed, N failed` summing both runners.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ensureHostBuild, repoRoot } from './ensure-host-build.mjs';

const work = mkdtempSync(join(tmpdir(), 'wcm-test-'));
const totals = { passed: 0, failed: 0 };

function run(args, env = {}) {
  const res = spawnSync(process.execPath, args, {
    cwd: repoRoot,
    stdio: 'inherit',
    env: { ...process.env, ...env },
  });
  return res.status ?? 1;
}

/** Vitest's JSON report: counts per test, written even when some tests fail. */
function addVitest(file) {
  if (!existsSync(file)) return false;
  const report = JSON.parse(readFileSync(file, 'utf8'));
  totals.passed += report.numPassedTests ?? 0;
  totals.failed += report.numFailedTests ?? 0;
  return true;
}

/** node:test TAP output ends with `# pass N` / `# fail N` for the whole run. */
function addTap(file) {
  if (!existsSync(file)) return false;
  const tap = readFileSync(file, 'utf8');
  const count = (name) => Number(new RegExp(`^# ${name} (\\d+)$`, 'm').exec(tap)?.[1] ?? 0);
  totals.passed += count('pass');
  totals.failed += count('fail') + count('cancelled');
  return true;
}

function finish(code) {
  rmSync(work, { recursive: true, force: true });
  // A file that cannot even load fails the run without failing a test; never report 0 then.
  if (code !== 0 && totals.failed === 0) totals.failed = 1;
  console.log(`\n${totals.passed} passed, ${totals.failed} failed`);
  process.exit(code);
}

const vitestJson = join(work, 'vitest.json');
const vitestBin = join(repoRoot, 'node_modules/vitest/vitest.mjs');
const unit = run([
  vitestBin,
  'run',
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${vitestJson}`,
]);
if (!addVitest(vitestJson) && unit === 0) totals.failed += 1; // no report means it did not run
if (unit !== 0) finish(unit);

try {
  ensureHostBuild();
} catch (err) {
  console.error(err instanceof Error ? err.message : err);
  finish(1);
}

const tapFile = join(work, 'e2e.tap');
const e2e = run([join(repoRoot, 'e2e/run.mjs')], { WCM_E2E_TAP_FILE: tapFile });
if (!addTap(tapFile) && e2e === 0) totals.failed += 1;
finish(e2e === 0 && totals.failed === 0 ? 0 : 1);
