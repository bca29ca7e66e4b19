import assert from 'node:assert/strict';
import { after, afterEach, before } from 'node:test';
import { openBrowser, type BrowserOptions, type TestBrowser } from './browser.ts';
import { startServer, type StartServerOptions, type TestServer } from './server.ts';

/** What a browser suite works with; filled in by its `before` hook. */
export interface BrowserSuite {
  server: TestServer;
  browser: TestBrowser;
}

/**
 * Registers the hooks every browser suite needs: the real server on a fresh embedded database
 * (captcha on; the first-sign-in password change off unless asked for), one Chromium, and a
 * check after each test that no page or console error happened during it. Call at the top level
 * of a test file.
 */
export function useBrowserSuite(
  options: Omit<StartServerOptions, 'captchaEnabled'> & BrowserOptions = {},
): BrowserSuite {
  const suite = {} as BrowserSuite;
  const { timezoneId, locale, ...serverOptions } = options;
  before(async () => {
    suite.server = await startServer({ captchaEnabled: true, ...serverOptions });
    suite.browser = await openBrowser({
      baseURL: suite.server.origin,
      ...(timezoneId ? { timezoneId } : {}),
      ...(locale ? { locale } : {}),
    });
  });
  after(async () => {
    await suite.browser?.close();
    await suite.server?.close();
  });
  afterEach(async (t) => {
    // A failed test says where the page was and what it last asked the server, so a failure
    // seen only on CI can be explained from its log.
    // `passed` is on Node 20's test context, not yet in the pinned @types/node.
    if ((t as { passed?: boolean }).passed === false) await reportPage(suite.browser);
    suite.browser.trail.length = 0;
    assert.deepEqual(suite.browser.problems.splice(0), []);
  });
  return suite;
}

/** Prints the page's address, its visible text (shortened) and the recent API trail. */
async function reportPage(browser: TestBrowser | undefined): Promise<void> {
  if (!browser) return;
  const { page } = browser;
  const text = await page
    .locator('body')
    .innerText({ timeout: 2000 })
    .catch((error: unknown) => `(no text: ${String(error)})`);
  const lines = [
    `--- page at failure: ${page.url()}`,
    text.replace(/\s+/g, ' ').slice(0, 1500),
    '--- last API requests:',
    ...browser.trail,
  ];
  console.log(lines.join('\n'));
}
