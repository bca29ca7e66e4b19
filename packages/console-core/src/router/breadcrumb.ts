import { HOME_PATH } from './home';
import type { RouterVo } from './router-vo';
import { joinRoutePath } from './routes';

/** A route on the way to the current page, as the host's router reports it. */
export interface MatchedRoute {
  path: string;
  /** Routes without a title are not shown. */
  title?: string;
  /** RuoYi marks directories that cannot be opened with 'noRedirect'. */
  redirect?: string;
}

/** One breadcrumb entry. */
export interface BreadcrumbItem {
  path: string;
  title: string;
  /** False for the current page and for directories that cannot be opened. */
  clickable: boolean;
}

/**
 * The breadcrumb (spec §2): the home entry `/index` followed by the matched routes that have a
 * title.
 * @param homeTitle translated home title, e.g. `i18n._(HOME_TITLE)`.
 */
export function buildBreadcrumb(
  matched: readonly MatchedRoute[],
  homeTitle: string,
): BreadcrumbItem[] {
  const titled = matched.filter(
    (r): r is MatchedRoute & { title: string } => typeof r.title === 'string' && r.title !== '',
  );
  // On the home page itself the home entry is the page, so it is not repeated.
  const onHome = titled[0]?.path === HOME_PATH;
  const chain = onHome ? titled : [{ path: HOME_PATH, title: homeTitle }, ...titled];
  return chain.map((r, i) => ({
    path: r.path,
    title: r.title,
    clickable: i < chain.length - 1 && !('redirect' in r && r.redirect === 'noRedirect'),
  }));
}

/**
 * The chain of `/getRouters` nodes leading to a path, as {@link MatchedRoute}s with full paths;
 * empty when no page has that path. The query string is ignored.
 */
export function matchRouterChain(routers: readonly RouterVo[], path: string): MatchedRoute[] {
  const target = path.replace(/[?#].*$/, '');
  const walk = (nodes: readonly RouterVo[], base: string): MatchedRoute[] | undefined => {
    for (const node of nodes) {
      const full = joinRoutePath(base, node.path);
      const here: MatchedRoute = {
        path: full,
        ...(node.meta?.title ? { title: node.meta.title } : {}),
        ...(node.redirect ? { redirect: node.redirect } : {}),
      };
      const below = walk(node.children ?? [], full);
      if (below) return [here, ...below];
      if (full === target && (node.children ?? []).length === 0) return [here];
    }
    return undefined;
  };
  return walk(routers, '') ?? [];
}
