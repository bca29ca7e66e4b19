import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { messages, ok, renderArea } from '../../common/test/area-fake';
import { LogininforPage } from './logininfor-page';
import { noDictRoutes } from '../../common/test/dicts';

const entry = (infoId: number, userName: string) => ({
  infoId,
  userName,
  ipaddr: '127.0.0.1',
  loginLocation: '内网IP',
  browser: 'Chrome',
  os: 'Linux',
  status: '1',
  msg: '密码输入错误5次，帐户锁定10分钟',
  loginTime: '2026-01-01 10:00:00',
});

const routes = {
  'GET /monitor/logininfor/list': () => ok({ rows: [entry(1, 'ry'), entry(2, 'bob')], total: 2 }),
  ...noDictRoutes,
  'GET /monitor/logininfor/unlock/*': () => ok(),
};

describe('LogininforPage', () => {
  it('unlocks the account of the one selected row', async () => {
    const { server, presenter } = await renderArea(<LogininforPage />, routes);
    await screen.findByText('ry');
    // Log entries are deleted from the toolbar only: no delete button in the rows.
    expect(screen.getAllByRole('button', { name: /Delete/ })).toHaveLength(1);
    const unlock = screen.getByRole('button', { name: 'Unlock' });
    expect(unlock).toBeDisabled();
    await userEvent.click(screen.getByRole('checkbox', { name: /ry 1/ }));
    await userEvent.click(screen.getByRole('checkbox', { name: /bob 2/ }));
    expect(unlock).toBeDisabled();
    await userEvent.click(screen.getByRole('checkbox', { name: /bob 2/ }));
    await userEvent.click(unlock);
    await waitFor(() =>
      expect(server.seen.some((r) => r.path === '/monitor/logininfor/unlock/ry')).toBe(true),
    );
    await waitFor(() => expect(messages(presenter)).toHaveLength(1));
  });
});
