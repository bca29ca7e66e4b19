import { SearchForm } from '@wcm/console-ui';
import type { ReactNode } from 'react';

/** Props of {@link ListSearch}. */
export interface ListSearchProps {
  /** The list's controller state (search toggle, loading, search and reset). */
  list: {
    showSearch: boolean;
    loading: boolean;
    search(): void;
    reset(): void;
  };
  /** Names the search landmark (the kit's 'Search' when left out). */
  'aria-label'?: string;
  /** The filters. */
  children: ReactNode;
}

/** The search form above a list, shown, run and reset through the list's controller. */
export function ListSearch({ list, children, ...rest }: ListSearchProps) {
  return (
    <SearchForm
      visible={list.showSearch}
      loading={list.loading}
      onSearch={list.search}
      onReset={list.reset}
      aria-label={rest['aria-label']}
    >
      {children}
    </SearchForm>
  );
}
