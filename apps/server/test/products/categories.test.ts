import type { components } from '@wcm/openapi/request-bodies';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  body,
  call,
  type Answer,
  type Ctx,
  adminCtx,
  makeCategories,
  makeProduct,
  uid,
} from './fixtures';

type Category = components['schemas']['ProductsCategory'];
let ctx: Ctx;
beforeAll(async () => {
  ctx = await adminCtx();
});

const add = async (payload: object, lang = 'en') =>
  body<Answer<Category>>(
    await call(ctx, 'POST', '/brand/category', '/brand/category', payload, {
      'accept-language': lang,
    }),
  );

describe('/brand/category', () => {
  it('lists the seeded tree flat, top categories first, larger sort first', async () => {
    const res = await call(ctx, 'GET', '/brand/category/list', '/brand/category/list');
    const list = body<Answer<Category[]>>(res).data;
    const seededTops = list.filter(
      (c) => c.parentId === 0 && ['Pumps', 'Valves', 'Motors', 'Sensors'].includes(c.name),
    );
    expect(seededTops.map((c) => c.name)).toEqual(['Pumps', 'Valves', 'Motors', 'Sensors']);
    const pumps = seededTops[0] as Category;
    const subs = list.filter((c) => c.parentId === pumps.categoryId);
    expect(subs.map((c) => c.name)).toEqual([
      'Centrifugal Pumps',
      'Submersible Pumps',
      'Diaphragm Pumps',
    ]);
    expect(subs.reduce((n, c) => n + c.productCount, 0)).toBeGreaterThan(0);
    const filtered = body<Answer<Category[]>>(
      await call(ctx, 'GET', '/brand/category/list?name=SUBMERSIBLE', '/brand/category/list'),
    ).data;
    expect(filtered.map((c) => c.name)).toEqual(['Submersible Pumps']);
  });

  it('adds, reads and edits a category', async () => {
    const name = `Cat ${uid()}`;
    const added = await add({ name, recommendCount: 3, sort: 7, visible: false });
    expect(added.code).toBe(200);
    expect(added.data).toMatchObject({
      name,
      parentId: 0,
      recommendCount: 3,
      sort: 7,
      visible: false,
      productCount: 0,
    });
    const id = added.data.categoryId;
    const got = body<Answer<Category>>(
      await call(ctx, 'GET', `/brand/category/${id}`, '/brand/category/{categoryId}'),
    );
    expect(got.data.name).toBe(name);
    const edited = body<Answer<Category>>(
      await call(ctx, 'PUT', '/brand/category', '/brand/category', {
        categoryId: id,
        name: `${name} v2`,
        recommendCount: 5,
        sort: null,
        visible: true,
      }),
    );
    expect(edited.data).toMatchObject({
      name: `${name} v2`,
      recommendCount: 5,
      sort: null,
      visible: true,
    });
  });

  it('refuses rule failures with the spec messages (code 500 + errors)', async () => {
    const res = await add({ name: ' ', sort: -2, recommendCount: null });
    expect(res.code).toBe(500);
    expect(res.msg).toBe('Please Check the Form and Fill It Out Completely');
    expect(res.errors).toEqual([
      { field: 'name', code: 'required', msg: 'Cannot Be Empty' },
      { field: 'sort', code: 'sort-value', msg: 'The sort value must be a positive integer' },
      {
        field: 'recommendCount',
        code: 'recommend-count-required',
        msg: 'Please enter the recommended count',
      },
    ]);
    const zh = await add({ name: 'x', recommendCount: 1.5 }, 'zh-CN');
    expect(zh.msg).toBe('请填写所有必填项并确保格式正确');
    expect(zh.errors?.[0]?.msg).toBe('推荐数量必须为正整数');
    const fr = await add({ name: 'x', recommendCount: 0 }, 'fr');
    expect(fr.errors?.[0]?.msg).toBe('Le nombre recommandé doit être un entier positif');
  });

  it('keeps two levels and unique names per level', async () => {
    const { topId, subId } = await makeCategories(ctx);
    const deeper = await add({ name: `Deep ${uid()}`, parentId: subId, recommendCount: 1 });
    expect(deeper.errors?.map((e) => e.field)).toEqual(['parentId']);
    const unknownParent = await add({ name: `X ${uid()}`, parentId: 999_999, recommendCount: 1 });
    expect(unknownParent.code).toBe(500);
    const moveTop = body<Answer>(
      await call(ctx, 'PUT', '/brand/category', '/brand/category', {
        categoryId: topId,
        parentId: (await makeCategories(ctx)).topId,
        name: 'moved',
        recommendCount: 1,
      }),
    );
    expect(moveTop.errors?.[0]?.field).toBe('parentId');
    const name = `Twin ${uid()}`;
    expect((await add({ name, recommendCount: 1 })).code).toBe(200);
    const twin = await add({ name: name.toUpperCase(), recommendCount: 1 });
    expect(twin).toEqual({
      code: 500,
      msg: `Could not save category '${name.toUpperCase()}': the name already exists at this level`,
    });
  });

  it('answers 400 for malformed input and 500 for an unknown id', async () => {
    const bad = await call(ctx, 'POST', '/brand/category', '/brand/category', {
      name: 5,
      recommendCount: 'many',
    });
    expect(bad.statusCode).toBe(400);
    const long = await call(ctx, 'POST', '/brand/category', '/brand/category', {
      name: 'x'.repeat(101),
      recommendCount: 1,
    });
    expect(long.statusCode).toBe(400);
    const missing = await call(
      ctx,
      'GET',
      '/brand/category/987654',
      '/brand/category/{categoryId}',
    );
    expect(body(missing)).toEqual({ code: 500, msg: 'The category does not exist' });
    const noId = await call(ctx, 'PUT', '/brand/category', '/brand/category', {
      name: 'x',
      recommendCount: 1,
    });
    expect(noId.statusCode).toBe(400);
    const badPath = await call(ctx, 'GET', '/brand/category/abc', '/brand/category/{categoryId}');
    expect(badPath.statusCode).toBe(400);
  });

  it('refuses to delete a category with sub-categories or products (601)', async () => {
    const { topId, subId } = await makeCategories(ctx);
    const { productId } = await makeProduct(ctx, subId);
    const del = async (id: number) =>
      body(
        await call(
          ctx,
          'DELETE',
          `/brand/category/${id}`,
          '/brand/category/{categoryId}',
          undefined,
          { 'accept-language': 'zh-CN' },
        ),
      );
    expect(await del(topId)).toEqual({ code: 601, msg: '存在下级分类,不允许删除' });
    expect(await del(subId)).toEqual({ code: 601, msg: '分类存在产品,不允许删除' });
    await call(ctx, 'DELETE', `/brand/product/${productId}`, '/brand/product/{productId}');
    expect(await del(subId)).toEqual({ code: 200, msg: '操作成功' });
    expect(await del(topId)).toEqual({ code: 200, msg: '操作成功' });
    expect((await del(topId)).code).toBe(500);
  });

  it('saves new sort values at once', async () => {
    const { topId, subId } = await makeCategories(ctx);
    const ok = await call(ctx, 'PUT', '/brand/category/sort', '/brand/category/sort', {
      items: [
        { categoryId: topId, sort: 40 },
        { categoryId: subId, sort: 3 },
      ],
    });
    expect(body(ok).code).toBe(200);
    const top = body<Answer<Category>>(
      await call(ctx, 'GET', `/brand/category/${topId}`, '/brand/category/{categoryId}'),
    );
    expect(top.data.sort).toBe(40);
    const bad = body<Answer>(
      await call(ctx, 'PUT', '/brand/category/sort', '/brand/category/sort', {
        items: [{ categoryId: topId, sort: 0 }],
      }),
    );
    expect(bad.code).toBe(500);
    expect(bad.errors?.[0]?.field).toBe('items[0].sort');
    const unknown = body<Answer>(
      await call(ctx, 'PUT', '/brand/category/sort', '/brand/category/sort', {
        items: [{ categoryId: 999_999, sort: 1 }],
      }),
    );
    expect(unknown.code).toBe(500);
    const empty = await call(ctx, 'PUT', '/brand/category/sort', '/brand/category/sort', {
      items: [],
    });
    expect(empty.statusCode).toBe(400);
  });
});
