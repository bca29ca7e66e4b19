import { and, asc, desc, eq, ilike, inArray, or } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/database';
import { sysUser, wcmProduct, wcmRfq, wcmRfqNote } from '../../db/schema';
import { refuse } from '../../lib/business-error';
import { auditView, formatDateTime } from '../../lib/date-format';
import { contains, custom, defineResource, equals } from '../../resources';
import { RFQ_STATUS_LABELS, canMove } from '../../services/business/rfq-status';
import { ok } from '../admin/respond';
import { liveRow } from '../../db/live-row';
import type { RequestBody } from '../../plugins/contract';
import { operatorName } from '../../services/org/context';

type RfqRow = typeof wcmRfq.$inferSelect;

const rfqView = (row: RfqRow) => ({
  rfqId: row.rfqId,
  productId: row.productId,
  productName: row.productName,
  unit: row.unit,
  quantity: row.quantity,
  tradeTerms: row.tradeTerms,
  paymentTerms: row.paymentTerms,
  shippingMethod: row.shippingMethod,
  contactName: row.contactName,
  company: row.company,
  email: row.email,
  phone: row.phone,
  country: row.country,
  message: row.message,
  source: row.source,
  assigneeId: row.assigneeId,
  assigneeName: row.assigneeName,
  status: row.status,
  ...auditView(row),
});

/** An active, not deleted console user, or a refusal. */
async function assigneeOf(db: Db, userId: number) {
  const [user] = await db
    .select({ userId: sysUser.userId, nickName: sysUser.nickName })
    .from(sysUser)
    .where(and(eq(sysUser.userId, userId), eq(sysUser.status, '0'), eq(sysUser.delFlag, '0')))
    .limit(1);
  return user ?? refuse('business.rfq.assigneeMissing');
}

/** Quotation requests (opportunity list): the request fields; status and assignee have routes of their own. */
export const rfqResource = defineResource({
  path: '/quotation/rfq',
  permission: 'quotation:rfq',
  title: '商机管理',
  table: wcmRfq,
  id: wcmRfq.rfqId,
  view: rfqView,
  pick: (body: RequestBody<'BizRfqBody'>) => ({
    productId: body.productId,
    unit: body.unit?.trim() ?? '',
    quantity: body.quantity,
    tradeTerms: body.tradeTerms ?? '',
    paymentTerms: body.paymentTerms ?? '',
    shippingMethod: body.shippingMethod ?? '',
    contactName: body.contactName.trim(),
    company: body.company?.trim() ?? '',
    email: body.email?.trim() ?? '',
    phone: body.phone?.trim() ?? '',
    country: body.country ?? '',
    message: body.message ?? '',
    assigneeId: body.assigneeId ?? null,
  }),
  filters: {
    productName: contains(wcmRfq.productName),
    contactName: contains(wcmRfq.contactName),
    company: contains(wcmRfq.company),
    // Codes are stored in capitals; a search for 'fr' finds them too.
    country: custom((value) => eq(wcmRfq.country, String(value).toUpperCase())),
    status: equals(wcmRfq.status),
    tradeTerms: equals(wcmRfq.tradeTerms),
    assigneeId: equals(wcmRfq.assigneeId),
    productId: equals(wcmRfq.productId),
  },
  timeRange: wcmRfq.createTime,
  orderBy: [desc(wcmRfq.createTime), desc(wcmRfq.rfqId)],
  softDelete: wcmRfq.delFlag,
  notFound: 'business.rfq.notFound',
  hooks: {
    beforeSave: async (values, { mode, existing, db }) => {
      const [product] = await db
        .select({ name: wcmProduct.name })
        .from(wcmProduct)
        .where(eq(wcmProduct.productId, values.productId ?? 0))
        .limit(1);
      if (!product) refuse('business.rfq.productMissing');
      if (mode === 'edit')
        // Status and assignee only change through /status and /assign (they write history).
        return {
          productName: product.name,
          assigneeId: existing?.assigneeId ?? null,
          assigneeName: existing?.assigneeName ?? '',
        };
      const assignee = values.assigneeId ? await assigneeOf(db, values.assigneeId) : undefined;
      return {
        productName: product.name,
        status: 'new',
        source: 'console',
        assigneeName: assignee?.nickName ?? '',
      };
    },
    afterSave: async (values, { mode, id, db, request }) => {
      if (mode !== 'add') return;
      const [row] = await db.select().from(wcmRfq).where(eq(wcmRfq.rfqId, id));
      await db.insert(wcmRfqNote).values({
        rfqId: id,
        kind: 'create',
        toStatus: 'new',
        assigneeId: row?.assigneeId ?? null,
        assigneeName: row?.assigneeName ?? '',
        createBy: operatorName(request),
      });
    },
  },
  export: {
    sheetName: '商机列表',
    columns: [
      { header: '询盘编号', key: 'rfqId' },
      { header: '产品', key: 'productName', width: 30 },
      { header: '数量', key: 'quantity' },
      { header: '单位', key: 'unit' },
      { header: '贸易条款', key: 'tradeTerms' },
      { header: '付款方式', key: 'paymentTerms' },
      { header: '运输方式', key: 'shippingMethod' },
      { header: '联系人', key: 'contactName', width: 20 },
      { header: '公司', key: 'company', width: 30 },
      { header: '邮箱', key: 'email', width: 30 },
      { header: '电话', key: 'phone', width: 20 },
      { header: '国家', key: 'country' },
      { header: '负责人', key: 'assigneeName' },
      { header: '状态', key: 'status', dict: 'wcm_rfq_status' },
      { header: '留言', key: 'message', width: 50 },
      { header: '创建时间', key: 'createTime', width: 20 },
    ],
  },
});

const noteView = (row: typeof wcmRfqNote.$inferSelect) => ({
  noteId: row.noteId,
  kind: row.kind as 'create' | 'note' | 'status' | 'assign',
  fromStatus: row.fromStatus,
  toStatus: row.toStatus,
  assigneeId: row.assigneeId,
  assigneeName: row.assigneeName,
  content: row.content,
  createBy: row.createBy,
  createTime: formatDateTime(row.createTime),
});

async function liveRfq(db: Db, rfqId: number) {
  return (await liveRow(db, wcmRfq, wcmRfq.rfqId, rfqId)) ?? refuse('business.rfq.notFound');
}

export async function rfqRoutes(app: FastifyInstance) {
  rfqResource.register(app);
  const routes = rfqResource.on(app);

  routes.get<{ Params: { rfqId: number } }>('/history/{rfqId}', 'query', async (request) => {
    await liveRfq(app.db, request.params.rfqId);
    const rows = await app.db
      .select()
      .from(wcmRfqNote)
      .where(eq(wcmRfqNote.rfqId, request.params.rfqId))
      .orderBy(asc(wcmRfqNote.createTime), asc(wcmRfqNote.noteId));
    return ok(request, { data: rows.map(noteView) });
  });

  routes.post<{ Body: { rfqId: number; content: string } }>(
    '/note',
    { auth: 'edit', log: 'UPDATE' },
    async (request) => {
      const { rfqId, content } = request.body;
      const text = content.trim();
      if (!text) refuse('products.field.empty');
      await app.db.transaction(async (tx) => {
        await liveRfq(tx, rfqId);
        await tx
          .insert(wcmRfqNote)
          .values({ rfqId, kind: 'note', content: text, createBy: operatorName(request) });
        await tx
          .update(wcmRfq)
          .set({ updateBy: operatorName(request), updateTime: new Date() })
          .where(eq(wcmRfq.rfqId, rfqId));
      });
      return ok(request);
    },
  );

  routes.put<{ Body: { rfqId: number; status: string; note?: string | null } }>(
    '/status',
    { auth: 'edit', log: 'UPDATE' },
    async (request) => {
      const { rfqId, status, note } = request.body;
      await app.db.transaction(async (tx) => {
        const row = await liveRfq(tx, rfqId);
        if (!canMove(row.status, status))
          refuse(
            'business.rfq.badMove',
            RFQ_STATUS_LABELS[row.status as 'new'] ?? row.status,
            RFQ_STATUS_LABELS[status as 'new'] ?? status,
          );
        // Guarded by the old status: two people moving the same request at once cannot both win.
        const moved = await tx
          .update(wcmRfq)
          .set({ status, updateBy: operatorName(request), updateTime: new Date() })
          .where(and(eq(wcmRfq.rfqId, rfqId), eq(wcmRfq.status, row.status)))
          .returning({ rfqId: wcmRfq.rfqId });
        if (moved.length === 0)
          refuse('business.rfq.badMove', row.status, RFQ_STATUS_LABELS[status as 'new'] ?? status);
        await tx.insert(wcmRfqNote).values({
          rfqId,
          kind: 'status',
          fromStatus: row.status,
          toStatus: status,
          content: note?.trim() ?? '',
          createBy: operatorName(request),
        });
      });
      return ok(request);
    },
  );

  routes.put<{
    Body: { rfqIds: number[]; assigneeId: number | null; note?: string | null };
  }>('/assign', { auth: 'edit', log: 'UPDATE' }, async (request) => {
    const { rfqIds, assigneeId, note } = request.body;
    const ids = [...new Set(rfqIds)];
    await app.db.transaction(async (tx) => {
      const assignee = assigneeId === null ? undefined : await assigneeOf(tx, assigneeId);
      const rows = await tx
        .select({ rfqId: wcmRfq.rfqId })
        .from(wcmRfq)
        .where(and(inArray(wcmRfq.rfqId, ids), eq(wcmRfq.delFlag, '0')));
      if (rows.length !== ids.length) refuse('business.rfq.notFound');
      await tx
        .update(wcmRfq)
        .set({
          assigneeId: assignee?.userId ?? null,
          assigneeName: assignee?.nickName ?? '',
          updateBy: operatorName(request),
          updateTime: new Date(),
        })
        .where(inArray(wcmRfq.rfqId, ids));
      await tx.insert(wcmRfqNote).values(
        ids.map((rfqId) => ({
          rfqId,
          kind: 'assign',
          assigneeId: assignee?.userId ?? null,
          assigneeName: assignee?.nickName ?? '',
          content: note?.trim() ?? '',
          createBy: operatorName(request),
        })),
      );
    });
    return ok(request);
  });

  routes.get('/assignees', 'list', async (request) => {
    const rows = await app.db
      .select({ userId: sysUser.userId, userName: sysUser.userName, nickName: sysUser.nickName })
      .from(sysUser)
      .where(and(eq(sysUser.status, '0'), eq(sysUser.delFlag, '0')))
      .orderBy(asc(sysUser.userId))
      .limit(500);
    return ok(request, { data: rows });
  });

  routes.get<{ Querystring: { keyword?: string } }>('/products', 'list', async (request) => {
    const keyword = request.query.keyword?.trim() ?? '';
    const pattern = `%${keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    const rows = await app.db
      .select({
        productId: wcmProduct.productId,
        name: wcmProduct.name,
        modelName: wcmProduct.modelName,
      })
      .from(wcmProduct)
      .where(
        keyword
          ? or(ilike(wcmProduct.name, pattern), ilike(wcmProduct.modelName, pattern))
          : undefined,
      )
      .orderBy(asc(wcmProduct.name), asc(wcmProduct.productId))
      .limit(200);
    return ok(request, { data: rows });
  });
}
