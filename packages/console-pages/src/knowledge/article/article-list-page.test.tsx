import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ok, renderArea } from '../../common/test/area-fake';
import { audit } from '../../common/test/rows';
import { ArticlePage, CasePage } from './article-list-page';

const row = (extra: Record<string, unknown> = {}) => ({
  articleId: 5,
  kind: 'article',
  title: 'Pump news',
  description: 'd',
  coverUrl: '/profile/upload/c.png',
  hashtags: ['pumps', 'energy'],
  sort: 10,
  category: 'technical',
  customer: '',
  industry: '',
  country: '',
  productIds: [],
  status: '0',
  publishTime: null,
  publishBy: '',
  scheduledTime: null,
  viewCount: 120,
  likeCount: 8,
  collectCount: 3,
  commentCount: 1,
  version: 2,
  ...audit(),
  ...extra,
});

describe('article lists', () => {
  it('shows hashtags and counters, publishes a draft and reloads the list', async () => {
    let status = '0';
    const { server } = await renderArea(<ArticlePage />, {
      'GET /konwledge/article/list': () => ok({ rows: [row({ status })], total: 1 }),
      'PUT /konwledge/article/publish/5': () => {
        status = '1';
        return ok();
      },
    });
    const line = (await screen.findByText('Pump news')).closest('tr')!;
    expect(line).toHaveTextContent('#pumps #energy');
    expect(line).toHaveTextContent('120 / 8 / 3 / 1');
    await userEvent.click(within(line).getByRole('button', { name: 'Publish Pump news' }));
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Take offline: Pump news' })).toBeInTheDocument(),
    );
    expect(server.seen.filter((r) => r.method === 'PUT').map((r) => r.path)).toEqual([
      '/konwledge/article/publish/5',
    ]);
  });

  it.each([
    ['Edit Pump news', '/konwledge/edit/index/5'], // the editor of an article, by id
    ['Publication records', '/konwledge/list/index'],
  ])('"%s" opens %s', async (button, location) => {
    await renderArea(
      <ArticlePage />,
      { 'GET /konwledge/article/list': () => ok({ rows: [row()], total: 1 }) },
      { path: '/konwledge/article', route: '/konwledge/article' },
    );
    await userEvent.click(await screen.findByRole('button', { name: button }));
    expect(await screen.findByTestId('location')).toHaveTextContent(location);
  });

  it('lists success cases with their customers and opens case-<id>', async () => {
    await renderArea(
      <CasePage />,
      {
        'GET /success/case/list': () =>
          ok({
            rows: [row({ articleId: 9, kind: 'case', title: 'Hamburg', customer: 'HWW' })],
            total: 1,
          }),
      },
      { path: '/success/case', route: '/success/case' },
    );
    const line = (await screen.findByText('Hamburg')).closest('tr')!;
    expect(line).toHaveTextContent('HWW');
    await userEvent.click(within(line).getByRole('button', { name: 'Edit Hamburg' }));
    expect(await screen.findByTestId('location')).toHaveTextContent('/konwledge/edit/index/case-9');
  });
});
