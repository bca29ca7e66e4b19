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
  afterEach(() => {
    assert.deepEqual(suite.browser.problems.splice(0), []);
  });
  return suite;
}
