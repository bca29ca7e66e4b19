#!/usr/bin/env node
// `npm run bench`: size and speed numbers for the walking skeleton (not part of `npm test`).
// Timings vary with the machine; read them as trends, compare sizes with the targets.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { CHROMIUM, CHROMIUM_ARGS } from '../e2e/support/browser.ts';
import { ensureHostBuild, repoRoot } from '../scripts/ensure-host-build.mjs';

const KiB = 1024;
const TARGETS = { signInJs: 110 * KiB, shellJs: 200 * KiB };
const REQUESTS = 1000;
// Lazy chunks of the signed-in shell (named after their entry module by Vite): the sign-in page
// must load none of them.
const SHELL_CHUNK =
  /\/(shell-layout|dynamic-pages|settings-drawer|shell-tools|keep-alive)[-.][^/]*\.js$/;

function freePort() {
  return new Promise((resolve, reject) => {
    const srv = createServer().listen(0, '127.0.0.1', () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
    srv.on('error', reject);
  });
}

/** Spawns the real server and resolves once it answers HTTP, with the time that took. */
async function startServer(dataDir, port) {
  const started = performance.now();
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/server.ts'], {
    cwd: repoRoot,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      WCM_CAPTCHA_ENABLED: 'false',
      DATABASE_URL: '',
      REDIS_URL: '',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const origin = `http://127.0.0.1:${port}`;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      const res = await fetch(`${origin}/prod-api/captchaImage`);
      if (res.ok) break;
    } catch {
      // not listening yet
    }
    if (performance.now() - started > 120_000) throw new Error('server did not answer in 120 s');
    await new Promise((r) => setTimeout(r, 25));
  }
  const ms = performance.now() - started;
  const stop = async () => {
    child.kill('SIGTERM');
    await exited;
  };
  return { origin, ms, stop };
}

/** Records the gzip size (level 9) of every JS and CSS response the page receives. */
function recordAssets(page) {
  const seen = new Map();
  page.on('response', async (res) => {
    const type = res.request().resourceType();
    if (type !== 'script' && type !== 'stylesheet') return;
    try {
      const body = await res.body();
      seen.set(res.url(), { type, gzip: gzipSync(body, { level: 9 }).length });
    } catch {
      // redirects and aborted requests have no body
    }
  });
  const sum = (type) =>
    [...seen.values()].filter((a) => a.type === type).reduce((n, a) => n + a.gzip, 0);
  const scripts = () => [...seen.entries()].filter(([, a]) => a.type === 'script').map(([u]) => u);
  return {
    js: () => sum('script'),
    css: () => sum('stylesheet'),
    count: () => seen.size,
    scripts,
  };
}

async function measurePages(origin) {
  const profile = mkdtempSync(join(tmpdir(), 'wcm-bench-chromium-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM,
    headless: true,
    args: CHROMIUM_ARGS,
  });
  try {
    const page = context.pages()[0] ?? (await context.newPage());
    const assets = recordAssets(page);
    await page.goto(`${origin}/wcm/login`, { waitUntil: 'networkidle' });
    const signIn = {
      js: assets.js(),
      css: assets.css(),
      shellChunks: assets.scripts().filter((u) => SHELL_CHUNK.test(new URL(u).pathname)),
    };

    await page
      .getByRole('textbox', { name: /^\s*(账号|用户名|account|user\s*name)/i })
      .fill('admin');
    await page.getByLabel(/^\s*(密码|password)/i).fill('admin123');
    await page.getByRole('button', { name: /^\s*(登\s*录|sign\s*in|log\s*in)/i }).click();
    await page.waitForURL((url) => !url.pathname.startsWith('/wcm/login'));
    await page.getByRole('navigation').first().waitFor();
    await page.waitForLoadState('networkidle');
    return { signIn, shell: { js: assets.js(), css: assets.css() } };
  } finally {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  }
}

async function latency(origin, path, token) {
  const times = [];
  let failures = 0;
  for (let i = 0; i < REQUESTS; i += 1) {
    const t0 = performance.now();
    const res = await fetch(`${origin}/prod-api${path}`, {
      headers: { Authorization: `Bearer ${token}` },
    });
    const body = await res.json();
    times.push(performance.now() - t0);
    if (!res.ok || body.code !== 200) failures += 1;
  }
  times.sort((a, b) => a - b);
  const pct = (p) => times[Math.min(times.length - 1, Math.ceil((p / 100) * times.length) - 1)];
  return { p50: pct(50), p95: pct(95), failures };
}

const kib = (n) => `${(n / KiB).toFixed(1)} KiB`;
const ms = (n) => `${n.toFixed(1)} ms`;

async function main() {
  ensureHostBuild();
  const dataDir = mkdtempSync(join(tmpdir(), 'wcm-bench-data-'));
  const rows = [];
  try {
    const port = await freePort();
    const fresh = await startServer(dataDir, port);
    await fresh.stop();
    const server = await startServer(dataDir, port);
    rows.push(['server cold start, fresh data dir', ms(fresh.ms), '']);
    rows.push(['server cold start, existing data dir', ms(server.ms), '']);
    try {
      const pages = await measurePages(server.origin);
      const verdict = (n, max) => (n <= max ? `<= ${kib(max)} ok` : `> ${kib(max)} OVER`);
      rows.push([
        'sign-in page JS (gzip)',
        kib(pages.signIn.js),
        verdict(pages.signIn.js, TARGETS.signInJs),
      ]);
      rows.push(['sign-in page CSS (gzip)', kib(pages.signIn.css), '']);
      const leaked = pages.signIn.shellChunks.map((u) => new URL(u).pathname.split('/').pop());
      rows.push([
        'shell chunks loaded by the sign-in page',
        String(leaked.length),
        leaked.length === 0 ? '0 ok' : `0 OVER (${leaked.join(', ')})`,
      ]);
      rows.push([
        'shell + home JS added after sign-in (gzip)',
        kib(pages.shell.js - pages.signIn.js),
        '',
      ]);
      rows.push([
        'shell + home JS (gzip, cumulative)',
        kib(pages.shell.js),
        verdict(pages.shell.js, TARGETS.shellJs),
      ]);
      rows.push(['shell + home CSS (gzip, cumulative)', kib(pages.shell.css), '']);

      const login = await fetch(`${server.origin}/prod-api/login`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ username: 'admin', password: 'admin123' }),
      }).then((r) => r.json());
      if (!login.token) throw new Error(`sign-in failed: ${JSON.stringify(login)}`);
      for (const path of ['/getInfo', '/getRouters']) {
        const r = await latency(server.origin, path, login.token);
        const note = r.failures > 0 ? `${r.failures} non-200 answers` : `${REQUESTS} requests`;
        rows.push([`GET ${path} p50 / p95`, `${ms(r.p50)} / ${ms(r.p95)}`, note]);
      }
    } finally {
      await server.stop();
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
  rows.push(...(await productListRows()));
  const widths = [0, 1, 2].map((i) => Math.max(...rows.map((r) => r[i].length), 6));
  const line = (r) =>
    r
      .map((c, i) => c.padEnd(widths[i]))
      .join('  ')
      .trimEnd();
  console.log(
    `\n${line(['measure', 'value', 'target'])}\n${widths.map((w) => '-'.repeat(w)).join('  ')}`,
  );
  for (const r of rows) console.log(line(r));
}

// The 100,000-product list (issue 7) runs in its own process: it builds its own embedded database.
async function productListRows() {
  const child = spawn(process.execPath, ['--import', 'tsx', 'bench/products.mjs'], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let out = '';
  child.stdout.on('data', (chunk) => (out += chunk));
  const code = await new Promise((resolve) => child.on('close', resolve));
  const start = out.indexOf('{');
  if (start < 0) return [['product list, 100,000 products', 'failed', `exit ${code}`]];
  const r = JSON.parse(out.slice(start));
  return [
    [
      `product list p50 / p95 (${r.products} products, filtered, 20 rows)`,
      `${ms(r.p50Ms)} / ${ms(r.p95Ms)}`,
      `${r.p95Ms <= 200 ? '<= 200 ms ok' : '> 200 ms OVER'} (CPU p95 ${ms(r.cpuP95Ms)}, load ${r.loadAverage[0]})`,
    ],
  ];
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
