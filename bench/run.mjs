#!/usr/bin/env node
// `npm run bench`: what the console costs a browser and what the API does under 50 staff at
// once, held against bench/budget.json (see bench/README.md).
//   --check         CI mode: skips the slow parts (second cold start, 4x CPU run, CPU profile,
//                   100,000-product list) and exits 1 when a figure breaks the budget
//   --write-budget  takes this run's figures as the new budgets (after an intended change)
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ensureHostBuild } from '../scripts/ensure-host-build.mjs';
import { checkBudget, readBudget, writeBudget } from './budget.mjs';
import { loadInChild } from './load.mjs';
import { measurePages } from './pages.mjs';
import { productListRows } from './products-row.mjs';
import { freePort, signIn, startServer } from './server.mjs';

const CHECK = process.argv.includes('--check');
const WRITE = process.argv.includes('--write-budget');
const CLIENTS = 50;
const LOAD_MS = CHECK ? 4000 : 6000;
const WARMUP_MS = 1000;
const TIMEOUT_MS = 10_000;

/**
 * One 50-client load per endpoint, one after the other. The first is the baseline: a request the
 * auth hook refuses (no session), what any request costs the server before its own work.
 */
const LOADS = [
  { key: 'baseline', path: '/getInfo', expectCode: 401, label: 'GET /getInfo without a session' },
  { key: 'getInfo', path: '/getInfo', label: 'GET /getInfo' },
  { key: 'getRouters', path: '/getRouters', label: 'GET /getRouters' },
  { key: 'userList', path: '/system/user/list?pageNum=1&pageSize=10', label: 'user list' },
  { key: 'productList', path: '/brand/product/list?pageNum=1&pageSize=20', label: 'product list' },
];

/**
 * The public site API (issue 18) under 100 visitors at once: the home payload and a product's
 * detail, taken in turn by each client (the server's per-IP limit is raised for the bench: every
 * client comes from one address). Cached answers (kv store, ETag) without If-None-Match: each
 * request gets the full body.
 */
const SITE_CLIENTS = 100;
const SITE_LOADS = [
  { key: 'siteHome', path: '/site-api/v1/home', label: 'site home payload' },
  { key: 'siteProduct', path: '/site-api/v1/products/{id}', label: 'site product detail' },
];

const KiB = 1024;
const MiB = 1024 * KiB;
const kib = (n) => `${(n / KiB).toFixed(1)} KiB`;
const ms = (n) => `${Math.round(n)} ms`;

async function loadPhases(server, token) {
  const results = {};
  for (const load of LOADS) {
    const target = { ...load, ...(load.key === 'baseline' ? {} : { token }) };
    const options = { origin: server.origin, targets: [target], clients: CLIENTS };
    await loadInChild({ ...options, timeoutMs: TIMEOUT_MS, durationMs: WARMUP_MS });
    await server.probeStart();
    const result = await loadInChild({ ...options, timeoutMs: TIMEOUT_MS, durationMs: LOAD_MS });
    results[load.key] = { ...result[load.key], probe: await server.probeStop() };
  }
  return results;
}

/** One 100-client load over the site API's home and a listed product's detail. */
async function sitePhase(server) {
  const listed = await fetch(`${server.origin}/site-api/v1/products?pageSize=1`).then((r) =>
    r.json(),
  );
  const id = listed.rows?.[0]?.productId;
  if (!id) throw new Error(`no listed product for the site bench: ${JSON.stringify(listed)}`);
  const targets = SITE_LOADS.map((l) => ({ key: l.key, path: l.path.replace('{id}', id) }));
  const options = { origin: server.origin, targets, clients: SITE_CLIENTS };
  await loadInChild({ ...options, timeoutMs: TIMEOUT_MS, durationMs: WARMUP_MS });
  await server.probeStart();
  const result = await loadInChild({ ...options, timeoutMs: TIMEOUT_MS, durationMs: LOAD_MS });
  const probe = await server.probeStop();
  const requests = SITE_LOADS.reduce((n, l) => n + result[l.key].requests, 0);
  return { ...result, probe, requests };
}

async function profileGetInfo(server, token) {
  await server.probeStart(true);
  await loadInChild({
    origin: server.origin,
    targets: [{ key: 'getInfo', path: '/getInfo', token }],
    clients: CLIENTS,
    timeoutMs: TIMEOUT_MS,
    durationMs: 4000,
  });
  return (await server.probeStop()).profile;
}

const errorsOf = (r) =>
  r.timeouts + r.failures > 0 ? `, ${r.timeouts} timeouts, ${r.failures} errors` : '';

/** Everything measured, as flat metric names (those of bench/budget.json) and table rows. */
function collect({ starts, pages, loads, site, profile }) {
  const figures = {};
  const rows = [];
  const row = (label, value, metric, number) => {
    rows.push({ label, value, metric });
    if (metric) figures[metric] = number;
  };
  for (const [label, t] of starts) row(label, ms(t));

  const [cold, slow] = pages;
  const { signIn, list } = cold;
  row('sign-in page: requests', String(signIn.requests), 'signIn.requests', signIn.requests);
  row(
    `sign-in page: JS gzip (${signIn.jsFiles} files)`,
    kib(signIn.jsGzip),
    'signIn.jsGzip',
    signIn.jsGzip,
  );
  row(
    `sign-in page: CSS gzip (${signIn.cssFiles} files)`,
    kib(signIn.cssGzip),
    'signIn.cssGzip',
    signIn.cssGzip,
  );
  row(
    'sign-in page: shell chunks loaded',
    String(signIn.shellChunks.length),
    'signIn.shellChunks',
    signIn.shellChunks.length,
  );
  row(
    'sign-in → user list: requests after the click',
    `${list.requests} (${list.jsFiles} JS, ${list.cssFiles} CSS, ${list.byType.fetch ?? 0} API)`,
    'list.requests',
    list.requests,
  );
  row('sign-in → user list: JS gzip added', kib(list.jsGzip), 'list.jsGzip', list.jsGzip);
  row(
    `sign-in → user list: click to rows, 1x CPU (median of ${cold.times.length})`,
    `${ms(cold.clickToRowsMs)} [${cold.times.join(', ')}]`,
    'list.clickToRowsMs',
    cold.clickToRowsMs,
  );
  if (slow) row('sign-in → user list: click to rows, 4x CPU', ms(slow.clickToRowsMs));
  if (!CHECK)
    for (const r of list.timeline) row(`  ${r.start}–${r.end} ms after the click`, r.name);

  const cpuPerRequest = (r) => r.probe.cpuMs / Math.max(1, r.requests);
  const base = loads.baseline;
  for (const load of LOADS) {
    const r = loads[load.key];
    const eld = r.probe.eventLoopDelay;
    const cpu = cpuPerRequest(r);
    row(
      `${CLIENTS} clients ${load.label}`,
      `${r.perSecond}/s, p50 ${r.p50} / p99 ${r.p99} / max ${r.max} ms${errorsOf(r)}`,
      `load.${load.key}.p99`,
      r.p99,
    );
    row(
      '  server CPU per request; event-loop delay p50 / p99 / max',
      `${cpu.toFixed(2)} ms; ${eld.p50} / ${eld.p99} / ${eld.max} ms`,
    );
    figures[`load.${load.key}.errors`] = r.timeouts + r.failures;
    if (load.key !== 'baseline') {
      const ratio = cpu / cpuPerRequest(base);
      row(
        `  server CPU per request as a ratio to the baseline`,
        ratio.toFixed(2),
        `load.${load.key}.cpuRatio`,
        ratio,
      );
    }
  }
  if (site) {
    const eld = site.probe.eventLoopDelay;
    for (const load of SITE_LOADS) {
      const r = site[load.key];
      row(
        `${SITE_CLIENTS} clients ${load.label} (${kib(r.bytes)})`,
        `${r.perSecond}/s, p50 ${r.p50} / p95 ${r.p95} / p99 ${r.p99} / max ${r.max} ms${errorsOf(r)}`,
        `load.${load.key}.p95`,
        r.p95,
      );
      figures[`load.${load.key}.errors`] = r.timeouts + r.failures;
    }
    const cpu = site.probe.cpuMs / Math.max(1, site.requests);
    row(
      '  server CPU per site request; event-loop delay p50 / p99 / max',
      `${cpu.toFixed(2)} ms; ${eld.p50} / ${eld.p99} / ${eld.max} ms`,
    );
    row(
      '  server CPU per site request as a ratio to the baseline',
      (cpu / cpuPerRequest(base)).toFixed(2),
      'load.site.cpuRatio',
      cpu / cpuPerRequest(base),
    );
  }
  const info = loads.getInfo;
  row(
    'server RSS during the /getInfo load (first → last)',
    `${(info.probe.rss.first / MiB).toFixed(0)} → ${(info.probe.rss.last / MiB).toFixed(0)} MiB`,
  );
  const heap = info.probe.retainedHeap;
  row(
    'server heap after a full collection, before → after the /getInfo load',
    `${(heap.before / MiB).toFixed(1)} → ${(heap.after / MiB).toFixed(1)} MiB`,
    'load.getInfo.heapGrowthMiB',
    (heap.after - heap.before) / MiB,
  );
  if (profile) {
    row(
      'server CPU during /getInfo load, by package',
      profile.owners
        .slice(0, 6)
        .map((o) => `${o.name} ${o.percent}%`)
        .join(', '),
    );
    for (const f of profile.functions.slice(0, 8)) row(`  ${f.percent}%`, f.name);
  }
  return { figures, rows };
}

/** A budget number in the unit of its metric. */
function unit(metric, n) {
  if (/Gzip$/.test(metric)) return kib(n);
  if (/Ms$|\.p99$/.test(metric)) return ms(n);
  if (/MiB$/.test(metric)) return `${n} MiB`;
  return String(n);
}

function print(rows, verdicts) {
  const byMetric = new Map(verdicts.map((v) => [v.metric, v]));
  const note = (metric) => {
    const v = byMetric.get(metric);
    if (!v) return '';
    const { target, budget, ceiling } = v.limits;
    const limits = [
      target !== undefined ? `target ${unit(metric, target)}` : '',
      budget !== undefined ? `budget ${unit(metric, budget)}` : '',
      ceiling !== undefined ? `ceiling ${unit(metric, ceiling)}` : '',
    ].filter(Boolean);
    const targetMissed = target !== undefined && v.value > target ? ' (target missed)' : '';
    return `${v.ok ? 'ok' : `FAIL ${v.problems.join('; ')}`}${targetMissed} [${limits.join(', ')}]`;
  };
  const table = rows.map((r) => [r.label, r.value, note(r.metric)]);
  const widths = [0, 1].map((i) => Math.max(...table.map((r) => r[i].length)));
  console.log('');
  for (const r of table)
    console.log(`${r[0].padEnd(widths[0])}  ${r[1].padEnd(widths[1])}  ${r[2]}`.trimEnd());
}

async function main() {
  ensureHostBuild();
  const dataDir = mkdtempSync(join(tmpdir(), 'wcm-bench-data-'));
  const port = await freePort();
  const starts = [];
  let server;
  try {
    if (!CHECK) {
      const fresh = await startServer(dataDir, port);
      starts.push(['server cold start, fresh data dir', fresh.ms]);
      await fresh.stop();
    }
    server = await startServer(dataDir, port);
    starts.push([`server cold start, ${CHECK ? 'fresh' : 'existing'} data dir`, server.ms]);
    const pages = await measurePages(server.origin, { runs: 3, slowdowns: CHECK ? [1] : [1, 4] });
    const token = await signIn(server.origin);
    const loads = await loadPhases(server, token);
    const site = await sitePhase(server);
    const profile = CHECK ? undefined : await profileGetInfo(server, token);
    await server.stop();
    server = undefined;

    const { figures, rows } = collect({ starts, pages, loads, site, profile });
    if (!CHECK) rows.push(...(await productListRows()));
    const budget = readBudget();
    const verdicts = checkBudget(figures, budget);
    print(rows, verdicts);
    const failed = verdicts.filter((v) => !v.ok);
    console.log(
      failed.length === 0
        ? `\nbench/budget.json: all ${verdicts.length} figures within budget`
        : `\nbench/budget.json: ${failed.length} of ${verdicts.length} figures over budget`,
    );
    if (WRITE) {
      writeBudget(figures, budget);
      console.log('bench/budget.json: budgets updated from this run');
    } else if (CHECK && failed.length > 0) process.exitCode = 1;
  } finally {
    await server?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
