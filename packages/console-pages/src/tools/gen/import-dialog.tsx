import { useLingui } from '@lingui/react';
import {
  DataTable,
  Dialog,
  FormItem,
  Input,
  Pagination,
  SearchForm,
  useConsole,
} from '@wcm/console-ui';
import type { Column } from '@wcm/console-ui';
import * as sys from '../../common/list-page/page.css';
import { useResourceNotices } from '../../common/resource';
import { usePickerList } from '../../common/list-page/use-picker-list';
import type { DbTable } from './gen-types';
import * as labels from './gen-labels';

/** Props of {@link ImportDialog}. */
export interface ImportDialogProps {
  open: boolean;
  onClose: () => void;
  onImported: () => void;
}

const PAGE_SIZE = 10;
const EMPTY = { tableName: '', tableComment: '' };

/** Lists the database tables not imported yet; imports the checked ones by name. */
export function ImportDialog({ open, onClose, onImported }: ImportDialogProps) {
  const wcm = useConsole();
  const { i18n } = useLingui();
  const actions = useResourceNotices();
  const picker = usePickerList<typeof EMPTY, DbTable>({
    open,
    empty: EMPTY,
    pageSize: PAGE_SIZE,
    fetch: (query) => wcm.call(wcm.api.GET('/tool/gen/db/list', { params: { query } })),
  });
  const { draft, selected } = picker;

  const columns: Column<DbTable>[] = [
    { key: 'tableName', title: i18n._(labels.tableName) },
    { key: 'tableComment', title: i18n._(labels.tableComment) },
  ];
  const t = {
    name: i18n._(labels.tableName),
    comment: i18n._(labels.tableComment),
  };
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => !next && onClose()}
      width={800}
      title={i18n._({ id: 'pages.tools.gen.importTitle', message: 'Import tables' })}
      confirmDisabled={selected.length === 0}
      onConfirm={async () => {
        if (selected.length === 0) return false;
        try {
          await wcm.call(
            wcm.api.POST('/tool/gen/importTable', {
              params: { query: { tables: selected.map(String).join(',') } },
            }),
          );
        } catch {
          return false;
        }
        actions.success(
          i18n._({ id: 'pages.tools.gen.importedMsg', message: 'Imported successfully' }),
        );
        onImported();
        return true;
      }}
    >
      <div className={sys.page} style={{ padding: 0 }}>
        <SearchForm loading={picker.loading} onSearch={picker.search} onReset={picker.reset}>
          <FormItem label={t.name}>
            <Input
              value={draft.tableName}
              onChange={(tableName) => picker.setDraft({ tableName })}
              clearable
            />
          </FormItem>
          <FormItem label={t.comment}>
            <Input
              value={draft.tableComment}
              onChange={(tableComment) => picker.setDraft({ tableComment })}
              clearable
            />
          </FormItem>
        </SearchForm>
        <DataTable<DbTable>
          aria-label={i18n._({ id: 'pages.tools.gen.dbTables', message: 'Database tables' })}
          columns={columns}
          rows={picker.rows}
          rowKey={(r) => r.tableName}
          rowLabel={(r) => r.tableName}
          loading={picker.loading}
          selection={{ selected, onChange: picker.setSelected }}
        />
        <Pagination
          total={picker.total}
          pageNum={picker.pageNum}
          pageSize={PAGE_SIZE}
          onChange={(pageNum) => picker.setPage(pageNum)}
        />
      </div>
    </Dialog>
  );
}
