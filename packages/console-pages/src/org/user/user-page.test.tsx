import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { messages, renderOrg, type OrgHandler } from '../test/org-fake';
import { userRow } from '../test/org-rows';
import { UserPage } from './user-page';
import { waitForSent } from '../../common/test/area-fake';
import { clickAdd } from '../../common/test/edit-dialog';

const user = (userId: number, userName: string) => ({
  ...userRow(userId, userName),
  dept: {
    deptId: 103,
    parentId: 101,
    ancestors: '0,100,101',
    deptName: 'R&D',
    orderNum: 1,
    leader: null,
    status: '0',
  },
});

const base: Record<string, OrgHandler> = {
  'GET /system/user/list': () => ({ rows: [user(1, 'admin'), user(2, 'ry')], total: 2 }),
  'GET /system/user/deptTree': () => ({
    data: [
      {
        id: 100,
        label: 'HQ',
        disabled: false,
        children: [{ id: 103, label: 'R&D', disabled: false }],
      },
    ],
  }),
};

describe('UserPage', () => {
  it('lists users beside the department tree', async () => {
    await renderOrg(<UserPage />, { handlers: base });
    const table = await screen.findByRole('table', { name: 'Users' });
    await within(table).findByText('ry');
    expect(within(table).getByText('RY')).toBeInTheDocument();
    expect(screen.getByRole('tree', { name: 'Departments' })).toBeInTheDocument();
  });

  it('shows markup sent in plain fields as text, never as HTML (issue 19)', async () => {
    const markup = '<img src=x onerror="window.__xss=1">';
    const hostile = { ...user(3, 'mallory'), nickName: markup };
    hostile.dept = { ...hostile.dept, deptName: '<b>R&D</b>' };
    const { container } = await renderOrg(<UserPage />, {
      handlers: { ...base, 'GET /system/user/list': () => ({ rows: [hostile], total: 1 }) },
    });
    const table = await screen.findByRole('table', { name: 'Users' });
    expect(await within(table).findByText(markup)).toBeInTheDocument();
    expect(within(table).getByText('<b>R&D</b>')).toBeInTheDocument();
    expect(container.querySelector('img[src="x"], b')).toBeNull();
    expect((window as { __xss?: number }).__xss).toBeUndefined();
  });

  it('filters by the department chosen in the tree', async () => {
    const { seen } = await renderOrg(<UserPage />, { handlers: base });
    const tree = await screen.findByRole('tree', { name: 'Departments' });
    await userEvent.click(await within(tree).findByText('R&D'));
    await waitFor(() =>
      expect(
        seen.some((r) => r.path === '/system/user/list' && r.query.get('deptId') === '103'),
      ).toBe(true),
    );
  });

  it('hides buttons the session may not use', async () => {
    await renderOrg(<UserPage />, {
      handlers: base,
      permissions: ['system:user:list', 'system:user:query'],
    });
    await screen.findByRole('table', { name: 'Users' });
    expect(screen.queryByRole('button', { name: 'Add' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete ry' })).not.toBeInTheDocument();
    expect(screen.queryByRole('switch')).not.toBeInTheDocument();
  });

  it('changes a status after confirmation', async () => {
    const { seen, presenter } = await renderOrg(<UserPage />, {
      handlers: { ...base, 'PUT /system/user/changeStatus': () => ({}) },
    });
    const toggle = await screen.findByRole('switch', { name: 'Status of ry' });
    await userEvent.click(toggle);
    await waitFor(() => expect(messages(presenter).at(-1)?.text).toBe('Disabled successfully'));
    expect(seen.find((r) => r.path === '/system/user/changeStatus')?.body).toEqual({
      userId: 2,
      status: '1',
    });
    expect(toggle).toHaveAttribute('aria-checked', 'false');
  });

  it('flips the switch back when the server refuses', async () => {
    await renderOrg(<UserPage />, {
      handlers: { ...base, 'PUT /system/user/changeStatus': () => ({ code: 500, msg: 'refused' }) },
    });
    const toggle = await screen.findByRole('switch', { name: 'Status of ry' });
    await userEvent.click(toggle);
    await waitFor(() => expect(toggle).toHaveAttribute('aria-checked', 'true'));
    expect(toggle).not.toBeDisabled();
  });

  it('flips the switch back when the confirmation is cancelled', async () => {
    const { seen } = await renderOrg(<UserPage />, { handlers: base, confirm: false });
    const toggle = await screen.findByRole('switch', { name: 'Status of ry' });
    await userEvent.click(toggle);
    await waitFor(() => expect(toggle).toHaveAttribute('aria-checked', 'true'));
    expect(seen.some((r) => r.path === '/system/user/changeStatus')).toBe(false);
  });

  it('deletes a user after confirmation and reloads', async () => {
    const { seen, presenter } = await renderOrg(<UserPage />, {
      handlers: { ...base, 'DELETE /system/user/2': () => ({}) },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Delete ry' }));
    await waitFor(() => expect(messages(presenter).at(-1)?.text).toBe('Deleted successfully'));
    expect(seen.filter((r) => r.path === '/system/user/list')).toHaveLength(2);
  });

  it('validates the add form and keeps it open on a refused save', async () => {
    const { seen } = await renderOrg(<UserPage />, {
      handlers: {
        ...base,
        'GET /system/user/': () => ({ roles: [], posts: [] }),
        'POST /system/user': () => ({ code: 500, msg: 'User name already exists' }),
      },
    });
    const dialog = await clickAdd('Add user');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(await within(dialog).findByText('Nick name cannot be empty')).toBeInTheDocument();
    expect(within(dialog).getByText('User name cannot be empty')).toBeInTheDocument();
    expect(within(dialog).getByText('Password cannot be empty')).toBeInTheDocument();

    await userEvent.type(within(dialog).getByRole('textbox', { name: /Nick name/ }), 'Tester');
    await userEvent.type(within(dialog).getByRole('textbox', { name: /User name/ }), 'tester');
    await userEvent.type(within(dialog).getByLabelText(/Password/), 'abc');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(
      await within(dialog).findByText('Password length must be between 5 and 20'),
    ).toBeInTheDocument();

    await userEvent.type(within(dialog).getByLabelText(/Password/), '123');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(await waitForSent(seen, 'POST', '/system/user')).toMatchObject({
      userName: 'tester',
      nickName: 'Tester',
      password: 'abc123',
      status: '0',
    });
    expect(screen.getByRole('dialog', { name: 'Add user' })).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: /Nick name/ })).toHaveValue('Tester');
  });

  it('exports with the applied filters and no paging', async () => {
    const { seen } = await renderOrg(<UserPage />, {
      handlers: base,
      path: '/?status=0&pageNum=2&beginTime=2026-01-01',
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Export' }));
    await waitFor(() => expect(seen.some((r) => r.path === '/system/user/export')).toBe(true));
    const body = new URLSearchParams(
      String(seen.find((r) => r.path === '/system/user/export')?.body),
    );
    expect(Object.fromEntries(body)).toEqual({ status: '0', 'params[beginTime]': '2026-01-01' });
  });
});
