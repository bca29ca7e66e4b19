import { useLingui } from '@lingui/react';
import type { paths } from '@wcm/console-core';
import { useConsole } from '@wcm/console-ui';
import { useState } from 'react';
import { useListController } from '../../common/list';
import { exportFilters, exportName, idList, type SysOperLog } from '../shared/system-types';
import { useSystemActions } from '../shared/use-system-actions';

type Query = NonNullable<paths['/monitor/operlog/list']['get']['parameters']['query']>;

/** Filters of the operation log, as kept in the URL. */
export const OPERLOG_FILTERS = {
  title: '',
  operName: '',
  businessType: '',
  status: '',
  beginTime: '',
  endTime: '',
};

/** Controller of the operation log: list, details, delete, clean and export. */
export function useOperlogPage() {
  const wcm = useConsole();
  const { i18n } = useLingui();
  const actions = useSystemActions();
  const [detail, setDetail] = useState<SysOperLog | undefined>(undefined);
  const list = useListController<SysOperLog, typeof OPERLOG_FILTERS>({
    defaults: OPERLOG_FILTERS,
    load: async (request) => {
      const body = await wcm.call(
        wcm.api.GET('/monitor/operlog/list', { params: { query: request as Query } }),
      );
      return { rows: body.rows, total: body.total };
    },
  });

  const remove = async (ids: readonly number[]) => {
    if (ids.length === 0) return;
    const what = i18n._({ id: 'pages.system.operlog.noun', message: 'log' });
    if (!(await actions.confirmDelete(what, idList(ids)))) return;
    try {
      await wcm.call(
        wcm.api.DELETE('/monitor/operlog/{operId}', { params: { path: { operId: idList(ids) } } }),
      );
    } catch {
      return;
    }
    actions.deleted();
    await list.reload();
  };

  const clean = async () => {
    const ok = await actions.confirm(
      i18n._({
        id: 'pages.system.operlog.cleanConfirm',
        message: 'Are you sure you want to clear all operation log entries?',
      }),
    );
    if (!ok) return;
    try {
      await wcm.call(wcm.api.DELETE('/monitor/operlog/clean'));
    } catch {
      return;
    }
    actions.cleaned();
    await list.reload();
  };

  const exportList = () =>
    wcm.download.post(
      '/monitor/operlog/export',
      exportFilters(list.query.filters),
      exportName('operlog'),
    );

  return { list, detail, showDetail: setDetail, remove, clean, exportList };
}
