import { useLingui } from '@lingui/react';
import type { paths } from '@wcm/console-core';
import { useConsole } from '@wcm/console-ui';
import { useListController } from '../../common/list';
import { idList, type SysNotice } from '../shared/system-types';
import { useDialogTarget } from '../shared/use-record-form';
import { useSystemActions } from '../shared/use-system-actions';

type Query = NonNullable<paths['/system/notice/list']['get']['parameters']['query']>;

/** Filters of the notice list, as kept in the URL. */
export const NOTICE_FILTERS = { noticeTitle: '', createBy: '', noticeType: '' };

/** Controller of the notice page: list, delete and the add/edit dialog. */
export function useNoticePage() {
  const wcm = useConsole();
  const { i18n } = useLingui();
  const actions = useSystemActions();
  const dialog = useDialogTarget<number>();
  const list = useListController<SysNotice, typeof NOTICE_FILTERS>({
    defaults: NOTICE_FILTERS,
    load: async (request) => {
      const body = await wcm.call(
        wcm.api.GET('/system/notice/list', { params: { query: request as Query } }),
      );
      return { rows: body.rows, total: body.total };
    },
  });

  const remove = async (ids: readonly number[]) => {
    if (ids.length === 0) return;
    const what = i18n._({ id: 'pages.system.notice.noun', message: 'notice' });
    if (!(await actions.confirmDelete(what, idList(ids)))) return;
    try {
      await wcm.call(
        wcm.api.DELETE('/system/notice/{noticeId}', {
          params: { path: { noticeId: idList(ids) } },
        }),
      );
    } catch {
      return;
    }
    actions.deleted();
    await list.reload();
  };

  return { list, dialog, remove };
}
