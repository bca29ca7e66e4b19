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
  current,
}: {
  views: readonly VisitedView[];
  /**
   * The tab of the page shown (the shell adds it to `views` only after this render); its title
   * is the page heading.
   */
  current?: VisitedView | undefined;
}) {
  const location = useLocation();
  const outlet = useOutlet();
  const { pathname, search } = location;
  const refreshing = isRefreshPath(pathname)
    ? refreshTarget(pathname + search).split('?')[0]
    : undefined;
  const cacheKeys = useMemo(() => {
    // Counting the page's tab before it exists keeps the page where it is when the tab appears;
    // moving it into the kept pages then would mount it (and fetch its data) a second time.
    const open =
      current && !views.some((v) => v.path === current.path) ? [...views, current] : views;
    return open.filter((v) => !v.meta?.noCache && v.path !== refreshing).map((v) => v.path);
  }, [views, current, refreshing]);
  const wrap = useCallback(
    (_key: string, page: ReactNode) => <FrozenLocation location={location}>{page}</FrozenLocation>,
    [location],
  );
  return (
    <KeepAlive activeKey={pathname} cacheKeys={cacheKeys} wrap={wrap}>
      {/* The page heading names the page as its tab and breadcrumb do. */}
      <PageTitleProvider title={current?.title}>{outlet}</PageTitleProvider>
    </KeepAlive>
  );
}
