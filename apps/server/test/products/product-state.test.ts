import { beforeAll, describe, expect, it } from 'vitest';
import { adminCtx, body, call, type Ctx, makeCategories, makeProduct } from './fixtures';

type Product = {
  auditStatus: string;
  auditReason: string;
  listingStatus: string;
  recommended: boolean;
  version: number;
};

let ctx: Ctx;
let subId: number;
beforeAll(async () => {
  ctx = await adminCtx();
  ({ subId } = await makeCategories(ctx));
});

const state = async (id: number) =>
  body<{ data: Product }>(
    await call(ctx, 'GET', `/brand/product/${id}`, '/brand/product/{productId}'),
  ).data;
const put = async (path: string, payload: object) =>
  body(await call(ctx, 'PUT', path, path, payload));

describe('review and listing', () => {
  it('pending → approved → listed → delisted', async () => {
    const { productId } = await makeProduct(ctx, subId);
    expect(await put('/brand/product/listing', { ids: [productId], listed: true })).toEqual({
      code: 500,
      msg: expect.stringMatching(/is not approved and cannot be listed$/),
    });
    expect((await state(productId)).listingStatus).toBe('0');
    expect(await put('/brand/product/audit', { ids: [productId], action: 'approve' })).toEqual({
      code: 200,
      msg: 'Operation succeeded',
    });
    expect(await state(productId)).toMatchObject({
      auditStatus: '1',
      listingStatus: '0',
      version: 2,
    });
    expect((await put('/brand/product/listing', { ids: [productId], listed: true })).code).toBe(
      200,
    );
    expect(await state(productId)).toMatchObject({ listingStatus: '1', version: 3 });
    expect((await put('/brand/product/listing', { ids: [productId], listed: false })).code).toBe(
      200,
    );
    expect((await state(productId)).listingStatus).toBe('0');
  });

  it('lists on approval when the listing flag is set', async () => {
    const { productId } = await makeProduct(ctx, subId, { autoList: true });
    const other = await makeProduct(ctx, subId, { autoList: false });
    await put('/brand/product/audit', { ids: [productId, other.productId], action: 'approve' });
    expect(await state(productId)).toMatchObject({ auditStatus: '1', listingStatus: '1' });
    expect(await state(other.productId)).toMatchObject({ auditStatus: '1', listingStatus: '0' });
  });

  it('needs a reason to reject; rejected products can be resubmitted', async () => {
    const { productId } = await makeProduct(ctx, subId);
    expect(
      await put('/brand/product/audit', { ids: [productId], action: 'reject', reason: '  ' }),
    ).toEqual({
      code: 500,
      msg: 'Please enter the reason for the rejection',
    });
    expect((await state(productId)).auditStatus).toBe('0');
    await put('/brand/product/audit', {
      ids: [productId],
      action: 'reject',
      reason: 'Blurry photos',
    });
    expect(await state(productId)).toMatchObject({
      auditStatus: '2',
      auditReason: 'Blurry photos',
    });
    expect((await put('/brand/product/audit', { ids: [productId], action: 'approve' })).code).toBe(
      500,
    );
    expect((await put('/brand/product/listing', { ids: [productId], listed: true })).code).toBe(
      500,
    );
    expect((await put('/brand/product/submit', { ids: [productId] })).code).toBe(200);
    expect(await state(productId)).toMatchObject({ auditStatus: '0', auditReason: '' });
  });

  it('refuses a batch as a whole when one product does not qualify', async () => {
    const a = await makeProduct(ctx, subId);
    const b = await makeProduct(ctx, subId);
    await put('/brand/product/audit', { ids: [a.productId], action: 'approve' });
    const res = await put('/brand/product/audit', {
      ids: [a.productId, b.productId],
      action: 'approve',
    });
    expect(res.code).toBe(500);
    expect(res.msg).toMatch(/is not pending review$/);
    expect((await state(b.productId)).auditStatus).toBe('0');
    const submit = await put('/brand/product/submit', { ids: [a.productId, b.productId] });
    expect(submit.msg).toMatch(/is already approved$/);
    const unknown = await put('/brand/product/submit', { ids: [99_999_999] });
    expect(unknown).toEqual({ code: 500, msg: 'The product does not exist' });
  });

  it('an edit after approval goes back to review and delists', async () => {
    const { productId } = await makeProduct(ctx, subId, { autoList: true });
    await put('/brand/product/audit', { ids: [productId], action: 'approve' });
    const current = await state(productId);
    expect(current.listingStatus).toBe('1');
    const full = body<{ data: Record<string, unknown> }>(
      await call(ctx, 'GET', `/brand/product/${productId}`, '/brand/product/{productId}'),
    ).data;
    const {
      categoryName: _c,
      auditStatus: _a,
      auditReason: _r,
      listingStatus: _l,
      recommended: _rc,
      createBy: _cb,
      createTime: _ct,
      updateBy: _ub,
      updateTime: _ut,
      ...form
    } = full;
    expect((await put('/brand/product', form)).code).toBe(200);
    expect(await state(productId)).toMatchObject({ auditStatus: '0', listingStatus: '0' });
  });

  it('marks products as recommended', async () => {
    const { productId } = await makeProduct(ctx, subId);
    expect(
      (await put('/brand/product/recommend', { ids: [productId], recommended: true })).code,
    ).toBe(200);
    expect((await state(productId)).recommended).toBe(true);
    await put('/brand/product/recommend', { ids: [productId], recommended: false });
    expect((await state(productId)).recommended).toBe(false);
  });

  it('answers 400 for malformed bodies', async () => {
    for (const [path, payload] of [
      ['/brand/product/audit', { ids: [1], action: 'maybe' }],
      ['/brand/product/audit', { ids: [], action: 'approve' }],
      ['/brand/product/listing', { ids: [1] }],
      ['/brand/product/recommend', { ids: ['x'], recommended: true }],
      ['/brand/product/submit', {}],
    ] as const) {
      const res = await call(ctx, 'PUT', path, path, payload);
      expect(res.statusCode, path).toBe(400);
    }
  });
});
