// Browser figures on a cold cache: the sign-in page, then sign-in → the user list's rows
// (through `?redirect=`, as a person whose session ended comes back to their page).
/* global window, document, MutationObserver */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { CHROMIUM, CHROMIUM_ARGS } from '../e2e/support/browser.ts';

// Lazy chunks of the signed-in shell: the sign-in page must load none of them.
const SHELL_CHUNK = /\/(shell-layout|dynamic-pages|settings-drawer|shell-tools|keep-alive)[-.]/;
const LIST_PATH = '/system/user';
const SIGN_IN = /^\s*(登\s*录|sign\s*in|log\s*in)/i;

/** Every request the page makes, with the gzip size (level 9) of script and style bodies. */
function recordRequests(page) {
  const requests = [];
  const sizes = new Map();
  const reading = new Set();
  page.on('request', (req) => requests.push({ url: req.url(), type: req.resourceType() }));
  page.on('response', (res) => {
    const type = res.request().resourceType();
    if (type !== 'script' && type !== 'stylesheet') return;
    const read = res
      .body()
      .then((body) => sizes.set(res.url(), gzipSync(body, { level: 9 }).length))
      .catch(() => undefined) // redirects and aborted requests have no body
      .finally(() => reading.delete(read));
    reading.add(read);
  });
  /** Figures for the requests made since `from` (an index into the request list). */
  const since = async (from) => {
    while (reading.size > 0) await Promise.all([...reading]);
    const list = requests.slice(from);
    const of = (type) => list.filter((r) => r.type === type);
    const bytes = (type) => of(type).reduce((n, r) => n + (sizes.get(r.url) ?? 0), 0);
    return {
      requests: list.length,
      jsFiles: of('script').length,
      cssFiles: of('stylesheet').length,
      jsGzip: bytes('script'),
      cssGzip: bytes('stylesheet'),
      scripts: of('script').map((r) => new URL(r.url).pathname),
      byType: Object.fromEntries(
        [...new Set(list.map((r) => r.type))].map((t) => [t, of(t).length]),
      ),
    };
  };
  return { mark: () => requests.length, since };
}

/**
 * Milliseconds from the sign-in click to the first list row naming `admin`, measured in the
 * page (a capture-phase click listener and a MutationObserver), so no driver latency counts.
 */
async function armClickToRows(page) {
  await page.evaluate(() => {
    const w = window;
    w.__bench = {};
    document.addEventListener('click', () => (w.__bench.clickAt ??= performance.now()), true);
    const hasRow = () =>
      [...document.querySelectorAll('tbody td')].some((td) => td.textContent.trim() === 'admin');
    // The page does not reload after signing in, so one observer sees the whole way to the list.
    new MutationObserver((_, observer) => {
      if (w.__bench.clickAt !== undefined && hasRow()) {
        w.__bench.rowsAt = performance.now();
        observer.disconnect();
      }
    }).observe(document, { childList: true, subtree: true, characterData: true });
  });
}

async function signInToList(page, origin, cpuSlowdown) {
  const cdp = await page.context().newCDPSession(page);
  if (cpuSlowdown > 1) await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });
  const requests = recordRequests(page);
  await page.goto(`${origin}/wcm/login?redirect=${encodeURIComponent(LIST_PATH)}`);
  // Network idle alone is no proof: on a busy machine the page may still be compiling its script.
  await page.getByRole('button', { name: SIGN_IN }).waitFor({ timeout: 60_000 });
  await page.waitForLoadState('networkidle');
  const signIn = await requests.since(0);
  signIn.shellChunks = signIn.scripts.filter((p) => SHELL_CHUNK.test(p));
  await armClickToRows(page);
  await page.getByRole('textbox', { name: /^\s*(账号|用户名|account|user\s*name)/i }).fill('admin');
  await page.getByLabel(/^\s*(密码|password)/i).fill('admin123');
  const clickedAt = requests.mark();
  await page.getByRole('button', { name: SIGN_IN }).click();
  await page.waitForFunction(() => window.__bench.rowsAt !== undefined, undefined, {
    timeout: 60_000,
  });
  await page.waitForLoadState('networkidle');
  const { timing, timeline } = await page.evaluate(() => {
    const { clickAt, rowsAt } = window.__bench;
    // What was fetched after the click, in ms from it: where the time to the rows goes.
    const entries = performance
      .getEntriesByType('resource')
      .filter((e) => e.startTime >= clickAt)
      .map((e) => ({
        start: Math.round(e.startTime - clickAt),
        end: Math.round(e.responseEnd - clickAt),
        name: e.name.replace(/^.*\/(assets|prod-api)\//, ''),
      }));
    return { timing: rowsAt - clickAt, timeline: entries };
  });
  return {
    signIn,
    list: { ...(await requests.since(clickedAt)), clickToRowsMs: Math.round(timing), timeline },
  };
}

/** One cold-cache run per entry of `slowdowns` (CPU throttling factor), each on a new profile. */
export async function measurePages(origin, { slowdowns = [1], runs = 1 } = {}) {
  const results = [];
  for (const slowdown of slowdowns) {
    const times = [];
    let last;
    for (let i = 0; i < runs; i += 1) {
      const profile = mkdtempSync(join(tmpdir(), 'wcm-bench-chromium-'));
      const context = await chromium.launchPersistentContext(profile, {
        executablePath: CHROMIUM,
        headless: true,
        args: CHROMIUM_ARGS,
        locale: 'zh-CN',
        viewport: { width: 1280, height: 800 },
      });
      try {
        const page = context.pages()[0] ?? (await context.newPage());
        last = await signInToList(page, origin, slowdown);
        times.push(last.list.clickToRowsMs);
      } finally {
        await context.close();
        rmSync(profile, { recursive: true, force: true });
      }
    }
    times.sort((a, b) => a - b);
    results.push({ slowdown, ...last, clickToRowsMs: times[Math.floor(times.length / 2)], times });
  }
  return results;
}
