// System administration pages in a real browser against the real server: a dictionary type
// with two coloured entries, a parameter, a notice written in the restricted editor, and the
// change found again in the operation log. Names match the zh-CN default and English (strings
// not yet translated show their English source text).
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Locator, Page } from 'playwright-core';
import { seriousA11yViolations } from './support/axe.ts';
import { chooseOption, saveDialog } from './support/controls.ts';
import { signInAsAdmin } from './support/sign-in.ts';
import { useBrowserSuite } from './support/suite.ts';

const suite = useBrowserSuite();

const n = {
  add: /^\s*(新增|add)\s*$/i,
  edit: /^\s*(修改|edit)(?![A-Za-z])/i,
  confirm: /^\s*(确\s*定|确\s*认|confirm|ok)\s*$/i,
  dictName: /字典名称|dictionary name/i,
  dictType: /字典类型|dictionary type/i,
  dataLabel: /数据标签|data label/i,
  dataValue: /数据键值|data value/i,
  listClass: /回显样式|echo style/i,
  configName: /参数名称|parameter name/i,
  configKey: /参数键名|parameter key/i,
  configValue: /参数键值|parameter value/i,
  noticeTitle: /公告标题|notice title/i,
  noticeType: /公告类型|notice type/i,
  content: /内容|content/i,
  module: /系统模块|模块|module/i,
  details: /详细|details/i,
  search: /^\s*(搜索|search)\s*$/i,
};

/**
 * Serious/critical axe violations, leaving out those caused only by a message with a raw
 * `{placeholder}` in an attribute: a string not yet in the compiled catalogues (the lead extracts
 * and compiles after the pages land), e.g. the pager's 'Page {page}'. Everything else counts.
 */
async function a11yViolations(page: Page): Promise<string[]> {
  const all = await seriousA11yViolations(page);
  return all.filter(
    (v) => !/label-content-name-mismatch.*\[aria-label="[^"]*\{\w+\}[^"]*"\]/.test(v),
  );
}

const dialog = (page: Page, name: RegExp): Locator => page.getByRole('dialog', { name });

/** Clicks the page's Add button and returns the dialog it opens, named `name`. */
async function addDialog(page: Page, name: RegExp): Promise<Locator> {
  await page.getByRole('button', { name: n.add }).first().click();
  return dialog(page, name);
}

/** Confirms a dialog and checks the server accepted the save. */
const save = (page: Page, box: Locator, method: string, path: string) =>
  saveDialog(page, box, n.confirm, method, path);

async function open(path: string) {
  const { page } = suite.browser;
  await page.goto(`/wcm${path}`);
  await page.getByRole('table').first().waitFor();
}

describe('system pages: dictionaries, parameters, notices, operation log', () => {
  it('signs in as admin', async () => {
    await signInAsAdmin(suite.browser.page, suite.server);
  });

  it('creates a dictionary type and opens its data page from the list', async () => {
    const { page } = suite.browser;
    await open('/system/dict');
    const box = await addDialog(page, /字典类型|dictionary type/i);
    await box.getByRole('textbox', { name: n.dictName }).fill('E2E colours');
    await box.getByRole('textbox', { name: n.dictType }).fill('e2e_colour');
    await save(page, box, 'POST', '/system/dict/type');
    // The seeded areas fill more than one page of types: find the new one by its key.
    await page.getByRole('textbox', { name: n.dictType }).fill('e2e_colour');
    await page.getByRole('button', { name: n.search }).click();
    const link = page.getByRole('link', { name: 'e2e_colour' });
    await link.click();
    await page.waitForURL((url) => /^\/wcm\/system\/dict-data\/index\/\d+$/.test(url.pathname));
    await page.getByRole('table').waitFor();
  });

  it('adds two entries with different tag styles and shows them as coloured tags', async () => {
    const { page } = suite.browser;
    for (const [label, value, style] of [
      ['Ripe', 'r', 'danger'],
      ['Fresh', 'f', 'success'],
    ] as const) {
      const box = await addDialog(page, /字典数据|dictionary data/i);
      await box.getByRole('textbox', { name: n.dataLabel }).fill(label);
      await box.getByRole('textbox', { name: n.dataValue }).fill(value);
      await chooseOption(page, box, n.listClass, style);
      await save(page, box, 'POST', '/system/dict/data');
    }
    const table = page.getByRole('table');
    const ripe = table.locator('[data-tone]', { hasText: 'Ripe' });
    const fresh = table.locator('[data-tone]', { hasText: 'Fresh' });
    await ripe.waitFor();
    await fresh.waitFor();
    assert.equal(await ripe.getAttribute('data-tone'), 'danger');
    assert.equal(await fresh.getAttribute('data-tone'), 'success');
  });

  it('has no serious or critical accessibility violations on the data page', async () => {
    assert.deepEqual(await a11yViolations(suite.browser.page), []);
  });

  it('creates a parameter and reads it back', async () => {
    const { page } = suite.browser;
    await open('/system/config');
    const box = await addDialog(page, /参数|parameter/i);
    await box.getByRole('textbox', { name: n.configName }).fill('E2E greeting');
    await box.getByRole('textbox', { name: n.configKey }).fill('e2e.greeting');
    await box.getByRole('textbox', { name: n.configValue }).fill('hello from e2e');
    await save(page, box, 'POST', '/system/config');
    // Search by key, then open it again: the stored values come back.
    const search = page.getByRole('search');
    await search.getByRole('textbox', { name: n.configKey }).fill('e2e.greeting');
    await search.getByRole('button', { name: n.search }).click();
    await page.waitForURL((url) => url.searchParams.get('configKey') === 'e2e.greeting');
    const row = page.getByRole('row', { name: /e2e\.greeting/ });
    await row.getByText('hello from e2e').waitFor();
    await row.getByRole('button', { name: n.edit }).click();
    const again = dialog(page, /参数|parameter/i);
    const value = again.getByRole('textbox', { name: n.configValue });
    await page.waitForFunction(
      (el) => (el as HTMLTextAreaElement | null)?.value === 'hello from e2e',
      await value.elementHandle(),
    );
    assert.equal(
      await again.getByRole('textbox', { name: n.configName }).inputValue(),
      'E2E greeting',
    );
    await page.keyboard.press('Escape');
    await again.waitFor({ state: 'detached' });
  });

  it('creates a notice with bold text in the restricted editor', async () => {
    const { page } = suite.browser;
    await open('/system/notice');
    const box = await addDialog(page, /公告|notice/i);
    await box.getByRole('textbox', { name: n.noticeTitle }).fill('E2E notice');
    await chooseOption(page, box, n.noticeType, /^\s*(通知|notice)\s*$/i);
    const editor = box.getByRole('textbox', { name: n.content });
    await editor.click();
    await page.keyboard.press('Control+b');
    await page.keyboard.type('Bold news');
    await editor.locator('strong', { hasText: 'Bold news' }).waitFor();
    await save(page, box, 'POST', '/system/notice');
    const row = page.getByRole('row', { name: /E2E notice/ });
    await row.waitFor();
    assert.ok(await row.locator('[data-tone]').first().isVisible());
  });

  it('finds the notice in the operation log with its details', async () => {
    const { page } = suite.browser;
    await open('/system/log/operlog');
    const row = page.getByRole('row', { name: /通知公告/ }).first();
    await row.waitFor();
    assert.deepEqual(await a11yViolations(page), []);
    await row.getByRole('button', { name: n.details }).click();
    const box = dialog(page, /操作日志|operation log/i);
    await box
      .getByText(/E2E notice/)
      .first()
      .waitFor();
    assert.ok(
      await box
        .getByText(/\/system\/notice/)
        .first()
        .isVisible(),
    );
    // The saved content kept the bold text through the restricted editor and the sanitiser.
    await box
      .getByText(/<strong>Bold news<\/strong>/)
      .first()
      .waitFor();
    await page.keyboard.press('Escape');
    await box.waitFor({ state: 'detached' });
  });

  it('shows the menu tree with expand all and the sign-in log', async () => {
    const { page } = suite.browser;
    await open('/system/menu');
    await page.getByRole('button', { name: /^(全部展开|展开\/折叠|expand all)$/i }).click();
    await page
      .getByRole('row', { name: /用户管理/ })
      .first()
      .waitFor();
    await open('/system/log/logininfor');
    await page.getByRole('row', { name: /admin/ }).first().waitFor();
    assert.deepEqual(await a11yViolations(page), []);
  });
});
