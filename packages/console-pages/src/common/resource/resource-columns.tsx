import { DictTag, ImagePreview, useConsole, useDateTimeFormat } from '@wcm/console-ui';
import type { Column } from '@wcm/console-ui';
import type { ReactNode } from 'react';
import { useDict } from '../dict';
import { RowActions } from './crud-buttons';
import { permissionOf, type ResourceColumn, type ResourcePageApi } from './types';

function DictCell({ type, value }: { type: string; value: unknown }) {
  const entries = useDict(type);
  return <DictTag options={entries} value={value == null ? '' : String(value)} />;
}

function TimeCell({ value, kind }: { value: unknown; kind: 'dateTime' | 'date' }) {
  const format = useDateTimeFormat();
  if (typeof value !== 'string' && typeof value !== 'number') return null;
  return <>{kind === 'date' ? format.date(value) : format.dateTime(value)}</>;
}

function ImageCell({ value, alt }: { value: unknown; alt: string }) {
  const wcm = useConsole();
  const first = typeof value === 'string' ? value.split(',')[0] : undefined;
  if (!first) return null;
  return <ImagePreview images={[{ src: wcm.resolveAssetUrl(first), alt }]} thumbnailSize={48} />;
}

function cellOf<Row>(column: ResourceColumn<Row>, page: ResourcePageApi<Row>, title: string) {
  const value = (row: Row) => (row as Record<string, unknown>)[column.key];
  if (column.render) return (row: Row) => column.render!(row, page);
  if (column.dict) return (row: Row) => <DictCell type={column.dict!} value={value(row)} />;
  if (column.time) return (row: Row) => <TimeCell kind={column.time!} value={value(row)} />;
  if (column.image) return (row: Row) => <ImageCell value={value(row)} alt={title} />;
  return (row: Row) => {
    const v = value(row);
    return v == null ? '' : String(v);
  };
}

/** The table columns of a descriptor, with the row actions column last. */
export function resourceColumns<Row>(
  page: ResourcePageApi<Row>,
  rowName: (row: Row) => string,
  idOf: (row: Row) => string | number,
): Column<Row>[] {
  const { descriptor: d, i18n, t } = page;
  const ops = d.operations ?? {};
  const columns: Column<Row>[] = d.columns.map((column) => {
    const title = t(column.title);
    return {
      key: column.key,
      title,
      render: cellOf(column, page, title),
      ...(column.sortable ? { sortable: true } : {}),
      ...(column.width !== undefined ? { width: column.width } : {}),
      ...(column.align ? { align: column.align } : {}),
    };
  });
  const withEdit = ops.edit !== false && (d.fields?.length ?? 0) > 0;
  const withRemove = ops.remove !== false && ops.rowRemove !== false;
  if (!withEdit && !withRemove && !d.rowActions) return columns;
  columns.push({
    key: 'actions',
    title: i18n._({ id: 'pages.resource.actions', message: 'Actions' }),
    fixed: 'right',
    render: (row): ReactNode => (
      <RowActions
        perm={permissionOf(d)}
        name={rowName(row)}
        {...(withEdit ? { onEdit: () => page.edit(idOf(row)) } : {})}
        {...(withRemove ? { onDelete: () => void page.remove([idOf(row)]) } : {})}
      >
        {d.rowActions?.(row, page)}
      </RowActions>
    ),
  });
  return columns;
}
