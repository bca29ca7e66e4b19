import type { I18n } from '@lingui/core';
import {
  authModule,
  createPageRegistry,
  errorModule,
  type LazyPage,
  lazyPage,
  type ModuleRoute,
  type PageModule,
  type PageRegistry,
} from '@wcm/console-pages';

/** What the sign-in page and the error pages need: the entry carries only these modules. */
const BLANK_MODULES: readonly PageModule[] = [authModule, errorModule];

/**
 * The host's page registry, in two steps: the sign-in and error modules at start, all content
 * areas once a session exists (`loadAreas`, a separate chunk). React reads it through
 * `subscribe`/`get` (useSyncExternalStore); `areasLoaded` gates the signed-in routes.
 */
export interface HostRegistry {
  get(): PageRegistry;
  subscribe(listener: () => void): () => void;
  /** True once the content areas are in the registry. */
  areasLoaded(): boolean;
  /** True for the paths the start registry serves (sign-in, registration, error pages). */
  servesAtStart(path: string): boolean;
  /** Loads the content areas once (again after a failure) and adds them to the registry. */
  loadAreas(): Promise<void>;
  /**
   * One lazy page per route path for the life of the app, so that a page on screen (the sign-in
   * page) is not remounted when the areas join the registry.
   */
  pageOf(route: ModuleRoute): LazyPage;
}

export function createHostRegistry(i18n: I18n): HostRegistry {
  let registry = createPageRegistry([...BLANK_MODULES], { i18n });
  const startPaths = new Set(registry.routes.map((route) => route.path));
  let loaded = false;
  let loading: Promise<void> | undefined;
  const listeners = new Set<() => void>();
  const pages = new Map<string, LazyPage>();
  return {
    get: () => registry,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    areasLoaded: () => loaded,
    servesAtStart: (path) => startPaths.has(path),
    loadAreas() {
      loading ??= import('./areas').then(
        ({ AREAS }) => {
          registry = createPageRegistry([...BLANK_MODULES, ...AREAS], { i18n });
          loaded = true;
          for (const listener of listeners) listener();
        },
        (error: unknown) => {
          loading = undefined; // a later navigation tries again
          throw error;
        },
      );
      return loading;
    },
    pageOf(route) {
      let page = pages.get(route.path);
      if (!page) {
        page = lazyPage(route.load);
        pages.set(route.path, page);
      }
      return page;
    },
  };
}
