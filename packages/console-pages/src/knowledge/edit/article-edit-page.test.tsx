import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { messages, ok, renderArea, sentBody } from '../../common/test/area-fake';
import { audit } from '../../common/test/rows';
import { ArticleEditPage } from './article-edit-page';
import { noDictRoutes } from '../../common/test/dicts';

const ROUTE = '/konwledge/edit/index/:dictId';
const dicts = {
  ...noDictRoutes,
  'GET /brand/product/list': () => ok({ rows: [], total: 0 }),
};
const published = {
  articleId: 5,
  kind: 'article',
  title: 'Pump news',
  description: 'About pumps',
  coverUrl: '/profile/upload/c.png',
  hashtags: ['pumps'],
  sort: 3,
  category: 'technical',
  content: '<p>Body</p>',
  customer: '',
  industry: '',
  country: '',
  productIds: [],
  status: '1',
  publishTime: '2026-01-02 10:00:00',
  publishBy: 'admin',
  scheduledTime: null,
  viewCount: 7,
  likeCount: 1,
  collectCount: 0,
  commentCount: 0,
  version: 4,
  ...audit(),
};

describe('ArticleEditPage', () => {
  it('saves a new article as a draft once it has a title, then saves that draft again', async () => {
    const { server, presenter } = await renderArea(
      <ArticleEditPage />,
      {
        ...dicts,
        'POST /konwledge/article/draft': (r) =>
          ok({
            data: { articleId: 11, version: ((r.body as { version?: number }).version ?? 0) + 1 },
          }),
      },
      { path: '/konwledge/edit/index/0', route: ROUTE },
    );
    const save = await screen.findByRole('button', { name: 'Save as draft' });
    await userEvent.click(save);
    expect(await screen.findByText('Please enter the title')).toBeInTheDocument();
    expect(server.seen.some((r) => r.method === 'POST')).toBe(false);
    await userEvent.type(screen.getByRole('textbox', { name: /^Title/ }), 'Dry running');
    await userEvent.click(save);
    await waitFor(() => expect(messages(presenter)).toContain('Draft saved'));
    await userEvent.click(save);
    await waitFor(() => expect(server.seen.filter((r) => r.method === 'POST')).toHaveLength(2));
    const [first, second] = server.seen.filter((r) => r.method === 'POST');
    expect(first?.body).toMatchObject({ title: 'Dry running', hashtags: [], sort: null });
    expect(first?.body).not.toHaveProperty('articleId');
    expect(second?.body).toMatchObject({ articleId: 11, version: 1 });
  });

  it('checks every field before publishing and sends nothing while one is missing', async () => {
    const { server } = await renderArea(<ArticleEditPage />, dicts, {
      path: '/konwledge/edit/index/0',
      route: ROUTE,
    });
    await userEvent.type(await screen.findByRole('textbox', { name: /^Title/ }), 'T');
    await userEvent.click(screen.getByRole('button', { name: 'Publish' }));
    expect(await screen.findByText('Please enter the description')).toBeInTheDocument();
    expect(screen.getByText('A cover image is required')).toBeInTheDocument();
    expect(screen.getByText('Please choose a category')).toBeInTheDocument();
    expect(screen.getByText('Please enter the content')).toBeInTheDocument();
    expect(server.seen.filter((r) => r.method !== 'GET')).toEqual([]);
  });

  it('saves a published article with the version read and shows a conflict', async () => {
    const { server } = await renderArea(
      <ArticleEditPage />,
      {
        ...dicts,
        'GET /konwledge/article/5': () => ok({ data: published }),
        'PUT /konwledge/article': () => ({ code: 409, msg: 'Someone else changed this record' }),
      },
      { path: '/konwledge/edit/index/5', route: ROUTE },
    );
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: /^Title/ })).toHaveValue('Pump news'),
    );
    expect(screen.getByText(/7 views, 1 likes/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Someone else changed this record')).toBeInTheDocument();
    expect(sentBody(server.seen, 'PUT')).toMatchObject({
      articleId: 5,
      version: 4,
      title: 'Pump news',
      hashtags: ['pumps'],
    });
  });

  it('lists earlier versions and restores one, then reads the record again', async () => {
    let reads = 0;
    const { server } = await renderArea(
      <ArticleEditPage />,
      {
        ...dicts,
        'GET /konwledge/article/5': () => {
          reads += 1;
          return ok({ data: { ...published, title: reads > 1 ? 'Old title' : 'Pump news' } });
        },
        'GET /konwledge/article/revisions/5': () =>
          ok({
            data: [
              {
                revisionId: 31,
                articleId: 5,
                version: 3,
                title: 'Old title',
                createBy: 'admin',
                createTime: '2026-01-02 09:00:00',
              },
            ],
          }),
        'PUT /konwledge/article/revisions/5/restore/31': () => ok(),
      },
      { path: '/konwledge/edit/index/5', route: ROUTE },
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Version history' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Restore version 3' }));
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: /^Title/ })).toHaveValue('Old title'),
    );
    expect(server.seen.map((r) => `${r.method} ${r.path}`)).toContain(
      'PUT /konwledge/article/revisions/5/restore/31',
    );
  });
});
