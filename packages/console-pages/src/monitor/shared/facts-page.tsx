import { useLingui } from '@lingui/react';
import type { WcmConsole } from '@wcm/console-core';
import { useConsole } from '@wcm/console-ui';
import type { ReactNode } from 'react';
import { FactsFrame } from '../../common/list-page/facts-frame';
import { useLoad, type Loaded } from '../../common/list/use-load';

/**
 * Loads a monitor page's facts on mount and on Refresh: the `data` of the answer to `request`
 * (`(wcm) => wcm.call(wcm.api.GET('/monitor/server'))`).
 */
export function useFacts<T>(request: (wcm: WcmConsole) => Promise<{ data: T }>): Loaded<T> {
  const wcm = useConsole();
  return useLoad(async () => (await request(wcm)).data);
}

/** Props of {@link FactsPage}. */
export interface FactsPageProps<T> {
  /** What `useLoad` gives: the facts, whether they are loading, and how to load them again. */
  loaded: Loaded<T>;
  /** The facts, drawn once they have arrived. */
  children: (data: T) => ReactNode;
}

/** A monitor page of facts (server, cache, data): heading, Refresh, 'Loading…' or the facts. */
export function FactsPage<T>({ loaded, children }: FactsPageProps<T>) {
  const { i18n } = useLingui();
  const texts = {
    refresh: i18n._({ id: 'pages.monitor.refresh', message: 'Refresh' }),
    loading: i18n._({ id: 'pages.monitor.loading', message: 'Loading…' }),
    noData: i18n._({ id: 'pages.monitor.noData', message: 'No data' }),
  };
  return (
    <FactsFrame loaded={loaded} texts={texts}>
      {children}
    </FactsFrame>
  );
}
