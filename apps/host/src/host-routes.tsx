import { useLingui } from '@lingui/react';
import type { LazyPage, ModuleRoute } from '@wcm/console-pages';
import { ProgressBar } from '@wcm/console-ui';
import { useMemo, useSyncExternalStore } from 'react';
import { refreshTarget } from '@wcm/console-core';
import { Navigate, Route, Routes, useLocation } from 'react-router-dom';
import type { HostRegistry } from './host-registry';
import type { Notice } from './notice';
import { RootLayout } from './root-layout';
import { dynamicPages, shellLayout } from './shell-loader';
import { useDocumentTitle } from './use-document-title';
import { useLoaded } from './use-loaded';

interface LoadedRoute {
  route: ModuleRoute;
  page: LazyPage;
}

/**
 * The host's route tree: guard at the root, module pages with a blank layout, then the shell
 * holding module shell pages and, under `*`, every page of `/getRouters` through the registry.
 */
export function HostRoutes({ registry: host, notice }: { registry: HostRegistry; notice: Notice }) {
  const registry = useSyncExternalStore(host.subscribe, host.get);
  // One lazy component per route path for the life of the app (see HostRegistry.pageOf).
  const routes = useMemo(
    () => registry.routes.map((route): LoadedRoute => ({ route, page: host.pageOf(route) })),
    [host, registry],
  );
  const shellRoutes = useMemo(
    () => registry.routes.filter((route) => route.layout === 'shell'),
    [registry],
  );
  const render = ({ route, page }: LoadedRoute) => (
    <Route key={route.path} path={route.path} element={<ModulePage route={route} page={page} />} />
  );
  return (
    <Routes>
      <Route element={<RootLayout notice={notice} registry={host} />}>
        <Route index element={<Navigate to="/index" replace />} />
        {routes.filter((r) => r.route.layout === 'blank').map(render)}
        <Route element={<Shell moduleRoutes={shellRoutes} />}>
          {routes.filter((r) => r.route.layout === 'shell').map(render)}
          <Route path="redirect/*" element={<RefreshRedirect />} />
          <Route path="*" element={<Loaded page={dynamicPages} props={{ registry }} />} />
        </Route>
      </Route>
    </Routes>
  );
}

function ModulePage({ route, page }: LoadedRoute) {
  const { i18n } = useLingui();
  useDocumentTitle(i18n._(route.title));
  return <Loaded page={page} props={{}} />;
}

function Shell({ moduleRoutes }: { moduleRoutes: readonly ModuleRoute[] }) {
  return <Loaded page={shellLayout} props={{ moduleRoutes }} />;
}

/** A lazy page rendered once loaded, with the progress bar meanwhile (see `useLoaded`). */
function Loaded<P extends object>({ page, props }: { page: LazyPage<P>; props: P }) {
  const ready = useLoaded(page, page.loaded, page.load);
  if (!ready) return <ProgressBar active />;
  const { Component } = page;
  return <Component {...props} />;
}

/**
 * The refresh route (spec section 2: /redirect/:path(.*)): passing through it unmounts the page,
 * and it replaces itself with the page again, which then mounts afresh.
 */
function RefreshRedirect() {
  const { pathname, search } = useLocation();
  return <Navigate to={refreshTarget(pathname + search)} replace />;
}
