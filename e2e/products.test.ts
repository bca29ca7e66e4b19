// The product area in a real browser against the real server (issue 7, "Done when"): a product
// is created from an empty form (the spec's validation messages come first), saved as a draft,
// reloaded, published, approved, listed, and found again by search. Names match both the zh-CN
// default and the English source texts (the area's strings are not translated yet).
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Locator, Page } from 'playwright-core';
import { seriousA11yViolations } from './support/axe.ts';
import { pngBytes } from './support/files.ts';
import { sideMenu } from './support/shell.ts';
import { signInAsAdmin, until } from './support/sign-in.ts';
import { useBrowserSuite } from './support/suite.ts';

const suite = useBrowserSuite();
const productName = `E2E Test Pump ${Date.now()}`;

const t = {
  incomplete: /请检查表单并(完整填写|填写完整)|Please Check the Form and Fill It Out Completely/,
  empty: /^(不能为空|Cannot Be Empty)$/,
  secondary: /请选择二级分类|Please select a secondary category/,
  cover: /请上传封面图|Please upload a cover image/,
  specRows: /请至少添加一条规格明细|Please add at least one specification detail/,
  submit: /^(提交审核|Submit for review)$/,
  saveDraft: /^(存为草稿|保存草稿|Save as draft)$/,
  publish: /^(发布|Publish)$/,
  search: /^(搜索|Search)$/,
  confirm: /^(确定|确 定|确认|Confirm|OK)$/i,
  pending: /待审核/,
  approved: /审核通过/,
  listed: /已上架/,
};

const page = (): Page => suite.browser.page;
const form = (): Locator => page().getByRole('form');
const field = (label: RegExp): Locator => form().getByLabel(label, { exact: false });
const waitPath = (path: string | RegExp) =>
  page().waitForURL((url) =>
    typeof path === 'string' ? url.pathname === `/wcm${path}` : path.test(url.pathname),
  );

/**
 * A real 400×300 RGB PNG of one colour (a few hundred bytes): the main image slot takes PNG or
 * JPG up to 10 MB with no ratio rule, and the server decodes what it stores.
 */
const testPng = (width = 400, height = 300): Buffer =>
  pngBytes(width, height, { color: [0x3c, 0x3c, 0x3c] });

// Known kit findings outside this area, reported to the lead: the rich-text editor's toolbar
// buttons name themselves differently from their visible glyphs.
const KIT_TOOLBAR =
  /^serious label-content-name-mismatch: .*\((button\[aria-label="[^"]+"\](, )?)+\)$/;

/** Serious and critical axe findings of the page, without the known kit toolbar one. */
async function a11y(): Promise<string[]> {
  return (await seriousA11yViolations(page())).filter((v) => !KIT_TOOLBAR.test(v));
}

/** The row of the product list holding the test product. */
const productRow = (): Locator =>
  page()
    .getByRole('table', { name: /^(产品|Products)$/ })
    .getByRole('row')
    .filter({ hasText: productName });

describe('products: create, draft, publish, review, list, search', () => {
  it('signs in as admin', async () => {
    // The seed links demo products to images under /profile/upload/products/ without storing
    // their bytes (apps/server/src/db/seed/products.ts); stand in for them so the list's cover
    // thumbnails do not 404 (reported to the lead).
    await page().route('**/profile/upload/products/**', (route) =>
      route.fulfill({ status: 200, contentType: 'image/png', body: testPng(40, 56) }),
    );
    await signInAsAdmin(page(), suite.server);
    await sideMenu(page()).waitFor();
  });

  it('refuses an empty form with the spec messages at the fields and in a message', async () => {
    await page().goto('/wcm/brand/prodEdit/index/0');
    await form().waitFor();
    await page().getByRole('button', { name: t.submit }).click();
    // The form-level message shows in the alert above the form (and as a toast).
    await page().getByRole('alert').filter({ hasText: t.incomplete }).first().waitFor();
    await form().getByText(t.secondary).waitFor();
    await form().getByText(t.cover).first().waitFor();
    await form().getByText(t.specRows).waitFor();
    assert.ok((await form().getByText(t.empty).count()) >= 1, 'name shows Cannot Be Empty');
    assert.equal(new URL(page().url()).pathname, '/wcm/brand/prodEdit/index/0');
    assert.deepEqual(await a11y(), []);
  });

  it('fills the form and saves it as a draft', async () => {
    await field(/产品名称|Product name/)
      .first()
      .fill(productName);
    await field(/系列|Series/)
      .first()
      .fill('Series E2E');
    await field(/型号|Model/)
      .first()
      .fill('E2E-1');
    // Category: a sub-category from the tree select.
    await field(/分类|Category/)
      .first()
      .click();
    await page().getByRole('treeitem', { name: 'Centrifugal Pumps' }).click();
    // Main image through the slot's file input.
    const upload = page().waitForResponse((r) => r.url().includes('/upload/titleUpload'));
    await page()
      .getByRole('region', { name: /图片(和|与)视频|Images and video/ })
      .locator('input[type="file"]')
      .setInputFiles({ name: 'pump.png', mimeType: 'image/png', buffer: testPng() });
    assert.equal(((await (await upload).json()) as { code: number }).code, 200);
    await page()
      .getByRole('region', { name: /图片(和|与)视频|Images and video/ })
      .getByRole('img')
      .first()
      .waitFor();
    // Specification table: one column, one row.
    await page()
      .getByRole('button', { name: /^(添加列|Add column)$/ })
      .click();
    // Table inputs by position: their names carry placeholders ('Name of column {n}') that
    // render raw until the lead compiles the area's catalogues.
    await form().locator('thead input[type="text"]').first().fill('Size');
    await page()
      .getByRole('button', { name: /^(添加行|Add row)$/ })
      .click();
    await form().locator('tbody input[type="text"]').first().fill('DN25');

    const saved = page().waitForResponse(
      (r) => r.url().endsWith('/prod-api/drafts/product') && r.request().method() === 'POST',
    );
    await page().getByRole('button', { name: t.saveDraft }).click();
    assert.equal(((await (await saved).json()) as { code: number }).code, 200);
    await waitPath(/^\/wcm\/drafts\/draftsProdEdit\/index\/\d+$/);
  });

  it('reloads the draft with everything typed', async () => {
    await page().reload();
    await form().waitFor();
    const name = field(/产品名称|Product name/).first();
    await page().waitForFunction(
      (expected) =>
        Array.from(document.querySelectorAll('input')).some((i) => i.value === expected),
      productName,
    );
    assert.equal(await name.inputValue(), productName);
    assert.equal(await form().locator('tbody input[type="text"]').first().inputValue(), 'DN25');
  });

  it('publishes the draft into a product waiting for review', async () => {
    const published = page().waitForResponse((r) =>
      /\/drafts\/product\/\d+\/publish$/.test(r.url()),
    );
    await page().getByRole('button', { name: t.publish }).click();
    const body = (await (await published).json()) as { code: number };
    assert.equal(body.code, 200, JSON.stringify(body));
    await waitPath('/brand/product');
  });

  it('finds the product by name and approves it', async () => {
    const search = page().getByRole('search');
    await search.getByLabel(/产品名称|Product name/).fill(productName);
    await search.getByRole('button', { name: t.search }).click();
    await page().waitForURL((url) => url.searchParams.get('name') === productName);
    await productRow().waitFor();
    assert.match(await productRow().innerText(), t.pending);
    await productRow()
      .getByRole('button', { name: /^(Review|审核)/ })
      .click();
    const dialog = page().getByRole('dialog');
    await dialog.waitFor();
    const audited = page().waitForResponse((r) => r.url().endsWith('/brand/product/audit'));
    await dialog.getByRole('button', { name: t.confirm }).click();
    assert.equal(((await (await audited).json()) as { code: number }).code, 200);
    await until(async () => t.approved.test(await productRow().innerText()), 'approved status');
  });

  it('lists the product from the batch toolbar', async () => {
    await productRow().getByRole('checkbox').check();
    const listed = page().waitForResponse((r) => r.url().endsWith('/brand/product/listing'));
    await page()
      .getByRole('button', { name: /^(上架|List)$/ })
      .click();
    assert.equal(((await (await listed).json()) as { code: number }).code, 200);
    await until(async () => t.listed.test(await productRow().innerText()), 'listed status');
  });

  it('finds it again by search after a reload, filters kept in the URL', async () => {
    await page().goto(
      `/wcm/brand/product?name=${encodeURIComponent(productName)}&listingStatus=1&auditStatus=1`,
    );
    await productRow().waitFor();
    assert.equal(
      await page()
        .getByRole('search')
        .getByLabel(/产品名称|Product name/)
        .inputValue(),
      productName,
    );
    const text = await productRow().innerText();
    assert.match(text, t.approved);
    assert.match(text, t.listed);
    assert.deepEqual(await a11y(), []);
  });
});
