import type { MessageDescriptor } from '@lingui/core';
import type { ComponentType } from 'react';

/** Loads a page on demand; the page is the module's `default` so it can feed `React.lazy`. */
export type PageLoader = () => Promise<{ default: ComponentType }>;

/**
 * A route a module contributes on its own (not from `/getRouters`), e.g. `/login` or `/index`.
 * `layout: 'blank'` renders the page alone; `'shell'` renders it inside the application shell.
 */
export interface ModuleRoute {
  /** Path below the host's base, starting with '/'. */
  path: string;
  /** Page title (translated by the host), used for `{title} - {product}`. */
  title: MessageDescriptor;
  layout: 'blank' | 'shell';
  /** Fixed in the visited-page tabs (spec: home is affixed). @default false */
  affix?: boolean;
  load: PageLoader;
}

/**
 * One content area as a mountable unit: the backend component names it serves
 * (`component` values of `/getRouters`, e.g. `system/user/index`) and its own routes.
 */
export interface PageModule {
  /** Stable id of the area, e.g. 'auth'. */
  id: string;
  components: Record<string, PageLoader>;
  routes?: ModuleRoute[];
}
