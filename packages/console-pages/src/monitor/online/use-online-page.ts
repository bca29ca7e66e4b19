import { useLingui } from '@lingui/react';
import { useConsole } from '@wcm/console-ui';
import { useListController } from '../../common/list';
import { useResourceNotices } from '../../common/resource';
import type { OnlineUser } from '../shared/monitor-types';

/** Filters of the online users page, as kept in the URL. */
export const ONLINE_FILTERS = { ipaddr: '', userName: '' };

/** One page of an unpaged list (the server answers every session; RuoYi pages on the client). */
export function pageOf<T>(rows: readonly T[], request: Record<string, string | number>): T[] {
  const pageNum = Number(request.pageNum ?? 1) || 1;
  const pageSize = Number(request.pageSize ?? 10) || 10;
  return rows.slice((pageNum - 1) * pageSize, pageNum * pageSize);
}

/** Controller of the online users page: list, search, force logout. */
export function useOnlinePage() {
  const wcm = useConsole();
  const { i18n } = useLingui();
  const actions = useResourceNotices();
  const list = useListController<OnlineUser, typeof ONLINE_FILTERS>({
    defaults: ONLINE_FILTERS,
    load: async (request) => {
      const query: { ipaddr?: string; userName?: string } = {};
      if (request.ipaddr) query.ipaddr = String(request.ipaddr);
      if (request.userName) query.userName = String(request.userName);
      const body = await wcm.call(wcm.api.GET('/monitor/online/list', { params: { query } }));
      return { rows: pageOf(body.rows, request), total: body.total };
    },
  });

  const forceLogout = async (row: OnlineUser) => {
    const question = i18n._({
      id: 'pages.monitor.online.forceConfirm',
      message: 'Are you sure you want to force the user "{name}" to sign out?',
      values: { name: row.userName },
    });
    const send = () =>
      wcm.call(
        wcm.api.DELETE('/monitor/online/{tokenId}', { params: { path: { tokenId: row.tokenId } } }),
      );
    const done = i18n._({ id: 'pages.monitor.online.forced', message: 'Signed out successfully' });
    if (await actions.confirmSendAndSay(question, send, done)) await list.reload();
  };

  return { list, forceLogout };
}
