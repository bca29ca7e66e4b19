import { RightToolbar } from '@wcm/console-ui';
import type { ToolbarColumn } from '@wcm/console-ui';
import type { ReactNode } from 'react';
import * as css from './page.css';

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
