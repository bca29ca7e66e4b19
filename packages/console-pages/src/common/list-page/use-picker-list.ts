import type { Key } from '@wcm/console-ui';
import { useEffect, useRef, useState } from 'react';

/** One page of a picker's list, as the server answers it. */
export interface PickerPage<Row> {
  rows: Row[];
  total: number;
}

/** The request of one page: the filled-in filters, page number and size. */
export type PickerRequest<F> = Partial<F> & { pageNum: number; pageSize: number };

/** Options of {@link usePickerList}. */
export interface PickerListOptions<F extends Record<string, string>, Row> {
  /** The dialog is open; each opening starts from a blank search, first page, nothing picked. */
  open: boolean;
  /** The blank search. */
  empty: F;
  pageSize: number;
  /** Fetches one page (rejects after `wcm.call` showed the error). */
  fetch: (request: PickerRequest<F>) => Promise<PickerPage<Row>>;
}

interface PickerQuery<F> {
  filters: F;
  pageNum: number;
  pageSize: number;
}

/**
 * Controller of a dialog that picks rows from a paged server list (users to give a role, tables
 * to import): search draft, the searched page, its rows, loading and the checked keys.
 */
export function usePickerList<F extends Record<string, string>, Row>(
  options: PickerListOptions<F, Row>,
) {
  const { open, empty, pageSize } = options;
  const [draft, setDraftState] = useState(empty);
  const [query, setQuery] = useState<PickerQuery<F>>({ filters: empty, pageNum: 1, pageSize });
  // The page shown and the query it answers; loading while that differs from the current one.
  const [shown, setShown] = useState<PickerPage<Row> & { query: PickerQuery<F> }>();
  const [selected, setSelected] = useState<Key[]>([]);
  const fetchPage = useRef(options.fetch);
  fetchPage.current = options.fetch;

  // Each opening starts afresh (React's 'adjust state on prop change' pattern).
  const [wasOpen, setWasOpen] = useState(open);
  if (wasOpen !== open) {
    setWasOpen(open);
    if (open) {
      setSelected([]);
      setDraftState(empty);
      setQuery({ filters: empty, pageNum: 1, pageSize });
      setShown(undefined);
    }
  }

  useEffect(() => {
    if (!open) return;
    let alive = true;
    fetchPage
      .current(requestOf(query))
      .then((page) => alive && setShown({ ...page, query }))
      .catch(() => alive && setShown({ rows: [], total: 0, query }));
    return () => {
      alive = false;
    };
  }, [open, query]);

  return {
    draft,
    setDraft: (patch: Partial<F>) => setDraftState((d) => ({ ...d, ...patch })),
    /** Searches the draft from the first page. */
    search: () => setQuery({ filters: draft, pageNum: 1, pageSize: query.pageSize }),
    /** Blank search, first page. */
    reset: () => {
      setDraftState(empty);
      setQuery({ filters: empty, pageNum: 1, pageSize: query.pageSize });
    },
    pageNum: query.pageNum,
    pageSize: query.pageSize,
    setPage: (pageNum: number, size = query.pageSize) =>
      setQuery((q) => ({ ...q, pageNum, pageSize: size })),
    rows: shown?.rows ?? [],
    total: shown?.total ?? 0,
    loading: open && shown?.query !== query,
    selected,
    setSelected,
  };
}

/** The request of `query`: its page and the filters that are filled in. */
function requestOf<F extends Record<string, string>>(query: PickerQuery<F>): PickerRequest<F> {
  const filled = Object.entries(query.filters).filter(([, value]) => value !== '');
  return {
    ...(Object.fromEntries(filled) as Partial<F>),
    pageNum: query.pageNum,
    pageSize: query.pageSize,
  };
}
