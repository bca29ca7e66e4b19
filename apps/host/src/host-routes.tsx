import { useLingui } from '@lingui/react';
import type { ModuleRoute, PageRegistry } from '@wcm/console-pages';
import { lazy, useMemo } from 'react';
import { refreshTarget } from '@wcm/console-core';
import type { ComponentType, LazyExoticComponent } from 'react';
import { Navigate, Route, Routes, useLocation } from 'react-router-dom';
import type { Notice } from './notice';
import { RootLayout } from './root-layout';
import { useDocumentTitle } from './use-document-title';

// The shell (Radix, menus) is only downloaded once someone is signed in.
const ShellLayout = lazy(() => import('./shell-layout').then((m) => ({ default: m.ShellLayout })));
const DynamicPages = lazy(() =>
  import('./dynamic-pages').then((m) => ({ default: m.DynamicPages })),
);

interface LoadedRoute {
  route: ModuleRoute;
  Page: LazyExoticComponent<ComponentType>;
}

/**
 * The host's route tree: guard at the root, module pages with a blank layout, then the shell
 * holding module shell pages and, under `*`, every page of `/getRouters` through the registry.
 */
export function HostRoutes({ registry, notice }: { registry: PageRegistry; notice: Notice }) {
  // One lazy component per route for the life of the registry, so pages are not remounted.
  const routes = useMemo(
    () => registry.routes.map((route): LoadedRoute => ({ route, Page: lazy(route.load) })),
    [registry],
  );
  const shellRoutes = useMemo(
    () => registry.routes.filter((route) => route.layout === 'shell'),
    [registry],
  );
  const render = ({ route, Page }: LoadedRoute) => (
    <Route key={route.path} path={route.path} element={<ModulePage route={route} Page={Page} />} />
  );
  return (
    <Routes>
      <Route element={<RootLayout notice={notice} />}>
        <Route index element={<Navigate to="/index" replace />} />
        {routes.filter((r) => r.route.layout === 'blank').map(render)}
        <Route element={<ShellLayout moduleRoutes={shellRoutes} />}>
          {routes.filter((r) => r.route.layout === 'shell').map(render)}
          <Route path="redirect/*" element={<RefreshRedirect />} />
          <Route path="*" element={<DynamicPages registry={registry} />} />
        </Route>
      </Route>
    </Routes>
  );
}

function ModulePage({ route, Page }: LoadedRoute) {
  const { i18n } = useLingui();
  useDocumentTitle(i18n._(route.title));
  return <Page />;
}

/**
 * The refresh route (spec section 2: /redirect/:path(.*)): passing through it unmounts the page,
 * and it replaces itself with the page again, which then mounts afresh.
 */
function RefreshRedirect() {
  const { pathname, search } = useLocation();
  return <Navigate to={refreshTarget(pathname + search)} replace />;
}
