import { RightToolbar } from '@wcm/console-ui';
import type { Column, ToolbarColumn } from '@wcm/console-ui';
import type { ReactNode } from 'react';
import * as css from '../../common/list-page/page.css';

/** Props of {@link ListToolbar}. */
export interface ListToolbarProps {
  /** The list's controller state (search toggle, reload, hidden columns). */
  list: {
    showSearch: boolean;
    toggleSearch(): void;
    reload(): Promise<void>;
    setHiddenColumns(keys: string[]): void;
  };
  columns?: readonly ToolbarColumn[];
  /** Action buttons on the left (add, delete, export...). */
  children?: ReactNode;
}

/** The row above a list: action buttons on the left, RuoYi's right toolbar on the right. */
export function ListToolbar({ list, columns, children }: ListToolbarProps) {
  return (
    <div className={css.toolbar}>
      {children}
      <span className={css.grow} />
      <RightToolbar
        showSearch={list.showSearch}
        onToggleSearch={list.toggleSearch}
        onRefresh={() => void list.reload()}
        {...(columns ? { columns, onColumnsChange: list.setHiddenColumns } : {})}
      />
    </div>
  );
}

/**
 * The toolbar's show/hide column entries of a table's columns (the actions column, which has no
 * data, is left out).
 */
export function toolbarColumns<Row>(
  columns: readonly Column<Row>[],
  hidden: readonly string[],
): ToolbarColumn[] {
  return columns
    .filter((c) => c.key !== 'actions')
    .map((c) => ({ key: c.key, title: c.title, visible: !hidden.includes(c.key) }));
}
