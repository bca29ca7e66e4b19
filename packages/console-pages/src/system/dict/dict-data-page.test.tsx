import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { dictStoreOf } from '../../common/dict';
import { messages, ok, renderArea, waitForSent } from '../../common/test/area-fake';
import { expectRefused, openAddDialog } from '../../common/test/edit-dialog';
import { dictTypeRow } from '../../common/test/dicts';
import { DictDataPage } from './dict-data-page';

const type = dictTypeRow(5, 'Test', 'sys_test');

const data = (dictCode: number, dictLabel: string, listClass: string) => ({
  dictCode,
  dictSort: dictCode,
  dictLabel,
  dictValue: String(dictCode),
  dictType: 'sys_test',
  cssClass: '',
  listClass,
  isDefault: 'N',
  status: '0',
  default: false,
  createBy: 'admin',
  createTime: '2026-01-01 00:00:00',
  remark: null,
});

function routes() {
  return {
    'GET /system/dict/type/5': () => ok({ data: type }),
    'GET /system/dict/type/optionselect': () => ok({ data: [type] }),
    'GET /system/dict/data/list': () =>
      ok({ rows: [data(1, 'Alpha', 'success'), data(2, 'Beta', 'danger')], total: 2 }),
    'GET /system/dict/data/type/sys_normal_disable': () =>
      ok({ data: [{ dictLabel: 'Normal', dictValue: '0', listClass: 'primary', cssClass: '' }] }),
    'POST /system/dict/data': () => ok(),
    'DELETE /system/dict/data/*': () => ok(),
  };
}

const render = (path = '/system/dict-data/index/5') =>
  renderArea(<DictDataPage />, routes(), { path, route: '/system/dict-data/index/:dictId' });

describe('DictDataPage', () => {
  it('lists the entries of the route type as coloured tags', async () => {
    const { server } = await render();
    const table = await screen.findByRole('table', { name: 'Dictionary data' });
    const alpha = await within(table).findByText('Alpha');
    expect(alpha.closest('[data-tone]')?.getAttribute('data-tone')).toBe('success');
    expect(within(table).getByText('Beta').closest('[data-tone]')?.getAttribute('data-tone')).toBe(
      'danger',
    );
    const list = server.seen.find((r) => r.path === '/system/dict/data/list');
    expect(list?.query.get('dictType')).toBe('sys_test');
  });

  it('adds an entry to the type and forgets the cached entries of the type', async () => {
    const { server, wcm, presenter } = await render();
    const store = dictStoreOf(wcm);
    store.setDict('sys_test', [{ label: 'stale', value: 'x', listClass: '', cssClass: '' }]);
    const dialog = await openAddDialog('Alpha', 'Add dictionary data');
    await expectRefused(dialog, ['Data label cannot be empty']);
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Data label/ }), 'Gamma');
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Data value/ }), 'g');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(await waitForSent(server.seen, 'POST', '/system/dict/data')).toMatchObject({
      dictType: 'sys_test',
      dictLabel: 'Gamma',
      dictValue: 'g',
      listClass: 'default',
      dictSort: 0,
      isDefault: 'N',
      status: '0',
    });
    await waitFor(() => expect(messages(presenter)).toContain('Added successfully'));
    expect(store.$dicts.get()['sys_test']).toBeUndefined();
  });

  it('deletes the selected entries after confirmation', async () => {
    const { server } = await render();
    await screen.findByText('Alpha');
    await userEvent.click(screen.getByRole('checkbox', { name: /Alpha/ }));
    await userEvent.click(screen.getByRole('checkbox', { name: /Beta/ }));
    const toolbarDelete = screen.getAllByRole('button', { name: 'Delete' })[0]!;
    await userEvent.click(toolbarDelete);
    await waitFor(() => expect(server.seen.some((r) => r.method === 'DELETE')).toBe(true));
    // openapi-fetch escapes the comma; the server decodes it.
    expect(decodeURIComponent(server.seen.find((r) => r.method === 'DELETE')?.path ?? '')).toBe(
      '/system/dict/data/1,2',
    );
  });

  it('says so when the route names no type', async () => {
    await render('/system/dict-data/index/abc');
    expect(await screen.findByText('Dictionary type not found')).toBeInTheDocument();
  });
});
