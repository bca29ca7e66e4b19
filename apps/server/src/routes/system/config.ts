import { and, asc, count, eq, gt, inArray, ne, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { sysConfig } from '../../db/schema';
import { tr } from '../../i18n/messages';
import { orderOf, pageOf, type PageParams, tableData } from '../../lib/paging';
import { requestSchema } from '../../plugins/contract';
import {
  containsFilter,
  dateRangeFilter,
  type Filters,
  inBatches,
  parseIds,
  textFilter,
} from '../../services/admin/query';
import { configView, YES_NO_LABELS } from '../../services/admin/views';
import { reloadConfigCache, refreshConfigKey } from '../../services/config-service';
import { sendXlsx } from '../../services/excel/index';
import { definedOnly, fail, ok, operator, toAjax, withData } from '../admin/respond';

const TITLE = '参数管理';
const SORTABLE = {
  configId: sysConfig.configId,
  configName: sysConfig.configName,
  configKey: sysConfig.configKey,
  configType: sysConfig.configType,
  createTime: sysConfig.createTime,
};

interface ConfigBody {
  configId?: number;
  configName: string;
  configKey: string;
  configValue: string;
  configType?: string | null;
  remark?: string | null;
}

function whereOf(filters: Filters): SQL[] {
  const type = textFilter(filters, 'configType', 1);
  return [
    containsFilter(sysConfig.configName, textFilter(filters, 'configName')),
    containsFilter(sysConfig.configKey, textFilter(filters, 'configKey')),
    type === 'Y' || type === 'N' ? eq(sysConfig.configType, type) : undefined,
    ...dateRangeFilter(sysConfig.createTime, filters),
  ].filter((c): c is SQL => c !== undefined);
}

/** The columns a client may set, picked one by one (no mass assignment). */
const pickValues = (body: ConfigBody) => ({
  configName: body.configName.trim(),
  configKey: body.configKey.trim(),
  configValue: body.configValue,
  ...definedOnly({ configType: body.configType, remark: body.remark }),
});

export async function configRoutes(app: FastifyInstance) {
  const keyTaken = async (key: string, selfId: number) =>
    (
      await app.db
        .select({ id: sysConfig.configId })
        .from(sysConfig)
        .where(and(eq(sysConfig.configKey, key), ne(sysConfig.configId, selfId)))
        .limit(1)
    ).length > 0;

  app.get<{ Querystring: Filters & PageParams }>(
    '/system/config/list',
    {
      schema: requestSchema(app.openapi, 'get', '/system/config/list'),
      config: { auth: { permission: 'system:config:list' } },
    },
    async (request) => {
      const page = pageOf(request.query);
      const where = and(...whereOf(request.query));
      const [rows, total] = await Promise.all([
        app.db
          .select()
          .from(sysConfig)
          .where(where)
          .orderBy(...orderOf(request.query, SORTABLE, asc(sysConfig.configId)))
          .limit(page.pageSize)
          .offset(page.offset),
        app.db.select({ n: count() }).from(sysConfig).where(where),
      ]);
      return tableData(rows.map(configView), total[0]?.n ?? 0, tr(request, 'success'));
    },
  );

  app.post<{ Body: Filters | undefined }>(
    '/system/config/export',
    {
      config: {
        auth: { permission: 'system:config:export' },
        operLog: { title: TITLE, businessType: 'EXPORT' },
      },
    },
    async (request, reply) => {
      const where = whereOf(request.body ?? {});
      return sendXlsx(reply, {
        fileName: `config_${Date.now()}.xlsx`,
        sheetName: '参数数据',
        columns: [
          { header: '参数主键', key: 'configId' },
          { header: '参数名称', key: 'configName', width: 30 },
          { header: '参数键名', key: 'configKey', width: 30 },
          { header: '参数键值', key: 'configValue', width: 30 },
          { header: '系统内置', key: 'configType', dict: YES_NO_LABELS },
        ],
        rows: inBatches(
          (after, limit) =>
            app.db
              .select()
              .from(sysConfig)
              .where(and(gt(sysConfig.configId, after), ...where))
              .orderBy(asc(sysConfig.configId))
              .limit(limit),
          (row) => row.configId,
        ),
      });
    },
  );

  app.delete(
    '/system/config/refreshCache',
    {
      config: {
        auth: { permission: 'system:config:remove' },
        operLog: { title: TITLE, businessType: 'CLEAN' },
      },
    },
    async (request) => {
      await reloadConfigCache(app.db, app.kv);
      return ok(request);
    },
  );

  app.get<{ Params: { configId: number } }>(
    '/system/config/:configId',
    {
      schema: requestSchema(app.openapi, 'get', '/system/config/{configId}'),
      config: { auth: { permission: 'system:config:query' } },
    },
    async (request) => {
      const rows = await app.db
        .select()
        .from(sysConfig)
        .where(eq(sysConfig.configId, request.params.configId))
        .limit(1);
      return withData(request, rows[0] ? configView(rows[0]) : undefined);
    },
  );

  app.post<{ Body: ConfigBody }>(
    '/system/config',
    {
      schema: requestSchema(app.openapi, 'post', '/system/config'),
      config: {
        auth: { permission: 'system:config:add' },
        operLog: { title: TITLE, businessType: 'INSERT' },
      },
    },
    async (request) => {
      const values = pickValues(request.body);
      if (await keyTaken(values.configKey, 0))
        return fail(request, 'admin.config.addExists', values.configName);
      // Issue 21: a new parameter is never built-in (forms, RuoYi's too, send 'Y' by default,
      // which would lock it for good); staff may mark it built-in later by editing it.
      await app.db
        .insert(sysConfig)
        .values({ ...values, configType: 'N', createBy: operator(request) });
      await refreshConfigKey(app.db, app.kv, values.configKey);
      return ok(request);
    },
  );

  app.put<{ Body: ConfigBody }>(
    '/system/config',
    {
      schema: requestSchema(app.openapi, 'put', '/system/config'),
      config: {
        auth: { permission: 'system:config:edit' },
        operLog: { title: TITLE, businessType: 'UPDATE' },
      },
    },
    async (request) => {
      const configId = request.body.configId ?? 0;
      const values = pickValues(request.body);
      if (await keyTaken(values.configKey, configId))
        return fail(request, 'admin.config.editExists', values.configName);
      const old = (
        await app.db.select().from(sysConfig).where(eq(sysConfig.configId, configId)).limit(1)
      )[0];
      if (!old) return toAjax(request, 0);
      // The server reads built-in parameters by key: their key and type stay as they are.
      const typeChanged = values.configType !== undefined && values.configType !== old.configType;
      if (old.configType === 'Y' && (old.configKey !== values.configKey || typeChanged))
        return fail(request, 'admin.config.builtinKey', old.configKey);
      await app.db
        .update(sysConfig)
        .set({ ...values, updateBy: operator(request), updateTime: new Date() })
        .where(eq(sysConfig.configId, configId));
      await refreshConfigKey(app.db, app.kv, old.configKey);
      await refreshConfigKey(app.db, app.kv, values.configKey);
      return ok(request);
    },
  );

  app.delete<{ Params: { configId: string } }>(
    '/system/config/:configId',
    {
      schema: requestSchema(app.openapi, 'delete', '/system/config/{configId}'),
      config: {
        auth: { permission: 'system:config:remove' },
        operLog: { title: TITLE, businessType: 'DELETE' },
      },
    },
    async (request) => {
      const ids = parseIds(request.params.configId);
      if (ids.length === 0) return toAjax(request, 0);
      const rows = await app.db.select().from(sysConfig).where(inArray(sysConfig.configId, ids));
      const builtin = rows.find((row) => row.configType === 'Y');
      if (builtin) return fail(request, 'admin.config.builtin', builtin.configKey);
      await app.db.delete(sysConfig).where(inArray(sysConfig.configId, ids));
      for (const row of rows) await refreshConfigKey(app.db, app.kv, row.configKey);
      return toAjax(request, rows.length);
    },
  );
}
