import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { messages, ok, renderArea } from '../../common/test/area-fake';
import { JobLogPage, jobIdParam } from './job-log-page';
import { noDictRoutes } from '../../common/test/dicts';

const run = {
  jobLogId: 9,
  jobName: 'Statistics',
  jobGroup: 'DEFAULT',
  invokeTarget: 'statistics.refresh()',
  jobMessage: 'Statistics took 12 ms',
  status: '1',
  exceptionInfo: 'Error: disk full',
  createTime: '2026-01-01 10:00:00',
};

const routes = {
  'GET /monitor/jobLog/list': () => ok({ rows: [run], total: 1 }),
  ...noDictRoutes,
  'DELETE /monitor/jobLog/clean': () => ok(),
};

const at = { path: '/monitor/job-log/index/4', route: '/monitor/job-log/index/:jobId' };

describe('JobLogPage', () => {
  it('lists the runs of the job of the route and shows one with its exception', async () => {
    const { server } = await renderArea(<JobLogPage />, routes, at);
    const row = (await screen.findByText('statistics.refresh()')).closest('tr')!;
    const query = server.seen.find((r) => r.path === '/monitor/jobLog/list')?.query;
    expect(query?.get('jobId')).toBe('4');
    await userEvent.click(within(row).getByRole('button', { name: 'Details of Statistics 9' }));
    const dialog = await screen.findByRole('dialog', { name: 'Scheduler log details' });
    expect(within(dialog).getByText('Error: disk full')).toBeInTheDocument();
  });

  it('clears the log after confirmation and reloads the list', async () => {
    const { server, presenter } = await renderArea(<JobLogPage />, routes, at);
    await screen.findByText('statistics.refresh()');
    await userEvent.click(screen.getByRole('button', { name: 'Clear' }));
    await waitFor(() => expect(messages(presenter)).toContain('Cleared successfully'));
    expect(server.seen.filter((r) => r.path === '/monitor/jobLog/list')).toHaveLength(2);
  });
});

describe('jobIdParam', () => {
  it('takes positive whole numbers only', () => {
    expect(jobIdParam('4')).toBe(4);
    expect(jobIdParam('0')).toBeUndefined();
    expect(jobIdParam('x')).toBeUndefined();
  });
});
