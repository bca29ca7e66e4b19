import type { ReactNode } from 'react';
import { ListToolbar as PageToolbar } from '../../common/list-page/list-toolbar';

export { ListTable } from '../../common/list-page/list-table';
export type { ListTableProps } from '../../common/list-page/list-table';

/** Props of {@link ListToolbar}. */
export interface ListToolbarProps {
  list: {
    showSearch: boolean;
    toggleSearch(): void;
    reload(): Promise<void>;
    hiddenColumns: string[];
    setHiddenColumns(keys: string[]): void;
  };
  /** Columns offered by the column chooser. */
  columns?: readonly { key: string; title: ReactNode }[];
  children?: ReactNode;
}

/** Action buttons on the left, the search toggle, refresh and column chooser on the right. */
export function ListToolbar({ list, columns, children }: ListToolbarProps) {
  const chooser = columns?.map((c) => ({
    key: c.key,
    title: c.title,
    visible: !list.hiddenColumns.includes(c.key),
  }));
  return (
    <PageToolbar list={list} columns={chooser}>
      {children}
    </PageToolbar>
  );
}
