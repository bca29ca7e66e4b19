// The example brand site (/site/) on the public site API in a real browser against the real
// server (issue 18, "Done when"): the home page renders published content from /site-api/v1/home
// and sends a visit beacon; a product page shows the product and its RFQ form; an RFQ sent through
// the form lands in the console's RFQ list. The site follows the browser language (zh-CN here);
// names match zh-CN and English.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { seriousA11yViolations } from './support/axe.ts';
import { signInAsAdmin } from './support/sign-in.ts';
import { useBrowserSuite } from './support/suite.ts';

const suite = useBrowserSuite();
const page = (): Page => suite.browser.page;
const buyer = `Amélie Dupont ${Date.now().toString(36)}`;

const n = {
  featured: /^(推荐产品|Featured products)$/,
  latest: /^(最新动态|Latest news)$/,
  enquiry: /^(发送询盘|Send an enquiry)$/,
  quantity: /^(数量|Quantity)$/,
  contactName: /^(您的姓名|Your name)$/,
  company: /^(公司|Company)$/,
  email: /^(邮箱|Email)$/,
  country: /^(国家\/地区|Country)$/,
  message: /^(留言|Message)$/,
  send: /^(提交询盘|Send enquiry)$/,
  thanks: /感谢您的询盘|Thank you, your enquiry/,
  contact: /^(联系人|Contact)$/,
  search: /^\s*(搜索|search)\s*$/i,
  statusNew: /新询盘|New/,
};

interface SiteProduct {
  productId: number;
  name: string;
}
interface Home {
  code: number;
  data: { products: SiteProduct[]; articles: { title: string }[]; site: { brandName: string } };
}

let product: SiteProduct;

describe('example brand site on the public site API', () => {
  it('renders the home page from /site-api/v1/home and sends a visit beacon', async () => {
    const home = page().waitForResponse(
      (r) => new URL(r.url()).pathname === '/site-api/v1/home' && r.request().method() === 'GET',
    );
    const visit = page().waitForRequest(
      (r) => new URL(r.url()).pathname === '/site-api/v1/visits' && r.method() === 'POST',
    );
    await page().goto('/site/');
    const res = await home;
    assert.equal(res.status(), 200);
    const body = (await res.json()) as Home;
    assert.equal(body.code, 200);
    assert.ok(body.data.products.length > 0, 'the seed lists recommended products');
    assert.ok(body.data.articles.length > 0, 'the seed has published articles');
    const beacon = JSON.parse((await visit).postData() ?? '{}') as Record<string, unknown>;
    assert.equal(beacon.pagePath, '/');
    assert.match(String(beacon.sessionId), /^[0-9a-f]{32}$/);

    await page().getByRole('heading', { level: 1 }).waitFor();
    const products = page().getByRole('region', { name: n.featured });
    for (const p of body.data.products)
      await products.getByRole('link', { name: p.name, exact: true }).waitFor();
    const articles = page().getByRole('region', { name: n.latest });
    for (const a of body.data.articles)
      await articles.getByRole('heading', { name: a.title, exact: true }).waitFor();
    // The page follows the browser's language (zh-CN), and asks the API in it.
    assert.equal(await page().evaluate(() => document.documentElement.lang), 'zh-CN');
    assert.equal(res.request().headers()['accept-language'], 'zh-CN');
    assert.deepEqual(await seriousA11yViolations(page()), []);
    product = body.data.products[0]!;
  });

  it('opens a product page with its RFQ form', async () => {
    const detail = page().waitForResponse(
      (r) => new URL(r.url()).pathname === `/site-api/v1/products/${product.productId}`,
    );
    const visit = page().waitForRequest(
      (r) => new URL(r.url()).pathname === '/site-api/v1/visits' && r.method() === 'POST',
    );
    await page()
      .getByRole('region', { name: n.featured })
      .getByRole('link', { name: product.name, exact: true })
      .click();
    await page().waitForURL((u) => u.search === `?product=${product.productId}`);
    assert.equal((await detail).status(), 200);
    await page().getByRole('heading', { level: 1, name: product.name, exact: true }).waitFor();
    const beacon = JSON.parse((await visit).postData() ?? '{}') as Record<string, unknown>;
    assert.equal(beacon.pagePath, `/products/${product.productId}`);
    await page().getByRole('form', { name: n.enquiry }).waitFor();
    assert.deepEqual(await seriousA11yViolations(page()), []);
  });

  it('sends an RFQ through the form; a missing email is stopped by the form', async () => {
    const form = page().getByRole('form', { name: n.enquiry });
    await form.getByRole('spinbutton', { name: n.quantity }).fill('250');
    await form.getByRole('textbox', { name: n.contactName }).fill(buyer);
    await form.getByRole('textbox', { name: n.company }).fill('Atelier Dupont SARL');
    // Without the email the browser's own validation keeps the form from being sent.
    let sent = false;
    const watch = (r: { url(): string }) => {
      if (new URL(r.url()).pathname === '/site-api/v1/rfq') sent = true;
    };
    page().on('request', watch);
    await form.getByRole('button', { name: n.send }).click();
    assert.equal(
      await form
        .getByRole('textbox', { name: n.email })
        .evaluate((e) => (e as HTMLInputElement).validity.valueMissing),
      true,
    );
    page().off('request', watch);
    assert.equal(sent, false);

    await form.getByRole('textbox', { name: n.email }).fill('amelie.dupont@example.fr');
    await form.getByRole('combobox', { name: n.country }).selectOption('FR');
    await form
      .getByRole('textbox', { name: n.message })
      .fill('Please quote 250 pcs, delivery to Lyon, FOB Ningbo.');
    const answer = page().waitForResponse(
      (r) => new URL(r.url()).pathname === '/site-api/v1/rfq' && r.request().method() === 'POST',
    );
    await form.getByRole('button', { name: n.send }).click();
    const res = await answer;
    assert.equal(res.status(), 200);
    const posted = res.request().postDataJSON() as Record<string, unknown>;
    assert.equal(posted.productId, product.productId);
    assert.equal(posted.quantity, 250);
    assert.equal(posted.country, 'FR');
    assert.equal(posted.website, '');
    await form.getByRole('status').getByText(n.thanks).waitFor();
    assert.deepEqual(await seriousA11yViolations(page()), []);
  });

  it('signs in to the console and finds the RFQ in the RFQ list', async () => {
    await signInAsAdmin(page(), suite.server);

    await page().goto('/wcm/quotation/rfq');
    await page().getByRole('table').first().waitFor();
    await page().getByRole('textbox', { name: n.contact }).fill(buyer);
    const listed = page().waitForResponse(
      (r) =>
        new URL(r.url()).pathname === '/prod-api/quotation/rfq/list' &&
        new URL(r.url()).searchParams.get('contactName') === buyer,
    );
    await page().getByRole('button', { name: n.search }).click();
    const list = (await (await listed).json()) as {
      rows: { contactName: string; productId: number; status: string; source: string }[];
    };
    assert.equal(list.rows.length, 1);
    assert.equal(list.rows[0]!.productId, product.productId);
    assert.equal(list.rows[0]!.status, 'new');
    assert.equal(list.rows[0]!.source, 'website');
    const row = page().getByRole('row').filter({ hasText: buyer });
    await row.waitFor();
    const text = await row.innerText();
    assert.match(text, new RegExp(product.name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));
    assert.match(text, /Atelier Dupont SARL/);
    assert.match(text, /250/);
    assert.match(text, n.statusNew);
    assert.deepEqual(await seriousA11yViolations(page()), []);
  });
});
