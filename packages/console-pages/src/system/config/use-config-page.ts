import { useLingui } from '@lingui/react';
import type { paths } from '@wcm/console-core';
import { useConsole } from '@wcm/console-ui';
import { useListController } from '../../common/list';
import { exportFilters, exportName, idList, type SysConfig } from '../shared/system-types';
import { useDialogTarget } from '../shared/use-record-form';
import { useSystemActions } from '../shared/use-system-actions';

type Query = NonNullable<paths['/system/config/list']['get']['parameters']['query']>;

/** Filters of the parameter list, as kept in the URL. */
export const CONFIG_FILTERS = {
  configName: '',
  configKey: '',
  configType: '',
  beginTime: '',
  endTime: '',
};

/**
 * Controller of the parameter page: list, delete (the server refuses built-in 'Y' parameters
 * and says so), export, cache refresh and the dialog.
 */
export function useConfigPage() {
  const wcm = useConsole();
  const { i18n } = useLingui();
  const actions = useSystemActions();
  const dialog = useDialogTarget<number>();
  const list = useListController<SysConfig, typeof CONFIG_FILTERS>({
    defaults: CONFIG_FILTERS,
    load: async (request) => {
      const body = await wcm.call(
        wcm.api.GET('/system/config/list', { params: { query: request as Query } }),
      );
      return { rows: body.rows, total: body.total };
    },
  });

  const remove = async (ids: readonly number[]) => {
    if (ids.length === 0) return;
    const what = i18n._({ id: 'pages.system.config.noun', message: 'parameter' });
    if (!(await actions.confirmDelete(what, idList(ids)))) return;
    try {
      await wcm.call(
        wcm.api.DELETE('/system/config/{configId}', {
          params: { path: { configId: idList(ids) } },
        }),
      );
    } catch {
      return;
    }
    actions.deleted();
    await list.reload();
  };

  const refreshCache = async () => {
    try {
      await wcm.call(wcm.api.DELETE('/system/config/refreshCache'));
    } catch {
      return;
    }
    actions.refreshed();
  };

  const exportList = () =>
    wcm.download.post(
      '/system/config/export',
      exportFilters(list.query.filters),
      exportName('config'),
    );

  return { list, dialog, remove, refreshCache, exportList };
}
