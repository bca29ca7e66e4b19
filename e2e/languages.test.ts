// The interface in English and French (issue 21, "Done when"): the sign-in page switches language
// in place without losing what was typed, and once signed in the shell, a system page and a
// product page show no Chinese text, neither the console's own texts nor the menu titles, page
// titles (which are menu titles) and dictionary tags the server translates. Data (the seeded Chinese department
// and user names) and the product's display name, which the spec keeps in Chinese, are not text
// of the interface and are left out.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { png } from './support/files.ts';
import { chooseLanguage, openPage } from './support/shell.ts';
import { signInAsAdmin } from './support/sign-in.ts';
import { useBrowserSuite } from './support/suite.ts';
import { chinese, clientTexts, serverTexts } from './support/texts.ts';

const suite = useBrowserSuite();
const page = (): Page => suite.browser.page;
const PAGES = ['/index', '/system/user', '/brand/product'] as const;

/**
 * Texts the server translates: menu titles (sidebar, breadcrumb, page heading) and dictionary
 * labels (tags, filter options).
 */
const SERVER_TEXTS = [
  'nav a',
  'nav button',
  '[data-slot="breadcrumb"] li',
  '[data-slot="page-heading"] h1',
  'main [data-tone]',
  'main select option',
];

async function visit(path: string) {
  await openPage(page(), path);
  await page().locator('main h1').first().waitFor();
  // Lists fill in after their first request.
  await page().waitForLoadState('networkidle');
}

describe('the interface in English and French', () => {
  it('the sign-in page switches language in place and keeps what was typed', async () => {
    await page().goto('/wcm/login');
    await page().evaluate(() => ((window as unknown as { stayed: boolean }).stayed = true));
    await page()
      .getByRole('textbox', { name: /^(账号|account)/i })
      .fill('admin');
    await page()
      .getByLabel(/^(密码|password)/i)
      .fill('typed-before');
    await page()
      .getByLabel(/^(语言|language)/i)
      .selectOption('en');
    await page()
      .getByRole('textbox', { name: /^account/i })
      .waitFor();
    assert.equal(
      await page()
        .getByRole('textbox', { name: /^account/i })
        .inputValue(),
      'admin',
    );
    assert.equal(
      await page()
        .getByLabel(/^password/i)
        .inputValue(),
      'typed-before',
    );
    assert.equal(await page().evaluate(() => document.documentElement.lang), 'en');
    assert.equal(
      await page().evaluate(() => (window as unknown as { stayed?: boolean }).stayed),
      true,
      'no page load happened',
    );
    await page()
      .getByLabel(/^language/i)
      .selectOption('zh-CN');
    await page().getByRole('textbox', { name: /^账号/ }).waitFor();
  });

  it('signs in (Chinese, the default)', async () => {
    // The seed points demo products at pictures it does not ship (the server half of issue 21
    // adds them); stand in for them as products.test.ts does, so their 404s do not count.
    await page().route('**/profile/upload/products/**', (route) =>
      route.fulfill({ status: 200, contentType: 'image/png', body: png(40, 56).buffer }),
    );
    await signInAsAdmin(page(), suite.server);
    await page().waitForURL((url) => url.pathname === '/wcm/index');
  });

  for (const [label, lang] of [
    ['English', 'en'],
    ['Français', 'fr'],
  ] as const) {
    it(`in ${label}: no Chinese in the console's own texts on the shell and three pages`, async () => {
      await chooseLanguage(page(), label, lang);
      for (const path of PAGES) {
        await visit(path);
        assert.deepEqual(chinese(await clientTexts(page())), [], `${lang} ${path}`);
      }
    });

    it(`in ${label}: no Chinese in menu titles and dictionary tags`, async () => {
      for (const path of PAGES) {
        await visit(path);
        assert.deepEqual(chinese(await serverTexts(page(), SERVER_TEXTS)), [], `${lang} ${path}`);
      }
    });
  }
});
