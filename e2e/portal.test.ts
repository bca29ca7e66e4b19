// A partner portal mounting WCM pages from the packed packages (issue 20): the three packages
// are packed (and checked with publint and arethetypeswrong), installed from the tarballs into
// the portal fixture outside the workspace (e2e/portal: own router base, token store, language
// and theme colour), type-checked with skipLibCheck off, built, and driven here against the
// real server. Each embedded area has a scenario below; the RFQ pages get theirs the same way.
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, afterEach, before, describe, it } from 'node:test';
import { gzipSync } from 'node:zlib';
import type { Locator, Page } from 'playwright-core';
import { openBrowser, type TestBrowser } from './support/browser.ts';
import { pngBytes } from './support/files.ts';
import { lintPackages, packPackages } from './support/packages.ts';
import { buildPortal, installPortal, servePortal, type PortalServer } from './support/portal.ts';
import { startServer, type TestServer } from './support/server.ts';

/**
 * JS (gzip) the product list route may cost, React, the router and Radix included: issue 20's
 * 120 KiB, met at 119.2 (166 before the kit's popups loaded on first use, 127.5 before the
 * sign-in page loaded on its route only, 126.3 before the product editor's, categories' and
 * drafts' texts came with those pages, 125.2 before English texts were compiled into the code
 * instead of loaded again from English catalogues). Of it: React, React DOM and the router
 * 85 KiB; WCM's code in the entry (API client and openapi-fetch, Lingui, presenter, registry,
 * stores) about 10 KiB; the list's lazy chunks about 24 KiB (the kit's table, pager, form,
 * fields, toolbar and resting selects about 13, the product pages about 7).
 */
const LIST_ROUTE_BUDGET = 120 * 1024;

const work = mkdtempSync(join(tmpdir(), 'wcm-portal-'));
const portalDir = join(work, 'portal');
let lintProblems: string[] = [];
let server: TestServer;
let portal: PortalServer;
let browser: TestBrowser;

before(async () => {
  const tarballs = packPackages(join(work, 'packed'));
  lintProblems = lintPackages(tarballs);
  installPortal(portalDir, tarballs);
  buildPortal(portalDir);
  server = await startServer({ captchaEnabled: false });
  portal = await servePortal(join(portalDir, 'dist'), server.origin);
  browser = await openBrowser({ baseURL: portal.origin });
  // The seed points demo products at images it does not store; stand in for them so the list's
  // thumbnails do not 404 (as e2e/products.test.ts does).
  await browser.context.route('**/partner-api/profile/upload/products/**', (route) =>
    route.fulfill({ status: 200, contentType: 'image/png', body: pngBytes(40, 56) }),
  );
});

after(async () => {
  await browser?.close();
  await portal?.close();
  await server?.close();
  rmSync(work, { recursive: true, force: true });
});

afterEach(() => {
  assert.deepEqual(browser.problems.splice(0), []);
});

const page = (): Page => browser.page;
const path = () => new URL(page().url()).pathname + new URL(page().url()).search;
const waitPath = (pathname: string | RegExp) =>
  page().waitForURL((url) =>
    typeof pathname === 'string' ? url.pathname === pathname : pathname.test(url.pathname),
  );

/** Computed styles that a portal's element rules set, and WCM must neither take nor change. */
async function styleOf(element: Locator) {
  return element.evaluate((el) => {
    const s = getComputedStyle(el);
    return {
      textTransform: s.textTransform,
      letterSpacing: s.letterSpacing,
      borderTop: `${s.borderTopWidth} ${s.borderTopStyle} ${s.borderTopColor}`,
      padding: s.padding,
      fontFamily: s.fontFamily,
      fontSize: s.fontSize,
      textDecorationStyle: s.textDecorationStyle,
    };
  });
}

/** The link named `name` in the portal's own navigation. */
const portalLink = (name: string) =>
  page().getByRole('navigation', { name: 'Portal' }).getByRole('link', { name });

const portalElements = () => ({
  button: page().getByRole('button', { name: 'Order samples' }),
  cell: page().getByRole('cell', { name: 'Europe' }),
  heading: page().getByRole('heading', { name: 'Welcome, partner' }),
  link: portalLink('Home'),
});
let portalStyles: Record<string, Awaited<ReturnType<typeof styleOf>>> = {};

async function readPortalStyles() {
  const result: typeof portalStyles = {};
  for (const [name, element] of Object.entries(portalElements())) {
    result[name] = await styleOf(element);
  }
  return result;
}

describe('the packages as published', () => {
  it('pass publint and arethetypeswrong (ESM only)', () => {
    assert.deepEqual(lintProblems, []);
  });
});

describe('portal home, before any WCM page', () => {
  it("shows the portal's own page with its own styles", async () => {
    await page().goto('/partner/?tab=orders');
    await portalElements().heading.waitFor();
    portalStyles = await readPortalStyles();
    // The portal's rules apply to its own elements (the fixture's portal.css).
    assert.equal(portalStyles.button?.textTransform, 'uppercase');
    assert.equal(portalStyles.cell?.borderTop, '2px solid rgb(255, 0, 0)');
  });
});

describe('products inside the portal', () => {
  const products = () => page().getByRole('table', { name: 'Products' });
  const row = (model: string) => products().getByRole('row').filter({ hasText: model });

  it("signs in on the portal's sign-in page and lands on its catalogue", async () => {
    await portalLink('Products').click();
    await waitPath('/partner/sign-in');
    assert.equal(new URL(page().url()).searchParams.get('redirect'), '/catalogue');
    await page()
      .getByRole('textbox', { name: /^Account/ })
      .fill('admin');
    await page()
      .getByLabel(/^Password/)
      .fill('admin123');
    await page()
      .getByRole('button', { name: /^Sign in$/ })
      .click();
    await waitPath('/partner/catalogue');
    await products().getByRole('row').nth(1).waitFor();
    // The token went to the portal's own store, not to WCM's Admin-Token cookie.
    assert.ok(await page().evaluate(() => localStorage.getItem('partner-portal.wcm-token')));
    const cookies = await browser.context.cookies(portal.origin);
    assert.equal(
      cookies.find((c) => c.name === 'Admin-Token'),
      undefined,
    );
  });

  it('filters the list by model', async () => {
    const search = page().getByRole('search', { name: 'Search products' });
    await search.getByLabel(/^Model/).fill('WCM-105');
    await search.getByRole('button', { name: /^Search$/ }).click();
    // The portal's ListStateProvider names the list's parameters `wcm.*`.
    await page().waitForURL((url) => url.searchParams.get('wcm.modelName') === 'WCM-105');
    await row('WCM-105').waitFor();
    await page().waitForFunction(
      () => document.querySelectorAll('table tbody tr').length === 1,
      undefined,
      { timeout: 10_000 },
    );
    assert.equal(new URL(page().url()).pathname, '/partner/catalogue');
  });

  it("edits a product at the portal's path and saves it back to the list", async () => {
    await row('WCM-105')
      .getByRole('button', { name: /^Edit / })
      .click();
    await waitPath(/^\/partner\/catalogue\/\d+\/edit$/);
    const form = page().getByRole('form', { name: 'Edit product' });
    const series = form.getByLabel(/^Series/).first();
    // The form's fields stay disabled until the product is loaded (fill waits for that), so the
    // loaded values cannot replace what is typed; the model shows the product has arrived.
    await series.fill('Series Portal');
    assert.equal(
      await form
        .getByLabel(/^Model/)
        .first()
        .inputValue(),
      'WCM-105',
    );
    const saved = page().waitForResponse(
      (r) => r.url().endsWith('/partner-api/brand/product') && r.request().method() === 'PUT',
    );
    await page()
      .getByRole('button', { name: /^Submit for review$/ })
      .click();
    const body = (await (await saved).json()) as { code: number; msg?: string };
    assert.equal(body.code, 200, JSON.stringify(body));
    await waitPath('/partner/catalogue');
    // Back on the list (all products, newest first): find the product again.
    const search = page().getByRole('search', { name: 'Search products' });
    await search.getByLabel(/^Model/).fill('WCM-105');
    await search.getByRole('button', { name: /^Search$/ }).click();
    await row('WCM-105').filter({ hasText: 'Series Portal' }).waitFor();
  });

  it('goes back from the form to the list', async () => {
    await row('WCM-105')
      .getByRole('button', { name: /^Edit / })
      .click();
    await waitPath(/^\/partner\/catalogue\/\d+\/edit$/);
    await page()
      .getByRole('button', { name: /^Back to products$/ })
      .click();
    await waitPath('/partner/catalogue');
    await products().waitFor();
  });

  it("keeps the portal's element rules out of WCM and draws WCM in the portal's colour", async () => {
    const search = page().getByRole('search', { name: 'Search products' });
    const wcmButton = await styleOf(search.getByRole('button', { name: /^Search$/ }));
    assert.equal(wcmButton.textTransform, 'none');
    assert.equal(wcmButton.letterSpacing, 'normal');
    assert.notEqual(wcmButton.borderTop, '3px solid rgb(0, 128, 0)');
    const header = await styleOf(products().getByRole('columnheader', { name: 'Model' }));
    assert.notEqual(header.borderTop, '2px solid rgb(255, 0, 0)');
    const primary = await search
      .getByRole('button', { name: /^Search$/ })
      .evaluate((el) => getComputedStyle(el).backgroundColor);
    assert.equal(primary, 'rgb(142, 36, 170)');
  });

  it("leaves the portal's own elements styled as before", async () => {
    await portalLink('Home').click();
    await portalElements().heading.waitFor();
    assert.deepEqual(await readPortalStyles(), portalStyles);
  });

  it("keeps the portal's own query parameters when a list writes its state", async () => {
    await page().goto('/partner/catalogue?campaign=spring');
    const search = page().getByRole('search', { name: 'Search products' });
    await search.getByLabel(/^Model/).fill('WCM-101');
    await search.getByRole('button', { name: /^Search$/ }).click();
    await row('WCM-101').waitFor();
    assert.equal(new URL(page().url()).searchParams.get('campaign'), 'spring', path());
  });

  it(`costs at most ${LIST_ROUTE_BUDGET / 1024} KiB of JS (gzip) to open the list`, async () => {
    // A fresh tab (the session is in the portal's local storage) with the HTTP cache off.
    const tab = await browser.context.newPage();
    const cdp = await browser.context.newCDPSession(tab);
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    const scripts = new Map<string, number>();
    tab.on('response', async (res) => {
      if (res.request().resourceType() !== 'script') return;
      scripts.set(res.url(), gzipSync(await res.body(), { level: 9 }).length);
    });
    await tab.goto('/partner/catalogue');
    await tab.getByRole('table', { name: 'Products' }).getByRole('row').nth(1).waitFor();
    await tab.waitForLoadState('networkidle');
    const total = [...scripts.values()].reduce((sum, n) => sum + n, 0);
    console.log(
      `product list route: ${(total / 1024).toFixed(1)} KiB gzip JS in ${scripts.size} files`,
    );
    await tab.close();
    assert.ok(total <= LIST_ROUTE_BUDGET, `${(total / 1024).toFixed(1)} KiB`);
  });
});

describe('quotation requests inside the portal', () => {
  const requests = () => page().getByRole('table', { name: 'Quotation requests' });

  it("opens the RFQ list at the portal's path", async () => {
    await portalLink('Quotations').click();
    await waitPath('/partner/quotes');
    await requests().getByRole('row').nth(1).waitFor();
  });

  it("opens a request's detail at the portal's path and goes back", async () => {
    const first = requests().getByRole('row').nth(1);
    await first.getByRole('button', { name: /^Details$/ }).click();
    await waitPath(/^\/partner\/quotes\/\d+$/);
    await page().getByRole('region', { name: 'History' }).waitFor();
    // The request of the row the partner chose, read through the portal's API root.
    const id = new URL(page().url()).pathname.split('/').pop() ?? '';
    await page().getByText(`#${id} ·`).waitFor();
    await page()
      .getByRole('link', { name: /^Back to the list$/ })
      .click();
    await waitPath('/partner/quotes');
    await requests().waitFor();
  });
});
