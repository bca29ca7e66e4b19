import type { Column } from '@wcm/console-ui';
import type { ReactNode } from 'react';
import type { ListController } from '../../common/list';
import { CrudButtons } from '../../common/resource';
import { ListView } from './list-view';
import { OrgSearchForm, type OrgSearchFormProps, type StatusFilters } from './org-search-form';

/** Props of {@link OrgCrudList}. */
export interface OrgCrudListProps<Row, F extends StatusFilters> {
  list: ListController<Row, F>;
  /** The search form's text fields (Status and Created follow). */
  search: OrgSearchFormProps<Row, F>['fields'];
  columns: Column<Row>[];
  /** The table's accessible name. */
  label: string;
  rowKey: (row: Row) => number;
  rowLabel: (row: Row) => string;
  /** Rows that may be selected (not the administrator). */
  selectable: (row: Row) => boolean;
  /** Permission prefix of the buttons, e.g. 'system:role'. */
  perm: string;
  /** Opens the add/edit dialog. */
  dialog: { add: () => void; edit: (id: number) => void };
  /** Deletes rows after asking. */
  remove: (ids: readonly number[]) => Promise<void>;
  exportList: () => Promise<unknown>;
  /** More toolbar buttons between delete and export (wrap them in `Can`), e.g. Import. */
  children?: ReactNode;
}

/**
 * The search form, toolbar (add, edit, delete, export) and table of the user and role lists,
 * whose rows are numbered.
 */
export function OrgCrudList<Row, F extends StatusFilters>(props: OrgCrudListProps<Row, F>) {
  const { list, remove, exportList } = props;
  return (
    <>
      <OrgSearchForm list={list} fields={props.search} />
      <ListView
        list={list}
        columns={props.columns}
        label={props.label}
        rowKey={props.rowKey}
        rowLabel={props.rowLabel}
        selectable={props.selectable}
        buttons={
          <CrudButtons<number>
            perm={props.perm}
            size="medium"
            selected={list.selected.map(Number)}
            onAdd={props.dialog.add}
            onEdit={props.dialog.edit}
            onDelete={(ids) => void remove(ids)}
            onExport={() => void exportList()}
          >
            {props.children}
          </CrudButtons>
        }
      />
    </>
  );
}
