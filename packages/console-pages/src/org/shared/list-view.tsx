import type { Column, Key } from '@wcm/console-ui';
import type { ReactNode } from 'react';
import type { ListController } from '../../common/list';
import { ListTable } from '../../common/list-page/list-table';
import { ListToolbar, toolbarColumns } from '../../common/list-page/list-toolbar';

/** Props of {@link ListView}. */
export interface ListViewProps<Row, F extends Record<string, string>> {
  list: ListController<Row, F>;
  columns: Column<Row>[];
  label: string;
  rowKey: (row: Row) => Key;
  rowLabel: (row: Row) => string;
  /** Rows that may be selected; without it the table has no selection column. */
  selectable?: (row: Row) => boolean;
  /** Buttons left of the right toolbar (Add, Delete, Export...). */
  buttons: ReactNode;
}

/** Toolbar (with column chooser), table and pager of a list page, driven by its controller. */
export function ListView<Row, F extends Record<string, string>>(props: ListViewProps<Row, F>) {
  const { list, columns } = props;
  return (
    <>
      <ListToolbar list={list} columns={toolbarColumns(columns, list.hiddenColumns)}>
        {props.buttons}
      </ListToolbar>
      <ListTable<Row, F>
        list={list}
        columns={columns}
        rowKey={props.rowKey}
        rowLabel={props.rowLabel}
        aria-label={props.label}
        selectable={props.selectable ?? false}
      />
    </>
  );
}
