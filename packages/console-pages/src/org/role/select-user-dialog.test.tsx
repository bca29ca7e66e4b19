import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { messages, renderOrg } from '../test/org-fake';
import { userRow } from '../test/org-rows';
import { SelectUserDialog } from './select-user-dialog';

describe('SelectUserDialog', () => {
  it('searches the users without the role, gives it to the checked ones and says so', async () => {
    const onAssigned = vi.fn();
    const onOpenChange = vi.fn();
    const { seen, presenter } = await renderOrg(
      <SelectUserDialog open roleId={2} onOpenChange={onOpenChange} onAssigned={onAssigned} />,
      {
        handlers: {
          'GET /system/role/authUser/unallocatedList': ({ query }) =>
            query.get('userName') === 'ann'
              ? { rows: [userRow(4, 'ann')], total: 1 }
              : { rows: [userRow(3, 'bob'), userRow(4, 'ann')], total: 2 },
          'PUT /system/role/authUser/selectAll': () => ({}),
        },
      },
    );
    const dialog = await screen.findByRole('dialog', { name: 'Select users' });
    const table = within(dialog).getByRole('table', { name: 'Users without the role' });
    await within(table).findByText('bob');
    expect(within(dialog).getByRole('button', { name: 'Confirm' })).toBeDisabled();

    await userEvent.type(within(dialog).getByRole('textbox', { name: 'User name' }), 'ann');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(within(table).queryByText('bob')).not.toBeInTheDocument());
    const list = seen.filter((r) => r.path === '/system/role/authUser/unallocatedList').at(-1);
    expect(list?.query.get('roleId')).toBe('2');
    expect(list?.query.get('pageNum')).toBe('1');

    await userEvent.click(within(table).getAllByRole('checkbox').at(1)!);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(onAssigned).toHaveBeenCalled());
    const put = seen.find((r) => r.path === '/system/role/authUser/selectAll');
    expect(put?.query.get('roleId')).toBe('2');
    expect(put?.query.get('userIds')).toBe('4');
    expect(messages(presenter)).toContainEqual({
      type: 'success',
      text: 'Users assigned successfully',
    });
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });
});
