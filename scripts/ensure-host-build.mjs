// Builds the host app when its dist is missing or older than any source it is built from.
// Shared by `npm start`, `npm test` and `npm run bench` so all three serve the same bundle.
import { existsSync, readdirSync, statSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { join, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = join(dirname(fileURLToPath(import.meta.url)), '..');
// WCM_E2E_HOST_DIST builds (and serves, see e2e/support/server.ts) a bundle elsewhere, so that
// two people running the browser tests on one machine do not rebuild each other's bundle.
export const hostDist = process.env.WCM_E2E_HOST_DIST || join(repoRoot, 'apps/host/dist');

// The host is built from the packages' sources (the @wcm/source condition), so those count too.
const SOURCES = [
  'apps/host/src',
  'apps/host/public',
  'apps/host/index.html',
  'apps/host/vite.config.ts',
  'apps/host/chunk-groups.ts',
  'apps/host/package.json',
  'packages/console-core/src',
  'packages/console-ui/src',
  'packages/console-pages/src',
];
const SKIP = /(^|[/\\])(node_modules|dist)([/\\]|$)|\.(test|stories)\.[jt]sx?$/;

function newestMtime(path) {
  if (!existsSync(path) || SKIP.test(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = 0;
  for (const entry of readdirSync(path)) newest = Math.max(newest, newestMtime(join(path, entry)));
  return newest;
}

/** Why the host needs a build, or undefined when dist/index.html is up to date. */
export function hostBuildReason() {
  const index = join(hostDist, 'index.html');
  if (!existsSync(index)) return `${hostDist}/index.html is missing`;
  const built = statSync(index).mtimeMs;
  const newest = Math.max(...SOURCES.map((s) => newestMtime(join(repoRoot, s))));
  return newest > built ? 'sources changed since the last build' : undefined;
}

/** Runs `npm run build -w @wcm/host` if needed; throws when the build fails. */
export function ensureHostBuild({ log = console.log } = {}) {
  const reason = hostBuildReason();
  if (reason === undefined) return false;
  log(`Building the console (${reason})…`);
  const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
  const outDir = process.env.WCM_E2E_HOST_DIST ? ['--', '--outDir', hostDist, '--emptyOutDir'] : [];
  const res = spawnSync(npm, ['run', 'build', '-w', '@wcm/host', ...outDir], {
    cwd: repoRoot,
    stdio: 'inherit',
  });
  if (res.status !== 0) throw new Error(`host build failed (exit ${res.status ?? res.signal})`);
  return true;
}

// Run directly (`node scripts/ensure-host-build.mjs`): build when needed, fail when the build fails.
if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  try {
    ensureHostBuild();
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
}
