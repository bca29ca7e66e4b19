import type { I18n } from '@lingui/core';
import type { ComponentType, LazyExoticComponent } from 'react';
import {
  resolvePlacePaths,
  withPlacePaths,
  type AreaPlaces,
  type PagePaths,
} from '../common/links';
import { loadMessages } from '../locales/load';
import { createCatalogueStore } from './catalogues';
import { type LazyPage, lazyPage } from './lazy-page';
import type { CatalogueLoaders, ModuleRoute, PageLoader, PageModule } from './page-module';
import { PlaceholderPage } from './placeholder-page';

/** A place of an area at the path the mounting app gave it, with the page to mount there. */
export interface PlaceRoute {
  /** Module id of the area, e.g. 'products'. */
  area: string;
  /** Name of the place in its area, e.g. 'list' or 'edit'. */
  place: string;
  /** Route pattern below the router base, e.g. '/catalogue/:id/edit'. */
  path: string;
  /** Backend component name of the page, e.g. 'brand/prodEdit/index'. */
  component: string;
  /** The page (lazy: render it under `<Suspense>`). */
  Page: ComponentType | LazyExoticComponent<ComponentType>;
}

/** Resolves backend component names to pages; built once per host from module descriptors. */
export interface PageRegistry {
  /** True when a module serves this component name. */
  has(component: string): boolean;
  /**
   * The page for a component name. Known names give a lazy page (loaded on first render, so
   * render it under `<Suspense>`); unknown names give the "not available yet" page.
   * The same name always returns the same component, so React keeps its state.
   */
  resolve(component: string): ComponentType | LazyExoticComponent<ComponentType>;
  /**
   * Loads the page of a name (with its area's texts) ahead of rendering; once it resolves, the
   * component from `resolve` renders without suspending. Unknown names resolve at once.
   */
  preload(component: string): Promise<void>;
  /** True when the page of a name renders without suspending (loaded, or an unknown name). */
  isLoaded(component: string): boolean;
  /** Routes the modules contribute themselves, in module order. */
  readonly routes: readonly ModuleRoute[];
  /**
   * Every place of the modules (list, editor...) at its effective path: mount these to host an
   * area's pages under your own routes, e.g.
   * `registry.places.map((p) => <Route key={p.path} path={p.path} element={<p.Page />} />)`.
   */
  readonly places: readonly PlaceRoute[];
}

/** Options of {@link createPageRegistry}. */
export interface PageRegistryOptions {
  /**
   * The i18n instance the pages render with: each area's catalogue is loaded into it before the
   * area's first page shows (with this package's shared texts). Without it, areas render their
   * English source texts.
   */
  i18n?: I18n;
  /**
   * Your paths for the places of the areas, replacing the console's (see `PagePaths`):
   * `{ products: { list: '/catalogue', edit: '/catalogue/:id/edit' } }`. The pages then link
   * to your routes (Edit, Back, Save...). A wrong area, place or parameter count throws.
   */
  paths?: PagePaths;
}

/** Catalogue id of this package's shared texts (list kit, sign-in, errors). */
const SHARED_TEXTS = '@wcm/console-pages';
const sharedLoaders: CatalogueLoaders = {
  'zh-CN': async () => ({ messages: await loadMessages('zh-CN') }),
  fr: async () => ({ messages: await loadMessages('fr') }),
};

/** Builds a registry; a component name served by two modules is a mistake and throws. */
export function createPageRegistry(
  modules: readonly PageModule[],
  options: PageRegistryOptions = {},
): PageRegistry {
  const catalogues = options.i18n ? createCatalogueStore(options.i18n) : undefined;
  const areas = new Map<string, AreaPlaces>();
  for (const module of modules) if (module.places) areas.set(module.id, module.places);
  const placePaths = resolvePlacePaths(areas, options.paths);
  // A page waits for its area's texts (the shared ones, and its own if it has any), so it never
  // flashes English; with the app's paths, it is rendered with them so its links follow the
  // app's routes.
  const withTexts = (module: PageModule, loader: PageLoader, page: string): PageLoader => {
    const { messages } = module;
    const load: PageLoader = options.paths
      ? async () => {
          const loaded = await loader();
          return { ...loaded, default: withPlacePaths(loaded.default, placePaths) };
        }
      : loader;
    if (!catalogues) return load;
    return async () => {
      const [loaded] = await Promise.all([
        load(),
        catalogues.ensure(SHARED_TEXTS, sharedLoaders),
        messages ? catalogues.ensure(module.id, messages) : undefined,
      ]);
      // The page's own texts, which its code names.
      if (loaded.messages) await catalogues.ensure(`${module.id}:${page}`, loaded.messages);
      return loaded;
    };
  };
  const loaders = new Map<string, PageLoader>();
  for (const module of modules) {
    for (const [name, loader] of Object.entries(module.components)) {
      if (loaders.has(name)) {
        throw new Error(`Component "${name}" is served by two page modules (second: ${module.id})`);
      }
      loaders.set(name, withTexts(module, loader, name));
    }
  }
  // Cache per name: creating a new lazy() on each render would remount and reload the page.
  const pages = new Map<string, LazyPage>();
  const placeholders = new Map<string, ComponentType>();
  const pageOf = (component: string): LazyPage | undefined => {
    const loader = loaders.get(component);
    if (!loader) return undefined;
    let page = pages.get(component);
    if (!page) {
      page = lazyPage(loader);
      pages.set(component, page);
    }
    return page;
  };
  const routes = modules.flatMap((module) =>
    (module.routes ?? []).map((route) => ({
      ...route,
      load: withTexts(module, route.load, route.path),
    })),
  );

  const resolve = (component: string): ComponentType | LazyExoticComponent<ComponentType> => {
    const page = pageOf(component);
    if (page) return page.Component;
    let placeholder = placeholders.get(component);
    if (!placeholder) {
      placeholder = placeholderFor(component);
      placeholders.set(component, placeholder);
    }
    return placeholder;
  };
  const places = [...areas].flatMap(([area, list]) =>
    Object.entries(list).map(([place, { component }]) => ({
      area,
      place,
      path: placePaths.get(area)?.[place] ?? '/',
      component,
      Page: resolve(component),
    })),
  );

  return {
    routes,
    places,
    has: (component) => loaders.has(component),
    resolve,
    preload: async (component) => pageOf(component)?.load(),
    isLoaded: (component) => pageOf(component)?.loaded ?? true,
  };
}

function placeholderFor(component: string): ComponentType {
  function MissingPage() {
    return <PlaceholderPage component={component} />;
  }
  MissingPage.displayName = `PlaceholderPage(${component})`;
  return MissingPage;
}
