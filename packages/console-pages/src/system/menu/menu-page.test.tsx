import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ok, renderArea } from '../../common/test/area-fake';
import { baseEntity } from '../../common/test/rows';
import { MenuPage } from './menu-page';
import { menuBody, EMPTY_MENU } from './use-menu-form';
import { noDictRoutes } from '../../common/test/dicts';

const menu = (menuId: number, parentId: number, menuName: string, menuType = 'M') => ({
  menuId,
  parentId,
  menuName,
  orderNum: menuId,
  parentName: null,
  path: `p${menuId}`,
  component: null,
  query: null,
  routeName: '',
  isFrame: '1',
  isCache: '0',
  menuType,
  visible: '0',
  status: '0',
  perms: null,
  icon: '#',
  ...baseEntity(null),
  children: [],
});

function routes(deleteAnswer = () => ok() as unknown) {
  return {
    'GET /system/menu/list': () =>
      ok({ data: [menu(1, 0, 'System'), menu(2, 1, 'Users', 'C'), menu(3, 2, 'Query', 'F')] }),
    ...noDictRoutes,
    'PUT /system/menu/updateSort': () => ok(),
    'DELETE /system/menu/*': deleteAnswer,
  };
}

describe('MenuPage', () => {
  it('shows the menus as a tree and expands every level on request', async () => {
    const { server } = await renderArea(<MenuPage />, routes());
    await screen.findByText('System');
    expect(screen.queryByText('Query')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Expand all' }));
    expect(await screen.findByText('Query')).toBeInTheDocument();
    const list = server.seen.find((r) => r.path === '/system/menu/list');
    // The menu list is not paged.
    expect(list?.query.has('pageNum')).toBe(false);
  });

  it('saves edited order numbers together through updateSort', async () => {
    const { server } = await renderArea(<MenuPage />, routes());
    const order = await screen.findByRole('spinbutton', { name: /Display order of/ });
    const save = screen.getByRole('button', { name: 'Save order' });
    expect(save).toBeDisabled();
    await userEvent.clear(order);
    await userEvent.type(order, '9');
    await userEvent.tab();
    await userEvent.click(save);
    await waitFor(() =>
      expect(server.seen.find((r) => r.path === '/system/menu/updateSort')?.body).toEqual({
        menuIds: '1',
        orderNums: '9',
      }),
    );
  });

  it('keeps the menu when the server warns that it has sub-menus (601)', async () => {
    const { server, presenter } = await renderArea(
      <MenuPage />,
      routes(() => ({ code: 601, msg: '存在子菜单,不允许删除' })),
    );
    const row = (await screen.findByText('System')).closest('tr')!;
    await userEvent.click(within(row).getByRole('button', { name: /^Delete/ }));
    await waitFor(() => expect(server.seen.some((r) => r.method === 'DELETE')).toBe(true));
    await waitFor(() =>
      expect(
        presenter.calls.some(
          (c) =>
            c.kind === 'message' && c.options.type === 'warning' && /子菜单/.test(c.options.text),
        ),
      ).toBe(true),
    );
    expect(presenter.calls.some((c) => c.kind === 'message' && c.options.type === 'success')).toBe(
      false,
    );
  });
});

describe('menuBody', () => {
  it('sends only the fields of the menu type', () => {
    const button = menuBody({
      ...EMPTY_MENU,
      menuType: 'F',
      menuName: ' Add ',
      orderNum: 2,
      path: 'x',
      component: 'system/x/index',
      perms: 'system:x:add',
      icon: 'user',
    });
    expect(button).toMatchObject({
      menuName: 'Add',
      path: null,
      component: null,
      perms: 'system:x:add',
      icon: '#',
    });
    const page = menuBody({
      ...EMPTY_MENU,
      menuType: 'C',
      menuName: 'X',
      component: 'a/b',
      path: 'b',
    });
    expect(page).toMatchObject({ component: 'a/b', path: 'b', perms: null, orderNum: 0 });
  });
});
