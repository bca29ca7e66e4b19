import type { MessageDescriptor } from '@lingui/core';
import type { CatalogueImports } from '@wcm/console-core';
import type { ComponentType } from 'react';
import type { AreaPlaces } from '../common/links';

/**
 * Loads a page on demand; the page is the module's `default` so it can feed `React.lazy`.
 * `messages`: texts of this page only, on top of its area's; a registry given an `i18n` loads
 * them once the page's code is in, before it renders (so the area's other pages, its list
 * first of all, do not download them).
 */
export type PageLoader = () => Promise<{ default: ComponentType; messages?: CatalogueLoaders }>;

/**
 * The compiled Lingui catalogue of an area for each translated locale, loaded on demand (one
 * chunk per area and language), e.g. `{ 'zh-CN': () => import('./locales/zh-CN/messages'), ... }`.
 * English needs none when the area's English texts are compiled into its code (as WCM's are).
 */
export type CatalogueLoaders = CatalogueImports;

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
  /**
   * The area's own texts; a registry given an `i18n` loads them into it before the area's first
   * page renders (and again in the new language when the locale changes).
   */
  messages?: CatalogueLoaders;
  /**
   * The places the area's pages link to (list, editor...), with their console paths and the
   * component serving each. A registry given `paths` moves them to the mounting app's routes.
   */
  places?: AreaPlaces;
}
