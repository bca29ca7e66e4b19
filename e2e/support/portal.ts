// The partner portal fixture (e2e/portal) installed from the packed packages outside the
// workspace, type-checked, built and served next to the real server.
import { spawnSync } from 'node:child_process';
import {
  cpSync,
  createReadStream,
  existsSync,
  readFileSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { request as httpRequest, createServer, type Server } from 'node:http';
import { basename, extname, join, normalize } from 'node:path';
import { repoRoot, run } from './packages.ts';

const FIXTURE = join(repoRoot, 'e2e/portal');

interface LockEntry {
  version?: string;
  resolved?: string;
  link?: boolean;
  [key: string]: unknown;
}

/** The manifest inside a tarball. */
function tarballManifest(tarball: string): Record<string, unknown> {
  const res = spawnSync('tar', ['-xzOf', tarball, 'package/package.json'], { encoding: 'utf8' });
  if (res.status !== 0) throw new Error(`cannot read package.json of ${tarball}: ${res.stderr}`);
  return JSON.parse(res.stdout) as Record<string, unknown>;
}

/**
 * Copies the fixture to `dir` (outside the workspace), points its `@wcm/*` dependencies at the
 * tarballs and its other dependencies at the workspace's versions, and installs it. The
 * lockfile is made from the workspace's: the same versions of every third-party package (whose
 * tarballs and metadata `npm ci` left in the npm cache), plus the packed packages as read from
 * their tarballs, so npm installs without asking the registry.
 */
export function installPortal(dir: string, tarballs: Record<string, string>): void {
  cpSync(FIXTURE, dir, {
    recursive: true,
    filter: (src) => !/[/\\](node_modules|dist)$/.test(src),
  });
  const workspace = JSON.parse(readFileSync(join(repoRoot, 'package-lock.json'), 'utf8')) as {
    packages: Record<string, LockEntry>;
  };
  const pkgPath = join(dir, 'package.json');
  const pkg = JSON.parse(readFileSync(pkgPath, 'utf8')) as {
    name: string;
    version: string;
    dependencies: Record<string, string>;
    devDependencies: Record<string, string>;
  };
  const packed: Record<string, LockEntry> = {};
  for (const group of [pkg.dependencies, pkg.devDependencies]) {
    for (const name of Object.keys(group)) {
      const tarball = tarballs[name];
      if (tarball) {
        const file = `packed/${basename(tarball)}`;
        cpSync(tarball, join(dir, file));
        group[name] = `file:${file}`;
        const manifest = tarballManifest(tarball);
        packed[`node_modules/${name}`] = {
          version: manifest.version as string,
          resolved: `file:${file}`,
          license: manifest.license,
          dependencies: manifest.dependencies,
          peerDependencies: manifest.peerDependencies,
          peerDependenciesMeta: manifest.peerDependenciesMeta,
        };
        continue;
      }
      const version = workspace.packages[`node_modules/${name}`]?.version;
      if (!version) throw new Error(`${name} is not in the workspace's lockfile`);
      group[name] = version;
    }
  }
  writeFileSync(pkgPath, `${JSON.stringify(pkg, null, 2)}\n`);
  const packages: Record<string, unknown> = {
    '': {
      name: pkg.name,
      version: pkg.version,
      dependencies: pkg.dependencies,
      devDependencies: pkg.devDependencies,
    },
    ...packed,
  };
  for (const [path, entry] of Object.entries(workspace.packages)) {
    if (path.startsWith('node_modules/') && !entry.link && !(path in packages)) {
      packages[path] = entry;
    }
  }
  const lock = {
    name: pkg.name,
    version: pkg.version,
    lockfileVersion: 3,
    requires: true,
    packages,
  };
  writeFileSync(join(dir, 'package-lock.json'), `${JSON.stringify(lock, null, 2)}\n`);
  run(
    'npm',
    ['install', '--prefer-offline', '--no-audit', '--no-fund', '--ignore-scripts'],
    dir,
    'installing the portal',
  );
}

/** Type-checks the portal with `skipLibCheck: false` and builds it with Vite. */
export function buildPortal(dir: string): void {
  const node = process.execPath;
  run(node, ['node_modules/typescript/bin/tsc', '-p', '.'], dir, 'type-checking the portal');
  run(node, ['node_modules/vite/bin/vite.js', 'build'], dir, 'building the portal');
}

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
};

export interface PortalServer {
  readonly origin: string;
  close(): Promise<void>;
}

/**
 * Serves the built portal under /partner/ (unknown paths get index.html, as a portal's web
 * server does for a single-page app) and passes /partner-api/* to the WCM server's /prod-api/*.
 */
export async function servePortal(dist: string, apiOrigin: string): Promise<PortalServer> {
  const api = new URL(apiOrigin);
  const server: Server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://portal');
    if (url.pathname.startsWith('/partner-api/')) {
      const upstream = httpRequest(
        {
          host: api.hostname,
          port: api.port,
          method: req.method,
          path: `/prod-api/${url.pathname.slice('/partner-api/'.length)}${url.search}`,
          headers: { ...req.headers, host: api.host },
        },
        (answer) => {
          res.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(res);
        },
      );
      upstream.on('error', () => res.writeHead(502).end());
      req.pipe(upstream);
      return;
    }
    if (!url.pathname.startsWith('/partner')) {
      res.writeHead(404).end();
      return;
    }
    const relative = normalize(decodeURIComponent(url.pathname.slice('/partner'.length)));
    let file = join(dist, relative);
    if (!file.startsWith(dist) || !existsSync(file) || statSync(file).isDirectory()) {
      file = join(dist, 'index.html');
    }
    res.writeHead(200, { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream' });
    createReadStream(file).pipe(res);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (address === null || typeof address === 'string') throw new Error('no TCP address');
  return {
    origin: `http://127.0.0.1:${address.port}`,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
