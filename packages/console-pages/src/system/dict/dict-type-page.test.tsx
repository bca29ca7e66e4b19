import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { dictStoreOf } from '../../common/dict';
import { messages, ok, renderArea } from '../../common/test/area-fake';
import { openAddDialog } from '../../common/test/edit-dialog';
import { DictTypePage } from './dict-type-page';
import { dictTypeRow, noDictRoutes } from '../../common/test/dicts';

const type = dictTypeRow(3, 'Sex', 'sys_user_sex');

const routes = {
  'GET /system/dict/type/list': () => ok({ rows: [type], total: 1 }),
  ...noDictRoutes,
  'DELETE /system/dict/type/refreshCache': () => ok(),
  'POST /system/dict/type': () => ({ code: 500, msg: "新增字典'Sex'失败，字典类型已存在" }),
};

describe('DictTypePage', () => {
  it('links each type to its data page', async () => {
    await renderArea(<DictTypePage />, routes);
    const link = await screen.findByRole('link', { name: 'sys_user_sex' });
    expect(link.getAttribute('href')).toBe('/system/dict-data/index/3');
  });

  it('refreshes the server cache and empties the console dictionary cache', async () => {
    const { wcm, presenter } = await renderArea(<DictTypePage />, routes);
    await screen.findByText('Sex');
    const store = dictStoreOf(wcm);
    store.setDict('sys_user_sex', [{ label: 'x', value: '0', listClass: '', cssClass: '' }]);
    await userEvent.click(screen.getByRole('button', { name: 'Refresh cache' }));
    await waitFor(() => expect(messages(presenter)).toContain('Cache refreshed successfully'));
    expect(store.$dicts.get()['sys_user_sex']).toBeUndefined();
  });

  it('checks the type key and keeps the dialog open with the input when the server refuses', async () => {
    const { server } = await renderArea(<DictTypePage />, routes);
    const dialog = await openAddDialog('Sex', 'Add dictionary type');
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Dictionary name/ }), 'Sex');
    await userEvent.type(
      within(dialog).getByRole('textbox', { name: /Dictionary type/ }),
      'Bad Key',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(within(dialog).getByText(/must start with a letter/)).toBeInTheDocument();
    expect(server.seen.some((r) => r.method === 'POST')).toBe(false);
    const key = within(dialog).getByRole('textbox', { name: /Dictionary type/ });
    await userEvent.clear(key);
    await userEvent.type(key, 'sys_user_sex');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(server.seen.some((r) => r.method === 'POST')).toBe(true));
    expect(screen.getByRole('dialog', { name: 'Add dictionary type' })).toBeInTheDocument();
    expect(key).toHaveValue('sys_user_sex');
  });
});
