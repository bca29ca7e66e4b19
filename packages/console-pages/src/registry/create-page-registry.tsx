import type { I18n } from '@lingui/core';
import { lazy } from 'react';
import type { ComponentType, LazyExoticComponent } from 'react';
import { createCatalogueStore } from './catalogues';
import type { ModuleRoute, PageLoader, PageModule } from './page-module';
import { PlaceholderPage } from './placeholder-page';

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
  /** Routes the modules contribute themselves, in module order. */
  readonly routes: readonly ModuleRoute[];
}

/** Options of {@link createPageRegistry}. */
export interface PageRegistryOptions {
  /**
   * The i18n instance the pages render with: each area's catalogue is loaded into it before the
   * area's first page shows. Without it, areas render their English source texts.
   */
  i18n?: I18n;
}

/** Builds a registry; a component name served by two modules is a mistake and throws. */
export function createPageRegistry(
  modules: readonly PageModule[],
  options: PageRegistryOptions = {},
): PageRegistry {
  const catalogues = options.i18n ? createCatalogueStore(options.i18n) : undefined;
  // A page of an area with its own catalogue waits for those texts, so it never flashes English.
  const withTexts = (module: PageModule, loader: PageLoader): PageLoader => {
    const { messages } = module;
    if (!catalogues || !messages) return loader;
    return async () => (await Promise.all([loader(), catalogues.ensure(module.id, messages)]))[0];
  };
  const loaders = new Map<string, PageLoader>();
  for (const module of modules) {
    for (const [name, loader] of Object.entries(module.components)) {
      if (loaders.has(name)) {
        throw new Error(`Component "${name}" is served by two page modules (second: ${module.id})`);
      }
      loaders.set(name, withTexts(module, loader));
    }
  }
  // Cache per name: creating a new lazy() on each render would remount and reload the page.
  const cache = new Map<string, ComponentType | LazyExoticComponent<ComponentType>>();
  const routes = modules.flatMap((module) =>
    (module.routes ?? []).map((route) => ({ ...route, load: withTexts(module, route.load) })),
  );

  return {
    routes,
    has: (component) => loaders.has(component),
    resolve(component) {
      const cached = cache.get(component);
      if (cached) return cached;
      const loader = loaders.get(component);
      const page = loader ? lazy(loader) : placeholderFor(component);
      cache.set(component, page);
      return page;
    },
  };
}

function placeholderFor(component: string): ComponentType {
  function MissingPage() {
    return <PlaceholderPage component={component} />;
  }
  MissingPage.displayName = `PlaceholderPage(${component})`;
  return MissingPage;
}
