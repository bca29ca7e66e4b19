import { useLingui } from '@lingui/react';
import type { ReactNode } from 'react';
import { WhenFacts } from '../../common/list-page/facts-frame';
import type { FactsTexts } from '../../common/list-page/facts-frame';

/** The site area's words for a page of facts (dashboard, statistics). */
export function useSiteFactsTexts(): FactsTexts {
  const { i18n } = useLingui();
  return {
    refresh: i18n._({ id: 'pages.site.refresh', message: 'Refresh' }),
    loading: i18n._({ id: 'pages.site.loading', message: 'Loading…' }),
    noData: i18n._({ id: 'pages.site.noData', message: 'No data' }),
  };
}

/** Words of the visit figures and charts both facts pages show. */
export const VISIT_TEXTS = {
  visits: /*i18n*/ { id: 'pages.site.stats.visits', message: 'Visits' },
  pageViews: /*i18n*/ { id: 'pages.site.stats.pageViews', message: 'Page views' },
  day: /*i18n*/ { id: 'pages.site.stats.day', message: 'Day' },
};

/** `children` drawn from the loaded data; until it comes 'Loading…', 'No data' when it failed. */
export function WhenLoaded<T>({
  data,
  loading,
  children,
}: {
  data: T | undefined;
  loading: boolean;
  children: (data: T) => ReactNode;
}) {
  const texts = useSiteFactsTexts();
  return (
    <WhenFacts data={data} loading={loading} texts={texts}>
      {children}
    </WhenFacts>
  );
}
