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
import { useEffect, useState } from 'react';
import * as sys from '../../common/list-page/page.css';
import { useResourceNotices } from '../../common/resource';
import type { DbTable } from './gen-types';
import * as labels from './gen-labels';

/** Props of {@link ImportDialog}. */
export interface ImportDialogProps {
  open: boolean;
  onClose: () => void;
  onImported: () => void;
}

const PAGE_SIZE = 10;

/** Lists the database tables not imported yet; imports the checked ones by name. */
export function ImportDialog({ open, onClose, onImported }: ImportDialogProps) {
  const wcm = useConsole();
  const { i18n } = useLingui();
  const actions = useResourceNotices();
  const [filters, setFilters] = useState({ tableName: '', tableComment: '' });
  const [applied, setApplied] = useState(filters);
  const [page, setPage] = useState(1);
  const [result, setResult] = useState<{ key: string; rows: DbTable[]; total: number }>();
  const [selected, setSelected] = useState<Array<string | number>>([]);
  const requestKey = JSON.stringify({ page, applied });
  const loading = open && result?.key !== requestKey;
  const rows = result?.rows ?? [];
  const total = result?.total ?? 0;

  useEffect(() => {
    if (!open) return;
    let alive = true;
    const query = {
      pageNum: page,
      pageSize: PAGE_SIZE,
      ...(applied.tableName ? { tableName: applied.tableName } : {}),
      ...(applied.tableComment ? { tableComment: applied.tableComment } : {}),
    };
    const key = JSON.stringify({ page, applied });
    wcm
      .call(wcm.api.GET('/tool/gen/db/list', { params: { query } }))
      .then((body) => alive && setResult({ key, rows: body.rows, total: body.total }))
      .catch(() => alive && setResult({ key, rows: [], total: 0 }));
    return () => {
      alive = false;
    };
  }, [wcm, open, page, applied]);

  const close = () => {
    setSelected([]);
    setResult(undefined);
    onClose();
  };

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
      onOpenChange={(next) => !next && close()}
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
        setSelected([]);
        setResult(undefined);
        onImported();
        return true;
      }}
    >
      <div className={sys.page} style={{ padding: 0 }}>
        <SearchForm
          loading={loading}
          onSearch={() => {
            setPage(1);
            setApplied(filters);
          }}
          onReset={() => {
            const empty = { tableName: '', tableComment: '' };
            setFilters(empty);
            setPage(1);
            setApplied(empty);
          }}
        >
          <FormItem label={t.name}>
            <Input
              value={filters.tableName}
              onChange={(v) => setFilters({ ...filters, tableName: v })}
              clearable
            />
          </FormItem>
          <FormItem label={t.comment}>
            <Input
              value={filters.tableComment}
              onChange={(v) => setFilters({ ...filters, tableComment: v })}
              clearable
            />
          </FormItem>
        </SearchForm>
        <DataTable<DbTable>
          aria-label={i18n._({ id: 'pages.tools.gen.dbTables', message: 'Database tables' })}
          columns={columns}
          rows={rows}
          rowKey={(r) => r.tableName}
          rowLabel={(r) => r.tableName}
          loading={loading}
          selection={{ selected, onChange: setSelected }}
        />
        <Pagination
          total={total}
          pageNum={page}
          pageSize={PAGE_SIZE}
          onChange={(p) => setPage(p)}
        />
      </div>
    </Dialog>
  );
}
