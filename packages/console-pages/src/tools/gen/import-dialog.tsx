import { useLingui } from '@lingui/react';
import { useConsole } from '@wcm/console-ui';
import { PickerDialog } from '../../common/list-page/picker-dialog';
import type { DbTable } from './gen-types';
import * as labels from './gen-labels';

/** Props of {@link ImportDialog}. */
export interface ImportDialogProps {
  open: boolean;
  onClose: () => void;
  onImported: () => void;
}

const EMPTY = { tableName: '', tableComment: '' };

/** Lists the database tables not imported yet; imports the checked ones by name. */
export function ImportDialog({ open, onClose, onImported }: ImportDialogProps) {
  const wcm = useConsole();
  const { i18n } = useLingui();
  const t = {
    name: i18n._(labels.tableName),
    comment: i18n._(labels.tableComment),
  };
  return (
    <PickerDialog<typeof EMPTY, DbTable>
      open={open}
      onClose={onClose}
      title={i18n._({ id: 'pages.tools.gen.importTitle', message: 'Import tables' })}
      empty={EMPTY}
      fields={{ tableName: t.name, tableComment: t.comment }}
      fetch={(query) => wcm.call(wcm.api.GET('/tool/gen/db/list', { params: { query } }))}
      label={i18n._({ id: 'pages.tools.gen.dbTables', message: 'Database tables' })}
      columns={[
        { key: 'tableName', title: t.name },
        { key: 'tableComment', title: t.comment },
      ]}
      rowKey={(r) => r.tableName}
      rowLabel={(r) => r.tableName}
      send={(selected) =>
        wcm.call(
          wcm.api.POST('/tool/gen/importTable', {
            params: { query: { tables: selected.map(String).join(',') } },
          }),
        )
      }
      done={i18n._({ id: 'pages.tools.gen.importedMsg', message: 'Imported successfully' })}
      onDone={onImported}
    />
  );
}
