import { useLingui } from '@lingui/react';
import type { paths } from '@wcm/console-core';
import { useConsole } from '@wcm/console-ui';
import { useEffect, useState } from 'react';
import { useDictStore } from '../../common/dict';
import { useListController } from '../../common/list';
import {
  exportFilters,
  exportName,
  idList,
  type SysDictData,
  type SysDictType,
} from '../shared/system-types';
import { useDialogTarget } from '../shared/use-record-form';
import { useSystemActions } from '../shared/use-system-actions';

type Query = NonNullable<paths['/system/dict/data/list']['get']['parameters']['query']>;

/** The dictionary type named by the route's `:dictId`, and every type for the type select. */
export function useDictTypeOfRoute(dictId: string | undefined) {
  const wcm = useConsole();
  const [state, setState] = useState<{
    loading: boolean;
    type: SysDictType | undefined;
    types: SysDictType[];
  }>({ loading: true, type: undefined, types: [] });
  useEffect(() => {
    let alive = true;
    const id = dictId && /^\d{1,10}$/.test(dictId) ? Number(dictId) : undefined;
    const one =
      id === undefined
        ? Promise.resolve(undefined)
        : wcm
            .call(wcm.api.GET('/system/dict/type/{dictId}', { params: { path: { dictId: id } } }))
            .then((body) => body.data)
            .catch(() => undefined);
    const all = wcm
      .call(wcm.api.GET('/system/dict/type/optionselect'))
      .then((body) => body.data)
      .catch(() => [] as SysDictType[]);
    void Promise.all([one, all]).then(([type, types]) => {
      if (alive) setState({ loading: false, type, types });
    });
    return () => {
      alive = false;
    };
  }, [wcm, dictId]);
  return state;
}

/** Filters of the dictionary data list; `dictType` defaults to the route's type. */
export interface DictDataFilters extends Record<string, string> {
  dictType: string;
  dictLabel: string;
  status: string;
}

/** Controller of the dictionary data list of one type: list, delete, export, dialog. */
export function useDictDataPage(defaultType: string) {
  const wcm = useConsole();
  const { i18n } = useLingui();
  const actions = useSystemActions();
  const dicts = useDictStore();
  const dialog = useDialogTarget<number>();
  const defaults: DictDataFilters = { dictType: defaultType, dictLabel: '', status: '' };
  const list = useListController<SysDictData, DictDataFilters>({
    defaults,
    load: async (request) => {
      const body = await wcm.call(
        wcm.api.GET('/system/dict/data/list', { params: { query: request as Query } }),
      );
      return { rows: body.rows, total: body.total };
    },
  });
  /** The type shown: the applied filter (new entries are added to it). */
  const dictType = list.query.filters.dictType;

  const remove = async (codes: readonly number[]) => {
    if (codes.length === 0) return;
    const what = i18n._({ id: 'pages.system.dict.dataNoun', message: 'dictionary entry' });
    if (!(await actions.confirmDelete(what, idList(codes)))) return;
    try {
      await wcm.call(
        wcm.api.DELETE('/system/dict/data/{dictCode}', {
          params: { path: { dictCode: idList(codes) } },
        }),
      );
    } catch {
      return;
    }
    actions.deleted();
    dicts.removeDict(dictType);
    await list.reload();
  };

  const exportList = () =>
    wcm.download.post(
      '/system/dict/data/export',
      exportFilters(list.query.filters),
      exportName('data'),
    );

  /** After a save: the cached entries of the type are stale. */
  const saved = async () => {
    dicts.removeDict(dictType);
    await list.reload();
  };

  return { list, dialog, dictType, remove, exportList, saved };
}
