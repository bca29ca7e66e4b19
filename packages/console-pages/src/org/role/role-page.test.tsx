import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { messages, renderOrg, type OrgHandler } from '../test/org-fake';
import { menuTree, roleRow } from '../test/org-rows';
import { RolePage } from './role-page';
import { sentBody, waitForSent } from '../../common/test/area-fake';
import { clickAdd } from '../../common/test/edit-dialog';

const base: Record<string, OrgHandler> = {
  'GET /system/role/list': () => ({ rows: [roleRow(1, 'Admin'), roleRow(2, 'Common')], total: 2 }),
  'GET /system/menu/treeselect': () => ({ data: menuTree }),
  'GET /system/menu/roleMenuTreeselect/2': () => ({ menus: menuTree, checkedKeys: [1000, 1001] }),
  'GET /system/role/2': () => ({ data: roleRow(2, 'Common') }),
};

describe('RolePage', () => {
  it('gives the administrator role no actions', async () => {
    await renderOrg(<RolePage />, { handlers: base });
    const table = await screen.findByRole('table', { name: 'Roles' });
    await within(table).findByText('Common');
    expect(screen.queryByRole('button', { name: 'Edit Admin' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Edit Common' })).toBeInTheDocument();
  });

  it('adds a role with the checked menus and their half-checked parents', async () => {
    const { seen, presenter } = await renderOrg(<RolePage />, {
      handlers: { ...base, 'POST /system/role': () => ({}) },
    });
    const dialog = await clickAdd('Add role');
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Role name/ }), 'Editors');
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Permission key/ }), 'editor');
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Expand/Collapse' }));
    await userEvent.click(await within(dialog).findByText('User query'));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(messages(presenter).at(-1)?.text).toBe('Added successfully'));
    const body = sentBody(seen, 'POST', '/system/role') as {
      menuIds: number[];
      menuCheckStrictly: boolean;
      roleName: string;
    };
    expect([...body.menuIds].sort((a, b) => a - b)).toEqual([1, 100, 1000]);
    expect(body).toMatchObject({ roleName: 'Editors', roleKey: 'editor', menuCheckStrictly: true });
  });

  it('edits strictly: only the checked nodes are sent', async () => {
    const { seen } = await renderOrg(<RolePage />, {
      handlers: { ...base, 'PUT /system/role': () => ({}) },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Edit Common' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit role' });
    await waitFor(() =>
      expect(within(dialog).getByRole('textbox', { name: /Role name/ })).toHaveValue('Common'),
    );
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Parent-child linkage' }));
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Expand/Collapse' }));
    await userEvent.click(await within(dialog).findByText('User add'));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(await waitForSent(seen, 'PUT')).toMatchObject({
      roleId: 2,
      menuCheckStrictly: false,
      menuIds: [1000],
    });
  });

  it('keeps the dialog open when the name is missing', async () => {
    const { seen } = await renderOrg(<RolePage />, { handlers: base });
    const dialog = await clickAdd('Add role');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(await within(dialog).findByText('Role name cannot be empty')).toBeInTheDocument();
    expect(seen.some((r) => r.path === '/system/role')).toBe(false);
  });
});
