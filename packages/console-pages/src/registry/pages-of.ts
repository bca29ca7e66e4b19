import type { ComponentType } from 'react';
import type { PageLoader } from './page-module';

/** The names of a module's exports that are components (pages). */
type PageExports<M> = {
  [K in keyof M]: M[K] extends ComponentType ? K : never;
}[keyof M] &
  string;

/**
 * Loaders for several pages that one module exports, e.g.
 * `pagesOf(() => import('./pages'), { 'system/menu/index': 'MenuPage' })`.
 *
 * One dynamic import per area instead of one per page: a host keeps every module descriptor in
 * its entry (the sign-in page's script), where each `import()` costs its own preload list, while
 * the area's pages travel in one chunk anyway. Areas that partner portals mount page by page
 * (products, quotations) keep a loader per page so that a portal's bundler can split them.
 */
export function pagesOf<M, C extends string>(
  load: () => Promise<M>,
  pages: Record<C, PageExports<M>>,
): Record<C, PageLoader> {
  const loaders = {} as Record<C, PageLoader>;
  for (const component of Object.keys(pages) as C[]) {
    const name = pages[component];
    loaders[component] = () => load().then((m) => ({ default: m[name] as ComponentType }));
  }
  return loaders;
}
