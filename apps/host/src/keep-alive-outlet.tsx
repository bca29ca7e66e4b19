import { isRefreshPath, refreshTarget, type VisitedView } from '@wcm/console-core';
import { KeepAlive, PageTitleProvider } from '@wcm/console-ui';
import { useCallback, useContext, useMemo, type ReactNode } from 'react';
import {
  UNSAFE_LocationContext as LocationContext,
  useLocation,
  useOutlet,
  type Location,
} from 'react-router-dom';

/** Renders a kept page with the location it was opened at, so its routes do not follow others. */
function FrozenLocation({ location, children }: { location: Location; children: ReactNode }) {
  const { navigationType } = useContext(LocationContext);
  const value = useMemo(() => ({ location, navigationType }), [location, navigationType]);
  return <LocationContext.Provider value={value}>{children}</LocationContext.Provider>;
}

/**
 * The shell's page outlet with keep-alive: pages of open tabs whose route may be cached
 * (`noCache` false) keep their state while another tab is shown. Closing a tab drops its page;
 * refreshing it (through the redirect route) drops it too, so it comes back fresh.
 */
export function KeepAliveOutlet({
  views,
  title,
}: {
  views: readonly VisitedView[];
  /** Title of the current page (its tab and breadcrumb name), for the page's own heading. */
  title: string | undefined;
}) {
  const location = useLocation();
  const outlet = useOutlet();
  const { pathname, search } = location;
  const refreshing = isRefreshPath(pathname)
    ? refreshTarget(pathname + search).split('?')[0]
    : undefined;
  const cacheKeys = useMemo(
    () => views.filter((v) => !v.meta?.noCache && v.path !== refreshing).map((v) => v.path),
    [views, refreshing],
  );
  const wrap = useCallback(
    (_key: string, page: ReactNode) => <FrozenLocation location={location}>{page}</FrozenLocation>,
    [location],
  );
  return (
    <KeepAlive activeKey={pathname} cacheKeys={cacheKeys} wrap={wrap}>
      <PageTitleProvider title={title}>{outlet}</PageTitleProvider>
    </KeepAlive>
  );
}
