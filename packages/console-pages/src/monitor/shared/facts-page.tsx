import { useLingui } from '@lingui/react';
import { Button, EmptyState, PageHeading } from '@wcm/console-ui';
import type { ReactNode } from 'react';
import * as sys from '../../common/list-page/page.css';
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
  const { data, loading, reload } = loaded;
  return (
    <div className={sys.page}>
      <PageHeading />
      <div className={sys.toolbar}>
        <span className={sys.grow} />
        <Button size="small" loading={loading} onClick={() => void reload()}>
          {i18n._({ id: 'pages.monitor.refresh', message: 'Refresh' })}
        </Button>
      </div>
      {!data ? (
        <EmptyState
          title={
            loading
              ? i18n._({ id: 'pages.monitor.loading', message: 'Loading…' })
              : i18n._({ id: 'pages.monitor.noData', message: 'No data' })
          }
        />
      ) : (
        children(data)
      )}
    </div>
  );
}
