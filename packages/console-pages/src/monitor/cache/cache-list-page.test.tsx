import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { messages, ok, renderArea } from '../../common/test/area-fake';
import { CacheListPage } from './cache-list-page';

const routes = {
  'GET /monitor/cache/getNames': () =>
    ok({
      data: [
        {
          cacheName: 'sys_config:',
          cacheKey: '',
          cacheValue: '',
          remark: 'Parameters',
          secret: false,
        },
        {
          cacheName: 'login_tokens:',
          cacheKey: '',
          cacheValue: '',
          remark: 'Sessions',
          secret: true,
        },
      ],
    }),
  'GET /monitor/cache/getKeys/*': () => ok({ data: ['sys_config:sys.index.skinName'] }),
  'GET /monitor/cache/getValue/*/*': () =>
    ok({
      data: {
        cacheName: 'sys_config:',
        cacheKey: 'sys_config:sys.index.skinName',
        cacheValue: 'skin-blue',
        remark: '',
      },
    }),
  'DELETE /monitor/cache/clearCacheKey/*': () => ok(),
};

describe('cache list page', () => {
  it('walks names → keys → value and never lists secret namespaces', async () => {
    await renderArea(<CacheListPage />, routes);
    fireEvent.click(await screen.findByRole('button', { name: /^sys_config: Parameters/ }));
    expect(screen.queryByText('login_tokens:')).toBeNull();
    fireEvent.click(await screen.findByRole('button', { name: 'sys_config:sys.index.skinName' }));
    await screen.findByText('skin-blue');
  });

  it('deletes a key after confirmation', async () => {
    const { server, presenter } = await renderArea(<CacheListPage />, routes);
    fireEvent.click(await screen.findByRole('button', { name: /^sys_config: Parameters/ }));
    fireEvent.click(
      await screen.findByRole('button', { name: 'Delete key sys_config:sys.index.skinName' }),
    );
    await waitFor(() =>
      expect(messages(presenter)).toContain('Deleted key "sys_config:sys.index.skinName"'),
    );
    expect(
      server.seen.some(
        (r) =>
          r.method === 'DELETE' &&
          decodeURIComponent(r.path) ===
            '/monitor/cache/clearCacheKey/sys_config:sys.index.skinName',
      ),
    ).toBe(true);
  });

  it('hides clearing without monitor:cache:remove', async () => {
    await renderArea(<CacheListPage />, routes, { permissions: ['monitor:cache:list'] });
    fireEvent.click(await screen.findByRole('button', { name: /^sys_config: Parameters/ }));
    await screen.findByRole('button', { name: 'sys_config:sys.index.skinName' });
    expect(screen.queryByRole('button', { name: /^Delete key/ })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Clear all' })).toBeNull();
  });
});
