import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { messages, ok, renderArea, sentBody } from '../../common/test/area-fake';
import { MenuFormDialog } from './menu-form-dialog';
import { noDictRoutes } from '../../common/test/dicts';

const routes = {
  'GET /system/menu/treeselect': () =>
    ok({
      data: [
        {
          id: 1,
          label: 'System',
          disabled: false,
          children: [{ id: 2, label: 'Users', disabled: false }],
        },
      ],
    }),
  ...noDictRoutes,
  'POST /system/menu': () => ok(),
};

describe('MenuFormDialog', () => {
  it('shows the fields of the chosen type and adds a button below its parent', async () => {
    const onSaved = vi.fn();
    const { server, presenter } = await renderArea(
      <MenuFormDialog
        open
        menuId={undefined}
        parentId={2}
        onClose={() => undefined}
        onSaved={onSaved}
      />,
      routes,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Add menu' });
    // A directory: route path, no component or permission string.
    expect(within(dialog).getByRole('textbox', { name: /Route path/ })).toBeInTheDocument();
    expect(
      within(dialog).queryByRole('textbox', { name: /Component path/ }),
    ).not.toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Menu' }));
    expect(within(dialog).getByRole('textbox', { name: /Component path/ })).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Button' }));
    expect(within(dialog).queryByRole('textbox', { name: /Route path/ })).not.toBeInTheDocument();
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Menu name/ }), 'Export');
    await userEvent.type(within(dialog).getByRole('spinbutton', { name: /Display order/ }), '3');
    await userEvent.type(
      within(dialog).getByRole('textbox', { name: /Permission string/ }),
      'system:user:export',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(sentBody(server.seen, 'POST')).toMatchObject({
      parentId: 2,
      menuType: 'F',
      menuName: 'Export',
      orderNum: 3,
      perms: 'system:user:export',
      path: null,
      component: null,
    });
    expect(messages(presenter)).toContain('Added successfully');
  });

  it('needs a name, an order and (for a directory) a route path', async () => {
    const { server } = await renderArea(
      <MenuFormDialog
        open
        menuId={undefined}
        parentId={0}
        onClose={() => undefined}
        onSaved={() => undefined}
      />,
      routes,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Add menu' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(within(dialog).getByText('Menu name cannot be empty')).toBeInTheDocument();
    expect(within(dialog).getByText('Display order cannot be empty')).toBeInTheDocument();
    expect(within(dialog).getByText('Route path cannot be empty')).toBeInTheDocument();
    expect(server.seen.some((r) => r.method === 'POST')).toBe(false);
  });
});
