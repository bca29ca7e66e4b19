import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ok, renderSite } from '../test/site-fake';
import { DashboardPage } from './dashboard-page';

const SUMMARY = {
  products: { total: 48, listed: 40, pendingReview: 3 },
  visits: { yesterday: 12, today: 4, last30Days: 640, pageViews30Days: 2100, enquiries30Days: 17 },
  series: [{ day: '2026-11-25', visits: 4, uniqueIps: 3, pageViews: 9, enquiries: 1 }],
  pending: { productsToReview: 3, enquiriesToday: 1 },
  rfqs: {
    total: 37,
    newThisWeek: 5,
    byStatus: [
      { status: 'new', count: 9 },
      { status: 'contacted', count: 8 },
      { status: 'quoted', count: 10 },
      { status: 'won', count: 6 },
      { status: 'lost', count: 4 },
    ],
  },
  followers: { total: 1234, newThisWeek: 21 },
  comments: { pending: 6 },
  downloads: { pending: 2 },
  articles: { published: 14, views: 5320, likes: 210 },
  certificates: {
    expiring: 2,
    quality: 1,
    domain: 1,
    items: [
      {
        kind: 'domain',
        id: 3,
        name: 'www.example-brand.com',
        expiryDate: '2026-12-01',
        daysLeft: 5,
      },
      { kind: 'quality', id: 7, name: 'CE 2014/35/EU', expiryDate: '2026-12-20', daysLeft: 24 },
    ],
  },
};
const routes = { 'GET /dashboard/summary': () => ok({ data: SUMMARY }) };

/** The link named `name` inside `region`. */
const linkIn = (region: HTMLElement, name: string) => within(region).getByRole('link', { name });

describe('dashboard page', () => {
  it('shows the business figures, each linking to its list page', async () => {
    await renderSite(<DashboardPage />, routes);
    const business = await screen.findByRole('group', { name: 'Business' });
    const link = (name: string) => linkIn(business, name);
    expect(link('RFQs this week: 5')).toHaveAttribute('href', '/quotation/rfq');
    expect(within(business).getByText('37 in total')).toBeInTheDocument();
    expect(link('Followers: 1,234')).toHaveAttribute('href', '/business/follower');
    expect(within(business).getByText('21 new this week')).toBeInTheDocument();
    expect(link('Comments awaiting moderation: 6')).toHaveAttribute('href', '/business/comment');
    expect(link('Download applications pending: 2')).toHaveAttribute('href', '/business/download');
    expect(link('Articles published: 14')).toHaveAttribute('href', '/konwledge/article');
    expect(within(business).getByText('5,320 reads · 210 likes')).toBeInTheDocument();
    expect(link('Certificates expiring within 30 days: 2')).toHaveAttribute(
      'href',
      '/konwledge/certificate',
    );
    // RFQs by status: a bar chart whose data table lists every status.
    const chart = screen.getByRole('figure', { name: 'RFQs by status' });
    const rows = within(chart)
      .getAllByRole('row')
      .map((r) => r.textContent);
    expect(rows).toEqual(['StatusRFQs', 'New9', 'Contacted8', 'Quoted10', 'Won6', 'Lost4']);
    const expiring = screen.getByRole('region', { name: 'Certificates about to expire' });
    expect(linkIn(expiring, 'www.example-brand.com')).toHaveAttribute('href', '/domain/manage');
    expect(linkIn(expiring, 'CE 2014/35/EU')).toHaveAttribute('href', '/konwledge/certificate');
    expect(expiring).toHaveTextContent('expires 2026-12-01 (in 5 days)');
  });

  it('shows figures without links the user may not open', async () => {
    await renderSite(<DashboardPage />, routes, {
      permissions: ['dashboard:view', 'business:comment:list'],
    });
    const business = await screen.findByRole('group', { name: 'Business' });
    expect(
      within(business)
        .getAllByRole('link')
        .map((a) => a.getAttribute('href')),
    ).toEqual(['/business/comment']);
    expect(within(business).getByRole('region', { name: 'Followers' })).toHaveTextContent('1,234');
    const expiring = screen.getByRole('region', { name: 'Certificates about to expire' });
    expect(within(expiring).queryAllByRole('link')).toEqual([]);
    expect(expiring).toHaveTextContent('CE 2014/35/EU');
  });
});
