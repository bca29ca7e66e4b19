import { useLingui } from '@lingui/react';
import { useCan, useConsole } from '@wcm/console-ui';
import { BarChart, LineChart } from '@wcm/console-ui/charts';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { FactsFrame } from '../../common/list-page/facts-frame';
import { useLoad } from '../../common/list';
import { FigureCards, useNumberFormat } from '../shared/stat-card';
import { useSiteFactsTexts, VISIT_TEXTS } from '../shared/when-loaded';
import * as css from '../site-styles';

/**
 * List pages the dashboard's figures open (seeded menus); each needs its list permission, the
 * path's segments joined by colons (`/quotation/rfq` → `quotation:rfq:list`).
 */
export const DASHBOARD_LINKS = {
  rfq: '/quotation/rfq',
  follower: '/business/follower',
  comment: '/business/comment',
  download: '/business/download',
  article: '/konwledge/article',
  certificate: '/konwledge/certificate',
  domain: '/domain/manage',
  product: '/brand/product',
} as const;

const listPermission = (path: string) => `${path.slice(1).split('/').join(':')}:list`;

/** The home dashboard (`dashboard/index`): figures from stored rows and the visit trend. */
export function DashboardPage() {
  const wcm = useConsole();
  const { i18n } = useLingui();
  const can = useCan();
  /** The list page behind a figure, when the user may open it. */
  const linkTo = (key: keyof typeof DASHBOARD_LINKS) => {
    const to = DASHBOARD_LINKS[key];
    return can.hasPermi([listPermission(to)]) ? to : undefined;
  };
  const rfqStatus: Record<string, string> = {
    new: i18n._({ id: 'pages.site.dash.rfq.new', message: 'New' }),
    contacted: i18n._({ id: 'pages.site.dash.rfq.contacted', message: 'Contacted' }),
    quoted: i18n._({ id: 'pages.site.dash.rfq.quoted', message: 'Quoted' }),
    won: i18n._({ id: 'pages.site.dash.rfq.won', message: 'Won' }),
    lost: i18n._({ id: 'pages.site.dash.rfq.lost', message: 'Lost' }),
  };
  const texts = useSiteFactsTexts();
  const loaded = useLoad(async () => {
    const body = await wcm.call(wcm.api.GET('/dashboard/summary'));
    return body.data;
  });
  const number = useNumberFormat();
  const visitsLabel = i18n._(VISIT_TEXTS.visits);
  const viewsLabel = i18n._(VISIT_TEXTS.pageViews);
  return (
    <FactsFrame loaded={loaded} texts={texts}>
      {(data) => (
        <>
          <FigureCards
            figures={[
              {
                label: i18n._({ id: 'pages.site.dash.visitsToday', message: 'Visits today' }),
                value: data.visits.today,
              },
              {
                label: i18n._({
                  id: 'pages.site.dash.visitsYesterday',
                  message: 'Visits yesterday',
                }),
                value: data.visits.yesterday,
              },
              {
                label: i18n._({
                  id: 'pages.site.dash.visits30',
                  message: 'Visits, last 30 days',
                }),
                value: data.visits.last30Days,
              },
              {
                label: i18n._({
                  id: 'pages.site.dash.views30',
                  message: 'Page views, last 30 days',
                }),
                value: data.visits.pageViews30Days,
              },
              {
                label: i18n._({
                  id: 'pages.site.dash.enquiries30',
                  message: 'Enquiries, last 30 days',
                }),
                value: data.visits.enquiries30Days,
              },
              {
                label: i18n._({ id: 'pages.site.dash.products', message: 'Products' }),
                value: data.products.total,
                to: linkTo('product'),
              },
              {
                label: i18n._({ id: 'pages.site.dash.listed', message: 'Products listed' }),
                value: data.products.listed,
              },
            ]}
          />
          <FigureCards
            label={i18n._({ id: 'pages.site.dash.business', message: 'Business' })}
            figures={[
              {
                label: i18n._({ id: 'pages.site.dash.rfqWeek', message: 'RFQs this week' }),
                value: data.rfqs.newThisWeek,
                hint: i18n._({
                  id: 'pages.site.dash.rfqTotal',
                  message: '{count} in total',
                  values: { count: number.format(data.rfqs.total) },
                }),
                to: linkTo('rfq'),
              },
              {
                label: i18n._({ id: 'pages.site.dash.followers', message: 'Followers' }),
                value: data.followers.total,
                hint: i18n._({
                  id: 'pages.site.dash.followersWeek',
                  message: '{count} new this week',
                  values: { count: number.format(data.followers.newThisWeek) },
                }),
                to: linkTo('follower'),
              },
              {
                label: i18n._({
                  id: 'pages.site.dash.commentsPending',
                  message: 'Comments awaiting moderation',
                }),
                value: data.comments.pending,
                to: linkTo('comment'),
              },
              {
                label: i18n._({
                  id: 'pages.site.dash.downloadsPending',
                  message: 'Download applications pending',
                }),
                value: data.downloads.pending,
                to: linkTo('download'),
              },
              {
                label: i18n._({ id: 'pages.site.dash.articles', message: 'Articles published' }),
                value: data.articles.published,
                hint: i18n._({
                  id: 'pages.site.dash.articleReads',
                  message: '{views} reads · {likes} likes',
                  values: {
                    views: number.format(data.articles.views),
                    likes: number.format(data.articles.likes),
                  },
                }),
                to: linkTo('article'),
              },
              {
                label: i18n._({
                  id: 'pages.site.dash.certificates',
                  message: 'Certificates expiring within 30 days',
                }),
                value: data.certificates.expiring,
                hint: i18n._({
                  id: 'pages.site.dash.certificateKinds',
                  message: '{quality} quality · {domain} domain SSL',
                  values: {
                    quality: number.format(data.certificates.quality),
                    domain: number.format(data.certificates.domain),
                  },
                }),
                to:
                  data.certificates.quality === 0 && data.certificates.domain > 0
                    ? linkTo('domain')
                    : linkTo('certificate'),
              },
            ]}
          />
          <div style={css.charts}>
            <div style={css.panel}>
              <LineChart
                title={i18n._({ id: 'pages.site.dash.trend', message: 'Visits, last 14 days' })}
                categoryLabel={i18n._(VISIT_TEXTS.day)}
                labels={data.series.map((p) => p.day.slice(5))}
                series={[
                  { name: visitsLabel, values: data.series.map((p) => p.visits) },
                  { name: viewsLabel, values: data.series.map((p) => p.pageViews) },
                ]}
              />
            </div>
            <TitledPanel title={i18n._({ id: 'pages.site.dash.todo', message: 'Waiting for you' })}>
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
            </TitledPanel>
            <div style={css.panel}>
              <BarChart
                title={i18n._({ id: 'pages.site.dash.rfqByStatus', message: 'RFQs by status' })}
                categoryLabel={i18n._({ id: 'pages.site.dash.rfqStatus', message: 'Status' })}
                valueLabel={i18n._({ id: 'pages.site.dash.rfqCount', message: 'RFQs' })}
                data={data.rfqs.byStatus.map((b) => ({
                  label: rfqStatus[b.status] ?? b.status,
                  value: b.count,
                }))}
              />
            </div>
            <TitledPanel
              title={i18n._({
                id: 'pages.site.dash.expiring',
                message: 'Certificates about to expire',
              })}
            >
              {data.certificates.items.length === 0 ? (
                <p style={css.cardHint}>
                  {i18n._({
                    id: 'pages.site.dash.noneExpiring',
                    message: 'No certificate expires within 30 days.',
                  })}
                </p>
              ) : (
                <ul style={css.figureList}>
                  {data.certificates.items.map((c) => {
                    const to = linkTo(c.kind === 'domain' ? 'domain' : 'certificate');
                    const kind =
                      c.kind === 'domain'
                        ? i18n._({ id: 'pages.site.dash.kindDomain', message: 'Domain SSL' })
                        : i18n._({ id: 'pages.site.dash.kindQuality', message: 'Quality' });
                    return (
                      <li key={`${c.kind}-${c.id}`}>
                        {kind} · {to ? <Link to={to}>{c.name}</Link> : c.name} ·{' '}
                        {i18n._({
                          id: 'pages.site.dash.expiresIn',
                          message:
                            'expires {date} ({days, plural, =0 {today} one {in # day} other {in # days}})',
                          values: { date: c.expiryDate, days: c.daysLeft },
                        })}
                      </li>
                    );
                  })}
                </ul>
              )}
            </TitledPanel>
          </div>
        </>
      )}
    </FactsFrame>
  );
}

/** A panel named by its heading. */
function TitledPanel({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section style={css.panel} aria-label={title}>
      <h2 style={css.panelTitle}>{title}</h2>
      {children}
    </section>
  );
}
