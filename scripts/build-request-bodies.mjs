#!/usr/bin/env node
// Writes openapi/request-bodies.gen.ts: the TypeScript types of the request bodies the contract
// names (the component schemas a request body refers to, with the schemas they refer to), and of
// the few answer shapes the server writes out by hand (SERVER_SHAPES), so the server types them
// from openapi/openapi.yaml instead of restating them (the server depends on the openapi
// workspace only, never on console-core's schema.gen.ts).
// Same openapi-typescript binary and options as `npm run gen:api`; `--check` fails when the
// committed file is stale instead of writing it.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';
import { writeOrCheck } from './generated-file.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const spec = join(root, 'openapi', 'openapi.yaml');
const target = join(root, 'openapi', 'request-bodies.gen.ts');
const bin = join(root, 'node_modules', 'openapi-typescript', 'bin', 'cli.js');

function fail(message) {
  console.error(`build-request-bodies: ${message}`);
  process.exit(1);
}

const document = parse(readFileSync(spec, 'utf8'));
const schemas = document.components?.schemas ?? {};
const PREFIX = '#/components/schemas/';

/** Names of the schemas `node` refers to, anywhere inside it. */
function refsOf(node, found = []) {
  if (Array.isArray(node)) node.forEach((item) => refsOf(item, found));
  else if (node && typeof node === 'object') {
    if (typeof node.$ref === 'string' && node.$ref.startsWith(PREFIX))
      found.push(node.$ref.slice(PREFIX.length));
    Object.values(node).forEach((value) => refsOf(value, found));
  }
  return found;
}

const bodies = Object.values(document.paths ?? {}).flatMap((item) =>
  Object.values(item).flatMap((operation) =>
    Object.values(operation?.requestBody?.content ?? {}).map((media) => media.schema ?? {}),
  ),
);
/** Answer shapes the server (or its tests) builds or reads field by field. */
const SERVER_SHAPES = [
  'FilesRecord',
  'RouterVo',
  'MonitorOnlineUser',
  'ProductsCategory',
  'BizLibraryDoc',
];
const wanted = new Set();
const pending = [
  ...bodies.flatMap((schema) => (schema.$ref ? refsOf(schema) : [])),
  ...SERVER_SHAPES,
];
while (pending.length > 0) {
  const name = pending.pop();
  if (wanted.has(name)) continue;
  if (!schemas[name]) fail(`${PREFIX}${name} does not resolve`);
  wanted.add(name);
  pending.push(...refsOf(schemas[name]));
}
const reduced = {
  openapi: document.openapi,
  info: document.info,
  paths: {},
  components: { schemas: Object.fromEntries([...wanted].sort().map((n) => [n, schemas[n]])) },
};

const dir = mkdtempSync(join(tmpdir(), 'wcm-request-bodies-'));
try {
  const input = join(dir, 'request-bodies.json');
  const output = join(dir, 'request-bodies.gen.ts');
  writeFileSync(input, JSON.stringify(reduced));
  try {
    execFileSync(process.execPath, [bin, input, '-o', output], {
      cwd: root,
      stdio: ['ignore', 'ignore', 'pipe'],
    });
  } catch (error) {
    fail(`openapi-typescript failed:\n${error.stderr?.toString() ?? error}`);
  }
  if (writeOrCheck(target, readFileSync(output, 'utf8'), root, fail))
    console.log('build-request-bodies: request body types are up to date');
} finally {
  rmSync(dir, { recursive: true, force: true });
}
