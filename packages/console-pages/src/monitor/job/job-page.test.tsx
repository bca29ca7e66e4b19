import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { messages, ok, renderArea } from '../../common/test/area-fake';
import { JobPage } from './job-page';
import { noDictRoutes } from '../../common/test/dicts';

const job = {
  jobId: 7,
  jobName: 'Refresh stats',
  jobGroup: 'DEFAULT',
  invokeTarget: 'statistics.refresh',
  cronExpression: '0 0/5 * * * ?',
  misfirePolicy: '1',
  concurrent: '1',
  status: '0',
};

const routes = {
  'GET /monitor/job/list': () => ok({ rows: [job], total: 1 }),
  ...noDictRoutes,
  'PUT /monitor/job/run': () => ok(),
  'PUT /monitor/job/changeStatus': () => ok(),
  'GET /monitor/job/handlers': () =>
    ok({
      data: [
        { key: 'statistics.refresh', label: 'Refresh statistics', params: [] },
        {
          key: 'logs.cleanOld',
          label: 'Clean old logs',
          params: [{ name: 'days', type: 'integer' }],
        },
      ],
    }),
  'GET /monitor/job/cron/next': (r: { query: URLSearchParams }) =>
    r.query.get('cron') === 'bad'
      ? { code: 500, msg: 'Cron expression is not valid' }
      : ok({ data: ['2026-01-01 00:05:00', '2026-01-01 00:10:00'] }),
  'POST /monitor/job': () => ok(),
};

describe('job page', () => {
  it('runs a job once after confirmation and says so', async () => {
    const { server, presenter } = await renderArea(<JobPage />, routes);
    fireEvent.click(await screen.findByRole('button', { name: 'Run once Refresh stats' }));
    await waitFor(() => expect(messages(presenter)).toContain('Run successfully'));
    const run = server.seen.find((r) => r.path === '/monitor/job/run');
    expect(run?.body).toEqual({ jobId: 7, jobGroup: 'DEFAULT' });
  });

  it('pauses a job with the status switch and reloads the list', async () => {
    const { server } = await renderArea(<JobPage />, routes);
    fireEvent.click(await screen.findByRole('switch', { name: 'Job Refresh stats running' }));
    await waitFor(() =>
      expect(server.seen.find((r) => r.path === '/monitor/job/changeStatus')?.body).toEqual({
        jobId: 7,
        status: '1',
      }),
    );
    await waitFor(() =>
      expect(server.seen.filter((r) => r.path === '/monitor/job/list').length).toBeGreaterThan(1),
    );
  });

  it('does not run without confirmation', async () => {
    const { server } = await renderArea(<JobPage />, routes, { confirm: false });
    fireEvent.click(await screen.findByRole('button', { name: 'Run once Refresh stats' }));
    await new Promise((r) => setTimeout(r, 20));
    expect(server.seen.some((r) => r.path === '/monitor/job/run')).toBe(false);
  });

  it('shows the next run times of the cron expression and refuses an empty name', async () => {
    const { server } = await renderArea(<JobPage />, routes);
    fireEvent.click(await screen.findByRole('button', { name: 'Add' }));
    const dialog = await screen.findByRole('dialog');
    await within(dialog).findByText('2026-01-01 00:05:00', undefined, { timeout: 3000 });
    const expression = within(dialog).getByRole('textbox', { name: 'Expression' });
    fireEvent.change(expression, { target: { value: 'bad' } });
    await within(dialog).findByText('Cron expression is not valid', undefined, { timeout: 3000 });
    fireEvent.click(within(dialog).getByRole('button', { name: /OK|Confirm/i }));
    await within(dialog).findByText('Job name cannot be empty');
    expect(server.seen.some((r) => r.method === 'POST' && r.path === '/monitor/job')).toBe(false);
  });

  it('hides the buttons the user has no permission for', async () => {
    await renderArea(<JobPage />, routes, { permissions: ['monitor:job:list'] });
    await screen.findByText('Refresh stats');
    expect(screen.queryByRole('button', { name: 'Run once Refresh stats' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Add' })).toBeNull();
    expect(screen.getByRole('switch', { name: 'Job Refresh stats running' })).toHaveProperty(
      'disabled',
      true,
    );
  });
});
