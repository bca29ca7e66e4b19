import { useLingui } from '@lingui/react';
import type { ReactNode } from 'react';
import { FactsFrame } from '../../common/list-page/facts-frame';
import type { Loaded } from '../../common/list/use-load';

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
