import { createContext, useContext, type ReactNode } from 'react';

/** Where the lists below keep their state (filters, page, sort). */
export interface ListStateSettings {
  /**
   * `url` (default): in the query string, so back, reload and shared links keep it;
   * `memory`: in the page only (a list inside a dialog, or an app that owns its URL).
   */
  mode?: 'url' | 'memory';
  /**
   * Names the lists' parameters `<prefix>.<name>` (`wcm.pageNum`) and leaves every other
   * parameter of the URL alone, e.g. a partner portal's own `?campaign=`.
   */
  prefix?: string;
}

const ListStateContext = createContext<ListStateSettings>({});

/** Props of {@link ListStateProvider}. */
export interface ListStateProviderProps extends ListStateSettings {
  children?: ReactNode;
}

/**
 * Tells the lists below where to keep their state: `<ListStateProvider prefix="wcm">` in a
 * portal whose own query parameters must survive, `mode="memory"` to keep the URL untouched.
 * Nested providers add their prefixes (`wcm.orders`).
 */
export function ListStateProvider({ mode, prefix, children }: ListStateProviderProps) {
  const outer = useContext(ListStateContext);
  const value: ListStateSettings = {
    mode: mode ?? outer.mode ?? 'url',
    ...(joinPrefix(outer.prefix, prefix) ? { prefix: joinPrefix(outer.prefix, prefix)! } : {}),
  };
  return <ListStateContext.Provider value={value}>{children}</ListStateContext.Provider>;
}

/** The settings of the nearest {@link ListStateProvider} (url, no prefix without one). */
export function useListStateSettings(): ListStateSettings {
  return useContext(ListStateContext);
}

/** `a.b` from two optional prefixes. */
export function joinPrefix(a: string | undefined, b: string | undefined): string | undefined {
  const parts = [a, b].filter((p): p is string => p !== undefined && p !== '');
  return parts.length > 0 ? parts.join('.') : undefined;
}

/** The parameters of one list: those named `<prefix>.<name>`, unprefixed (all without a prefix). */
export function scopedSearch(search: URLSearchParams, prefix: string | undefined): URLSearchParams {
  if (!prefix) return new URLSearchParams(search);
  const out = new URLSearchParams();
  const start = `${prefix}.`;
  for (const [key, value] of search)
    if (key.startsWith(start)) out.append(key.slice(start.length), value);
  return out;
}

/**
 * The URL's parameters with one list's replaced by `own`: with a prefix every `<prefix>.*` goes,
 * without one the list's own names (`owned`) go; all other parameters stay as they were.
 */
export function mergeSearch(
  current: URLSearchParams,
  own: URLSearchParams,
  prefix: string | undefined,
  owned: readonly string[],
): URLSearchParams {
  const start = prefix ? `${prefix}.` : undefined;
  const out = new URLSearchParams();
  for (const [key, value] of current) {
    const mine = start ? key.startsWith(start) : owned.includes(key);
    if (!mine) out.append(key, value);
  }
  for (const [key, value] of own) out.append(start ? `${start}${key}` : key, value);
  return out;
}
