// The shell around the pages in a real browser: visited-page tabs follow navigation, a tab's
// close button closes it, and the header search finds a page. Same server and helpers as the
// sign-in suite; names match both the zh-CN default and English.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Locator } from 'playwright-core';
import { seriousA11yViolations } from './support/axe.ts';
import { signInAsAdmin } from './support/sign-in.ts';
import { useBrowserSuite } from './support/suite.ts';

const suite = useBrowserSuite();

const close = /close|关闭/i;
const menu = (): Locator =>
  suite.browser.page.getByRole('navigation').filter({ hasText: '系统管理' }).first();
// The tab strip is the navigation holding tab close buttons (the menu and breadcrumb have none).
const tabs = (): Locator =>
  suite.browser.page
    .getByRole('navigation')
    .filter({ has: suite.browser.page.getByRole('button', { name: close }) });

async function openFromMenu(title: string, path: string) {
  const { page } = suite.browser;
  const link = menu().getByRole('link', { name: title });
  if (!(await link.isVisible())) await menu().getByRole('button', { name: '系统管理' }).click();
  await link.click();
  await page.waitForURL((url) => url.pathname === `/wcm${path}`);
}

describe('shell: tabs and header search', () => {
  it('signs in as admin', async () => {
    const { page } = suite.browser;
    await signInAsAdmin(page, suite.server);
    await menu().waitFor();
  });

  it('opens a tab for each page opened from the menu', async () => {
    await openFromMenu('用户管理', '/system/user');
    await openFromMenu('角色管理', '/system/role');
    const strip = tabs();
    await strip.getByRole('link', { name: '角色管理' }).waitFor();
    assert.ok(await strip.getByRole('link', { name: '用户管理' }).isVisible());
    assert.equal(
      await strip.getByRole('link', { name: '角色管理' }).getAttribute('aria-current'),
      'page',
    );
  });

  it('has no serious or critical accessibility violations with tabs open', async () => {
    assert.deepEqual(await seriousA11yViolations(suite.browser.page), []);
  });

  it('closes a tab with its close button and stays on the current page', async () => {
    const { page } = suite.browser;
    const strip = tabs();
    // The close button sits in the tab's list item; its name ('Close {title}') is checked by
    // the component tests.
    const tab = strip
      .getByRole('listitem')
      .filter({ has: page.getByRole('link', { name: '用户管理' }) });
    await tab.getByRole('button', { name: close }).click();
    await strip.getByRole('link', { name: '用户管理' }).waitFor({ state: 'detached' });
    assert.ok(await strip.getByRole('link', { name: '角色管理' }).isVisible());
    assert.equal(new URL(page.url()).pathname, '/wcm/system/role');
  });

  it('finds a page through the header search and opens it', async () => {
    const { page } = suite.browser;
    await page
      .getByRole('banner')
      .getByRole('button', { name: /search|搜索/i })
      .click();
    const box = page.getByRole('banner').getByRole('combobox');
    await box.fill('登录日志');
    await page
      .getByRole('option', { name: /登录日志/ })
      .first()
      .waitFor();
    assert.deepEqual(await seriousA11yViolations(page), []);
    await box.press('Enter');
    await page.waitForURL((url) => url.pathname === '/wcm/system/log/logininfor');
    await tabs().getByRole('link', { name: '登录日志' }).waitFor();
  });

  it('refreshes the current tab through the redirect route and comes back to it', async () => {
    const { page } = suite.browser;
    const via = page.waitForURL((url) => url.pathname.startsWith('/wcm/redirect/'));
    // The actions button is the strip's only menu button; refresh is its first entry.
    await tabs().locator('button[aria-haspopup="menu"]').click();
    await page.getByRole('menuitem').first().click();
    await via;
    await page.waitForURL((url) => url.pathname === '/wcm/system/log/logininfor');
    assert.equal(
      await tabs().getByRole('link', { name: '登录日志' }).getAttribute('aria-current'),
      'page',
    );
  });

  it('opens a permission-added route only with a digits-only user id', async () => {
    const { page } = suite.browser;
    await page.goto('/wcm/system/user-auth/role/2');
    await tabs().getByRole('link', { name: '分配角色' }).waitFor();
    assert.equal(new URL(page.url()).pathname, '/wcm/system/user-auth/role/2');
    await page.goto('/wcm/system/user-auth/role/abc');
    await page.waitForURL((url) => url.pathname === '/wcm/404');
  });
});
