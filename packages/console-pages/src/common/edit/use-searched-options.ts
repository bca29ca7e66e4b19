import type { WcmConsole } from '@wcm/console-core';
import { useConsole } from '@wcm/console-ui';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useLoading } from '../list/use-fetched';

/** A record offered by a picker. */
export interface SearchedOption {
  value: number;
  label: string;
}

/** Typing pause before the next search. */
const SEARCH_DELAY_MS = 250;

/**
 * Options of a picker searched on the server as the user types (`search(wcm, query)`, '' for
 * the first page), so any record can be picked however many there are. The `selected` ones are
 * always among the options, by the label a search brought or else `readLabel(wcm, id)`, so
 * they show and stay picked. Give the result's `search` to the select's `onQueryChange`.
 */
export function useSearchedOptions(
  search: (wcm: WcmConsole, query: string) => Promise<SearchedOption[]>,
  selected: readonly number[],
  readLabel: (wcm: WcmConsole, id: number) => Promise<string>,
) {
  const wcm = useConsole();
  const [query, setQuery] = useState('');
  const [found, setFound] = useState<readonly number[]>([]);
  const [labels, setLabels] = useState<ReadonlyMap<number, string>>(() => new Map());
  const latest = useRef({ search, readLabel });
  latest.current = { search, readLabel };
  const remember = (options: readonly SearchedOption[]) =>
    setLabels((known) => new Map([...known, ...options.map((o) => [o.value, o.label] as const)]));

  useEffect(() => {
    let live = true;
    const text = query.trim();
    const timer = setTimeout(
      () => {
        latest.current
          .search(wcm, text)
          .then((options) => {
            if (!live) return;
            remember(options);
            setFound(options.map((o) => o.value));
          })
          .catch(() => undefined);
      },
      text === '' ? 0 : SEARCH_DELAY_MS,
    );
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [wcm, query]);

  // Labels of picked records no search has brought yet, read one by one.
  const unknown = selected.filter((id) => !labels.has(id)).join(',');
  const readUnknown = (wcm: WcmConsole) =>
    Promise.all(
      unknown.split(',').map((id) =>
        latest.current
          .readLabel(wcm, Number(id))
          // A record removed since it was picked keeps its number as its name.
          .catch(() => `#${id}`)
          .then((label) => ({ value: Number(id), label })),
      ),
    );
  useLoading(unknown === '' ? null : readUnknown, remember, unknown);

  const options = useMemo(() => {
    const ids = [...selected, ...found.filter((id) => !selected.includes(id))];
    return ids.map((id) => ({ value: id, label: labels.get(id) ?? `#${id}` }));
  }, [selected, found, labels]);
  return { options, search: setQuery };
}
