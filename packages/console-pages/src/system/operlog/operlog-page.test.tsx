import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { messages, ok, renderArea } from '../../common/test/area-fake';
import { formatJson } from './operlog-detail-dialog';
import { OperlogPage } from './operlog-page';
import { noDictRoutes } from '../../common/test/dicts';

const log = {
  operId: 7,
  title: '通知公告',
  businessType: 1,
  method: 'notice.add()',
  requestMethod: 'POST',
  operatorType: 1,
  operName: 'admin',
  deptName: 'R&D',
  operUrl: '/system/notice',
  operIp: '127.0.0.1',
  operLocation: '内网IP',
  operParam: '{"noticeTitle":"Hello"}',
  jsonResult: '{"code":200}',
  status: 0,
  errorMsg: '',
  operTime: '2026-01-01 10:00:00',
  costTime: 12,
};

const routes = {
  'GET /monitor/operlog/list': () => ok({ rows: [log], total: 1 }),
  ...noDictRoutes,
  'DELETE /monitor/operlog/clean': () => ok(),
};

describe('OperlogPage', () => {
  it('sends the search filters with RuoYi date names', async () => {
    const { server } = await renderArea(<OperlogPage />, routes, {
      path: '/?operName=admin&beginTime=2026-01-01&endTime=2026-01-31',
    });
    await screen.findByText('通知公告');
    const query = server.seen.find((r) => r.path === '/monitor/operlog/list')?.query;
    expect(query?.get('operName')).toBe('admin');
    expect(query?.get('params[beginTime]')).toBe('2026-01-01');
    expect(query?.get('params[endTime]')).toBe('2026-01-31');
  });

  it('shows the details of an operation with its parameters and result', async () => {
    await renderArea(<OperlogPage />, routes);
    const row = (await screen.findByText('通知公告')).closest('tr')!;
    await userEvent.click(within(row).getByRole('button', { name: /Details/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Operation log details' });
    expect(within(dialog).getByText(/"noticeTitle": "Hello"/)).toBeInTheDocument();
    expect(within(dialog).getByText('POST /system/notice')).toBeInTheDocument();
  });

  it('clears the log after confirmation and reloads', async () => {
    const { server, presenter } = await renderArea(<OperlogPage />, routes);
    await screen.findByText('通知公告');
    await userEvent.click(screen.getByRole('button', { name: 'Clear' }));
    await waitFor(() => expect(messages(presenter)).toContain('Cleared successfully'));
    expect(
      server.seen.some((r) => r.method === 'DELETE' && r.path === '/monitor/operlog/clean'),
    ).toBe(true);
    expect(server.seen.filter((r) => r.path === '/monitor/operlog/list')).toHaveLength(2);
  });
});

describe('formatJson', () => {
  it('indents JSON and leaves other text alone', () => {
    expect(formatJson('{"a":1}')).toBe('{\n  "a": 1\n}');
    expect(formatJson('not json')).toBe('not json');
    expect(formatJson('  ')).toBe('');
  });
});
