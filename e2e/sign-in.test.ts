// The walking skeleton in a real browser: the built host served by the real server on a fresh
// embedded database, with the captcha on. One browser session walks through the steps in order.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Locator, Response } from 'playwright-core';
import { seriousA11yViolations } from './support/axe.ts';
import {
  captchaImage,
  fillSignIn,
  names,
  nextCaptchaUuid,
  nextLoginAnswer,
  until,
} from './support/sign-in.ts';
import { useBrowserSuite } from './support/suite.ts';

const suite = useBrowserSuite();

const menu = (): Locator =>
  suite.browser.page.getByRole('navigation').filter({ hasText: '系统管理' }).first();

async function openSignIn(path: string): Promise<string> {
  const { page } = suite.browser;
  const uuid = nextCaptchaUuid(page);
  await page.goto(path);
  await page.waitForURL((url) => url.pathname === '/wcm/login');
  await page.getByRole('textbox', { name: names.account }).waitFor();
  return uuid;
}

describe('sign-in to the shell', () => {
  let uuid: Promise<string>;

  it('sends a visitor opening /wcm/ to the sign-in page with the redirect kept', async () => {
    await openSignIn('/wcm/system/user');
    assert.equal(new URL(suite.browser.page.url()).searchParams.get('redirect'), '/system/user');

    uuid = openSignIn('/wcm/');
    await uuid;
    const redirect = new URL(suite.browser.page.url()).searchParams.get('redirect');
    assert.match(redirect ?? '', /^\/(index)?$/);
  });

  it('loads the console scripts and styles as the Brotli copies the host build wrote', async () => {
    const { page } = suite.browser;
    const assets: Array<{ path: string; encoding?: string; length: number }> = [];
    const record = (response: Response) => {
      const path = new URL(response.url()).pathname;
      const headers = response.headers();
      if (/^\/wcm\/assets\/.+\.(js|css)$/.test(path))
        assets.push({
          path,
          encoding: headers['content-encoding'],
          length: Number(headers['content-length'] ?? Infinity),
        });
    };
    page.on('response', record);
    try {
      await openSignIn('/wcm/');
    } finally {
      page.off('response', record);
    }
    assert.ok(
      assets.some((a) => a.encoding === 'br'),
      'the sign-in page loaded scripts',
    );
    // Files under 1 KiB get no copy (apps/host/precompress.ts); everything larger comes compressed.
    assert.deepEqual(
      assets.filter((a) => a.encoding !== 'br' && a.length >= 1024),
      [],
    );
  });

  it('has no serious or critical accessibility violations on the sign-in page', async () => {
    assert.deepEqual(await seriousA11yViolations(suite.browser.page), []);
  });

  it('shows the server error and a new captcha after a wrong password', async () => {
    const { page } = suite.browser;
    const image = captchaImage(page);
    const oldSrc = await image.getAttribute('src');
    assert.ok(oldSrc?.startsWith('data:image/'), 'captcha is shown as an image');

    const answer = nextLoginAnswer(page);
    const next = nextCaptchaUuid(page);
    const code = await suite.server.captchaAnswer(await uuid);
    await fillSignIn(page, { username: 'admin', password: 'wrong-password', code });
    const { code: status, msg } = await answer;
    assert.notEqual(status, 200);
    assert.ok(msg.length > 0);

    await page.getByRole('alert').filter({ hasText: msg }).first().waitFor();
    uuid = next;
    await uuid;
    await until(async () => (await image.getAttribute('src')) !== oldSrc, 'a new captcha image');
    assert.equal(new URL(page.url()).pathname, '/wcm/login');
  });

  it('signs in as admin and shows the shell with its menu', async () => {
    const { page } = suite.browser;
    const answer = nextLoginAnswer(page);
    const code = await suite.server.captchaAnswer(await uuid);
    await fillSignIn(page, { username: 'admin', password: 'admin123', code });
    assert.equal((await answer).code, 200);

    await page.waitForURL((url) => !url.pathname.startsWith('/wcm/login'));
    await menu().waitFor();
    assert.ok(new URL(page.url()).pathname.startsWith('/wcm/'));
  });

  it('has no serious or critical accessibility violations on the shell', async () => {
    assert.deepEqual(await seriousA11yViolations(suite.browser.page), []);
  });

  it('keeps the session across a reload', async () => {
    const { page } = suite.browser;
    const before = new URL(page.url()).pathname;
    await page.reload();
    await menu().waitFor();
    assert.equal(new URL(page.url()).pathname, before);
  });

  it('returns to the sign-in page after signing out', async () => {
    const { page } = suite.browser;
    await page
      .getByRole('button', { name: /若依|admin/ })
      .first()
      .click();
    await page.getByRole('menuitem', { name: names.signOut }).click();
    const dialog = page.getByRole('alertdialog').or(page.getByRole('dialog')).first();
    await dialog.getByRole('button', { name: names.confirm }).click();

    await page.waitForURL((url) => url.pathname === '/wcm/login');
    await page.getByRole('textbox', { name: names.account }).waitFor();
    // The old token is gone: opening the home page again lands on sign-in.
    await page.goto('/wcm/index');
    await page.waitForURL((url) => url.pathname === '/wcm/login');
  });
});
