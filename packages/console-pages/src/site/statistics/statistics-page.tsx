import { useLingui } from '@lingui/react';
import {
  Button,
  DataTable,
  DateRangePicker,
  PageHeading,
  type Column,
  type DateRange,
} from '@wcm/console-ui';
import { BarChart, LineChart, PieChart } from '@wcm/console-ui/charts';
import type { components } from '@wcm/console-core';
import { useState } from 'react';
import { useLoading } from '../../common/list/use-fetched';
import * as sys from '../../common/list-page/page.css';
import { useDictOptions } from '../../common/dict';
import { addDays, countryName, serverToday } from '../shared/days';
import { FigureCards } from '../shared/stat-card';
import { VISIT_TEXTS, WhenLoaded } from '../shared/when-loaded';
import * as css from '../site-styles';

type StatisticsData = components['schemas']['SiteStatisticsResult']['data'];

interface IpRow {
  key: string;
  country?: string;
  count: number;
}

/** Website statistics (`site/statistics/index`): totals, a time series and breakdowns. */
export function StatisticsPage() {
  const { i18n } = useLingui();
  const today = serverToday();
  const [range, setRange] = useState<DateRange>([addDays(today, -29), today]);
  const [applied, setApplied] = useState<{ begin: string; end: string }>({
    begin: addDays(today, -29),
    end: today,
  });
  const sources = useDictOptions('wcm_visit_source');
  const [data, setData] = useState<StatisticsData | undefined>(undefined);
  const loading = useLoading(
    (wcm) =>
      wcm
        .call(
          wcm.api.GET('/site/statistics/summary', {
            params: { query: { beginDate: applied.begin, endDate: applied.end } },
          }),
        )
        .then((body) => body.data),
    setData,
    applied,
  );
  const unknown = i18n._({ id: 'pages.site.stats.unknownCountry', message: 'Unknown' });
  const apply = (begin: string, end: string) => {
    setRange([begin, end]);
    setApplied({ begin, end });
  };
  const quick = (days: number) => apply(addDays(today, -(days - 1)), today);
  const visitsLabel = i18n._(VISIT_TEXTS.visits);
  const viewsLabel = i18n._(VISIT_TEXTS.pageViews);
  const ipsLabel = i18n._({ id: 'pages.site.stats.uniqueIps', message: 'Unique IPs' });
  const countryLabel = i18n._({ id: 'pages.site.stats.country', message: 'Country' });
  const ipColumns: Column<IpRow>[] = [
    { key: 'key', title: i18n._({ id: 'pages.site.stats.ip', message: 'IP address' }) },
    {
      key: 'country',
      title: countryLabel,
      render: (row) => countryName(row.country ?? '', i18n.locale, unknown),
    },
    { key: 'count', title: viewsLabel, align: 'right' },
  ];
  const sourceLabel = (value: string) => sources.find((o) => o.value === value)?.label ?? value;
  return (
    <div className={sys.page}>
      <PageHeading />
      <div style={css.toolbar}>
        <DateRangePicker
          value={range}
          onChange={setRange}
          max={today}
          startLabel={i18n._({ id: 'pages.site.stats.from', message: 'From' })}
          endLabel={i18n._({ id: 'pages.site.stats.to', message: 'To' })}
        />
        <Button
          size="small"
          variant="primary"
          loading={loading}
          onClick={() => apply(range[0] ?? addDays(today, -29), range[1] ?? today)}
        >
          {i18n._({ id: 'pages.site.stats.apply', message: 'Show' })}
        </Button>
        <Button size="small" onClick={() => quick(7)}>
          {i18n._({ id: 'pages.site.stats.last7', message: 'Last 7 days' })}
        </Button>
        <Button size="small" onClick={() => quick(30)}>
          {i18n._({ id: 'pages.site.stats.last30', message: 'Last 30 days' })}
        </Button>
        <Button size="small" onClick={() => quick(90)}>
          {i18n._({ id: 'pages.site.stats.last90', message: 'Last 90 days' })}
        </Button>
      </div>
      <WhenLoaded data={data} loading={loading}>
        {(data) => (
          <>
            <FigureCards
              figures={[
                { label: visitsLabel, value: data.totals.visits },
                { label: ipsLabel, value: data.totals.uniqueIps },
                { label: viewsLabel, value: data.totals.pageViews },
                {
                  label: i18n._({ id: 'pages.site.stats.enquiries', message: 'Enquiries' }),
                  value: data.totals.enquiries,
                },
                {
                  label: i18n._({ id: 'pages.site.stats.countries', message: 'Countries covered' }),
                  value: data.totals.countries,
                },
              ]}
            />
            <div style={{ ...css.panel, marginBottom: 16 }}>
              <LineChart
                title={i18n._({
                  id: 'pages.site.stats.trend',
                  message: 'Visits from {begin} to {end}',
                  values: { begin: data.beginDate, end: data.endDate },
                })}
                categoryLabel={i18n._(VISIT_TEXTS.day)}
                labels={data.series.map((p) => p.day.slice(5))}
                series={[
                  { name: visitsLabel, values: data.series.map((p) => p.visits) },
                  { name: ipsLabel, values: data.series.map((p) => p.uniqueIps) },
                  { name: viewsLabel, values: data.series.map((p) => p.pageViews) },
                ]}
              />
            </div>
            <div style={css.charts}>
              <div style={css.panel}>
                <BarChart
                  title={i18n._({
                    id: 'pages.site.stats.byCountry',
                    message: 'Page views by country',
                  })}
                  categoryLabel={countryLabel}
                  valueLabel={viewsLabel}
                  data={data.countries.map((c) => ({
                    label: countryName(c.key, i18n.locale, unknown),
                    value: c.count,
                  }))}
                />
              </div>
              <div style={css.panel}>
                <PieChart
                  title={i18n._({
                    id: 'pages.site.stats.bySource',
                    message: 'Page views by source',
                  })}
                  categoryLabel={i18n._({ id: 'pages.site.stats.source', message: 'Source' })}
                  valueLabel={viewsLabel}
                  data={data.sources.map((s) => ({ label: sourceLabel(s.key), value: s.count }))}
                />
              </div>
              <div style={css.panel}>
                <BarChart
                  title={i18n._({ id: 'pages.site.stats.byPage', message: 'Most visited pages' })}
                  categoryLabel={i18n._({ id: 'pages.site.stats.page', message: 'Page' })}
                  valueLabel={viewsLabel}
                  data={data.pages.map((p) => ({ label: p.key, value: p.count }))}
                />
              </div>
              <div style={css.panel}>
                <DataTable<IpRow>
                  columns={ipColumns}
                  rows={data.ips}
                  rowKey={(row) => row.key}
                  caption={i18n._({
                    id: 'pages.site.stats.byIp',
                    message: 'Page views by IP source',
                  })}
                />
              </div>
            </div>
          </>
        )}
      </WhenLoaded>
    </div>
  );
}
