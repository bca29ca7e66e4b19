import { useLingui } from '@lingui/react';
import type { paths } from '@wcm/console-core';
import { useConsole } from '@wcm/console-ui';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useListController } from '../../common/list';
import { idList } from '../../common/wire';
import { useResourceNotices } from '../../common/resource';
import { batchZipUrl, genEditPath, zipName, type GenTable } from './gen-types';

type Query = NonNullable<paths['/tool/gen/list']['get']['parameters']['query']>;

/** Filters of the generator list, as kept in the URL. */
export const GEN_FILTERS = { tableName: '', tableComment: '', beginTime: '', endTime: '' };

/** Controller of the code generator list: import, preview, edit, delete, synchronise, download. */
export function useGenPage() {
  const wcm = useConsole();
  const { i18n } = useLingui();
  const actions = useResourceNotices();
  const navigate = useNavigate();
  const [importOpen, setImportOpen] = useState(false);
  const [preview, setPreview] = useState<GenTable | undefined>(undefined);
  const list = useListController<GenTable, typeof GEN_FILTERS>({
    defaults: GEN_FILTERS,
    load: async (request) => {
      const body = await wcm.call(
        wcm.api.GET('/tool/gen/list', { params: { query: request as Query } }),
      );
      return { rows: body.rows, total: body.total };
    },
  });

  const selectedTables = () =>
    list.rows.filter((r) => list.selected.includes(r.tableId)).map((r) => r.tableName);

  const download = async (tables: readonly string[]) => {
    if (tables.length === 0) return;
    const [only] = tables;
    if (tables.length === 1 && only) {
      await wcm.download.zip(`/tool/gen/download/${encodeURIComponent(only)}`, zipName(tables));
    } else {
      await wcm.download.zip(batchZipUrl(tables), zipName(tables));
    }
  };

  const remove = async (ids: readonly number[]) => {
    if (ids.length === 0) return;
    const what = i18n._({ id: 'pages.tools.gen.noun', message: 'table' });
    if (!(await actions.confirmDelete(what, idList(ids)))) return;
    try {
      await wcm.call(
        wcm.api.DELETE('/tool/gen/{tableIds}', { params: { path: { tableIds: idList(ids) } } }),
      );
    } catch {
      return;
    }
    actions.deleted();
    await list.reload();
  };

  const sync = async (table: GenTable) => {
    const ok = await actions.confirm(
      i18n._({
        id: 'pages.tools.gen.syncConfirm',
        message: 'Are you sure you want to synchronise the table "{name}" with the database?',
        values: { name: table.tableName },
      }),
    );
    if (!ok) return;
    try {
      await wcm.call(
        wcm.api.GET('/tool/gen/synchDb/{tableName}', {
          params: { path: { tableName: table.tableName } },
        }),
      );
    } catch {
      return;
    }
    actions.success(i18n._({ id: 'pages.tools.gen.synced', message: 'Synchronised successfully' }));
    await list.reload();
  };

  return {
    list,
    importOpen,
    setImportOpen,
    imported: () => {
      setImportOpen(false);
      void list.reload();
    },
    preview,
    setPreview,
    edit: (tableId: number) => navigate(genEditPath(tableId)),
    remove,
    sync,
    download,
    downloadSelected: () => download(selectedTables()),
  };
}
