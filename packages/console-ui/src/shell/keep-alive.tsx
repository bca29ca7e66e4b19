import { Activity, useState, type ReactNode } from 'react';

/** Props of {@link KeepAlive}. */
export interface KeepAliveProps {
  /** Key of the page shown now, e.g. its path. */
  activeKey: string;
  /** The page shown now. */
  children: ReactNode;
  /**
   * Keys whose pages keep their state while hidden: the open tabs that may be cached
   * (`noCache` false). A key leaving the list drops its page and state (tab closed, refresh).
   */
  cacheKeys: readonly string[];
  /**
   * Wraps a kept page, e.g. to freeze the router location it was rendered with, so a hidden
   * page does not follow the current one. @default the page as it is
   */
  wrap?: (key: string, page: ReactNode) => ReactNode;
}

/**
 * Keeps the pages of cacheable open tabs mounted but hidden (React `<Activity mode="hidden">`)
 * so switching tabs keeps their state; other pages are rendered normally.
 */
export function KeepAlive({ activeKey, children, cacheKeys, wrap }: KeepAliveProps) {
  // Pages are remembered between renders; rendering only ever replaces the active page's
  // entry or drops entries whose key left `cacheKeys`, so a repeated render is harmless.
  const [cache] = useState(() => new Map<string, ReactNode>());
  for (const key of [...cache.keys()]) if (!cacheKeys.includes(key)) cache.delete(key);
  const cached = cacheKeys.includes(activeKey);
  if (cached) cache.set(activeKey, wrap ? wrap(activeKey, children) : children);
  return (
    <>
      {[...cache.entries()].map(([key, page]) => (
        <Activity key={key} mode={key === activeKey ? 'visible' : 'hidden'}>
          {page}
        </Activity>
      ))}
      {cached ? null : children}
    </>
  );
}
