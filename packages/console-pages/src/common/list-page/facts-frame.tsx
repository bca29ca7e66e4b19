import { Button, EmptyState, PageHeading } from '@wcm/console-ui';
import type { ReactNode } from 'react';
import type { Loaded } from '../list/use-load';
import * as sys from './page.css';

/** The words of a page of facts, from its area's catalogue. */
export interface FactsTexts {
  refresh: string;
  loading: string;
  noData: string;
}

/** `children` drawn from the loaded data; until it comes `texts.loading`, `texts.noData` when it failed. */
export function WhenFacts<T>({
  data,
  loading,
  texts,
  children,
}: {
  data: T | undefined;
  loading: boolean;
  texts: Pick<FactsTexts, 'loading' | 'noData'>;
  children: (data: T) => ReactNode;
}) {
  if (!data) return <EmptyState title={loading ? texts.loading : texts.noData} />;
  return <>{children(data)}</>;
}

/** Props of {@link FactsFrame}. */
export interface FactsFrameProps<T> {
  /** What `useLoad` gives: the facts, whether they are loading, and how to load them again. */
  loaded: Loaded<T>;
  texts: FactsTexts;
  /** The facts, drawn once they have arrived. */
  children: (data: T) => ReactNode;
}

/** A page of facts (monitor server, cache, data; the site dashboard): heading, Refresh, 'Loading…' or the facts. */
export function FactsFrame<T>({ loaded, texts, children }: FactsFrameProps<T>) {
  const { data, loading, reload } = loaded;
  return (
    <div className={sys.page}>
      <PageHeading />
      <div className={sys.toolbar}>
        <span className={sys.grow} />
        <Button size="small" loading={loading} onClick={() => void reload()}>
          {texts.refresh}
        </Button>
      </div>
      <WhenFacts data={data} loading={loading} texts={texts}>
        {children}
      </WhenFacts>
    </div>
  );
}
