import { randomBytes } from 'node:crypto';
import { eq, inArray, like, lt } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  sysFile,
  wcmArticle,
  wcmCertificate,
  wcmComment,
  wcmDomain,
  wcmDownloadApply,
  wcmFollower,
  wcmRfq,
  wcmSiteVisit,
  wcmSiteVisitDaily,
} from '../../src/db/schema';
import { dayOf, addDays as addDay } from '../../src/services/site/statistics';
import { weekStart } from '../../src/services/site/dashboard';
import { jobRegistry } from '../../src/services/monitor/job-registry';
import { clock, getApp, getShared } from '../helper';
import { renderSeedImage } from '../../src/files/seed-image/render';
import {
  adminToken,
  call,
  expectAnswer,
  expectOk,
  json,
  multipart,
  operatorWith,
  sendOk,
  uid,
} from '../org/fixtures';

/** The ids of rows returned by an insert (`returning({ id })`). */
const ids = (rows: Array<{ id: number }>): number[] => rows.map((r) => r.id);

/** Records an upload of the given size straight in sys_file; returns its URL. */
async function upload(width: number, height: number): Promise<string> {
  const { database } = await getShared();
  const key = randomBytes(32).toString('hex');
  const url = `/profile/upload/${key}.png`;
  await database.db.insert(sysFile).values({
    id: randomBytes(16).toString('hex'),
    url,
    name: `t_${width}x${height}.png`,
    size: 1000,
    type: 'png',
    contentType: 'image/png',
    storageKey: `${key}.png`,
    sha256: key,
    width,
    height,
  });
  return url;
}

let token = '';
beforeAll(async () => {
  await getApp();
  token = await adminToken();
});

describe('/site/banner', () => {
  it('checks image size by type, link targets and the display window', async () => {
    const pc = await upload(1920, 800);
    const wide = await upload(1920, 801);
    const app169 = await upload(1280, 720);
    const square = await upload(800, 800);
    const title = `t_banner_${uid()}`;
    const base = { title, bannerType: 'pc', imageUrl: pc, linkType: 'none' };
    await sendOk('POST', '/site/banner', { token, payload: base });
    expect(
      await json('POST', '/site/banner', { token, payload: { ...base, imageUrl: wide } }),
    ).toEqual({
      code: 500,
      msg: '图片尺寸必须为 1920x800 像素，当前为 1920x801',
    });
    await expectAnswer({ code: 500 }, 'POST', '/site/banner', {
      token,
      payload: { ...base, imageUrl: '/profile/upload/nowhere.png' },
    });
    expectOk(
      await json('POST', '/site/banner', {
        token,
        payload: { ...base, bannerType: 'app', imageUrl: app169 },
      }),
    );
    const ratio = await json('POST', '/site/banner', {
      token,
      payload: { ...base, bannerType: 'app', imageUrl: square },
      headers: { 'accept-language': 'en' },
    });
    expect(ratio).toEqual({
      code: 500,
      msg: 'Image aspect ratio must be 16:9. Current ratio is 1.00.',
    });
    // Links: an existing page slug, an existing product, http(s) URLs only.
    const bad = [
      { linkType: 'page', linkTarget: 'no-such-page' },
      { linkType: 'product', linkTarget: '99999999' },
      { linkType: 'url', linkTarget: 'javascript:alert(1)' },
      { linkType: 'url', linkTarget: 'ftp://example.com/x' },
      { linkType: 'page', linkTarget: '' },
    ];
    for (const link of bad)
      await expectAnswer({ code: 500 }, 'POST', '/site/banner', {
        token,
        payload: { ...base, ...link },
      });
    expectOk(
      await json('POST', '/site/banner', {
        token,
        payload: { ...base, linkType: 'page', linkTarget: 'about-us' },
      }),
    );
    expectOk(
      await json('POST', '/site/banner', {
        token,
        payload: { ...base, linkType: 'url', linkTarget: 'https://www.example.com/spring?x=1' },
      }),
    );
    expect(
      await json('POST', '/site/banner', {
        token,
        payload: { ...base, startTime: '2026-05-02 10:00:00', endTime: '2026-05-01 10:00:00' },
      }),
    ).toEqual({ code: 500, msg: '结束时间不能早于开始时间' });
    const list = await json<{
      rows: Array<{ bannerId: number; linkTarget: string }>;
      total: number;
    }>('GET', '/site/banner/list', { token, query: { title }, contract: '/site/banner/list' });
    expect(list.total).toBe(4);
    const first = list.rows[0];
    const one = await json<{ data: { title: string } }>('GET', `/site/banner/${first?.bannerId}`, {
      token,
      contract: '/site/banner/{bannerId}',
    });
    expect(one.data.title).toBe(title);
    expectOk(
      await json('DELETE', `/site/banner/${list.rows.map((r) => r.bannerId).join(',')}`, { token }),
    );
    // Seeded banners came with generated images of the right sizes.
    const seeded = await json<{ total: number }>('GET', '/site/banner/list', { token });
    expect(seeded.total).toBeGreaterThanOrEqual(5);
  });

  it('accepts an image uploaded through /upload/titleUpload, stored without the API prefix', async () => {
    const png = renderSeedImage({ width: 1920, height: 800, title: 'Upload', palette: 'blue' });
    const form = multipart('file', 'banner.png', 'image/png', png);
    const res = await call('POST', '/upload/titleUpload', {
      token,
      payload: form.payload,
      headers: form.headers,
    });
    const uploaded = res.json<{ code: number; fileName: string }>();
    expect(uploaded.code).toBe(200);
    expectOk(
      await json('POST', '/site/banner', {
        token,
        payload: {
          title: `t_up_${uid()}`,
          bannerType: 'pc',
          imageUrl: uploaded.fileName,
          linkType: 'none',
        },
      }),
    );
  });

  it('needs the site:banner permissions', async () => {
    const reader = await operatorWith(['site:banner:list']);
    expectOk(await json('GET', '/site/banner/list', { token: reader.token }));
    await expectAnswer({ code: 403 }, 'POST', '/site/banner', {
      token: reader.token,
      payload: { title: 'x', bannerType: 'pc', imageUrl: 'x', linkType: 'none' },
    });
  });
});

describe('/site/background', () => {
  it('takes only 1920x200 images and keeps one in use', async () => {
    const ok = await upload(1920, 200);
    const name = `t_bg_${uid()}`;
    await expectAnswer({ code: 500 }, 'POST', '/site/background', {
      token,
      payload: { name, imageUrl: await upload(1920, 800) },
    });
    await sendOk('POST', '/site/background', {
      token,
      payload: { name, imageUrl: ok, inUse: '1' },
    });
    const list = await json<{ rows: Array<{ name: string; inUse: string }> }>(
      'GET',
      '/site/background/list',
      { token, query: { pageSize: '100' }, contract: '/site/background/list' },
    );
    expect(list.rows.filter((r) => r.inUse === '1').map((r) => r.name)).toEqual([name]);
  });
});

describe('/site/page', () => {
  it('keeps slugs unique, sanitises content and refuses deleting a linked page', async () => {
    const slug = `t-page-${uid()}`;
    const body = {
      name: 'Test page',
      slug,
      seoTitle: 'A title',
      seoDescription: 'A description',
      content: '<p>Hello<script>alert(1)</script><img src="x" onerror="alert(2)"></p>',
    };
    await sendOk('POST', '/site/page', { token, payload: body });
    expect(
      await json('POST', '/site/page', { token, payload: { ...body, name: 'Other' } }),
    ).toEqual({
      code: 500,
      msg: `新增页面失败，地址'${slug}'已存在`,
    });
    await expectAnswer({ code: 400 }, 'POST', '/site/page', {
      token,
      payload: { ...body, slug: 'Bad Slug!' },
    });
    const list = await json<{ rows: Array<{ pageId: number; content?: string }> }>(
      'GET',
      '/site/page/list',
      { token, query: { slug }, contract: '/site/page/list' },
    );
    expect(list.rows).toHaveLength(1);
    expect(list.rows[0]?.content).toBeUndefined();
    const pageId = list.rows[0]?.pageId ?? 0;
    const one = await json<{ data: { content: string } }>('GET', `/site/page/${pageId}`, {
      token,
      contract: '/site/page/{pageId}',
    });
    expect(one.data.content).toContain('Hello');
    expect(one.data.content).not.toMatch(/script|onerror/);
    // About-us is linked from the seeded navigation: refused.
    const about = await json<{ rows: Array<{ pageId: number }> }>('GET', '/site/page/list', {
      token,
      query: { slug: 'about-us' },
    });
    await expectAnswer({ code: 500 }, 'DELETE', `/site/page/${about.rows[0]?.pageId}`, { token });
    expectOk(await json('DELETE', `/site/page/${pageId}`, { token }));
    const options = await json<{ data: Array<{ slug: string }> }>(
      'GET',
      '/site/page/optionselect',
      {
        token,
        contract: '/site/page/optionselect',
      },
    );
    expect(options.data.map((p) => p.slug)).toContain('contact');
  });
});

describe('/site/navigation and /site/color', () => {
  it('replaces the navigation in order and checks its links', async () => {
    const before = await json<{ data: unknown[] }>('GET', '/site/navigation', {
      token,
      contract: '/site/navigation',
    });
    expect(before.data.length).toBeGreaterThan(0);
    await expectAnswer({ code: 500 }, 'PUT', '/site/navigation', {
      token,
      payload: {
        groups: [{ title: 'A', links: [{ label: 'x', linkType: 'url', linkTarget: 'nope' }] }],
      },
    });
    const groups = [
      {
        title: 'Help',
        links: [
          { label: 'Contact', linkType: 'page', linkTarget: 'contact' },
          { label: 'About', linkType: 'page', linkTarget: 'about-us' },
        ],
      },
      {
        title: 'Social',
        links: [{ label: 'LinkedIn', linkType: 'url', linkTarget: 'https://www.linkedin.com/' }],
      },
    ];
    await sendOk('PUT', '/site/navigation', { token, payload: { groups } });
    const after = await json<{ data: Array<{ title: string; links: Array<{ label: string }> }> }>(
      'GET',
      '/site/navigation',
      { token },
    );
    expect(after.data.map((g) => [g.title, g.links.map((l) => l.label)])).toEqual([
      ['Help', ['Contact', 'About']],
      ['Social', ['LinkedIn']],
    ]);
    const targets = await json<{ data: { pages: unknown[]; products: unknown[] } }>(
      'GET',
      '/site/link-targets',
      { token, contract: '/site/link-targets' },
    );
    expect(targets.data.pages.length).toBeGreaterThan(0);
  });

  it('keeps one colour scheme in use and refuses deleting it', async () => {
    const name = `t_scheme_${uid()}`;
    const colours = {
      primaryColor: '#112233',
      secondaryColor: '#445566',
      accentColor: '#FFAA00',
      textColor: '#111111',
    };
    await expectAnswer({ code: 400 }, 'POST', '/site/color', {
      token,
      payload: { name, ...colours, textColor: 'red' },
    });
    await sendOk('POST', '/site/color', { token, payload: { name, ...colours, inUse: '1' } });
    const list = await json<{
      rows: Array<{ schemeId: number; name: string; inUse: string; accentColor: string }>;
    }>('GET', '/site/color/list', { token, contract: '/site/color/list' });
    const used = list.rows.filter((r) => r.inUse === '1');
    expect(used.map((r) => r.name)).toEqual([name]);
    expect(used[0]?.accentColor).toBe('#ffaa00');
    await expectAnswer({ code: 500 }, 'DELETE', `/site/color/${used[0]?.schemeId}`, { token });
  });
});

describe('/site/statistics/summary and /dashboard/summary', () => {
  it('computes totals, series and breakdowns from stored visits', async () => {
    const { database } = await getShared();
    const db = database.db;
    await db.delete(wcmSiteVisit).where(like(wcmSiteVisit.sessionId, 't-stat-%'));
    const at = (wall: string) => new Date(`${wall}+08:00`);
    const visit = (
      wall: string,
      session: string,
      ip: string,
      country: string,
      path: string,
      kind = 'view',
    ) => ({
      visitTime: at(wall),
      sessionId: `t-stat-${session}`,
      ip,
      country,
      pagePath: path,
      source: country === 'DE' ? 'search' : 'direct',
      kind,
    });
    await db.insert(wcmSiteVisit).values([
      // 2020-03-01 (GMT+8): 00:30 there is still 2020-02-29 in UTC
      visit('2020-03-01T00:30:00', 'a', '10.0.0.1', 'DE', '/'),
      visit('2020-03-01T00:31:00', 'a', '10.0.0.1', 'DE', '/products'),
      visit('2020-03-01T12:00:00', 'b', '10.0.0.2', 'US', '/'),
      visit('2020-03-01T12:05:00', 'b', '10.0.0.2', 'US', '/contact', 'enquiry'),
      // 2020-03-02
      visit('2020-03-02T23:59:00', 'c', '10.0.0.1', 'DE', '/'),
      visit('2020-03-02T10:00:00', 'd', '10.0.0.3', '', '/about-us'),
      // outside the range
      visit('2020-03-04T00:00:00', 'e', '10.0.0.9', 'FR', '/'),
    ]);
    const res = await json<{
      data: {
        totals: Record<string, number>;
        series: Array<{ day: string; visits: number; pageViews: number }>;
        countries: Array<{ key: string; count: number }>;
        pages: Array<{ key: string; count: number }>;
        ips: Array<{ key: string; country: string; count: number }>;
        sources: Array<{ key: string; count: number }>;
      };
    }>('GET', '/site/statistics/summary', {
      token,
      query: { beginDate: '2020-03-01', endDate: '2020-03-03' },
      contract: '/site/statistics/summary',
    });
    expect(res.data.totals).toEqual({
      visits: 4,
      uniqueIps: 3,
      pageViews: 5,
      enquiries: 1,
      countries: 2,
    });
    expect(res.data.series.map((p) => [p.day, p.visits, p.pageViews])).toEqual([
      ['2020-03-01', 2, 3],
      ['2020-03-02', 2, 2],
      ['2020-03-03', 0, 0],
    ]);
    expect(res.data.countries[0]).toEqual({ key: 'DE', count: 3 });
    expect(res.data.pages[0]).toEqual({ key: '/', count: 3 });
    expect(res.data.ips[0]).toEqual({ key: '10.0.0.1', country: 'DE', count: 3 });
    expect(res.data.sources.map((s) => s.key).sort()).toEqual(['direct', 'search']);

    // The registry job (site.visitRollup) writes the same figures; the series then reads them.
    const job = jobRegistry.get('site.visitRollup');
    expect(job).toBeDefined();
    const { kv } = await getShared();
    const summary = await job?.run({
      db,
      kv,
      now: () => at('2020-03-05T08:00:00').getTime(),
      args: [4],
    });
    expect(summary).toMatch(/^\d+ days rolled up$/);
    const [rolled] = await db
      .select()
      .from(wcmSiteVisitDaily)
      .where(eq(wcmSiteVisitDaily.day, '2020-03-01'));
    expect(rolled).toMatchObject({
      visits: 2,
      uniqueIps: 2,
      pageViews: 3,
      enquiries: 1,
      countries: 2,
    });
    await db
      .update(wcmSiteVisitDaily)
      .set({ visits: 42 })
      .where(eq(wcmSiteVisitDaily.day, '2020-03-02'));
    const again = await json<{ data: { series: Array<{ visits: number }> } }>(
      'GET',
      '/site/statistics/summary',
      { token, query: { beginDate: '2020-03-01', endDate: '2020-03-02' } },
    );
    expect(again.data.series.map((p) => p.visits)).toEqual([2, 42]);
    await db.delete(wcmSiteVisitDaily).where(lt(wcmSiteVisitDaily.day, '2021-01-01'));

    const codeFor = async (beginDate: string, endDate: string) =>
      (await json('GET', '/site/statistics/summary', { token, query: { beginDate, endDate } }))
        .code;
    expect(await codeFor('2020-03-05', '2020-03-01')).toBe(500);
    expect(await codeFor('2018-01-01', '2020-03-01')).toBe(500);
    // Default range: the last 30 days, with the seeded visits.
    const recent = await json<{ data: { series: unknown[]; totals: { visits: number } } }>(
      'GET',
      '/site/statistics/summary',
      { token },
    );
    expect(recent.data.series).toHaveLength(30);
    expect(recent.data.totals.visits).toBeGreaterThan(500);
    await db.delete(wcmSiteVisit).where(like(wcmSiteVisit.sessionId, 't-stat-%'));
  });

  it('answers the dashboard figures to dashboard:view', async () => {
    const res = await json<{
      data: { products: { total: number }; visits: { last30Days: number }; series: unknown[] };
    }>('GET', '/dashboard/summary', { token, contract: '/dashboard/summary' });
    expect(res.data.products.total).toBeGreaterThan(0);
    expect(res.data.visits.last30Days).toBeGreaterThan(0);
    expect(res.data.series).toHaveLength(14);
    // Visits stored now move today's figures by exactly their sessions, views and enquiries.
    type Summary = {
      data: {
        visits: { today: number; pageViews30Days: number };
        pending: { enquiriesToday: number };
      };
    };
    const { database } = await getShared();
    const before = await json<Summary>('GET', '/dashboard/summary', { token });
    const at = new Date(clock.now() - 1000);
    const row = (session: string, kind = 'view') => ({
      visitTime: at,
      sessionId: `t-dash-${session}`,
      ip: '10.9.9.9',
      country: 'FR',
      pagePath: '/',
      kind,
    });
    await database.db
      .insert(wcmSiteVisit)
      .values([row('a'), row('a'), row('b'), row('c'), row('c', 'enquiry')]);
    const after = await json<Summary>('GET', '/dashboard/summary', { token });
    await database.db.delete(wcmSiteVisit).where(like(wcmSiteVisit.sessionId, 't-dash-%'));
    expect(after.data.visits.today - before.data.visits.today).toBe(3);
    expect(after.data.visits.pageViews30Days - before.data.visits.pageViews30Days).toBe(4);
    expect(after.data.pending.enquiriesToday - before.data.pending.enquiriesToday).toBe(1);
    const none = await operatorWith([]);
    await expectAnswer({ code: 403 }, 'GET', '/dashboard/summary', { token: none.token });
    await expectAnswer({ code: 403 }, 'GET', '/site/statistics/summary', { token: none.token });
  });

  it('counts RFQs, followers, comments, downloads, articles and expiring certificates', async () => {
    type Figures = {
      rfqs: {
        total: number;
        newThisWeek: number;
        byStatus: Array<{ status: string; count: number }>;
      };
      followers: { total: number; newThisWeek: number };
      comments: { pending: number };
      downloads: { pending: number };
      articles: { published: number; views: number; likes: number };
      certificates: {
        expiring: number;
        quality: number;
        domain: number;
        items: Array<{
          kind: string;
          id: number;
          name: string;
          expiryDate: string;
          daysLeft: number;
        }>;
      };
    };
    const figures = async () =>
      (
        await json<{ data: Figures }>('GET', '/dashboard/summary', {
          token,
          contract: '/dashboard/summary',
        })
      ).data;
    const { database } = await getShared();
    const db = database.db;
    const before = await figures();
    // The seeded brand has figures on every tile.
    expect(before.rfqs.total).toBeGreaterThan(0);
    expect(before.followers.total).toBeGreaterThan(0);
    expect(before.articles.published).toBeGreaterThan(0);
    expect(before.rfqs.byStatus.map((s) => s.status)).toEqual([
      'new',
      'contacted',
      'quoted',
      'won',
      'lost',
    ]);
    expect(before.rfqs.byStatus.reduce((n, s) => n + s.count, 0)).toBe(before.rfqs.total);

    const now = clock.now();
    const today = dayOf(now);
    const justNow = new Date(now - 1000);
    const lastMonth = new Date(now - 40 * 24 * 3600 * 1000);
    const tag = `t-dash-${uid()}`;
    const rfqs = await db
      .insert(wcmRfq)
      .values([
        { contactName: tag, status: 'new', createTime: justNow },
        { contactName: tag, status: 'quoted', createTime: justNow },
        { contactName: tag, status: 'won', createTime: lastMonth },
        { contactName: tag, status: 'new', createTime: justNow, delFlag: '2' },
      ])
      .returning({ id: wcmRfq.rfqId });
    const followers = await db
      .insert(wcmFollower)
      .values([
        { name: tag, email: `${tag}-a@example.com`, followTime: justNow },
        { name: tag, email: `${tag}-b@example.com`, followTime: lastMonth },
        { name: tag, email: `${tag}-c@example.com`, followTime: justNow, status: '1' },
      ])
      .returning({ id: wcmFollower.followerId });
    const comments = await db
      .insert(wcmComment)
      .values([
        { targetType: 'article', authorName: tag, content: 'Pending' },
        { targetType: 'article', authorName: tag, content: 'Approved', status: '1' },
      ])
      .returning({ id: wcmComment.commentId });
    const downloads = await db
      .insert(wcmDownloadApply)
      .values([
        { docId: 1, applicantName: tag, email: `${tag}@example.com` },
        { docId: 1, applicantName: tag, email: `${tag}@example.com`, auditStatus: '1' },
      ])
      .returning({ id: wcmDownloadApply.applyId });
    const articles = await db
      .insert(wcmArticle)
      .values([
        { kind: 'article', title: tag, status: '1', viewCount: 120, likeCount: 7 },
        { kind: 'article', title: tag, status: '0', viewCount: 5 },
        { kind: 'case', title: tag, status: '1', viewCount: 9 },
      ])
      .returning({ id: wcmArticle.articleId });
    const cert = (name: string, days: number) => ({
      name,
      certNo: tag,
      issuer: 'SGS',
      fileUrl: '/profile/upload/c.pdf',
      effectiveDate: '2020-01-01',
      expiryDate: addDay(today, days),
    });
    const certs = await db
      .insert(wcmCertificate)
      .values([cert(`${tag} soon`, 10), cert(`${tag} later`, 31), cert(`${tag} gone`, -1)])
      .returning({ id: wcmCertificate.certificateId });
    const domain = (name: string, days: number, auditStatus = '2') => ({
      domainName: `${name}.${tag}.example.com`,
      auditStatus,
      certificatePem: '-----BEGIN CERTIFICATE-----',
      expiryTime: new Date(now + days * 24 * 3600 * 1000),
    });
    const domains = await db
      .insert(wcmDomain)
      .values([domain('soon', 5), domain('later', 45), domain('rejected', 5, '3')])
      .returning({ id: wcmDomain.domainId });
    let after: Figures;
    try {
      after = await figures();
    } finally {
      await db.delete(wcmRfq).where(inArray(wcmRfq.rfqId, ids(rfqs)));
      await db.delete(wcmFollower).where(inArray(wcmFollower.followerId, ids(followers)));
      await db.delete(wcmComment).where(inArray(wcmComment.commentId, ids(comments)));
      await db.delete(wcmDownloadApply).where(inArray(wcmDownloadApply.applyId, ids(downloads)));
      await db.delete(wcmArticle).where(inArray(wcmArticle.articleId, ids(articles)));
      await db.delete(wcmCertificate).where(inArray(wcmCertificate.certificateId, ids(certs)));
      await db.delete(wcmDomain).where(inArray(wcmDomain.domainId, ids(domains)));
    }
    const status = (f: Figures, s: string) => f.rfqs.byStatus.find((b) => b.status === s)?.count;
    expect(after.rfqs.total - before.rfqs.total).toBe(3);
    expect(after.rfqs.newThisWeek - before.rfqs.newThisWeek).toBe(2);
    expect((status(after, 'new') ?? 0) - (status(before, 'new') ?? 0)).toBe(1);
    expect((status(after, 'quoted') ?? 0) - (status(before, 'quoted') ?? 0)).toBe(1);
    expect((status(after, 'won') ?? 0) - (status(before, 'won') ?? 0)).toBe(1);
    expect(after.followers.total - before.followers.total).toBe(2);
    expect(after.followers.newThisWeek - before.followers.newThisWeek).toBe(1);
    expect(after.comments.pending - before.comments.pending).toBe(1);
    expect(after.downloads.pending - before.downloads.pending).toBe(1);
    expect(after.articles.published - before.articles.published).toBe(1);
    expect(after.articles.views - before.articles.views).toBe(120);
    expect(after.articles.likes - before.articles.likes).toBe(7);
    expect(after.certificates.quality - before.certificates.quality).toBe(1);
    expect(after.certificates.domain - before.certificates.domain).toBe(1);
    expect(after.certificates.expiring - before.certificates.expiring).toBe(2);
    const mine = after.certificates.items.filter((c) => c.name.includes(tag));
    expect(mine.map((c) => [c.kind, c.daysLeft])).toEqual([
      ['domain', 5],
      ['quality', 10],
    ]);
    expect(mine[1]?.expiryDate).toBe(addDay(today, 10));
  });

  it('starts the week on Monday (GMT+8 days)', () => {
    expect(weekStart('2026-11-23')).toBe('2026-11-23'); // Monday
    expect(weekStart('2026-11-26')).toBe('2026-11-23'); // Thursday
    expect(weekStart('2026-11-29')).toBe('2026-11-23'); // Sunday
    expect(weekStart('2026-11-30')).toBe('2026-11-30');
  });
});
