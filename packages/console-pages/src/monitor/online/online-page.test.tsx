import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { messages, ok, renderArea } from '../../common/test/area-fake';
import { OnlinePage } from './online-page';
import { pageOf } from './use-online-page';

const tokenId = 'a'.repeat(32);
let rows = [
  {
    tokenId,
    userName: 'ry',
    deptName: 'R&D',
    ipaddr: '10.0.0.2',
    loginLocation: 'LAN',
    browser: 'Chrome',
    os: 'Linux',
    loginTime: Date.UTC(2026, 0, 1),
  },
];

describe('online users page', () => {
  it('forces a session out after confirmation and reloads the list', async () => {
    const { server, presenter } = await renderArea(<OnlinePage />, {
      'GET /monitor/online/list': () => ok({ rows, total: rows.length }),
      'DELETE /monitor/online/*': () => {
        rows = [];
        return ok();
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Force sign-out of ry (aaaaaaaa)' }));
    await waitFor(() => expect(messages(presenter)).toContain('Signed out successfully'));
    expect(
      server.seen.some((r) => r.method === 'DELETE' && r.path === `/monitor/online/${tokenId}`),
    ).toBe(true);
    await waitFor(() => expect(screen.queryByText('10.0.0.2')).toBeNull());
  });

  it('sends the search filters and pages the unpaged answer on the client', async () => {
    const { server } = await renderArea(
      <OnlinePage />,
      { 'GET /monitor/online/list': () => ok({ rows: [], total: 0 }) },
      { path: '/?ipaddr=10.0.0.9&userName=ry' },
    );
    await waitFor(() =>
      expect(server.seen.some((r) => r.path === '/monitor/online/list')).toBe(true),
    );
    const request = server.seen.find((r) => r.path === '/monitor/online/list');
    expect(request?.query.get('ipaddr')).toBe('10.0.0.9');
    expect(request?.query.get('userName')).toBe('ry');
    expect(request?.query.has('pageNum')).toBe(false);
    expect(pageOf([1, 2, 3, 4, 5], { pageNum: 2, pageSize: 2 })).toEqual([3, 4]);
  });
});
