import { useLingui } from '@lingui/react';
import { Button, EmptyState, PageHeading, useConsole } from '@wcm/console-ui';
import { LineChart } from '@wcm/console-ui/charts';
import { useMemo } from 'react';
import * as sys from '../../common/list-page/page.css';
import { useLoad } from '../shared/use-load';
import { StatCard } from '../shared/stat-card';
import * as css from '../site-styles';

/** The home dashboard (`dashboard/index`): figures from stored rows and the visit trend. */
export function DashboardPage() {
  const wcm = useConsole();
  const { i18n } = useLingui();
  const { data, loading, reload } = useLoad(async () => {
    const body = await wcm.call(wcm.api.GET('/dashboard/summary'));
    return body.data;
  });
  const number = useMemo(() => new Intl.NumberFormat(i18n.locale), [i18n.locale]);
  const visitsLabel = i18n._({ id: 'pages.site.stats.visits', message: 'Visits' });
  const viewsLabel = i18n._({ id: 'pages.site.stats.pageViews', message: 'Page views' });
  return (
    <div className={sys.page}>
      <PageHeading />
      <div className={sys.toolbar}>
        <span className={sys.grow} />
        <Button size="small" loading={loading} onClick={() => void reload()}>
          {i18n._({ id: 'pages.site.refresh', message: 'Refresh' })}
        </Button>
      </div>
      {!data ? (
        <EmptyState
          title={
            loading
              ? i18n._({ id: 'pages.site.loading', message: 'Loading…' })
              : i18n._({ id: 'pages.site.noData', message: 'No data' })
          }
        />
      ) : (
        <>
          <div style={css.cards}>
            <StatCard
              label={i18n._({ id: 'pages.site.dash.visitsToday', message: 'Visits today' })}
              value={number.format(data.visits.today)}
            />
            <StatCard
              label={i18n._({ id: 'pages.site.dash.visitsYesterday', message: 'Visits yesterday' })}
              value={number.format(data.visits.yesterday)}
            />
            <StatCard
              label={i18n._({ id: 'pages.site.dash.visits30', message: 'Visits, last 30 days' })}
              value={number.format(data.visits.last30Days)}
            />
            <StatCard
              label={i18n._({ id: 'pages.site.dash.views30', message: 'Page views, last 30 days' })}
              value={number.format(data.visits.pageViews30Days)}
            />
            <StatCard
              label={i18n._({
                id: 'pages.site.dash.enquiries30',
                message: 'Enquiries, last 30 days',
              })}
              value={number.format(data.visits.enquiries30Days)}
            />
            <StatCard
              label={i18n._({ id: 'pages.site.dash.products', message: 'Products' })}
              value={number.format(data.products.total)}
            />
            <StatCard
              label={i18n._({ id: 'pages.site.dash.listed', message: 'Products listed' })}
              value={number.format(data.products.listed)}
            />
          </div>
          <div style={css.charts}>
            <div style={css.panel}>
              <LineChart
                title={i18n._({ id: 'pages.site.dash.trend', message: 'Visits, last 14 days' })}
                categoryLabel={i18n._({ id: 'pages.site.stats.day', message: 'Day' })}
                labels={data.series.map((p) => p.day.slice(5))}
                series={[
                  { name: visitsLabel, values: data.series.map((p) => p.visits) },
                  { name: viewsLabel, values: data.series.map((p) => p.pageViews) },
                ]}
              />
            </div>
            <section
              style={css.panel}
              aria-label={i18n._({ id: 'pages.site.dash.todo', message: 'Waiting for you' })}
            >
              <h2 style={css.panelTitle}>
                {i18n._({ id: 'pages.site.dash.todo', message: 'Waiting for you' })}
              </h2>
              <ul>
                <li>
                  {i18n._({
                    id: 'pages.site.dash.toReview',
                    message: 'Products pending review: {count}',
                    values: { count: data.pending.productsToReview },
                  })}
                </li>
                <li>
                  {i18n._({
                    id: 'pages.site.dash.enquiriesToday',
                    message: 'Enquiries received today: {count}',
                    values: { count: data.pending.enquiriesToday },
                  })}
                </li>
              </ul>
            </section>
          </div>
        </>
      )}
    </div>
  );
}
