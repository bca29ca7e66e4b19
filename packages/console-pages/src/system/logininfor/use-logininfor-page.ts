import { useLingui } from '@lingui/react';
import type { paths } from '@wcm/console-core';
import { useConsole } from '@wcm/console-ui';
import { useListController } from '../../common/list';
import { exportFilters, exportName, idList, type SysLogininfor } from '../shared/system-types';
import { useSystemActions } from '../shared/use-system-actions';

type Query = NonNullable<paths['/monitor/logininfor/list']['get']['parameters']['query']>;

/** Filters of the sign-in log, as kept in the URL. */
export const LOGININFOR_FILTERS = {
  ipaddr: '',
  userName: '',
  status: '',
  beginTime: '',
  endTime: '',
};

/** Controller of the sign-in log: list, delete, clean, unlock an account and export. */
export function useLogininforPage() {
  const wcm = useConsole();
  const { i18n } = useLingui();
  const actions = useSystemActions();
  const list = useListController<SysLogininfor, typeof LOGININFOR_FILTERS>({
    defaults: LOGININFOR_FILTERS,
    load: async (request) => {
      const body = await wcm.call(
        wcm.api.GET('/monitor/logininfor/list', { params: { query: request as Query } }),
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
        wcm.api.DELETE('/monitor/logininfor/{infoId}', {
          params: { path: { infoId: idList(ids) } },
        }),
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
        id: 'pages.system.logininfor.cleanConfirm',
        message: 'Are you sure you want to clear all sign-in log entries?',
      }),
    );
    if (!ok) return;
    try {
      await wcm.call(wcm.api.DELETE('/monitor/logininfor/clean'));
    } catch {
      return;
    }
    actions.cleaned();
    await list.reload();
  };

  /** Clears the failed-password counter of the selected row's account. */
  const unlock = async (userName: string) => {
    const ok = await actions.confirm(
      i18n._({
        id: 'pages.system.logininfor.unlockConfirm',
        message: 'Are you sure you want to unlock the user "{name}"?',
        values: { name: userName },
      }),
    );
    if (!ok) return;
    try {
      await wcm.call(
        wcm.api.GET('/monitor/logininfor/unlock/{userName}', { params: { path: { userName } } }),
      );
    } catch {
      return;
    }
    actions.success(
      i18n._({
        id: 'pages.system.logininfor.unlocked',
        message: 'User {name} unlocked',
        values: { name: userName },
      }),
    );
  };

  const exportList = () =>
    wcm.download.post(
      '/monitor/logininfor/export',
      exportFilters(list.query.filters),
      exportName('logininfor'),
    );

  return { list, remove, clean, unlock, exportList };
}
