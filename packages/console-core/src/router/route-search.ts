import Fuse, { type IFuseOptions } from 'fuse.js';
import { isExternal, type MenuItem, type PageRoute } from './routes';

/** One target of the header search. */
export interface RouteSearchEntry {
  /** The page's own title. */
  title: string;
  /** Titles of the menus above it, outermost first (for display: 'System > Users'). */
  trail: readonly string[];
  /** Full path, or the URL for external links. */
  path: string;
  /** http(s), mailto or tel: opened in a new window, not routed. */
  external: boolean;
}

/** One search hit: where to go and how. */
export interface RouteSearchResult extends RouteSearchEntry {
  /** True for external links (spec §2: external links open in a new window). */
  openInNewWindow: boolean;
}

/** The header search's fuzzy-matching settings (spec §9: title 0.7, path 0.3, threshold 0.4). */
export const ROUTE_SEARCH_OPTIONS: Readonly<IFuseOptions<RouteSearchEntry>> = Object.freeze({
  keys: [
    { name: 'title', weight: 0.7 },
    { name: 'path', weight: 0.3 },
  ],
  threshold: 0.4,
});

function fromMenu(items: readonly MenuItem[], trail: readonly string[], out: RouteSearchEntry[]) {
  for (const item of items) {
    // Directories only open and close in the menu; their pages are the search targets.
    if (item.children && item.children.length > 0) {
      fromMenu(item.children, [...trail, item.title], out);
    } else {
      out.push({ title: item.title, trail, path: item.path, external: item.external });
    }
  }
}

/**
 * The search targets of a menu or page list: menu leaves (a menu holds only permitted, visible
 * entries), or pages that are not hidden. Each path appears once.
 */
export function routeSearchEntries(
  source: readonly MenuItem[] | readonly PageRoute[],
): RouteSearchEntry[] {
  const entries: RouteSearchEntry[] = [];
  for (const item of source as readonly (MenuItem | PageRoute)[]) {
    if ('component' in item) {
      // Hidden pages stay routable but are never offered (spec §6: search covers what the
      // menu shows).
      if (!item.hidden) {
        entries.push({
          title: item.title,
          trail: [],
          path: item.path,
          external: isExternal(item.path),
        });
      }
    } else {
      fromMenu([item], [], entries);
    }
  }
  const seen = new Set<string>();
  return entries.filter((e) => !seen.has(e.path) && seen.add(e.path));
}

/** Fuzzy search over the routes the user may see. */
export interface RouteSearch {
  /** Everything that can be found, in menu order. */
  readonly entries: readonly RouteSearchEntry[];
  /**
   * Best matches first; a blank query finds nothing.
   * @param limit most results to return. @default unlimited
   */
  search(query: string, limit?: number): RouteSearchResult[];
}

/**
 * Creates the header search (spec §2) over the user's menu (from `buildMenu`) or page routes
 * (from `flattenRoutes`): only permitted routes, hidden ones excluded.
 */
export function createRouteSearch(source: readonly MenuItem[] | readonly PageRoute[]): RouteSearch {
  const entries = routeSearchEntries(source);
  const fuse = new Fuse(entries, { ...ROUTE_SEARCH_OPTIONS });
  return {
    entries,
    search(query, limit) {
      const text = query.trim();
      if (text === '') return [];
      const hits = limit === undefined ? fuse.search(text) : fuse.search(text, { limit });
      return hits.map(({ item }) => ({ ...item, openInNewWindow: item.external }));
    },
  };
}
