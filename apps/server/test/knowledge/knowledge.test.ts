import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  sysFile,
  sysNotice,
  wcmArticle,
  wcmCertificate,
  wcmProductDetail,
} from '../../src/db/schema';
import { jobRegistry } from '../../src/services/monitor/job-registry';
import { addDays, todayWallDate } from '../../src/services/knowledge/rules';
import { clock, getApp, getShared } from '../helper';
import {
  adminToken,
  expectAnswer,
  expectOk,
  exportXlsx,
  json,
  operatorWith,
  sendOk,
  uid,
} from '../org/fixtures';
import {
  adminCtx,
  body as productBody,
  call as productCall,
  makeCategories,
  validProduct,
} from '../products/fixtures';

type Row = Record<string, unknown>;
let token = '';
let cover = '';
let square = '';
let productId = 0;

async function fileRecord(name: string, type: string, size: number, width = 100, height = 100) {
  const { database } = await getShared();
  const key = randomBytes(32).toString('hex');
  const url = `/profile/upload/${key}.${type}`;
  await database.db.insert(sysFile).values({
    id: randomBytes(16).toString('hex'),
    // Uploads are recorded with the API prefix; forms store the link without it.
    url: `/prod-api${url}`,
    name,
    size,
    type,
    contentType: `image/${type}`,
    storageKey: `${key}.${type}`,
    sha256: key,
    width,
    height,
  });
  return url;
}

const article = (extra: Row = {}) => ({
  title: `Pump news ${uid()}`,
  description: 'A short description',
  coverUrl: cover,
  hashtags: ['pumps', '#energy', 'pumps'],
  sort: 5,
  category: 'technical',
  content: '<p>Body <script>alert(1)</script><img src="x" onerror="alert(2)"></p>',
  ...extra,
});

beforeAll(async () => {
  await getApp();
  token = await adminToken();
  const { database } = await getShared();
  const [seeded] = await database.db
    .select({ coverUrl: wcmArticle.coverUrl })
    .from(wcmArticle)
    .limit(1);
  cover = seeded?.coverUrl ?? '';
  const [detail] = await database.db.select().from(wcmProductDetail).limit(1);
  productId = detail?.productId ?? 0;
  square = await fileRecord('square.png', 'png', 2000, 600, 600);
});

describe('seed', () => {
  it('seeds FAQ, certificates, articles, solutions and cases that look real', async () => {
    for (const [path, min] of [
      ['/konwledge/faq/list', 10],
      ['/konwledge/certificate/list', 5],
      ['/konwledge/article/list', 5],
      ['/brand/solution/list', 3],
      ['/success/case/list', 3],
      ['/konwledge/draft/list', 2],
      ['/konwledge/list/list', 10],
    ] as const) {
      const res = await json<{ rows: Row[]; total: number }>('GET', path, {
        token,
        contract: path,
      });
      expect(res.total, path).toBeGreaterThanOrEqual(min);
    }
    expect(cover).toMatch(/^\/profile\/upload\/[0-9a-f]{64}\.png$/);
    const { database } = await getShared();
    const linked = await database.db
      .select({ faqIds: wcmProductDetail.faqIds })
      .from(wcmProductDetail);
    expect(linked.some((d) => d.faqIds.length > 0)).toBe(true);
  });
});

describe('/konwledge/faq', () => {
  it('adds with the restricted editor rules, lists larger sort first, edits, exports, deletes', async () => {
    const question = `Is it waterproof ${uid()}?`;
    const refused = [
      ['<p>x<img src="/a.png"></p>', 'Images not allowed'],
      ['<table><tr><td>1</td></tr></table>', 'Tables not allowed'],
      ['<video src="/a.mp4"></video>', 'Video not allowed'],
      ['<audio src="/a.mp3"></audio>', 'Audio not allowed'],
      ['<iframe src="https://x"></iframe>', 'Iframes not allowed'],
      ['<p> </p>', 'The answer cannot be empty'],
    ] as const;
    for (const [answer, msg] of refused)
      expect(
        await json('POST', '/konwledge/faq', {
          token,
          payload: { question, answer },
          headers: { 'accept-language': 'en' },
        }),
      ).toEqual({ code: 500, msg });
    await expectAnswer({ msg: '不允许插入图片' }, 'POST', '/konwledge/faq', {
      token,
      payload: { question, answer: '<p>x<img src="/a.png"></p>' },
    });
    await sendOk('POST', '/konwledge/faq', {
      token,
      payload: {
        question,
        answer:
          '<p style="color: red">Yes, <b>IP68</b> <a href="javascript:alert(1)">x</a><script>1</script></p><h1>big</h1>',
        category: 'selection',
        sort: 999999,
      },
    });
    const list = await json<{ rows: Row[] }>('GET', '/konwledge/faq/list', {
      token,
      contract: '/konwledge/faq/list',
    });
    const faq = list.rows[0];
    expect(faq).toMatchObject({ question, visible: '0', sort: 999999 });
    expect(faq?.answer).not.toMatch(/script|javascript|<h1/);
    expect(faq?.answer).toContain('<b>IP68</b>');
    expect(
      await json('POST', '/konwledge/faq', { token, payload: { question, answer: '<p>a</p>' } }),
    ).toEqual({ code: 500, msg: `新增问题'${question}'失败，问题已存在` });
    const faqId = Number(faq?.faqId);
    await sendOk('PUT', '/konwledge/faq', {
      token,
      payload: { faqId, question, answer: '<p>No</p>', visible: '1' },
    });
    const one = await json<{ data: Row }>('GET', `/konwledge/faq/${faqId}`, {
      token,
      contract: '/konwledge/faq/{faqId}',
    });
    expect(one.data).toMatchObject({ answer: '<p>No</p>', visible: '1' });
    const hidden = await json<{ rows: Row[] }>('GET', '/konwledge/faq/list', {
      token,
      query: { visible: '1', question },
    });
    expect(hidden.rows.map((r) => r.faqId)).toEqual([faqId]);
    const options = await json<{ data: Row[] }>('GET', '/konwledge/faq/optionselect', {
      token,
      contract: '/konwledge/faq/optionselect',
    });
    expect(options.data.some((r) => r.faqId === faqId)).toBe(true);
    await exportXlsx('/konwledge/faq/export', { token, payload: { question } });
    expectOk(await json('DELETE', `/konwledge/faq/${faqId}`, { token }));
    await expectAnswer({ code: 500 }, 'GET', `/konwledge/faq/${faqId}`, { token });
  });

  it('is guarded by konwledge:faq permissions', async () => {
    const op = await operatorWith(['konwledge:faq:list']);
    expectOk(await json('GET', '/konwledge/faq/list', { token: op.token }));
    await expectAnswer({ code: 403 }, 'POST', '/konwledge/faq', {
      token: op.token,
      payload: { question: 'q', answer: '<p>a</p>' },
    });
  });
});

describe('/konwledge/certificate', () => {
  it('checks dates, file type, linked products and unique numbers; shows the state', async () => {
    const certNo = `CERT-${uid()}`;
    const base = {
      name: 'ISO 45001',
      certNo,
      issuer: 'SGS',
      fileUrl: '/profile/upload/abc/iso.pdf',
      fileName: 'iso.pdf',
      effectiveDate: '2025-01-10',
      expiryDate: '2028-01-09',
      productIds: [productId],
    };
    const en = { 'accept-language': 'en' };
    expect(
      await json('POST', '/konwledge/certificate', {
        token,
        headers: en,
        payload: { ...base, expiryDate: '2025-01-09' },
      }),
    ).toEqual({ code: 500, msg: 'The expiry date cannot be earlier than the effective date' });
    expect(
      await json('POST', '/konwledge/certificate', {
        token,
        headers: en,
        payload: { ...base, fileUrl: '/profile/upload/abc/iso.docx' },
      }),
    ).toEqual({
      code: 500,
      msg: 'File format incorrect, please upload PDF, JPG or PNG format files',
    });
    expect(
      await json('POST', '/konwledge/certificate', {
        token,
        headers: en,
        payload: { ...base, productIds: [2147483000] },
      }),
    ).toEqual({ code: 500, msg: 'The linked product 2147483000 does not exist' });
    await sendOk('POST', '/konwledge/certificate', { token, payload: base });
    await expectAnswer(
      { msg: "Failed to add the certificate 'ISO 45001': the certificate number already exists" },
      'POST',
      '/konwledge/certificate',
      { token, payload: base, headers: en },
    );
    const list = await json<{ rows: Row[] }>('GET', '/konwledge/certificate/list', {
      token,
      query: { certNo },
      contract: '/konwledge/certificate/list',
    });
    const cert = list.rows[0];
    expect(cert).toMatchObject({ certNo, state: 'valid', productIds: [productId] });
    const today = todayWallDate();
    await sendOk('PUT', '/konwledge/certificate', {
      token,
      payload: { ...base, certificateId: cert?.certificateId, expiryDate: addDays(today, 20) },
    });
    const expiring = await json<{ rows: Row[] }>('GET', '/konwledge/certificate/list', {
      token,
      query: { certNo, state: 'expiring' },
    });
    expect(expiring.rows).toHaveLength(1);
    const valid = await json<{ rows: Row[] }>('GET', '/konwledge/certificate/list', {
      token,
      query: { certNo, state: 'valid' },
    });
    expect(valid.rows).toHaveLength(0);
  });

  it('posts a notice 30 and 7 days before expiry, once each', async () => {
    const { database } = await getShared();
    const db = database.db;
    const today = todayWallDate(clock.now());
    const name = `Reminder ${uid()}`;
    const [cert] = await db
      .insert(wcmCertificate)
      .values({
        name,
        certNo: `R-${uid()}`,
        issuer: 'TÜV',
        fileUrl: '/profile/upload/r.pdf',
        effectiveDate: '2024-01-01',
        expiryDate: addDays(today, 25),
      })
      .returning();
    const handler = jobRegistry.get('certificates.expiryReminder');
    const context = { db, kv: (await getApp()).kv, now: () => clock.now(), args: [] };
    await handler?.run(context);
    await handler?.run(context);
    const notices = async () =>
      (await db.select().from(sysNotice)).filter((n) => n.noticeTitle.includes(name.slice(0, 20)));
    expect(await notices()).toHaveLength(1);
    await db
      .update(wcmCertificate)
      .set({ expiryDate: addDays(today, 6) })
      .where(eq(wcmCertificate.certificateId, cert?.certificateId ?? 0));
    await handler?.run(context);
    await handler?.run(context);
    expect(await notices()).toHaveLength(2);
  });
});

describe('/konwledge/article', () => {
  it('saves drafts with a title only, publishes after every rule, records who and when', async () => {
    const en = { 'accept-language': 'en' };
    const draft = await json<{ data: { articleId: number; version: number } }>(
      'POST',
      '/konwledge/article/draft',
      {
        token,
        payload: { title: `Draft ${uid()}` },
        contract: '/konwledge/article/draft',
      },
    );
    expectOk(draft);
    const id = draft.data.articleId;
    const drafts = await json<{ rows: Row[] }>('GET', '/konwledge/draft/list', {
      token,
      contract: '/konwledge/draft/list',
    });
    expect(drafts.rows[0]).toMatchObject({ articleId: id, status: '0', kind: 'article' });
    expect(await json('PUT', `/konwledge/article/publish/${id}`, { token, headers: en })).toEqual({
      code: 500,
      msg: 'Please enter the description',
    });
    // A stale version is refused.
    const saved = await json<{ data: { version: number } }>('POST', '/konwledge/article/draft', {
      token,
      payload: { ...article({ coverUrl: square }), articleId: id, version: draft.data.version },
    });
    expectOk(saved);
    await expectAnswer({ code: 409 }, 'POST', '/konwledge/article/draft', {
      token,
      payload: { title: 'x', articleId: id, version: draft.data.version },
    });
    expect(await json('PUT', `/konwledge/article/publish/${id}`, { token, headers: en })).toEqual({
      code: 500,
      msg: 'Image aspect ratio must be 1:1.4. Current ratio is 1.00.',
    });
    expectOk(
      await json('POST', '/konwledge/article/draft', {
        token,
        payload: { ...article(), articleId: id, version: saved.data.version },
      }),
    );
    expectOk(
      await json('PUT', `/konwledge/article/publish/${id}`, {
        token,
        contract: '/konwledge/article/publish/{articleId}',
      }),
    );
    const one = await json<{ data: Row }>('GET', `/konwledge/article/${id}`, {
      token,
      contract: '/konwledge/article/{articleId}',
    });
    expect(one.data).toMatchObject({
      status: '1',
      publishBy: 'admin',
      hashtags: ['pumps', 'energy'],
    });
    expect(one.data.content).not.toMatch(/script|onerror/);
    await expectAnswer({ code: 500 }, 'PUT', `/konwledge/article/publish/${id}`, { token });
    expectOk(await json('PUT', `/konwledge/article/unpublish/${id}`, { token }));
    expectOk(await json('PUT', `/konwledge/article/publish/${id}`, { token }));
    const records = await json<{ rows: Row[] }>('GET', '/konwledge/list/list', {
      token,
      query: { articleId: String(id) },
      contract: '/konwledge/list/list',
    });
    expect(records.rows.map((r) => r.action)).toEqual(['republish', 'unpublish', 'publish']);
    expect(records.rows[0]).toMatchObject({ operBy: 'admin', kind: 'article' });
    // The article list filters by status and hashtag; solutions do not see articles.
    const listed = await json<{ rows: Row[] }>('GET', '/konwledge/article/list', {
      token,
      query: { status: '1', hashtag: 'energy' },
      contract: '/konwledge/article/list',
    });
    expect(listed.rows.map((r) => r.articleId)).toContain(id);
    expect(listed.rows[0]).not.toHaveProperty('content');
    await expectAnswer({ code: 500 }, 'GET', `/brand/solution/${id}`, { token });
    await exportXlsx('/konwledge/article/export', { token, payload: { status: '1' } });
  });

  it('refuses live saves that break a rule and oversized or wrong-type content images', async () => {
    const en = { 'accept-language': 'en' };
    /** Adds an article made of `fields`, asking for English messages. */
    const addInEnglish = (fields: Row) =>
      json('POST', '/konwledge/article', {
        token,
        headers: en,
        payload: article(fields),
      });
    expect(await addInEnglish({ coverUrl: '', publish: true })).toEqual({
      code: 500,
      msg: 'A cover image is required',
    });
    expect(await addInEnglish({ coverUrl: '/profile/upload/none.png', publish: true })).toEqual({
      code: 500,
      msg: 'Failed to read image file; please upload the cover again',
    });
    const big = await fileRecord('big.png', 'png', 204_801);
    const bmp = await fileRecord('pic.bmp', 'bmp', 1000);
    expect((await addInEnglish({ content: `<p><img src="${big}"></p>` })).msg).toMatch(
      /^Images in the content cannot exceed 200 KB/,
    );
    expect((await addInEnglish({ content: `<p><img src="${bmp}"></p>` })).msg).toMatch(
      /^Only JPG, PNG and GIF images are accepted/,
    );
    const title = `Live ${uid()}`;
    const uploaded = await fileRecord('cover.png', 'png', 3000, 500, 700);
    await sendOk('POST', '/konwledge/article', {
      token,
      payload: article({ title, publish: true, coverUrl: uploaded }),
    });
    const row = (
      await json<{ rows: Row[] }>('GET', '/konwledge/article/list', { token, query: { title } })
    ).rows[0];
    expect(row).toMatchObject({ status: '1', version: 1 });
    // A published article stays complete: an edit without a category is refused.
    expect(
      await json('PUT', '/konwledge/article', {
        token,
        headers: en,
        payload: { ...article({ title, category: '' }), articleId: row?.articleId },
      }),
    ).toEqual({ code: 500, msg: 'Please choose a category' });
    await sendOk('PUT', '/konwledge/article', {
      token,
      payload: { ...article({ title, sort: 7 }), articleId: row?.articleId, version: 1 },
    });
    const revisions = await json<{ data: Row[] }>(
      'GET',
      `/konwledge/article/revisions/${row?.articleId}`,
      { token, contract: '/konwledge/article/revisions/{articleId}' },
    );
    expect(revisions.data[0]).toMatchObject({ version: 1 });
    expectOk(
      await json(
        'PUT',
        `/konwledge/article/revisions/${row?.articleId}/restore/${revisions.data[0]?.revisionId}`,
        { token },
      ),
    );
    const restored = await json<{ data: Row }>('GET', `/konwledge/article/${row?.articleId}`, {
      token,
    });
    expect(restored.data).toMatchObject({ sort: 5, version: 3 });
    const editor = await operatorWith(['konwledge:article:add']);
    expect(
      await json('POST', '/konwledge/article', {
        token: editor.token,
        headers: en,
        payload: article({ publish: true }),
      }),
    ).toEqual({ code: 403, msg: 'You do not have permission to publish' });
  });

  it('schedules publication and the job publishes it once', async () => {
    const title = `Scheduled ${uid()}`;
    expectOk(await json('POST', '/konwledge/article', { token, payload: article({ title }) }));
    const row = (
      await json<{ rows: Row[] }>('GET', '/konwledge/article/list', { token, query: { title } })
    ).rows[0];
    const id = Number(row?.articleId);
    await expectAnswer({ code: 500 }, 'PUT', '/konwledge/article/schedule', {
      token,
      payload: { articleId: id, publishTime: '2020-01-01 10:00' },
    });
    const future = new Date(clock.now() + 8 * 3_600_000 + 3_600_000).toISOString();
    await sendOk('PUT', '/konwledge/article/schedule', {
      token,
      payload: { articleId: id, publishTime: `${future.slice(0, 10)} ${future.slice(11, 16)}` },
    });
    const job = jobRegistry.get('articles.publishScheduled');
    const { database } = await getShared();
    const context = { db: database.db, kv: (await getApp()).kv, args: [] };
    await job?.run({ ...context, now: () => clock.now() });
    expect(
      (await json<{ data: Row }>('GET', `/konwledge/article/${id}`, { token })).data.status,
    ).toBe('3');
    await job?.run({ ...context, now: () => clock.now() + 2 * 3_600_000 });
    await job?.run({ ...context, now: () => clock.now() + 2 * 3_600_000 });
    expect(
      (await json<{ data: Row }>('GET', `/konwledge/article/${id}`, { token })).data.status,
    ).toBe('1');
    const records = await json<{ rows: Row[] }>('GET', '/konwledge/list/list', {
      token,
      query: { articleId: String(id) },
    });
    expect(records.rows.map((r) => r.action)).toEqual(['publish', 'schedule']);
  });
});

describe('/success/case and /brand/solution', () => {
  it('need customer, industry and country for a live case; link existing products', async () => {
    const en = { 'accept-language': 'en' };
    const base = article({ productIds: [productId], publish: true });
    expect(await json('POST', '/success/case', { token, headers: en, payload: base })).toEqual({
      code: 500,
      msg: 'Please enter the customer',
    });
    expect(
      await json('POST', '/success/case', {
        token,
        headers: en,
        payload: {
          ...base,
          customer: 'ACME',
          industry: 'food',
          country: 'France',
          productIds: [2147483000],
        },
      }),
    ).toEqual({ code: 500, msg: 'The linked product 2147483000 does not exist' });
    const title = `Case ${uid()}`;
    await sendOk('POST', '/success/case', {
      token,
      payload: { ...base, title, customer: 'ACME', industry: 'food', country: 'France' },
    });
    const cases = await json<{ rows: Row[] }>('GET', '/success/case/list', {
      token,
      query: { industry: 'food', title },
      contract: '/success/case/list',
    });
    expect(cases.rows[0]).toMatchObject({
      kind: 'case',
      customer: 'ACME',
      productIds: [productId],
    });
    expect(
      (await json<{ rows: Row[] }>('GET', '/konwledge/article/list', { token, query: { title } }))
        .rows,
    ).toHaveLength(0);
    await sendOk('POST', '/brand/solution', {
      token,
      payload: article({ productIds: [productId] }),
    });
    const op = await operatorWith(['success:case:list']);
    await expectAnswer({ code: 403 }, 'GET', '/brand/solution/list', { token: op.token });
  });
});

describe('products link FAQ entries', () => {
  it('accepts existing FAQ ids and refuses unknown or deleted ones', async () => {
    const ctx = await adminCtx();
    const { subId } = await makeCategories(ctx);
    const faqs = await json<{ data: Row[] }>('GET', '/konwledge/faq/optionselect', { token });
    const faqId = Number(faqs.data[0]?.faqId);
    const ok = await productCall(ctx, 'POST', '/brand/product', '/brand/product', {
      ...validProduct(subId),
      faqIds: [faqId],
    });
    expect(productBody(ok).code).toBe(200);
    const refused = await productCall(ctx, 'POST', '/brand/product', '/brand/product', {
      ...validProduct(subId),
      faqIds: [2147483000],
    });
    expect(productBody(refused)).toEqual({
      code: 500,
      msg: 'The linked FAQ entry 2147483000 does not exist',
    });
  });
});
