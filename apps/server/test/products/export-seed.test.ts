import ExcelJS from 'exceljs';
import { count, eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { sysDictData, wcmProduct, wcmProductCategory } from '../../src/db/schema';
import { seedProducts } from '../../src/db/seed/products';
import { API, bearer, getShared } from '../helper';
import { adminCtx, body, call, type Ctx, makeCategories, makeProduct, uid } from './fixtures';

let ctx: Ctx;
beforeAll(async () => {
  ctx = await adminCtx();
});

async function sheetRows(payload: Buffer): Promise<unknown[][]> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(payload as unknown as ArrayBuffer);
  const sheet = workbook.worksheets[0];
  const rows: unknown[][] = [];
  sheet?.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
  return rows;
}

describe('POST /brand/product/export', () => {
  it('exports the filtered products (form-encoded filters) with dictionary labels', async () => {
    const { subId } = await makeCategories(ctx);
    const tag = uid();
    await makeProduct(ctx, subId, { name: `Export ${tag} one` });
    await makeProduct(ctx, subId, { name: `Export ${tag} two` });
    const res = await ctx.app.inject({
      method: 'POST',
      url: `${API}/brand/product/export`,
      headers: {
        ...bearer(ctx.token),
        'accept-language': 'en',
        'content-type': 'application/x-www-form-urlencoded',
      },
      payload: `name=${tag}&auditStatus=0&categoryId=&listingStatus=`,
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('spreadsheetml');
    const rows = await sheetRows(res.rawPayload);
    expect(rows[0]?.slice(0, 2)).toEqual(['Product ID', 'Name']);
    expect(rows.slice(1).map((r) => r[1])).toEqual([`Export ${tag} one`, `Export ${tag} two`]);
    expect(rows[1]?.[6]).toBe('Pending review');
  });

  it('answers 400 for a filter value that does not fit', async () => {
    const res = await call(ctx, 'POST', '/brand/product/export', '/brand/product/export', {
      categoryId: 'abc',
    });
    expect(res.statusCode).toBe(400);
    // Ten digits fit the pattern but not an id (found by the fuzz on PostgreSQL).
    const past = await call(ctx, 'POST', '/brand/product/export', '/brand/product/export', {
      categoryId: '2150000000',
    });
    expect(past.statusCode).toBe(400);
    expect(past.json()).toMatchObject({ code: 400 });
  });
});

describe('seedProducts', () => {
  it('seeds the dictionaries, a two-level tree and thirty products once', async () => {
    const db = (await getShared()).database.db;
    await seedProducts(db);
    await seedProducts(db);
    const dict = await db
      .select({ type: sysDictData.dictType, value: sysDictData.dictValue })
      .from(sysDictData)
      .where(inArray(sysDictData.dictType, ['wcm_audit_status', 'wcm_listing_status']));
    expect(dict).toHaveLength(5);
    const tops = await db
      .select()
      .from(wcmProductCategory)
      .where(inArray(wcmProductCategory.name, ['Pumps', 'Valves', 'Motors', 'Sensors']));
    expect(tops.filter((t) => t.parentId === 0)).toHaveLength(4);
    const seeded = await db
      .select({ n: count() })
      .from(wcmProduct)
      .where(eq(wcmProduct.createBy, 'admin'));
    expect(seeded[0]?.n).toBeGreaterThanOrEqual(30);
    const labels = await call(
      ctx,
      'GET',
      '/system/dict/data/type/wcm_audit_status',
      '/system/dict/data/type/{dictType}',
    );
    // These calls ask for English; the labels follow (zh-CN is stored in dictLabel).
    expect(
      body<{ data: Array<{ dictLabel: string }> }>(labels).data.map((d) => d.dictLabel),
    ).toEqual(['Pending review', 'Approved', 'Rejected']);
    const zh = await call(
      ctx,
      'GET',
      '/system/dict/data/type/wcm_audit_status',
      '/system/dict/data/type/{dictType}',
      undefined,
      { 'accept-language': 'zh-CN' },
    );
    expect(body<{ data: Array<{ dictLabel: string }> }>(zh).data.map((d) => d.dictLabel)).toEqual([
      '待审核',
      '审核通过',
      '已驳回',
    ]);
  });

  it('seeds products that pass the product rules', async () => {
    const list = body<{ rows: Array<{ productId: number; version: number }> }>(
      await call(ctx, 'GET', '/brand/product/list?name=WCM-101', '/brand/product/list'),
    );
    const first = list.rows[0];
    expect(first).toBeDefined();
    const product = body<{ data: Record<string, unknown> }>(
      await call(ctx, 'GET', `/brand/product/${first?.productId}`, '/brand/product/{productId}'),
    ).data;
    const {
      categoryName: _a,
      auditStatus: _b,
      auditReason: _c,
      listingStatus: _d,
      recommended: _e,
      createBy: _f,
      createTime: _g,
      updateBy: _h,
      updateTime: _i,
      ...form
    } = product;
    const res = await call(ctx, 'PUT', '/brand/product', '/brand/product', form);
    expect(body(res).code).toBe(200);
  });
});
