import { useLingui } from '@lingui/react';
import { useConsole } from '@wcm/console-ui';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useResourceList, useResourceNotices } from '../../common/resource';
import { batchZipUrl, genEditPath, zipName, type GenTable } from './gen-types';

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
  const list = useResourceList('/tool/gen', GEN_FILTERS);

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
    const what = i18n._({ id: 'pages.tools.gen.noun', message: 'table' });
    const send = (tableIds: string) =>
      wcm.call(wcm.api.DELETE('/tool/gen/{tableIds}', { params: { path: { tableIds } } }));
    if (await actions.deleteIds(what, ids, send)) await list.reload();
  };

  const sync = async (table: GenTable) => {
    const question = i18n._({
      id: 'pages.tools.gen.syncConfirm',
      message: 'Are you sure you want to synchronise the table "{name}" with the database?',
      values: { name: table.tableName },
    });
    const send = () =>
      wcm.call(
        wcm.api.GET('/tool/gen/synchDb/{tableName}', {
          params: { path: { tableName: table.tableName } },
        }),
      );
    const done = i18n._({ id: 'pages.tools.gen.synced', message: 'Synchronised successfully' });
    if (await actions.confirmSendAndSay(question, send, done)) await list.reload();
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
