import { beforeAll, describe, expect, it } from 'vitest';
import { body, call, makeCategories, makeProduct, uid, useAdminWithCategories } from './fixtures';

type Product = Record<string, unknown> & { productId: number };
type Table = { code: number; total: number; rows: Product[] };

const ctx = useAdminWithCategories();

const list = async (query: string) =>
  body<Table>(await call(ctx, 'GET', `/brand/product/list?${query}`, '/brand/product/list'));

describe('GET /brand/product/list', () => {
  const tag = uid();
  const ids: Record<string, number> = {};
  beforeAll(async () => {
    const other = await makeCategories(ctx);
    ids.otherSub = other.subId;
    ids.a = (
      await makeProduct(ctx, ctx.subId, {
        name: `Alpha_${tag} pump`,
        series: `Ser-${tag}`,
        modelName: `MOD-${tag}-1`,
      })
    ).productId;
    ids.b = (
      await makeProduct(ctx, ctx.subId, {
        name: `Beta_${tag} valve`,
        series: `Ser-${tag}`,
        effectivePrice: 99,
      })
    ).productId;
    ids.c = (await makeProduct(ctx, other.subId, { name: `Gamma_${tag} 100%` })).productId;
  });

  it('filters by name, series and model (contains, case-insensitive, wildcards literal)', async () => {
    expect((await list(`name=${tag}`)).total).toBe(3);
    expect((await list(`name=ALPHA_${tag}`)).rows.map((r) => r.productId)).toEqual([ids.a]);
    expect(
      (await list(`name=${encodeURIComponent(`${tag} 100%`)}`)).rows.map((r) => r.productId),
    ).toEqual([ids.c]);
    expect((await list(`name=${encodeURIComponent('%')}${tag}`)).total).toBe(0);
    expect((await list(`series=ser-${tag}`)).total).toBe(2);
    expect((await list(`modelName=mod-${tag}`)).rows.map((r) => r.productId)).toEqual([ids.a]);
  });

  it('includes sub-categories when filtering by a top category', async () => {
    const byTop = await list(`categoryId=${ctx.topId}&name=${tag}`);
    const bySub = await list(`categoryId=${ctx.subId}&name=${tag}`);
    expect(byTop.total).toBe(2);
    expect(bySub.total).toBe(2);
  });

  it('filters by review, listing and recommended state', async () => {
    expect((await list(`name=${tag}&auditStatus=0`)).total).toBe(3);
    expect((await list(`name=${tag}&auditStatus=1`)).total).toBe(0);
    expect((await list(`name=${tag}&listingStatus=1`)).total).toBe(0);
    expect((await list(`name=${tag}&recommended=false`)).total).toBe(3);
    const bad = await call(ctx, 'GET', '/brand/product/list?auditStatus=9', '/brand/product/list');
    expect(bad.statusCode).toBe(400);
  });

  it('pages, sorts only by allow-listed columns, newest change first by default', async () => {
    const page = await list(`name=${tag}&pageNum=1&pageSize=2`);
    expect(page.total).toBe(3);
    expect(page.rows.map((r) => r.productId)).toEqual([ids.c, ids.b]);
    expect((await list(`name=${tag}&pageNum=2&pageSize=2`)).rows.map((r) => r.productId)).toEqual([
      ids.a,
    ]);
    // past the end: no rows, the total still right
    expect(await list(`name=${tag}&pageNum=5&pageSize=2`)).toMatchObject({ rows: [], total: 3 });
    expect(await list(`name=${tag}&pageNum=2&pageSize=3`)).toMatchObject({ rows: [], total: 3 });
    const byName = await list(`name=${tag}&orderByColumn=name&isAsc=asc`);
    expect(byName.rows.map((r) => r.productId)).toEqual([ids.a, ids.b, ids.c]);
    const byPrice = await list(`name=${tag}&orderByColumn=effectivePrice&isAsc=desc`);
    expect(byPrice.rows[0]?.productId).toBe(ids.b);
    // not allow-listed: falls back to the default order instead of reaching SQL
    const sneaky = await list(
      `name=${tag}&orderByColumn=${encodeURIComponent('name; drop table wcm_product')}`,
    );
    expect(sneaky.rows.map((r) => r.productId)).toEqual([ids.c, ids.b, ids.a]);
    const capped = await list('pageSize=1000');
    expect(capped.rows.length).toBeLessThanOrEqual(100);
  });

  it('pages without text filters through the indexes and a count', async () => {
    const ofSub = async (query: string) =>
      (await list(`categoryId=${ctx.subId}&${query}`)) as Table;
    expect(await ofSub('pageSize=1')).toMatchObject({ total: 2, rows: [{ productId: ids.b }] });
    expect(await ofSub('pageSize=1&pageNum=2')).toMatchObject({
      total: 2,
      rows: [{ productId: ids.a }],
    });
    expect(await ofSub('pageSize=1&pageNum=3')).toMatchObject({ total: 2, rows: [] });
    expect(await ofSub('pageSize=5')).toMatchObject({ total: 2 });
    const byName = await list(`categoryId=${ctx.topId}&orderByColumn=name&isAsc=asc`);
    expect(byName.rows.map((r) => r.productId)).toEqual([ids.a, ids.b]);
    const other = await list(`categoryId=${ids.otherSub}&auditStatus=0`);
    expect(other.rows.map((r) => r.productId)).toEqual([ids.c]);
  });

  it('returns narrow rows with the cover and category name', async () => {
    const row = (await list(`name=ALPHA_${tag}`)).rows[0];
    expect(row).toMatchObject({ coverUrl: '/profile/upload/p/cover.png', priceType: 'fixed' });
    expect(row?.categoryName).toMatch(/^Sub /);
    expect(row).not.toHaveProperty('description');
  });
});
