import { describe, expect, it } from 'vitest';
import {
  type Answer,
  body,
  call,
  makeProduct,
  useAdminWithCategories,
  validProduct,
} from './fixtures';

type Product = Record<string, unknown> & { productId: number; version: number; name: string };

const ctx = useAdminWithCategories();

const get = async (id: number) =>
  body<Answer<Product>>(
    await call(ctx, 'GET', `/brand/product/${id}`, '/brand/product/{productId}'),
  );
const edit = async (payload: object) =>
  body<Answer<{ productId: number; version: number }>>(
    await call(ctx, 'PUT', '/brand/product', '/brand/product', payload),
  );

describe('POST/GET /brand/product', () => {
  it('adds a product pending review and reads every field back', async () => {
    const form = validProduct(ctx.subId);
    const { productId, version } = await makeProduct(ctx, ctx.subId, form);
    expect(version).toBe(1);
    const { data } = await get(productId);
    const { productId: _p, version: _v, ...fields } = form;
    expect(data).toMatchObject({
      ...fields,
      productId,
      version: 1,
      auditStatus: '0',
      listingStatus: '0',
    });
    expect(data.categoryName).toMatch(/^Sub /);
    expect(data.createBy).toBe('admin');
  });

  it('sanitises the rich description and trims text', async () => {
    const { productId } = await makeProduct(ctx, ctx.subId, {
      name: '  Trimmed  ',
      description:
        '<p onclick="x()">Hi<script>alert(1)</script><img src="/profile/a.png" onerror="x()"></p>',
    });
    const { data } = await get(productId);
    expect(data.name).toBe('Trimmed');
    expect(data.description).not.toMatch(/script|onclick|onerror/);
    expect(data.description).toContain('Hi');
  });

  it('refuses an empty form with every field message (code 500, errors)', async () => {
    const res = body<Answer>(await call(ctx, 'POST', '/brand/product', '/brand/product', {}));
    expect(res.code).toBe(500);
    expect(res.msg).toBe('Please Check the Form and Fill It Out Completely');
    expect(res.errors?.map((e) => [e.field, e.msg])).toEqual([
      ['name', 'Cannot Be Empty'],
      ['categoryId', 'Please select a secondary category'],
      ['images', 'Please upload a cover image'],
      ['specTable.columns', 'Please add at least one specification column'],
      ['specTable.rows', 'Please add at least one specification detail'],
    ]);
  });

  it('refuses a top category and explains format errors in zh-CN and fr', async () => {
    const top = body<Answer>(
      await call(ctx, 'POST', '/brand/product', '/brand/product', validProduct(ctx.topId)),
    );
    expect(top.errors).toEqual([
      {
        field: 'categoryId',
        code: 'secondary-category',
        msg: 'Please select a secondary category',
      },
    ]);
    const bad = { ...validProduct(ctx.subId), agentPrice: 0 };
    const zh = body<Answer>(
      await call(ctx, 'POST', '/brand/product', '/brand/product', bad, {
        'accept-language': 'zh-CN',
      }),
    );
    expect(zh.msg).toBe('请填写所有必填项并确保格式正确');
    expect(zh.errors?.[0]?.msg).toBe('请输入大于0的数字');
    const fr = body<Answer>(
      await call(
        ctx,
        'POST',
        '/brand/product',
        '/brand/product',
        { ...bad, customAttributes: [{ key: '', value: 'x' }] },
        { 'accept-language': 'fr' },
      ),
    );
    expect(fr.msg).toBe('Veuillez vérifier le formulaire et le remplir entièrement');
    expect(fr.errors?.map((e) => e.msg)).toEqual([
      'Ne peut pas être vide',
      'Veuillez saisir un nombre supérieur à 0',
    ]);
  });

  it('answers 400 for malformed input, 500 for an unknown product', async () => {
    const cases: object[] = [
      { ...validProduct(ctx.subId), images: [{ url: 'cover.png' }] },
      { ...validProduct(ctx.subId), priceType: 'free' },
      { ...validProduct(ctx.subId), name: 'x'.repeat(201) },
      {
        ...validProduct(ctx.subId),
        specTable: { columns: [{ key: 'bad key', label: 'x', numeric: false }], rows: [] },
      },
      { ...validProduct(ctx.subId), faqIds: [1, 1] },
      { ...validProduct(ctx.subId), description: 'x'.repeat(120_001) },
    ];
    for (const payload of cases) {
      const res = await call(ctx, 'POST', '/brand/product', '/brand/product', payload);
      expect(res.statusCode, JSON.stringify(payload).slice(0, 80)).toBe(400);
    }
    const bad = await ctx.app.inject({
      method: 'POST',
      url: '/prod-api/brand/product',
      headers: { authorization: `Bearer ${ctx.token}`, 'content-type': 'application/json' },
      payload: '{"name":',
    });
    expect(bad.statusCode).toBe(400);
    expect(
      body(await call(ctx, 'GET', '/brand/product/99999999', '/brand/product/{productId}')),
    ).toEqual({
      code: 500,
      msg: 'The product does not exist',
    });
  });
});

describe('PUT /brand/product (optimistic version)', () => {
  it('saves with the current version, returns the next and sends the product back to review', async () => {
    const { productId } = await makeProduct(ctx, ctx.subId);
    const saved = await edit({ ...validProduct(ctx.subId, 'Renamed'), productId, version: 1 });
    expect(saved).toMatchObject({ code: 200, data: { productId, version: 2 } });
    const { data } = await get(productId);
    expect(data).toMatchObject({ name: 'Renamed', version: 2, auditStatus: '0' });
  });

  it('refuses the second of two edits made from the same version (409), data unchanged', async () => {
    const { productId } = await makeProduct(ctx, ctx.subId);
    const first = await edit({ ...validProduct(ctx.subId, 'First editor'), productId, version: 1 });
    expect(first.code).toBe(200);
    const second = await edit({
      ...validProduct(ctx.subId, 'Second editor'),
      productId,
      version: 1,
    });
    expect(second).toEqual({
      code: 409,
      msg: 'Someone else changed this product after you opened it; reload it and apply your changes again',
    });
    expect((await get(productId)).data).toMatchObject({ name: 'First editor', version: 2 });
    const zh = body<Answer>(
      await call(
        ctx,
        'PUT',
        '/brand/product',
        '/brand/product',
        { ...validProduct(ctx.subId), productId, version: 1 },
        { 'accept-language': 'zh-CN' },
      ),
    );
    expect(zh.msg).toBe('该产品已被他人修改，请重新加载后再保存您的修改');
  });

  it('checks the rules on edit, needs productId and version, and 500s for an unknown id', async () => {
    const { productId } = await makeProduct(ctx, ctx.subId);
    const invalid = await edit({ ...validProduct(ctx.subId), name: '', productId, version: 1 });
    expect(invalid.errors?.[0]?.field).toBe('name');
    expect((await get(productId)).data.version).toBe(1);
    const noVersion = await call(ctx, 'PUT', '/brand/product', '/brand/product', {
      ...validProduct(ctx.subId),
      productId,
    });
    expect(noVersion.statusCode).toBe(400);
    expect((await edit({ ...validProduct(ctx.subId), productId: 99999999, version: 1 })).code).toBe(
      500,
    );
  });
});

describe('DELETE /brand/product/{ids}', () => {
  it('deletes several products at once', async () => {
    const a = await makeProduct(ctx, ctx.subId);
    const b = await makeProduct(ctx, ctx.subId);
    const res = await call(
      ctx,
      'DELETE',
      `/brand/product/${a.productId},${b.productId}`,
      '/brand/product/{productId}',
    );
    expect(body(res)).toEqual({ code: 200, msg: 'Operation succeeded' });
    expect((await get(a.productId)).code).toBe(500);
    expect((await get(b.productId)).code).toBe(500);
    const again = await call(
      ctx,
      'DELETE',
      `/brand/product/${a.productId}`,
      '/brand/product/{productId}',
    );
    expect(body(again).code).toBe(500);
    const bad = await call(ctx, 'DELETE', '/brand/product/1,x', '/brand/product/{productId}');
    expect(bad.statusCode).toBe(400);
  });
});
