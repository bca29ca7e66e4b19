import { flattenRoutes, isExternal } from '@wcm/console-core';
import type { PageRegistry } from '@wcm/console-pages';
import { ProgressBar, useSession } from '@wcm/console-ui';
import { Suspense, useMemo } from 'react';
import type { ComponentType } from 'react';
import { Navigate, Route, Routes } from 'react-router-dom';
import { useDocumentTitle } from './use-document-title';

/**
 * One route per page of `/getRouters` (hidden ones included), each rendered through the
 * registry; anything else is an unknown path and goes to /404 (spec section 2).
 */
export function DynamicPages({ registry }: { registry: PageRegistry }) {
  const { routers } = useSession();
  const pages = useMemo(
    () =>
      flattenRoutes(routers)
        .filter((page) => !isExternal(page.path))
        .map((page) => ({ page, Page: registry.resolve(page.component) })),
    [routers, registry],
  );
  return (
    <Routes>
      {pages.map(({ page, Page }) => (
        <Route
          key={page.path}
          path={page.path}
          element={<RegistryPage title={page.title} Page={Page} />}
        />
      ))}
      <Route path="*" element={<Navigate to="/404" replace />} />
    </Routes>
  );
}

function RegistryPage({ title, Page }: { title: string; Page: ComponentType }) {
  useDocumentTitle(title);
  return (
    <Suspense fallback={<ProgressBar active />}>
      <Page />
    </Suspense>
  );
}
