// The published packages as a partner gets them: packed with `npm pack` (which builds them),
// checked with publint and arethetypeswrong.
import { spawnSync } from 'node:child_process';
import { mkdirSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

export const repoRoot = join(import.meta.dirname, '../..');

/** The published packages, in build order (each builds against the previous ones' dist). */
export const PUBLISHED = ['@wcm/console-core', '@wcm/console-ui', '@wcm/console-pages'] as const;

/** Environment of a child npm: none of the outer `npm run`'s settings (workspace, prefix...). */
export function npmEnv(): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {};
  for (const [key, value] of Object.entries(process.env)) {
    const keep =
      !key.toLowerCase().startsWith('npm_') || /^npm_config_(cache|registry)$/i.test(key);
    if (keep) env[key] = value;
  }
  return env;
}

/** Runs a command; throws with the end of its output when it fails. */
export function run(command: string, args: readonly string[], cwd: string, what: string): string {
  const res = spawnSync(command, args, {
    cwd,
    env: npmEnv(),
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  const output = `${res.stdout ?? ''}${res.stderr ?? ''}`;
  if (res.status !== 0) {
    throw new Error(`${what} failed (exit ${res.status ?? res.signal}):\n${output.slice(-6000)}`);
  }
  return output;
}

/**
 * Packs the published packages into `dir` (their `prepack` builds them) and returns the
 * tarball file of each package name.
 */
export function packPackages(dir: string): Record<string, string> {
  mkdirSync(dir, { recursive: true });
  const workspaces = PUBLISHED.flatMap((name) => ['-w', name]);
  run('npm', ['pack', ...workspaces, '--pack-destination', dir], repoRoot, 'npm pack');
  const files = readdirSync(dir).filter((f) => f.endsWith('.tgz'));
  return Object.fromEntries(
    PUBLISHED.map((name) => {
      const prefix = `${name.replace('@', '').replace('/', '-')}-`;
      const file = files.find((f) => f.startsWith(prefix));
      if (!file) throw new Error(`npm pack wrote no tarball for ${name} in ${dir}`);
      return [name, join(dir, file)];
    }),
  );
}

const bin = (pkg: string, path: string) => join(repoRoot, 'node_modules', pkg, path);

/**
 * publint (strict: warnings count) and arethetypeswrong (ESM-only profile) on each tarball;
 * returns their reports of the tarballs that did not pass, an empty list when all are clean.
 */
export function lintPackages(tarballs: Record<string, string>): string[] {
  const problems: string[] = [];
  for (const [name, tarball] of Object.entries(tarballs)) {
    const checks: Array<[string, string[]]> = [
      ['publint', [bin('publint', 'src/cli.js'), 'run', tarball, '--strict']],
      ['attw', [bin('@arethetypeswrong/cli', 'dist/index.js'), tarball, '--profile', 'esm-only']],
    ];
    for (const [tool, args] of checks) {
      const res = spawnSync(process.execPath, args, { encoding: 'utf8', env: npmEnv() });
      if (res.status !== 0) problems.push(`${tool} ${name}:\n${res.stdout}${res.stderr}`);
    }
  }
  return problems;
}
