import { sysConfig } from '../../db/schema';
import { refuse } from '../../lib/business-error';
import type { RequestBody } from '../../plugins/contract';
import { contains, defineResource, equals } from '../../resources';
import { configView } from '../../services/admin/views';
import { reloadConfigCache, refreshConfigKey } from '../../services/config-service';
import { definedOnly } from '../admin/respond';
import { cacheRefreshHooks, cachedResourceRoutes } from './refresh-cache';

/** Parameters (RuoYi /system/config); every change refreshes the cached values. */
export const configResource = defineResource({
  path: '/system/config',
  permission: 'system:config',
  title: '参数管理',
  table: sysConfig,
  id: sysConfig.configId,
  view: configView,
  pick: (body: RequestBody<'AdminConfigBody'>) => ({
    configName: body.configName.trim(),
    configKey: body.configKey.trim(),
    configValue: body.configValue,
    ...definedOnly({ configType: body.configType, remark: body.remark }),
  }),
  filters: {
    configName: contains(sysConfig.configName),
    configKey: contains(sysConfig.configKey),
    configType: equals(sysConfig.configType),
  },
  timeRange: sysConfig.createTime,
  unique: [
    {
      column: sysConfig.configKey,
      add: 'admin.config.addExists',
      edit: 'admin.config.editExists',
      label: (values) => values.configName,
    },
  ],
  hooks: {
    beforeSave: (values, { mode, existing: old }) => {
      // Issue 21: a new parameter is never built-in (forms, RuoYi's too, send 'Y' by default,
      // which would lock it for good); staff may mark it built-in later by editing it.
      if (mode === 'add') return { configType: 'N' };
      // The server reads built-in parameters by key: their key and type stay as they are.
      const typeChanged = values.configType !== undefined && values.configType !== old?.configType;
      if (old?.configType === 'Y' && (old.configKey !== values.configKey || typeChanged))
        refuse('admin.config.builtinKey', old.configKey);
    },
    beforeDelete: (rows) => {
      const builtin = rows.find((row) => row.configType === 'Y');
      if (builtin) refuse('admin.config.builtin', builtin.configKey);
    },
    ...cacheRefreshHooks('configKey', refreshConfigKey),
  },
  export: {
    sheetName: '参数数据',
    columns: [
      { header: '参数主键', key: 'configId' },
      { header: '参数名称', key: 'configName', width: 30 },
      { header: '参数键名', key: 'configKey', width: 30 },
      { header: '参数键值', key: 'configValue', width: 30 },
      { header: '系统内置', key: 'configType', dict: 'sys_yes_no' },
    ],
  },
});

export const configRoutes = cachedResourceRoutes(configResource, reloadConfigCache);
