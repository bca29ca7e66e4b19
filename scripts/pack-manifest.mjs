#!/usr/bin/env node
// `prepack` / `postpack` of the published packages (npm pack and npm publish run both).
//
// prepack builds the package, then writes the manifest as published: without the
// `@wcm/source` export condition (it points at src/, which is not shipped; inside the
// monorepo it lets Vite, Vitest and tsc use the sources), without scripts and dev
// dependencies. The workspace manifest is kept aside and put back by postpack.
import { spawnSync } from 'node:child_process';
import { copyFileSync, existsSync, readFileSync, renameSync, writeFileSync } from 'node:fs';

const MANIFEST = 'package.json';
const BACKUP = '.package.json.workspace';
const SOURCE_CONDITION = '@wcm/source';

function withoutSourceCondition(value) {
  if (typeof value !== 'object' || value === null) return value;
  return Object.fromEntries(
    Object.entries(value)
      .filter(([key]) => key !== SOURCE_CONDITION)
      .map(([key, inner]) => [key, withoutSourceCondition(inner)]),
  );
}

function build() {
  // npm_execpath is the npm running this script; plain `npm` when run by hand.
  const npm = process.env.npm_execpath;
  const [command, args] = npm
    ? [process.execPath, [npm, 'run', 'build']]
    : ['npm', ['run', 'build']];
  const res = spawnSync(command, args, { stdio: 'inherit' });
  if (res.status !== 0) process.exit(res.status ?? 1);
}

function prepack() {
  // A failed earlier pack may have left the published manifest in place: start from the
  // workspace one.
  if (existsSync(BACKUP)) renameSync(BACKUP, MANIFEST);
  build();
  const manifest = JSON.parse(readFileSync(MANIFEST, 'utf8'));
  copyFileSync(MANIFEST, BACKUP);
  manifest.exports = withoutSourceCondition(manifest.exports);
  delete manifest.scripts;
  delete manifest.devDependencies;
  writeFileSync(MANIFEST, `${JSON.stringify(manifest, null, 2)}\n`);
}

function postpack() {
  if (existsSync(BACKUP)) renameSync(BACKUP, MANIFEST);
}

const step = process.argv[2];
if (step === 'prepack') prepack();
else if (step === 'postpack') postpack();
else {
  console.error('usage: pack-manifest.mjs prepack|postpack');
  process.exit(2);
}
