import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { messages, renderOrg, type OrgHandler } from '../test/org-fake';
import { deptRow } from '../test/org-rows';
import { DeptPage } from './dept-page';
import { sentBody } from '../../common/test/area-fake';

const base: Record<string, OrgHandler> = {
  'GET /system/dept/list': () => ({
    data: [deptRow(100, 0, 'HQ'), deptRow(101, 100, 'Shenzhen'), deptRow(103, 101, 'R&D')],
  }),
};

describe('DeptPage', () => {
  it('shows departments as an expanded tree', async () => {
    await renderOrg(<DeptPage />, { handlers: base });
    const table = await screen.findByRole('table', { name: 'Departments' });
    expect(await within(table).findByText('R&D')).toBeInTheDocument();
    // The root cannot be deleted; the others can.
    expect(screen.queryByRole('button', { name: 'Delete HQ' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Delete R&D' })).toBeInTheDocument();
  });

  it('adds a department under a row, leaving empty contacts out', async () => {
    const { seen, presenter } = await renderOrg(<DeptPage />, {
      handlers: { ...base, 'POST /system/dept': () => ({}) },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Add under Shenzhen' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add department' });
    await userEvent.type(
      within(dialog).getByRole('textbox', { name: /Department name/ }),
      'Testing',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(messages(presenter).at(-1)?.text).toBe('Added successfully'));
    const body = sentBody(seen, 'POST', '/system/dept');
    expect(body).toEqual({ parentId: 101, deptName: 'Testing', orderNum: 0, status: '0' });
  });

  it('keeps the edit form disabled until the department has arrived', async () => {
    let answer: (row: unknown) => void = () => undefined;
    const arrived = new Promise((resolve) => (answer = resolve));
    await renderOrg(<DeptPage />, {
      handlers: {
        ...base,
        'GET /system/dept/101': () => arrived,
        'GET /system/dept/list/exclude/101': () => ({ data: [deptRow(100, 0, 'HQ')] }),
      },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Edit Shenzhen' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit department' });
    const name = within(dialog).getByRole('textbox', { name: /Department name/ });
    expect(name).toBeDisabled();
    answer({ data: deptRow(101, 100, 'Shenzhen') });
    await waitFor(() => expect(name).toBeEnabled());
    expect(name).toHaveValue('Shenzhen');
  });

  it('leaves the tree as it was when the server warns (601)', async () => {
    const { presenter } = await renderOrg(<DeptPage />, {
      handlers: {
        ...base,
        'DELETE /system/dept/101': () => ({ code: 601, msg: 'Has child departments' }),
      },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Delete Shenzhen' }));
    await waitFor(() =>
      expect(
        presenter.calls.some((c) => c.kind === 'message' && c.options.type === 'warning'),
      ).toBe(true),
    );
    expect(messages(presenter).some((m) => m.text === 'Deleted successfully')).toBe(false);
    expect(screen.getByText('Shenzhen')).toBeInTheDocument();
  });
});
