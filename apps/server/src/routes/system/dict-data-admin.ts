import { and, asc, count, eq, gt, inArray, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { sysDictData } from '../../db/schema';
import { langOf, tr } from '../../i18n/messages';
import { orderOf, pageOf, type PageParams, tableData } from '../../lib/paging';
import { requestSchema } from '../../plugins/contract';
import { dictDataView, refreshDictType } from '../../services/admin/dict-cache';
import {
  containsFilter,
  type Filters,
  inBatches,
  parseIds,
  textFilter,
} from '../../services/admin/query';
import { STATUS_LABELS, YES_NO_LABELS } from '../../services/admin/views';
import { sendXlsx } from '../../services/excel/index';
import { definedOnly, ok, operator, toAjax, withData } from '../admin/respond';

const TITLE = '字典数据';
const SORTABLE = {
  dictCode: sysDictData.dictCode,
  dictSort: sysDictData.dictSort,
  dictLabel: sysDictData.dictLabel,
  dictValue: sysDictData.dictValue,
  status: sysDictData.status,
  createTime: sysDictData.createTime,
};

interface DictDataBody {
  dictCode?: number;
  dictSort?: number | null;
  dictLabel: string;
  dictLabelEn?: string | null;
  dictLabelFr?: string | null;
  dictValue: string;
  dictType: string;
  cssClass?: string | null;
  listClass?: string | null;
  isDefault?: string | null;
  status?: string | null;
  remark?: string | null;
}

function whereOf(filters: Filters): SQL[] {
  const status = textFilter(filters, 'status', 1);
  const dictType = textFilter(filters, 'dictType');
  return [
    dictType ? eq(sysDictData.dictType, dictType) : undefined,
    containsFilter(sysDictData.dictLabel, textFilter(filters, 'dictLabel')),
    status === '0' || status === '1' ? eq(sysDictData.status, status) : undefined,
  ].filter((c): c is SQL => c !== undefined);
}

/** The columns a client may set, picked one by one (no mass assignment). */
const pickValues = (body: DictDataBody) => ({
  dictSort: body.dictSort,
  dictLabel: body.dictLabel,
  // Labels per language (issue 21): dictLabel stays RuoYi's zh-CN value.
  dictLabelEn: body.dictLabelEn?.trim(),
  dictLabelFr: body.dictLabelFr?.trim(),
  dictValue: body.dictValue,
  dictType: body.dictType,
  cssClass: body.cssClass,
  listClass: body.listClass,
  isDefault: body.isDefault,
  status: body.status,
  remark: body.remark,
});

/** Dictionary entry administration; `GET type/{dictType}` lives in dict-data.ts. */
export async function dictDataAdminRoutes(app: FastifyInstance) {
  app.get<{ Querystring: Filters & PageParams }>(
    '/system/dict/data/list',
    {
      schema: requestSchema(app.openapi, 'get', '/system/dict/data/list'),
      config: { auth: { permission: 'system:dict:list' } },
    },
    async (request) => {
      const page = pageOf(request.query);
      const where = and(...whereOf(request.query));
      const [rows, total] = await Promise.all([
        app.db
          .select()
          .from(sysDictData)
          .where(where)
          .orderBy(
            ...orderOf(request.query, SORTABLE, [
              asc(sysDictData.dictSort),
              asc(sysDictData.dictCode),
            ]),
          )
          .limit(page.pageSize)
          .offset(page.offset),
        app.db.select({ n: count() }).from(sysDictData).where(where),
      ]);
      const lang = langOf(request);
      const data = rows.map((row) => dictDataView(row, lang));
      return tableData(data, total[0]?.n ?? 0, tr(request, 'success'));
    },
  );

  app.post<{ Body: Filters | undefined }>(
    '/system/dict/data/export',
    {
      config: {
        auth: { permission: 'system:dict:export' },
        operLog: { title: TITLE, businessType: 'EXPORT' },
      },
    },
    async (request, reply) => {
      const where = whereOf(request.body ?? {});
      return sendXlsx(reply, {
        fileName: `dict_data_${Date.now()}.xlsx`,
        sheetName: '字典数据',
        columns: [
          { header: '字典编码', key: 'dictCode' },
          { header: '字典排序', key: 'dictSort' },
          { header: '字典标签', key: 'dictLabel', width: 20 },
          { header: '字典键值', key: 'dictValue', width: 20 },
          { header: '字典类型', key: 'dictType', width: 24 },
          { header: '是否默认', key: 'isDefault', dict: YES_NO_LABELS },
          { header: '状态', key: 'status', dict: STATUS_LABELS },
        ],
        rows: inBatches(
          (after, limit) =>
            app.db
              .select()
              .from(sysDictData)
              .where(and(gt(sysDictData.dictCode, after), ...where))
              .orderBy(asc(sysDictData.dictCode))
              .limit(limit),
          (row) => row.dictCode,
        ),
      });
    },
  );

  app.get<{ Params: { dictCode: number } }>(
    '/system/dict/data/:dictCode',
    {
      schema: requestSchema(app.openapi, 'get', '/system/dict/data/{dictCode}'),
      config: { auth: { permission: 'system:dict:query' } },
    },
    async (request) => {
      const rows = await app.db
        .select()
        .from(sysDictData)
        .where(eq(sysDictData.dictCode, request.params.dictCode))
        .limit(1);
      return withData(request, rows[0] ? dictDataView(rows[0]) : undefined);
    },
  );

  app.post<{ Body: DictDataBody }>(
    '/system/dict/data',
    {
      schema: requestSchema(app.openapi, 'post', '/system/dict/data'),
      config: {
        auth: { permission: 'system:dict:add' },
        operLog: { title: TITLE, businessType: 'INSERT' },
      },
    },
    async (request) => {
      const values = definedOnly(pickValues(request.body));
      await app.db
        .insert(sysDictData)
        .values({ ...values, dictType: request.body.dictType, createBy: operator(request) });
      await refreshDictType(app.db, app.kv, request.body.dictType);
      return ok(request);
    },
  );

  app.put<{ Body: DictDataBody }>(
    '/system/dict/data',
    {
      schema: requestSchema(app.openapi, 'put', '/system/dict/data'),
      config: {
        auth: { permission: 'system:dict:edit' },
        operLog: { title: TITLE, businessType: 'UPDATE' },
      },
    },
    async (request) => {
      const values = definedOnly(pickValues(request.body));
      const dictCode = request.body.dictCode ?? 0;
      const before = await app.db
        .select({ dictType: sysDictData.dictType })
        .from(sysDictData)
        .where(eq(sysDictData.dictCode, dictCode))
        .limit(1);
      if (!before[0]) return toAjax(request, 0);
      await app.db
        .update(sysDictData)
        .set({ ...values, updateBy: operator(request), updateTime: new Date() })
        .where(eq(sysDictData.dictCode, dictCode));
      for (const type of new Set([before[0].dictType, request.body.dictType]))
        await refreshDictType(app.db, app.kv, type);
      return ok(request);
    },
  );

  app.delete<{ Params: { dictCode: string } }>(
    '/system/dict/data/:dictCode',
    {
      schema: requestSchema(app.openapi, 'delete', '/system/dict/data/{dictCode}'),
      config: {
        auth: { permission: 'system:dict:remove' },
        operLog: { title: TITLE, businessType: 'DELETE' },
      },
    },
    async (request) => {
      const ids = parseIds(request.params.dictCode);
      if (ids.length === 0) return toAjax(request, 0);
      const deleted = await app.db
        .delete(sysDictData)
        .where(inArray(sysDictData.dictCode, ids))
        .returning({ dictType: sysDictData.dictType });
      for (const type of new Set(deleted.map((d) => d.dictType)))
        await refreshDictType(app.db, app.kv, type);
      return toAjax(request, deleted.length);
    },
  );
}
