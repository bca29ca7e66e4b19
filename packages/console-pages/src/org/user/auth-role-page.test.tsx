import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderOrg } from '../test/org-fake';
import { roleRow } from '../test/org-rows';
import { AuthRolePage } from './auth-role-page';

const role = (roleId: number, roleName: string, flag: boolean) => ({
  ...roleRow(roleId, roleName),
  createTime: null,
  flag,
  admin: false,
});

describe('AuthRolePage', () => {
  it('starts from the held roles and saves the new choice', async () => {
    const { seen } = await renderOrg(<AuthRolePage />, {
      path: '/system/user-auth/role/2',
      route: '/system/user-auth/role/:userId',
      handlers: {
        'GET /system/user/authRole/2': () => ({
          user: { userId: 2, userName: 'ry', nickName: 'Ruoyi' },
          roles: [role(2, 'Common', true), role(3, 'Editor', false)],
        }),
        'PUT /system/user/authRole': () => ({}),
      },
    });
    const table = await screen.findByRole('table', { name: 'Role information' });
    await within(table).findByText('Editor');
    const boxes = within(table).getAllByRole('checkbox');
    // The header box plus one per row; Common is held.
    expect(boxes.at(1)).toBeChecked();
    expect(boxes.at(2)).not.toBeChecked();
    await userEvent.click(boxes.at(2)!);
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/system/user'));
    const put = seen.find((r) => r.path === '/system/user/authRole');
    expect(put?.query.get('userId')).toBe('2');
    expect(put?.query.get('roleIds')).toBe('2,3');
  });
});
