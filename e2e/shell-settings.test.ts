// The shell's settings in a real browser (issue #4, "Done when"): sidebar collapse kept over a
// reload, the mobile overlay, every tab close action, keyboard header search, language, size,
// theme colour (kept over a reload), top-menu mode, and styles that stay inside the console.
// Tabs' close button and refresh, and the mouse header search, are in shell.test.ts.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Locator } from 'playwright-core';
import { seriousA11yViolations } from './support/axe.ts';
import { avatarMenuItem, cookieValue, shellNames, shellRoot, sideMenu } from './support/shell.ts';
import { signInAsAdmin, until } from './support/sign-in.ts';
import { useBrowserSuite } from './support/suite.ts';

const suite = useBrowserSuite();
const page = () => suite.browser.page;
const tabs = (): Locator => page().getByRole('navigation', { name: /已访问的页面|visited pages/i });
const toggle = () => page().getByRole('button', { name: shellNames.sidebarToggle });
const path = () => new URL(page().url()).pathname;

async function openFromMenu(group: string, title: string, target: string) {
  const link = sideMenu(page()).getByRole('link', { name: title, exact: true });
  if (!(await link.isVisible()))
    await sideMenu(page()).getByRole('button', { name: group }).click();
  await link.click();
  await page().waitForURL((url) => url.pathname === `/wcm${target}`);
  await tabs().getByRole('link', { name: title }).waitFor();
}

async function tabTitles(): Promise<string[]> {
  return (await tabs().getByRole('link').allTextContents()).map((t) => t.trim());
}

async function tabAction(name: RegExp) {
  await tabs().getByRole('button', { name: shellNames.tabActions }).click();
  await page().getByRole('menuitem', { name }).click();
}

async function openSettings() {
  await avatarMenuItem(page(), shellNames.layoutSettings);
  return page().getByRole('dialog', { name: shellNames.layoutSettings });
}

describe('shell: settings, sidebar, tabs and language', () => {
  it('signs in as admin', async () => {
    await signInAsAdmin(page(), suite.server);
    await sideMenu(page()).waitFor();
  });

  it('collapses the sidebar, keeps it collapsed after a reload, and reopens it', async () => {
    const sidebarWidth = () =>
      page().evaluate(() =>
        Math.round(document.querySelector('[data-slot="sidebar"]')!.getBoundingClientRect().width),
      );
    await page().getByRole('button', { name: shellNames.collapse }).click();
    await until(async () => (await cookieValue(page(), 'sidebarStatus')) === '0', 'cookie 0');
    assert.equal(await toggle().getAttribute('aria-expanded'), 'false');
    await page().reload();
    await page().getByRole('button', { name: shellNames.expand }).waitFor();
    // Collapsed is RuoYi's icon strip, not gone: 54 px wide, entries still named.
    await until(async () => (await sidebarWidth()) === 54, 'the 54 px strip');
    await sideMenu(page()).getByRole('button', { name: '系统管理' }).waitFor();
    await page().getByRole('button', { name: shellNames.expand }).click();
    await until(async () => (await sidebarWidth()) === 200, 'the full sidebar');
    assert.equal(await cookieValue(page(), 'sidebarStatus'), '1');
  });

  it('below 992 px the sidebar is an overlay drawer that closes after navigating', async () => {
    await page().setViewportSize({ width: 800, height: 800 });
    await until(async () => !(await sideMenu(page()).isVisible()), 'sidebar hidden on mobile');
    await toggle().click();
    const drawer = page().getByRole('dialog', { name: /导航菜单|navigation menu/i });
    await drawer.waitFor();
    assert.ok(await page().locator('[data-slot="sidebar-backdrop"]').isVisible());
    const link = drawer.getByRole('link', { name: '角色管理' });
    if (!(await link.isVisible())) await drawer.getByRole('button', { name: '系统管理' }).click();
    await link.click();
    await page().waitForURL((url) => url.pathname === '/wcm/system/role');
    await drawer.waitFor({ state: 'detached' });
    await page().setViewportSize({ width: 1280, height: 800 });
    await sideMenu(page()).waitFor();
    // The desktop preference survived the phone-sized window.
    assert.equal(await cookieValue(page(), 'sidebarStatus'), '1');
  });

  it('closes tabs with close right, close left, close others, close current and close all', async () => {
    await openFromMenu('系统管理', '用户管理', '/system/user');
    await openFromMenu('系统管理', '菜单管理', '/system/menu');
    await openFromMenu('系统管理', '部门管理', '/system/dept');
    await openFromMenu('系统管理', '岗位管理', '/system/post');
    const home = (await tabTitles())[0]!;
    assert.deepEqual(await tabTitles(), [
      home,
      '角色管理',
      '用户管理',
      '菜单管理',
      '部门管理',
      '岗位管理',
    ]);

    await tabs().getByRole('link', { name: '菜单管理' }).click();
    await page().waitForURL((url) => url.pathname === '/wcm/system/menu');
    await tabAction(/关闭右侧|close tabs to the right/i);
    await until(async () => (await tabTitles()).length === 4, 'right tabs closed');
    assert.deepEqual(await tabTitles(), [home, '角色管理', '用户管理', '菜单管理']);

    await tabAction(/关闭左侧|close tabs to the left/i);
    // The home tab is affixed and stays.
    await until(async () => (await tabTitles()).length === 2, 'left tabs closed');
    assert.deepEqual(await tabTitles(), [home, '菜单管理']);

    await openFromMenu('系统管理', '用户管理', '/system/user');
    await openFromMenu('系统管理', '角色管理', '/system/role');
    await tabAction(/关闭其他|close others/i);
    await until(async () => (await tabTitles()).length === 2, 'other tabs closed');
    assert.deepEqual(await tabTitles(), [home, '角色管理']);

    await tabAction(/关闭当前|close current/i);
    await page().waitForURL((url) => url.pathname === '/wcm/index');
    assert.deepEqual(await tabTitles(), [home]);

    await openFromMenu('系统管理', '用户管理', '/system/user');
    await openFromMenu('系统管理', '角色管理', '/system/role');
    await tabAction(/全部关闭|close all/i);
    await page().waitForURL((url) => url.pathname === '/wcm/index');
    assert.deepEqual(await tabTitles(), [home]);
  });

  it('keeps the page of an open tab alive while another tab is shown, until it is closed', async () => {
    // A mark set on the page's DOM survives only if the page stayed mounted.
    const mark = () =>
      page().evaluate(() => {
        const main = document.querySelector('main');
        // Any element of the page shown: real pages have tables, placeholders a section.
        const section = [...(main?.querySelectorAll<HTMLElement>('table, section') ?? [])].find(
          (s) => getComputedStyle(s).display !== 'none' && s.checkVisibility(),
        );
        if (section) section.dataset.e2eMark = location.pathname;
        return !!section;
      });
    const marked = (path: string) =>
      page().evaluate((p) => !!document.querySelector(`main [data-e2e-mark="${p}"]`), path);
    await openFromMenu('系统管理', '用户管理', '/system/user');
    assert.ok(await mark());
    await openFromMenu('系统管理', '角色管理', '/system/role');
    // Hidden, not unmounted.
    assert.ok(await marked('/wcm/system/user'));
    await tabs().getByRole('link', { name: '用户管理' }).click();
    await page().waitForURL((url) => url.pathname === '/wcm/system/user');
    assert.ok(await marked('/wcm/system/user'));

    // Refreshing the tab drops the kept page: it comes back fresh.
    await tabAction(/刷新页面|refresh page/i);
    await page().waitForURL((url) => url.pathname === '/wcm/system/user');
    await tabs().getByRole('link', { name: '用户管理' }).waitFor();
    assert.equal(await marked('/wcm/system/user'), false);
    assert.ok(await mark());

    const tab = tabs()
      .getByRole('listitem')
      .filter({ has: page().getByRole('link', { name: '用户管理' }) });
    await tab.getByRole('button', { name: /关闭|close/i }).click();
    await page().waitForURL((url) => url.pathname !== '/wcm/system/user');
    await openFromMenu('系统管理', '用户管理', '/system/user');
    assert.equal(await marked('/wcm/system/user'), false);
  });

  it('finds a page through the header search with the keyboard only', async () => {
    await page().getByRole('button', { name: shellNames.search }).focus();
    await page().keyboard.press('Enter');
    const box = page().getByRole('banner').getByRole('combobox');
    await box.waitFor();
    await page().keyboard.type('岗位');
    await page()
      .getByRole('option', { name: /岗位管理/ })
      .first()
      .waitFor();
    await page().keyboard.press('Enter');
    await page().waitForURL((url) => url.pathname === '/wcm/system/post');
  });

  it('switches the language to English, keeps it after a reload, and back', async () => {
    await page().getByRole('button', { name: shellNames.language }).click();
    const reloaded = page().waitForEvent('load');
    await page().getByRole('menuitemradio', { name: 'English' }).click();
    await reloaded;
    await until(async () => (await page().getAttribute('html', 'lang')) === 'en', 'lang en');
    await page().getByRole('navigation', { name: 'Main menu' }).waitFor();
    await page().reload();
    await page().getByRole('navigation', { name: 'Main menu' }).waitFor();
    assert.equal(await page().getAttribute('html', 'lang'), 'en');
    assert.equal(path(), '/wcm/system/post');

    await page().getByRole('button', { name: shellNames.language }).click();
    const back = page().waitForEvent('load');
    await page().getByRole('menuitemradio', { name: '简体中文' }).click();
    await back;
    await until(async () => (await page().getAttribute('html', 'lang')) === 'zh-CN', 'lang zh');
    await sideMenu(page()).getByRole('button', { name: '系统管理' }).waitFor();
  });

  it('changes the size from the header and keeps it after a reload', async () => {
    await page().getByRole('button', { name: shellNames.size }).click();
    await page()
      .getByRole('menuitemradio', { name: /^(稍小|小|small)$/i })
      .click();
    await until(
      async () => (await shellRoot(page()).getAttribute('data-size')) === 'small',
      'small',
    );
    assert.equal(await cookieValue(page(), 'size'), 'small');
    await page().reload();
    await sideMenu(page()).waitFor();
    assert.equal(await shellRoot(page()).getAttribute('data-size'), 'small');
  });

  it('changes the theme colour in the settings drawer, saves it, and keeps it after a reload', async () => {
    const drawer = await openSettings();
    await drawer.waitFor();
    assert.deepEqual(await seriousA11yViolations(page()), []);
    const box = await drawer.boundingBox();
    assert.ok(box && Math.round(box.width) === 280, `drawer width ${box?.width}`);
    await drawer.locator('input[type="radio"][value="#07C160"]').check();
    await until(
      async () => /#07C160/i.test((await shellRoot(page()).getAttribute('style')) ?? ''),
      'theme colour applied at once',
    );
    await drawer.getByRole('button', { name: shellNames.save }).click();
    await drawer.waitFor({ state: 'detached' });
    await page().reload();
    await sideMenu(page()).waitFor();
    assert.match((await shellRoot(page()).getAttribute('style')) ?? '', /#07C160/i);
    const saved = await page().evaluate(() => localStorage.getItem('layout-setting'));
    assert.match(saved ?? '', /"theme":"#07C160"/i);
  });

  it('turns top-menu mode on: top menus in the header, the chosen one’s pages in the sidebar', async () => {
    const drawer = await openSettings();
    await drawer.getByRole('switch', { name: shellNames.topMenu }).click();
    await drawer.getByRole('button', { name: shellNames.save }).click();
    await drawer.waitFor({ state: 'detached' });
    const top = page().getByRole('navigation', { name: shellNames.topMenu });
    await top.waitFor();
    // 1280 px: 1280 / 3 / 85 = 5 entries in the bar, the rest (system monitor among them)
    // under "More menu".
    assert.equal(await top.getByRole('listitem').count(), 6);
    // The current page (/system/post) belongs to system management: its pages are in the sidebar.
    await sideMenu(page()).getByRole('link', { name: '岗位管理' }).waitFor();
    await top.getByRole('button', { name: /更多菜单|more menu/i }).click();
    await page().getByRole('menuitem', { name: '系统监控' }).click();
    await sideMenu(page()).getByRole('link', { name: '在线用户' }).waitFor();
    assert.equal(await sideMenu(page()).getByRole('link', { name: '用户管理' }).count(), 0);
    assert.deepEqual(await seriousA11yViolations(page()), []);

    await page().reload();
    await page().getByRole('navigation', { name: shellNames.topMenu }).waitFor();
  });

  it('reset restores the default settings and forgets the saved ones', async () => {
    const drawer = await openSettings();
    await drawer.getByRole('button', { name: shellNames.reset }).click();
    await page()
      .getByRole('navigation', { name: shellNames.topMenu })
      .waitFor({ state: 'detached' });
    assert.equal(await page().evaluate(() => localStorage.getItem('layout-setting')), null);
    assert.equal(await shellRoot(page()).getAttribute('data-size'), 'medium');
    await page().keyboard.press('Escape');
    await drawer.waitFor({ state: 'detached' });
  });

  it('dynamic title: the window title shows the page title only when switched on', async () => {
    const product = '品牌官网管理系统';
    assert.equal(await page().title(), product);
    const drawer = await openSettings();
    await drawer.getByRole('switch', { name: /动态标题|dynamic title/i }).click();
    await until(async () => (await page().title()) === `岗位管理 - ${product}`, 'dynamic title');
    await drawer.getByRole('switch', { name: /动态标题|dynamic title/i }).click();
    await until(async () => (await page().title()) === product, 'product title');
    await page().keyboard.press('Escape');
    await drawer.waitFor({ state: 'detached' });
  });

  it('dark mode restyles the console, and nothing outside the console root is restyled', async () => {
    const drawer = await openSettings();
    await drawer.getByRole('switch', { name: /深色|暗色|dark mode/i }).click();
    await until(async () => (await shellRoot(page()).getAttribute('data-mode')) === 'dark', 'dark');
    await page().keyboard.press('Escape');
    await drawer.waitFor({ state: 'detached' });
    const background = await shellRoot(page()).evaluate(
      (el) => getComputedStyle(el).backgroundColor,
    );
    assert.equal(background, 'rgb(20, 20, 20)');
    assert.deepEqual(await seriousA11yViolations(page()), []);
    // The same elements outside the console root and in a blank frame must look the same. (A
    // string, so the test runner's transpiler adds no helpers the page does not have.)
    const styles = (await page().evaluate(`(() => {
      const html = '<p>text</p><button>button</button><ul><li>item</li></ul><a href="#">link</a>';
      const outside = document.createElement('div');
      outside.innerHTML = html;
      document.body.append(outside);
      const frame = document.createElement('iframe');
      document.body.append(frame);
      frame.contentDocument.body.innerHTML = html;
      const props = ['font-family', 'font-size', 'color', 'margin-top', 'padding-left',
        'box-sizing', 'list-style-type', 'background-color', 'outline-style'];
      const read = (root) => [...root.querySelectorAll('p, button, ul, li, a')].map((el) => {
        const cs = getComputedStyle(el);
        return el.tagName + ': ' + props.map((p) => p + '=' + cs.getPropertyValue(p)).join(' ');
      });
      const result = { outside: read(outside), blank: read(frame.contentDocument.body) };
      outside.remove();
      frame.remove();
      return result;
    })()`)) as { outside: string[]; blank: string[] };
    assert.equal(styles.outside.length, 5);
    assert.deepEqual(styles.outside, styles.blank);
  });
});
