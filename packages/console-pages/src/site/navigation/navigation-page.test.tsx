import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ok, renderSite } from '../test/site-fake';
import { NavigationPage } from './navigation-page';
import { sentBody } from '../../common/test/area-fake';

const NAV = [
  {
    groupId: 1,
    title: 'Company',
    links: [
      { linkId: 1, label: 'About', linkType: 'page', linkTarget: 'about-us' },
      { linkId: 2, label: 'Quality', linkType: 'page', linkTarget: 'quality' },
    ],
  },
  {
    groupId: 2,
    title: 'Social',
    links: [
      { linkId: 3, label: 'LinkedIn', linkType: 'url', linkTarget: 'https://www.linkedin.com/' },
    ],
  },
];
const TYPES = ['none', 'page', 'product', 'article', 'url'].map((v, i) => ({
  dictCode: i + 1,
  dictSort: i,
  dictLabel: v,
  dictValue: v,
  dictType: 'wcm_site_link_type',
  cssClass: '',
  listClass: 'default',
  isDefault: 'N',
  status: '0',
}));
const routes = {
  'GET /site/navigation': () => ok({ data: NAV }),
  'GET /site/link-targets': () =>
    ok({ data: { pages: [{ slug: 'about-us', name: 'About us' }], products: [] } }),
  'GET /system/dict/data/type/wcm_site_link_type': () => ok({ data: TYPES }),
  'PUT /site/navigation': () => ok(),
};

describe('navigation page', () => {
  it('moves a link up and a group right, and saves them in the new order', async () => {
    const { seen } = await renderSite(<NavigationPage />, routes);
    await userEvent.click(await screen.findByRole('button', { name: 'Move up: Quality' }));
    await userEvent.click(screen.getByRole('button', { name: 'Move down: Company' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save navigation' }));
    await waitFor(() => expect(seen.some((r) => r.method === 'PUT')).toBe(true));
    const body = sentBody(seen, 'PUT') as {
      groups: Array<{ title: string; links: Array<{ label: string }> }>;
    };
    expect(body.groups.map((g) => [g.title, g.links.map((l) => l.label)])).toEqual([
      ['Social', ['LinkedIn']],
      ['Company', ['Quality', 'About']],
    ]);
  });

  it('refuses to save a link without a valid address', async () => {
    const { seen } = await renderSite(<NavigationPage />, routes);
    const add = await screen.findAllByRole('button', { name: 'Add link' });
    await userEvent.click(add[1]!);
    const labels = screen.getAllByRole('textbox', { name: 'Label' });
    await userEvent.type(labels.at(-1)!, 'Blog');
    await userEvent.click(screen.getByRole('button', { name: 'Save navigation' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Blog: Please choose where the link leads',
    );
    expect(seen.some((r) => r.method === 'PUT')).toBe(false);
  });

  it('shows the navigation read-only without the edit permission', async () => {
    await renderSite(<NavigationPage />, routes, { permissions: ['site:navigation:list'] });
    await screen.findByRole('region', { name: 'Company' });
    expect(screen.queryByRole('button', { name: 'Save navigation' })).toBeNull();
  });
});
