import { useLingui } from '@lingui/react';
import type { paths } from '@wcm/console-core';
import { useConsole } from '@wcm/console-ui';
import { useListController } from '../../common/list';
import { useDictStore } from '../../common/dict';
import { exportFilters, exportName, idList, type SysDictType } from '../shared/system-types';
import { useDialogTarget } from '../shared/use-record-form';
import { useSystemActions } from '../shared/use-system-actions';

type Query = NonNullable<paths['/system/dict/type/list']['get']['parameters']['query']>;

/** Filters of the dictionary type list, as kept in the URL. */
export const DICT_TYPE_FILTERS = {
  dictName: '',
  dictType: '',
  status: '',
  beginTime: '',
  endTime: '',
};

/** Controller of the dictionary type page: list, delete, export, cache refresh, dialog. */
export function useDictTypePage() {
  const wcm = useConsole();
  const { i18n } = useLingui();
  const actions = useSystemActions();
  const dicts = useDictStore();
  const dialog = useDialogTarget<number>();
  const list = useListController<SysDictType, typeof DICT_TYPE_FILTERS>({
    defaults: DICT_TYPE_FILTERS,
    load: async (request) => {
      const body = await wcm.call(
        wcm.api.GET('/system/dict/type/list', { params: { query: request as Query } }),
      );
      return { rows: body.rows, total: body.total };
    },
  });

  const remove = async (ids: readonly number[]) => {
    if (ids.length === 0) return;
    const what = i18n._({ id: 'pages.system.dict.typeNoun', message: 'dictionary' });
    if (!(await actions.confirmDelete(what, idList(ids)))) return;
    try {
      await wcm.call(
        wcm.api.DELETE('/system/dict/type/{dictId}', { params: { path: { dictId: idList(ids) } } }),
      );
    } catch {
      return;
    }
    actions.deleted();
    dicts.cleanDict();
    await list.reload();
  };

  const refreshCache = async () => {
    try {
      await wcm.call(wcm.api.DELETE('/system/dict/type/refreshCache'));
    } catch {
      return;
    }
    dicts.cleanDict();
    actions.refreshed();
  };

  const exportList = () =>
    wcm.download.post(
      '/system/dict/type/export',
      exportFilters(list.query.filters),
      exportName('type'),
    );

  return { list, dialog, remove, refreshCache, exportList };
}
