import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { joinPrefix, mergeSearch, scopedSearch, useListStateSettings } from './list-state';
import {
  LIST_PAGE_SIZE,
  listQueryToRequest,
  listQueryToSearch,
  parseListQuery,
  type ListQuery,
  type ListSort,
} from './list-query';

const RESERVED_KEYS = ['pageNum', 'pageSize', 'orderByColumn', 'isAsc'];

/** One page of rows as a list endpoint answers it (RuoYi TableDataInfo). */
export interface ListPage<Row> {
  rows: Row[];
  total: number;
}

/** Options of {@link useListController}. */
export interface ListControllerOptions<Row, F extends Record<string, string>> {
  /** Filter names and their empty values; only these keys are read from the URL. */
  defaults: F;
  /** Fetches a page; `request` holds RuoYi paging, sorting and the non-empty filters. */
  load(request: Record<string, string | number>): Promise<ListPage<Row>>;
  /** @default 20 */
  pageSize?: number;
  /**
   * Names this list's URL parameters `<key>.<name>` (after the provider's prefix), so two lists
   * of one route do not collide.
   */
  stateKey?: string;
  /** Keeps the state in memory instead of the URL (overrides {@link ListStateProvider}). */
  mode?: 'url' | 'memory';
}

/** State and actions of a list page (controller of the controller/view split). */
export interface ListController<Row, F extends Record<string, string>> {
  /** The applied state, as in the URL. */
  query: ListQuery<F>;
  /** Filter values being edited in the search form, applied by `search()`. */
  draft: F;
  setDraft(patch: Partial<F>): void;
  /** Applies the draft filters and goes to page 1. */
  search(): void;
  /** Clears filters and sorting and goes to page 1. */
  reset(): void;
  setPage(pageNum: number, pageSize: number): void;
  setSort(sort: ListSort | undefined): void;
  rows: Row[];
  total: number;
  /** True while a page is being fetched (the previous rows stay visible). */
  loading: boolean;
  /** The last load error, cleared by the next successful load. */
  error: unknown;
  /** Fetches the current page again (after a change). */
  reload(): Promise<void>;
  /** Keys of the selected rows; cleared whenever new rows arrive. */
  selected: Array<string | number>;
  setSelected(keys: Array<string | number>): void;
  /** Whether the search form is shown (right toolbar toggle). */
  showSearch: boolean;
  toggleSearch(): void;
  hiddenColumns: string[];
  setHiddenColumns(keys: string[]): void;
}

/**
 * Drives a list page: filters, page and sort live in the URL (back and reload keep them), the
 * page is fetched on every change, and a slower earlier answer never overwrites a newer one.
 */
export function useListController<Row, F extends Record<string, string>>(
  options: ListControllerOptions<Row, F>,
): ListController<Row, F> {
  const { defaults, pageSize = LIST_PAGE_SIZE } = options;
  const settings = useListStateSettings();
  const prefix = joinPrefix(settings.prefix, options.stateKey);
  const memory = (options.mode ?? settings.mode) === 'memory';
  const [searchParams, setSearchParams] = useSearchParams();
  const [memorySearch, setMemorySearch] = useState('');
  const searchKey = memory ? memorySearch : scopedSearch(searchParams, prefix).toString();
  // `defaults` is usually an inline object literal: key the memo on its content.
  const defaultsKey = JSON.stringify(defaults);
  const query = useMemo(
    () => parseListQuery(new URLSearchParams(searchKey), defaults, pageSize),
    [searchKey, defaultsKey, pageSize],
  );
  const [draft, setDraftState] = useState<F>(query.filters);
  const [page, setPageState] = useState<ListPage<Row>>({ rows: [], total: 0 });
  const [loading, setLoading] = useState(true);
  const [error, setError] = useState<unknown>(undefined);
  const [selected, setSelected] = useState<Array<string | number>>([]);
  const [showSearch, setShowSearch] = useState(true);
  const [hiddenColumns, setHiddenColumns] = useState<string[]>([]);
  const loadRef = useRef(options.load);
  loadRef.current = options.load;
  const generation = useRef(0);

  // Back/forward changes the URL: the form shows the applied filters again.
  useEffect(() => setDraftState(query.filters), [query.filters]);

  const fetchPage = useCallback(async () => {
    const mine = ++generation.current;
    setLoading(true);
    try {
      const next = await loadRef.current(listQueryToRequest(query));
      if (mine !== generation.current) return;
      setPageState(next);
      setSelected([]);
      setError(undefined);
    } catch (failure) {
      if (mine === generation.current) setError(failure);
    } finally {
      if (mine === generation.current) setLoading(false);
    }
  }, [query]);

  useEffect(() => {
    void fetchPage();
  }, [fetchPage]);

  const apply = useCallback(
    (next: ListQuery<F>) => {
      const own = listQueryToSearch(next, defaults, pageSize);
      if (memory) return setMemorySearch(own.toString());
      const owned = [...Object.keys(defaults), ...RESERVED_KEYS];
      setSearchParams((current) => mergeSearch(current, own, prefix, owned));
    },
    [setSearchParams, defaultsKey, pageSize, memory, prefix],
  );

  return {
    query,
    draft,
    setDraft: useCallback((patch: Partial<F>) => setDraftState((d) => ({ ...d, ...patch })), []),
    search: () => apply({ ...query, filters: draft, pageNum: 1 }),
    reset: () => {
      setDraftState(defaults);
      apply({ filters: defaults, pageNum: 1, pageSize: query.pageSize, sort: undefined });
    },
    setPage: (pageNum, size) =>
      apply({ ...query, pageNum: size === query.pageSize ? pageNum : 1, pageSize: size }),
    setSort: (sort) => apply({ ...query, sort, pageNum: 1 }),
    rows: page.rows,
    total: page.total,
    loading,
    error,
    reload: fetchPage,
    selected,
    setSelected,
    showSearch,
    toggleSearch: () => setShowSearch((v) => !v),
    hiddenColumns,
    setHiddenColumns,
  };
}
