// The site area in a real browser against the real server (issue 16): the dashboard and the
// website statistics from the seeded visit log (charts with their table alternatives), a banner
// uploaded at its exact size with an external link, a page whose slug must be unique, the bottom
// navigation reordered and saved, and a colour scheme whose poor contrast is flagged. Names match
// the zh-CN default and English.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Locator, Page } from 'playwright-core';
import { seriousA11yViolations } from './support/axe.ts';
import { pngBytes } from './support/files.ts';
import { sideMenu } from './support/shell.ts';
import { signInAsAdmin } from './support/sign-in.ts';
import { nextAnswer } from './support/responses.ts';
import { useBrowserSuite } from './support/suite.ts';

const suite = useBrowserSuite();
const page = (): Page => suite.browser.page;
const stamp = Date.now().toString(36);

/** A one-colour RGB PNG of the given size (small once deflated). */
const png = (width: number, height: number): Buffer =>
  pngBytes(width, height, { color: [0x2f, 0x2f, 0x2f] });

const n = {
  add: /^\s*(新增|add)\s*$/i,
  confirm: /^\s*(确\s*定|确\s*认|confirm|ok)\s*$/i,
  title: /标题|Title/,
  linkType: /跳转链接|^\W*Link\W*$/,
  linkTarget: /跳转目标|Link target/,
  name: /名称|Name/,
  slug: /页面地址|Address/,
  seoTitle: /SEO 标题|SEO title/,
};

const nextApi = (method: string, path: string | RegExp) => nextAnswer(page(), method, path);

/** Calls the API with the signed-in session's token, as the console would. */
async function api(method: string, path: string, body?: unknown) {
  return page().evaluate(
    async ({ method, path, body }) => {
      const token = decodeURIComponent(
        document.cookie
          .split('; ')
          .find((c) => c.startsWith('Admin-Token='))
          ?.slice(12) ?? '',
      );
      const res = await fetch(`/prod-api${path}`, {
        method,
        headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      });
      return (await res.json()) as { code: number; msg: string };
    },
    { method, path, body },
  );
}

const dialog = (): Locator => page().getByRole('dialog');

async function openMenu(name: RegExp, path: string) {
  await page().goto(`/wcm${path}`);
  await page().getByRole('heading', { level: 1, name }).waitFor();
}

describe('site: dashboard, statistics, banners, pages, navigation, colours', () => {
  it('signs in as admin', async () => {
    await signInAsAdmin(page(), suite.server);
    await sideMenu(page()).waitFor();
  });

  it('shows the dashboard figures and the visit trend with its table', async () => {
    const summary = nextApi('GET', '/dashboard/summary');
    await page()
      .getByRole('navigation', { name: /^(主菜单|main menu)$/i })
      .getByRole('link', { name: /数据看板|Dashboard/ })
      .first()
      .click();
    const body = (await summary) as {
      code: number;
      data: {
        visits: { last30Days: number };
        rfqs: { total: number; newThisWeek: number };
        followers: { total: number };
      };
    };
    assert.equal(body.code, 200);
    assert.ok(body.data.visits.last30Days > 0, 'seeded visits counted');
    assert.ok(body.data.rfqs.total > 0, 'seeded RFQs counted');
    assert.ok(body.data.followers.total > 0, 'seeded followers counted');
    await page()
      .getByRole('region', { name: /^(近30天访问量|Visits, last 30 days)$/ })
      .getByText(new Intl.NumberFormat('zh-CN').format(body.data.visits.last30Days))
      .waitFor();
    // The chart's data table alternative is in the page for screen readers.
    assert.ok((await page().locator('table').count()) >= 1);
    assert.deepEqual(await seriousA11yViolations(page()), []);
    // A business figure opens its list page.
    const business = page().getByRole('group', { name: /^(业务|Business)$/ });
    await business
      .getByRole('region', { name: /^(关注者|Followers)$/ })
      .getByText(new Intl.NumberFormat('zh-CN').format(body.data.followers.total))
      .waitFor();
    await business
      .getByRole('link', {
        name: new RegExp(
          `^(本周新询盘|RFQs this week): ${new Intl.NumberFormat('zh-CN').format(body.data.rfqs.newThisWeek)}$`,
        ),
      })
      .click();
    await page().waitForURL(/\/quotation\/rfq$/);
  });

  it('shows website statistics over a chosen range', async () => {
    const first = nextApi('GET', '/site/statistics/summary');
    await openMenu(/网站统计|Website statistics|Statistics/, '/site/statistics');
    assert.equal((await first).code, 200);
    await page()
      .getByRole('region', { name: /^(覆盖国家|Countries covered)$/ })
      .waitFor();
    const week = page().waitForRequest((r) => r.url().includes('/site/statistics/summary'));
    await page()
      .getByRole('button', { name: /^(近7天|Last 7 days)$/ })
      .click();
    const url = new URL((await week).url());
    const begin = url.searchParams.get('beginDate') ?? '';
    const end = url.searchParams.get('endDate') ?? '';
    assert.equal((Date.parse(end) - Date.parse(begin)) / 86_400_000, 6);
    await page()
      .getByText(/页面浏览量|Page views by country|各国家浏览量/)
      .first()
      .waitFor();
    assert.deepEqual(await seriousA11yViolations(page()), []);
  });

  it('adds a PC banner with an exact-size image and an external link', async () => {
    await openMenu(/轮播图|Banners?/, '/site/banner');
    await page().getByRole('button', { name: n.add }).click();
    await dialog().waitFor();
    const title = `E2E banner ${stamp}`;
    await dialog().getByRole('textbox', { name: n.title }).first().fill(title);
    const upload = nextApi('POST', /\/upload\//);
    await dialog()
      .locator('input[type="file"]')
      .first()
      .setInputFiles({ name: 'banner.png', mimeType: 'image/png', buffer: png(1920, 800) });
    assert.equal((await upload).code, 200);
    await dialog().getByRole('img').first().waitFor();
    await dialog().getByRole('combobox', { name: n.linkType }).first().click();
    // The popup's options, by CSS: the select's popup is portalled next to the dialog.
    await page()
      .locator('[role="option"]')
      .filter({ hasText: /外部链接|External URL/ })
      .click();
    await dialog()
      .getByRole('combobox', { name: n.linkType })
      .filter({ hasText: /外部链接|External URL/ })
      .waitFor();
    await dialog()
      .getByRole('textbox', { name: n.linkTarget })
      .first()
      .fill('https://www.example.com/spring');
    const saved = nextApi('POST', '/site/banner');
    await dialog().getByRole('button', { name: n.confirm }).click();
    const answer = await saved;
    assert.equal(answer.code, 200, answer.msg);
    await page().getByRole('row').filter({ hasText: title }).waitFor();
    // The server refuses what the form would have caught: a wrong size and a script link.
    const refused = await api('POST', '/site/banner', {
      title: 'bad',
      bannerType: 'pc',
      imageUrl: '/profile/upload/none.png',
      linkType: 'url',
      linkTarget: 'javascript:alert(1)',
    });
    assert.equal(refused.code, 500);
    assert.deepEqual(await seriousA11yViolations(page()), []);
  });

  it('adds a page with SEO fields and refuses a duplicate slug', async () => {
    await openMenu(/页面管理|Pages/, '/site/page');
    await page().getByRole('button', { name: n.add }).click();
    await dialog().waitFor();
    await dialog().getByRole('textbox', { name: n.name }).first().fill(`E2E page ${stamp}`);
    await dialog().getByRole('textbox', { name: n.slug }).first().fill('about-us');
    await dialog().getByRole('textbox', { name: n.seoTitle }).first().fill('Spring range 2026');
    await dialog()
      .getByRole('group', { name: /搜索结果预览|Search result preview/ })
      .getByText('Spring range 2026')
      .waitFor();
    const duplicate = nextApi('POST', '/site/page');
    await dialog().getByRole('button', { name: n.confirm }).click();
    const refused = await duplicate;
    assert.equal(refused.code, 500);
    assert.match(refused.msg, /about-us/);
    await dialog().getByRole('textbox', { name: n.slug }).first().fill(`e2e-${stamp}`);
    const saved = nextApi('POST', '/site/page');
    await dialog().getByRole('button', { name: n.confirm }).click();
    assert.equal((await saved).code, 200);
    await page()
      .getByRole('row')
      .filter({ hasText: `/e2e-${stamp}` })
      .waitFor();
  });

  it('reorders the bottom navigation and keeps the order after a reload', async () => {
    await openMenu(/底部导航|Navigation/, '/site/navigation');
    const groups = page().locator('section[aria-label]');
    await groups.first().waitFor();
    const before = await groups.evaluateAll((els) => els.map((e) => e.getAttribute('aria-label')));
    assert.ok(before.length >= 2);
    await page()
      .getByRole('button', { name: new RegExp(`^(下移|Move down): ${before[0]}$`) })
      .click();
    const saved = nextApi('PUT', '/site/navigation');
    await page()
      .getByRole('button', { name: /^(保存导航|Save navigation)$/ })
      .click();
    assert.equal((await saved).code, 200);
    await page().reload();
    await groups.first().waitFor();
    const after = await groups.evaluateAll((els) => els.map((e) => e.getAttribute('aria-label')));
    assert.deepEqual(after.slice(0, 2), [before[1], before[0]]);
    assert.deepEqual(await seriousA11yViolations(page()), []);
  });

  it('flags a colour scheme below WCAG AA contrast', async () => {
    await openMenu(/配色方案|Colou?r schemes?/, '/site/color');
    await page().getByRole('button', { name: n.add }).click();
    await dialog().waitFor();
    await dialog()
      .getByRole('button', { name: /清新绿|Fresh green/ })
      .click();
    assert.equal(await dialog().getByRole('alert').count(), 0);
    await dialog()
      .getByRole('textbox', { name: /文字色|^\W*Text\W*$/ })
      .fill('#bbbbbb');
    await dialog()
      .getByRole('alert')
      .filter({ hasText: /WCAG AA/ })
      .waitFor();
  });
});
