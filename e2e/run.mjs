#!/usr/bin/env node
// Runs the browser suite with node:test. Node 20 has no glob support in `--test`, so the files
// are listed here. WCM_E2E_TAP_FILE adds a TAP copy of the results (read by scripts/test.mjs).
import { spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const dir = dirname(fileURLToPath(import.meta.url));
// `node e2e/run.mjs e2e/a.test.ts …` runs only the files named; no argument runs them all.
const named = process.argv.slice(2).map((f) => resolve(f));
const files =
  named.length > 0
    ? named
    : readdirSync(dir)
        .filter((f) => f.endsWith('.test.ts'))
        .sort()
        .map((f) => join(dir, f));

const reporters = ['--test-reporter=spec', '--test-reporter-destination=stdout'];
const tapFile = process.env.WCM_E2E_TAP_FILE;
if (tapFile) reporters.push('--test-reporter=tap', `--test-reporter-destination=${tapFile}`);

// One file at a time: each file starts its own server and browser, and PGlite is memory-hungry.
const res = spawnSync(
  process.execPath,
  ['--import', 'tsx', '--test', '--test-concurrency=1', ...reporters, ...files],
  { cwd: join(dir, '..'), stdio: 'inherit' },
);
process.exit(res.status ?? 1);
