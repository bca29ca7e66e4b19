import { describe, expect, it } from 'vitest';
import { canonicalJson } from '../../src/services/products/drafts';
import {
  type Answer,
  body,
  call,
  makeProduct,
  uid,
  useAdminWithCategories,
  validProduct,
} from './fixtures';

type Saved = { draftId: number; version: number };
type Draft = Saved & {
  name: string;
  productId: number | null;
  form: Record<string, unknown>;
  coverUrl: string | null;
};

const ctx = useAdminWithCategories();

const addDraft = async (payload: object) =>
  body<Answer<Saved>>(await call(ctx, 'POST', '/drafts/product', '/drafts/product', payload));
const saveDraft = async (payload: object) =>
  body<Answer<Saved>>(await call(ctx, 'PUT', '/drafts/product', '/drafts/product', payload));
const getDraft = async (id: number) =>
  body<Answer<Draft>>(await call(ctx, 'GET', `/drafts/product/${id}`, '/drafts/product/{draftId}'));
const publish = async (id: number) =>
  body<Answer<{ productId: number; version: number }>>(
    await call(ctx, 'POST', `/drafts/product/${id}/publish`, '/drafts/product/{draftId}/publish'),
  );

describe('/drafts/product', () => {
  it('saves an incomplete draft and reads it back', async () => {
    const name = `Draft ${uid()}`;
    const added = await addDraft({
      form: { name, images: ['/profile/a.png'], specTable: { columns: [], rows: [] } },
    });
    expect(added).toMatchObject({ code: 200, data: { version: 1 } });
    const { data } = await getDraft(added.data.draftId);
    expect(data).toMatchObject({ name, productId: null, version: 1, coverUrl: '/profile/a.png' });
    expect(data.form).toEqual({
      name,
      images: ['/profile/a.png'],
      specTable: { columns: [], rows: [] },
    });
  });

  it('checks only types and sizes of a draft (400), never the rules', async () => {
    expect((await addDraft({ form: {} })).code).toBe(200);
    const wrongType = await call(ctx, 'POST', '/drafts/product', '/drafts/product', {
      form: { images: 'x'.repeat(600) },
    });
    expect(wrongType.statusCode).toBe(400);
    const noForm = await call(ctx, 'POST', '/drafts/product', '/drafts/product', {});
    expect(noForm.statusCode).toBe(400);
  });

  it('autosaves idempotently and refuses a stale save with other content (409)', async () => {
    const { data } = await addDraft({ form: { name: 'v1' } });
    const first = await saveDraft({
      draftId: data.draftId,
      version: 1,
      form: { name: 'v2', keywords: 'a' },
    });
    expect(first.data.version).toBe(2);
    // the same autosave sent again with the old version: no change, current version
    const replay = await saveDraft({
      draftId: data.draftId,
      version: 1,
      form: { keywords: 'a', name: 'v2' },
    });
    expect(replay).toMatchObject({ code: 200, data: { version: 2 } });
    const stale = await saveDraft({
      draftId: data.draftId,
      version: 1,
      form: { name: 'other tab' },
    });
    expect(stale).toEqual({
      code: 409,
      msg: 'This draft was saved elsewhere after you opened it; reload it and save again',
    });
    expect((await getDraft(data.draftId)).data.form).toEqual({ name: 'v2', keywords: 'a' });
    const missing = await saveDraft({ draftId: 99_999_999, version: 1, form: {} });
    expect(missing).toEqual({ code: 500, msg: 'The draft does not exist' });
  });

  it('lists drafts newest first with a name filter', async () => {
    const tag = uid();
    await addDraft({ form: { name: `Older ${tag}` } });
    await addDraft({ form: { name: `Newer ${tag}`, categoryId: ctx.subId } });
    const res = body<{ total: number; rows: Array<Draft & { categoryName: string | null }> }>(
      await call(
        ctx,
        'GET',
        `/drafts/product/list?name=${tag}&pageSize=10`,
        '/drafts/product/list',
      ),
    );
    expect(res.total).toBe(2);
    expect(res.rows.map((r) => r.name)).toEqual([`Newer ${tag}`, `Older ${tag}`]);
    expect(res.rows[0]?.categoryName).toMatch(/^Sub /);
    expect(res.rows[0]).not.toHaveProperty('form');
  });

  it('publishes a complete draft into a pending product and deletes the draft', async () => {
    const form = validProduct(ctx.subId);
    const { data } = await addDraft({ form: { ...form, name: '' } });
    const refused = await publish(data.draftId);
    expect(refused.code).toBe(500);
    expect(refused.msg).toBe('Please Check the Form and Fill It Out Completely');
    expect(refused.errors).toEqual([{ field: 'name', code: 'required', msg: 'Cannot Be Empty' }]);
    expect((await getDraft(data.draftId)).code).toBe(200);
    await saveDraft({ draftId: data.draftId, version: 1, form });
    const published = await publish(data.draftId);
    expect(published).toMatchObject({ code: 200, data: { version: 1 } });
    const product = body<Answer<{ name: string; auditStatus: string }>>(
      await call(
        ctx,
        'GET',
        `/brand/product/${published.data.productId}`,
        '/brand/product/{productId}',
      ),
    );
    expect(product.data).toMatchObject({ name: form.name, auditStatus: '0' });
    expect((await getDraft(data.draftId)).code).toBe(500);
  });

  it('publishes a draft of an existing product as an update, unless it changed meanwhile', async () => {
    const { productId } = await makeProduct(ctx, ctx.subId);
    const form = validProduct(ctx.subId, 'Updated by draft');
    const draft = await addDraft({ productId, productVersion: 1, form });
    expect(await publish(draft.data.draftId)).toMatchObject({
      code: 200,
      data: { productId, version: 2 },
    });
    const stale = await addDraft({ productId, productVersion: 1, form });
    expect(await publish(stale.data.draftId)).toEqual({
      code: 409,
      msg: 'Someone else changed this product after you opened it; reload it and apply your changes again',
    });
    expect((await getDraft(stale.data.draftId)).code).toBe(200);
  });

  it('deletes drafts in a batch', async () => {
    const a = await addDraft({ form: {} });
    const b = await addDraft({ form: {} });
    const res = await call(
      ctx,
      'DELETE',
      `/drafts/product/${a.data.draftId},${b.data.draftId}`,
      '/drafts/product/{draftId}',
    );
    expect(body(res).code).toBe(200);
    expect((await getDraft(a.data.draftId)).code).toBe(500);
    const again = await call(
      ctx,
      'DELETE',
      `/drafts/product/${a.data.draftId}`,
      '/drafts/product/{draftId}',
    );
    expect(body(again).code).toBe(500);
    expect((await publish(a.data.draftId)).code).toBe(500);
  });

  it('compares forms independently of key order', () => {
    expect(canonicalJson({ b: [1, { d: 1, c: 2 }], a: null })).toBe(
      canonicalJson({ a: null, b: [1, { c: 2, d: 1 }] }),
    );
    expect(canonicalJson({ a: 1 })).not.toBe(canonicalJson({ a: 2 }));
  });
});
