import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import { call, expectAnswer, expectOk, json, operatorWith, sendOk, uid } from '../org/fixtures';
import { businessCtx } from './fixtures';

type Rfq = {
  rfqId: number;
  productId: number | null;
  productName: string;
  status: string;
  assigneeId: number | null;
  assigneeName: string;
  contactName: string;
};
type Note = {
  kind: string;
  fromStatus: string;
  toStatus: string;
  content: string;
  assigneeName: string;
};

let token = '';
beforeAll(async () => {
  token = await businessCtx();
});

async function productOption() {
  const products = await json<{ data: Array<{ productId: number; name: string }> }>(
    'GET',
    '/quotation/rfq/products',
    { token, query: { keyword: '' }, contract: '/quotation/rfq/products' },
  );
  const product = products.data[0];
  if (!product) throw new Error('no product');
  return product;
}

async function addRfq(contactName: string, extra: Record<string, unknown> = {}) {
  const product = await productOption();
  await sendOk('POST', '/quotation/rfq', {
    token,
    payload: {
      productId: product.productId,
      quantity: 120,
      unit: 'pcs',
      tradeTerms: 'FOB',
      paymentTerms: 'TT',
      shippingMethod: 'sea',
      contactName,
      company: 'Test Buyer Ltd',
      email: 'buyer@example.org',
      country: 'FR',
      message: '<b>hello</b>',
      ...extra,
    },
  });
  const list = await json<{ rows: Rfq[]; total: number }>('GET', '/quotation/rfq/list', {
    token,
    query: { contactName },
    contract: '/quotation/rfq/list',
  });
  expect(list.total).toBe(1);
  return { rfq: list.rows[0] as Rfq, product };
}

describe('quotation requests', () => {
  it('lists the seeded opportunities with filters', async () => {
    const list = await json<{ rows: Rfq[]; total: number }>('GET', '/quotation/rfq/list', {
      token,
      query: { status: 'won' },
      contract: '/quotation/rfq/list',
    });
    expect(list.total).toBeGreaterThan(0);
    expect(list.rows.every((r) => r.status === 'won')).toBe(true);
    expect(list.rows[0]?.assigneeName).not.toBe('');
    const french = await json<{ rows: Array<Rfq & { country: string }>; total: number }>(
      'GET',
      '/quotation/rfq/list',
      { token, query: { country: 'fr' } },
    );
    expect(french.total).toBeGreaterThan(0);
    expect(french.rows.every((r) => r.country === 'FR')).toBe(true);
  });

  it('adds a request linked to the product record, assigns it and moves it through its states', async () => {
    const name = `Buyer ${uid()}`;
    const { rfq, product } = await addRfq(name);
    expect(rfq).toMatchObject({
      productId: product.productId,
      productName: product.name,
      status: 'new',
      assigneeId: null,
    });
    const users = await json<{ data: Array<{ userId: number; nickName: string }> }>(
      'GET',
      '/quotation/rfq/assignees',
      { token, contract: '/quotation/rfq/assignees' },
    );
    const ry = users.data.find((u) => u.userId === 2);
    expect(ry).toBeDefined();
    await sendOk('PUT', '/quotation/rfq/assign', {
      token,
      payload: { rfqIds: [rfq.rfqId], assigneeId: 2, note: 'Your region' },
    });
    // A move the pipeline does not allow is refused and changes nothing.
    const bad = await json('PUT', '/quotation/rfq/status', {
      token,
      payload: { rfqId: rfq.rfqId, status: 'won' },
      headers: { 'accept-language': 'en' },
      contract: '/quotation/rfq/status',
    });
    expect(bad).toEqual({
      code: 500,
      msg: 'A quotation request cannot move from "新询盘" to "已成交"',
    });
    for (const status of ['contacted', 'quoted', 'won'])
      expectOk(
        await json('PUT', '/quotation/rfq/status', {
          token,
          payload: { rfqId: rfq.rfqId, status, note: `now ${status}` },
        }),
      );
    // won is final
    await expectAnswer({ code: 500 }, 'PUT', '/quotation/rfq/status', {
      token,
      payload: { rfqId: rfq.rfqId, status: 'lost' },
    });
    await sendOk('POST', '/quotation/rfq/note', {
      token,
      payload: { rfqId: rfq.rfqId, content: 'Deposit received' },
    });
    const one = await json<{ data: Rfq }>('GET', `/quotation/rfq/${rfq.rfqId}`, {
      token,
      contract: '/quotation/rfq/{rfqId}',
    });
    expect(one.data).toMatchObject({ status: 'won', assigneeId: 2, assigneeName: ry?.nickName });
    const history = await json<{ data: Note[] }>('GET', `/quotation/rfq/history/${rfq.rfqId}`, {
      token,
      contract: '/quotation/rfq/history/{rfqId}',
    });
    expect(history.data.map((n) => n.kind)).toEqual([
      'create',
      'assign',
      'status',
      'status',
      'status',
      'note',
    ]);
    expect(history.data[2]).toMatchObject({
      fromStatus: 'new',
      toStatus: 'contacted',
      content: 'now contacted',
    });
    expect(history.data.at(-1)?.content).toBe('Deposit received');
    // Edit keeps status and assignee, and cannot change them.
    await sendOk('PUT', '/quotation/rfq', {
      token,
      payload: {
        rfqId: rfq.rfqId,
        productId: product.productId,
        quantity: 300,
        contactName: name,
        assigneeId: 1,
      },
    });
    const edited = await json<{ data: Rfq & { quantity: number } }>(
      'GET',
      `/quotation/rfq/${rfq.rfqId}`,
      { token },
    );
    expect(edited.data).toMatchObject({ quantity: 300, status: 'won', assigneeId: 2 });
    // filter by assignee
    const mine = await json<{ rows: Rfq[] }>('GET', '/quotation/rfq/list', {
      token,
      query: { assigneeId: '2', contactName: name },
    });
    expect(mine.rows).toHaveLength(1);
    expectOk(await json('DELETE', `/quotation/rfq/${rfq.rfqId}`, { token }));
    await expectAnswer({ code: 500 }, 'GET', `/quotation/rfq/${rfq.rfqId}`, { token });
  });

  it('refuses unknown products and assignees', async () => {
    const unknownProduct = await json('POST', '/quotation/rfq', {
      token,
      payload: { productId: 999999, quantity: 1, contactName: 'X' },
      headers: { 'accept-language': 'en' },
    });
    expect(unknownProduct).toEqual({ code: 500, msg: 'The selected product does not exist' });
    const { rfq } = await addRfq(`Buyer ${uid()}`);
    const res = await json('PUT', '/quotation/rfq/assign', {
      token,
      payload: { rfqIds: [rfq.rfqId], assigneeId: 999999 },
      headers: { 'accept-language': 'fr' },
    });
    expect(res).toEqual({ code: 500, msg: 'Le responsable n’existe pas ou est désactivé' });
  });

  it('exports the filtered list and guards every route by permission', async () => {
    const res = await call('POST', '/quotation/rfq/export', {
      token,
      payload: 'status=won',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/spreadsheetml/);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = book.worksheets[0];
    const header = sheet?.getRow(1).values as unknown[];
    expect(header).toEqual(expect.arrayContaining(['产品', '负责人', '状态']));
    const statusColumn = header.indexOf('状态');
    const statuses = new Set<unknown>();
    sheet?.eachRow((row, n) => {
      if (n > 1) statuses.add(row.getCell(statusColumn).value);
    });
    expect([...statuses]).toEqual(['已成交']);
    const reader = await operatorWith(['quotation:rfq:list', 'quotation:rfq:query']);
    expectOk(await json('GET', '/quotation/rfq/list', { token: reader.token }));
    const denied = await json('PUT', '/quotation/rfq/status', {
      token: reader.token,
      payload: { rfqId: 1, status: 'contacted' },
    });
    expect(denied.code).toBe(403);
    const none = await operatorWith([]);
    await expectAnswer({ code: 403 }, 'GET', '/quotation/rfq/assignees', { token: none.token });
  });
});
