import { useLingui } from '@lingui/react';
import type { FormEvent, ReactNode } from 'react';

import { Button } from '../button';
import { RefreshIcon, SearchIcon } from './icons';
import * as styles from './toolbar.css';

/** Props of {@link SearchForm}. */
export interface SearchFormProps {
  /** Query fields, laid out inline. */
  children: ReactNode;
  /** The Search button was pressed or Enter was hit in a field. */
  onSearch: () => void;
  /** The Reset button was pressed; clear the query and search again. */
  onReset: () => void;
  /** False hides the form but keeps its fields mounted (RightToolbar's search toggle). @default true */
  visible?: boolean;
  /** Names the search landmark. @default 'Search' */
  'aria-label'?: string;
  /** Search is running: the Search button is busy. @default false */
  loading?: boolean;
  className?: string;
}

/** Query form above a list: a `search` landmark with inline fields plus Search and Reset. */
export function SearchForm({
  children,
  onSearch,
  onReset,
  visible = true,
  loading = false,
  className,
  ...rest
}: SearchFormProps) {
  const { i18n } = useLingui();
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSearch();
  };
  return (
    <form
      role="search"
      className={[styles.searchForm, className].filter(Boolean).join(' ')}
      aria-label={rest['aria-label'] ?? i18n._({ id: 'kit.search.label', message: 'Search' })}
      hidden={!visible}
      onSubmit={submit}
      noValidate
      data-slot="search-form"
    >
      {children}
      <div className={styles.searchActions}>
        <Button type="submit" variant="primary" size="small" loading={loading}>
          <SearchIcon />
          {i18n._({ id: 'kit.search.submit', message: 'Search' })}
        </Button>
        <Button type="button" size="small" onClick={onReset}>
          <RefreshIcon />
          {i18n._({ id: 'kit.search.reset', message: 'Reset' })}
        </Button>
      </div>
    </form>
  );
}
