// Layout in a real browser (issue 21): the phone-sized header, the collapsed sidebar strip, an
// icon for every menu, one heading per page, French apostrophes and the French product table.
// Checked with bounding boxes and computed styles rather than screenshots: pixels differ with
// fonts and Chromium versions across machines, boxes and their relations do not.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Locator, Page } from 'playwright-core';
import { png } from './support/files.ts';
import { openPage, shellNames, sideMenu } from './support/shell.ts';
import { signInAsAdmin, until } from './support/sign-in.ts';
import { useBrowserSuite } from './support/suite.ts';

const suite = useBrowserSuite();
const page = (): Page => suite.browser.page;

async function box(locator: Locator) {
  const found = await locator.boundingBox();
  assert.ok(found, 'element is laid out');
  return found;
}

async function open(path: string) {
  await openPage(page(), path);
  await page().locator('main h1').first().waitFor();
}

describe('layout', () => {
  it('signs in', async () => {
    await page().route('**/profile/upload/products/**', (route) =>
      route.fulfill({ status: 200, contentType: 'image/png', body: png(40, 56).buffer }),
    );
    await signInAsAdmin(page(), suite.server);
    await sideMenu(page()).waitFor();
  });

  it('at 390 px the header keeps one line and nothing spills over the page', async () => {
    await page().setViewportSize({ width: 390, height: 844 });
    await open('/user/profile');
    const header = await box(page().locator('[data-slot="top-bar"]'));
    assert.ok(header.height <= 51, `header ${header.height}px high`);
    // On a phone the breadcrumb gives way to the page heading, which names the page.
    assert.equal(
      await page()
        .getByRole('navigation', { name: /面包屑|breadcrumb/i })
        .isVisible(),
      false,
    );
    const heading = await box(page().locator('main h1'));
    assert.ok(heading.y >= header.y + header.height, 'the heading starts under the header');
    const width = await page().evaluate(() => document.documentElement.scrollWidth);
    assert.ok(width <= 390, `page ${width}px wide`);
  });

  it('between phone and desktop the breadcrumb is one line with the current page only', async () => {
    const crumbs = page().getByRole('navigation', { name: /面包屑|breadcrumb/i });
    const shownItems = () =>
      crumbs
        .getByRole('listitem')
        .evaluateAll(
          (items) => items.filter((li) => getComputedStyle(li).display !== 'none').length,
        );
    await page().setViewportSize({ width: 800, height: 800 });
    try {
      await crumbs.waitFor();
      const list = await box(crumbs.getByRole('list'));
      assert.ok(list.height <= 51, `breadcrumb ${list.height}px high`);
      assert.equal(await shownItems(), 1);
      assert.equal(await crumbs.locator('[aria-current="page"]').innerText(), '个人中心');
    } finally {
      await page().setViewportSize({ width: 1280, height: 800 });
    }
    assert.equal(await shownItems(), 2, 'on a desktop the whole trail shows again');
  });

  it('the collapsed sidebar is a 54 px strip of named icons with tooltips', async () => {
    await open('/index');
    await page().getByRole('button', { name: shellNames.collapse }).click();
    const strip = sideMenu(page());
    await page().waitForFunction(
      () =>
        Math.round(
          document.querySelector('[data-slot="sidebar"]')!.getBoundingClientRect().width,
        ) === 54,
    );
    // The content column follows (after its transition) and starts right of the strip.
    await page().waitForFunction(
      () => Math.round(document.querySelector('main')!.getBoundingClientRect().left) === 54,
    );
    // Every entry keeps its name for assistive technology, and none shows text on screen.
    const system = strip.getByRole('button', { name: '系统管理' });
    assert.ok((await box(system)).width <= 54);
    const labels = await strip
      .locator('li span')
      .evaluateAll((spans) => spans.map((s) => s.getBoundingClientRect().width));
    assert.ok(
      labels.every((w) => w <= 1),
      'labels are visually hidden',
    );
    await system.hover();
    await page().getByRole('tooltip', { name: '系统管理' }).waitFor();
  });

  it('opens a directory as a flyout menu and a page from it, with the keyboard', async () => {
    const strip = sideMenu(page());
    await strip.getByRole('button', { name: '系统管理' }).focus();
    await page().keyboard.press('Enter');
    const menu = page().getByRole('menu', { name: '系统管理' });
    await menu.waitFor();
    assert.ok((await box(menu)).x >= 54, 'the flyout opens beside the strip');
    await page().keyboard.press('ArrowDown');
    const focused = await page().evaluate(() => document.activeElement?.textContent);
    assert.match(focused ?? '', /用户管理|角色管理/);
    await menu.getByRole('menuitem', { name: '角色管理' }).focus();
    await page().keyboard.press('Enter');
    await page().waitForURL((url) => url.pathname === '/wcm/system/role');
    await menu.waitFor({ state: 'detached' });
    await page().getByRole('button', { name: shellNames.expand }).click();
    await page().waitForFunction(
      () =>
        Math.round(
          document.querySelector('[data-slot="sidebar"]')!.getBoundingClientRect().width,
        ) === 200,
    );
  });

  it('every seeded menu has a real icon (no generic square)', async () => {
    const nav = sideMenu(page());
    // Open every directory, nested ones included.
    for (let round = 0; round < 5; round += 1) {
      const closed = nav.locator('button[aria-expanded="false"]');
      const count = await closed.count();
      if (count === 0) break;
      for (let i = count - 1; i >= 0; i -= 1) await closed.nth(i).click();
    }
    assert.ok((await nav.locator('svg[data-icon]').count()) > 60, 'all entries are open');
    const generic = await nav
      .locator('svg[data-icon="fallback"]')
      .evaluateAll((icons) => icons.map((i) => i.closest('a, button')?.textContent));
    assert.deepEqual(generic, []);
  });

  it('every page has exactly one compact level-one heading', async () => {
    for (const path of [
      '/index',
      '/user/profile',
      '/system/user',
      '/system/role',
      '/system/menu',
      '/brand/product',
      '/brand/prodEdit/index/0',
      '/monitor/online',
      '/monitor/server',
      '/monitor/cache',
      '/tool/build',
      '/tool/gen',
      '/tool/swagger',
    ]) {
      await open(path);
      const headings = page().locator('main').getByRole('heading', { level: 1 });
      assert.equal(await headings.count(), 1, `${path}: one h1`);
      const size = await headings.evaluate((h) => parseFloat(getComputedStyle(h).fontSize));
      assert.ok(size <= 20, `${path}: compact heading (${size}px)`);
    }
  });

  it('in French, the typographic apostrophe has no gap after it', async () => {
    await page().evaluate(() => localStorage.setItem('change-language', 'fr'));
    await open('/brand/product');
    await page().getByText('Statut d’examen').first().waitFor();
    // No named functions inside evaluate: tsx would wrap them in a helper the page lacks.
    const widths = await page().evaluate(() => {
      const probe = document.createElement('span');
      document.querySelector('main')!.append(probe);
      const result = {
        apostrophe: 0,
        letter: 0,
        size: parseFloat(getComputedStyle(probe).fontSize),
      };
      probe.textContent = '’';
      result.apostrophe = probe.getBoundingClientRect().width;
      probe.textContent = 'n';
      result.letter = probe.getBoundingClientRect().width;
      probe.remove();
      return result;
    });
    // A CJK font draws U+2019 a full em wide; a Latin one about a letter's width or less.
    assert.ok(widths.apostrophe <= widths.letter, JSON.stringify(widths));
    assert.ok(widths.apostrophe < widths.size * 0.5, JSON.stringify(widths));
  });

  it('in French, no product column is out of reach under the fixed actions column', async () => {
    const table = page().locator('[data-slot="data-table"]').first();
    await table.getByRole('row').nth(1).waitFor();
    const sizes = await table.evaluate((el) => ({ inner: el.scrollWidth, outer: el.clientWidth }));
    if (sizes.inner > sizes.outer) {
      // Wider than its box: a keyboard-scrollable region, shaded while columns are underneath.
      assert.equal(await table.getAttribute('tabindex'), '0');
      assert.equal(await table.getAttribute('role'), 'region');
      assert.equal(await table.getAttribute('data-hidden-right'), 'true');
      // The keyboard scrolls the focused region...
      await table.focus();
      const before = await table.evaluate((el) => el.scrollLeft);
      await page().keyboard.press('ArrowRight');
      await until(async () => (await table.evaluate((el) => el.scrollLeft)) > before, 'scrolled');
      // The key scrolls smoothly: let that animation end, or it pulls the table back after the
      // bar has moved it.
      let last = -1;
      await until(async () => {
        const now = await table.evaluate((el) => el.scrollLeft);
        const settled = now === last;
        last = now;
        return settled;
      }, 'keyboard scroll settled');
      // ...and the scroll bar above the rows, in view where the bottom one is not, moves it too.
      const bar = table.locator('[data-slot="table-top-scroll"]');
      assert.ok((await box(bar)).y < (await box(table.locator('thead'))).y);
      await bar.evaluate((el) => (el.scrollLeft = el.scrollWidth));
      await page().waitForFunction(
        (el) => !el!.hasAttribute('data-hidden-right'),
        await table.elementHandle(),
      );
    }
    // Scrolled to the end, every column lies fully left of the fixed one.
    const edges = await table.locator('thead th').evaluateAll((ths) =>
      ths.map((th) => {
        const r = th.getBoundingClientRect();
        return { left: r.left, right: r.right, fixed: getComputedStyle(th).position === 'sticky' };
      }),
    );
    const fixed = edges.filter((e) => e.fixed);
    assert.equal(fixed.length, 1);
    for (const e of edges.filter((x) => !x.fixed)) assert.ok(e.right <= fixed[0]!.left + 1);
  });
});
