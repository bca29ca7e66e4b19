import { useLingui } from '@lingui/react';
import {
  filterDynamicRoutes,
  flattenRoutes,
  isExternal,
  matchRoutePattern,
  PERMISSION_ROUTES,
} from '@wcm/console-core';
import type { PermissionRoute } from '@wcm/console-core';
import type { PageRegistry } from '@wcm/console-pages';
import { IframePage, ProgressBar, useSession } from '@wcm/console-ui';
import { Suspense, useCallback, useMemo } from 'react';
import type { ComponentType } from 'react';
import { Navigate, Route, Routes, useLocation } from 'react-router-dom';
import { useDocumentTitle } from './use-document-title';
import { useLoaded } from './use-loaded';

/**
 * One route per page of `/getRouters` (hidden ones included) plus the permission-added routes of
 * spec section 2 the user may open, each rendered through the registry; anything else is an
 * unknown path and goes to /404.
 */
export function DynamicPages({ registry }: { registry: PageRegistry }) {
  const { routers, permissions, roles } = useSession();
  const pages = useMemo(
    () =>
      flattenRoutes(routers)
        .filter((page) => !isExternal(page.path))
        .map((page) => ({ page, Page: registry.resolve(page.component) })),
    [routers, registry],
  );
  const extra = useMemo(
    () =>
      filterDynamicRoutes(PERMISSION_ROUTES, { permissions, roles }).map((route) => ({
        route,
        Page: registry.resolve(route.component),
      })),
    [permissions, roles, registry],
  );
  return (
    <Routes>
      {pages.map(({ page, Page }) => (
        <Route
          key={page.path}
          path={page.path}
          element={
            page.link && page.component === INNER_LINK ? (
              <FramePage title={page.title} src={page.link} />
            ) : (
              <RegistryPage
                title={page.title}
                Page={Page}
                registry={registry}
                component={page.component}
              />
            )
          }
        />
      ))}
      {extra.map(({ route, Page }) => (
        <Route
          key={route.path}
          path={route.path}
          element={<PermissionRoutePage route={route} Page={Page} registry={registry} />}
        />
      ))}
      <Route path="*" element={<Navigate to="/404" replace />} />
    </Routes>
  );
}

/** Component name of `/getRouters` pages that show their `meta.link` in a frame. */
const INNER_LINK = 'InnerLink';

function FramePage({ title, src }: { title: string; src: string }) {
  useDocumentTitle(title);
  return <IframePage src={src} title={title} />;
}

/** react-router has no parameter constraints, so core's pattern (digits-only `:userId`) decides. */
function PermissionRoutePage({
  route,
  Page,
  registry,
}: {
  route: PermissionRoute;
  Page: ComponentType;
  registry: PageRegistry;
}) {
  const { i18n } = useLingui();
  const { pathname } = useLocation();
  if (!matchRoutePattern(route, pathname)) return <Navigate to="/404" replace />;
  return (
    <RegistryPage
      title={i18n._(route.title)}
      Page={Page}
      registry={registry}
      component={route.component}
    />
  );
}

interface RegistryPageProps {
  title: string;
  /** `registry.resolve(component)` */
  Page: ComponentType;
  registry: PageRegistry;
  /** Backend component name, e.g. 'system/user/index'. */
  component: string;
}

/** A registry page, loaded (with its area's texts) before it renders; see `useLoaded`. */
function RegistryPage({ title, Page, registry, component }: RegistryPageProps) {
  useDocumentTitle(title);
  const load = useCallback(() => registry.preload(component), [registry, component]);
  const ready = useLoaded(component, registry.isLoaded(component), load);
  if (!ready) return <ProgressBar active />;
  return (
    <Suspense fallback={<ProgressBar active />}>
      <Page />
    </Suspense>
  );
}
