import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type BrowserContext, type Page } from 'playwright-core';

/** Debian's Chromium; playwright-core never downloads a browser. */
export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Flags for headless Debian Chromium on a closed network (no background or update traffic). */
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** How many API events {@link TestBrowser.trail} keeps. */
const TRAIL_LENGTH = 30;
const pathOf = (url: string) => {
  const { pathname, search } = new URL(url);
  return pathname + search;
};

export interface TestBrowser {
  readonly context: BrowserContext;
  readonly page: Page;
  /**
   * Uncaught page errors, console errors (favicon 404s excluded) and Lingui's warnings of an
   * uncompiled text seen so far.
   */
  readonly problems: string[];
  /** The last API requests and answers (method, path, status, time), to explain a failure. */
  readonly trail: string[];
  close(): Promise<void>;
}

/** Browser settings a suite may change. */
export interface BrowserOptions {
  /** IANA zone of the browser. @default the machine's */
  timezoneId?: string;
  /** @default 'zh-CN' */
  locale?: string;
}

/** Opens Chromium on a fresh profile; every page error or console error is recorded. */
export async function openBrowser(
  options: { baseURL: string } & BrowserOptions,
): Promise<TestBrowser> {
  const profile = mkdtempSync(join(tmpdir(), 'wcm-e2e-chromium-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM,
    headless: true,
    args: CHROMIUM_ARGS,
    baseURL: options.baseURL,
    locale: options.locale ?? 'zh-CN',
    ...(options.timezoneId ? { timezoneId: options.timezoneId } : {}),
    viewport: { width: 1280, height: 800 },
  });
  const problems: string[] = [];
  const trail: string[] = [];
  const note = (line: string) => {
    trail.push(`${new Date().toISOString().slice(11, 23)} ${line}`);
    if (trail.length > TRAIL_LENGTH) trail.shift();
  };
  const watch = (page: Page) => {
    page.on('request', (request) => {
      if (request.resourceType() === 'fetch')
        note(`→ ${request.method()} ${pathOf(request.url())}`);
    });
    page.on('response', (response) => {
      const request = response.request();
      if (request.resourceType() !== 'fetch') return;
      note(`← ${response.status()} ${request.method()} ${pathOf(response.url())}`);
    });
    page.on('requestfailed', (request) =>
      note(`✗ ${request.method()} ${pathOf(request.url())} ${request.failure()?.errorText ?? ''}`),
    );
    page.on('pageerror', (err) => problems.push(`page error: ${err.message}`));
    page.on('console', (msg) => {
      // Lingui's production build warns when a text reached it uncompiled: its placeholders
      // would show raw (English texts are compiled into the code, scripts/inline-messages.mjs).
      if (msg.type() === 'warning' && msg.text().startsWith('Uncompiled message detected'))
        problems.push(`uncompiled text: ${msg.text().split('\n').slice(0, 4).join(' ')}`);
      if (msg.type() !== 'error') return;
      // Browsers ask for /favicon.ico on their own; a 404 there is not the console's fault.
      if (/favicon\.ico/.test(msg.location().url) || /favicon\.ico/.test(msg.text())) return;
      problems.push(`console error: ${msg.text()}`);
    });
  };
  context.pages().forEach(watch);
  context.on('page', watch);
  const page = context.pages()[0] ?? (await context.newPage());
  return {
    context,
    page,
    problems,
    trail,
    async close() {
      await context.close();
      rmSync(profile, { recursive: true, force: true });
    },
  };
}
