import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { messages, ok, renderArea } from '../../common/test/area-fake';
import { dictRoute } from '../../common/test/dicts';
import { confirmEditAndReload, openEditDialog } from '../../common/test/edit-dialog';
import { baseEntity } from '../../common/test/rows';
import { ConfigPage } from './config-page';

const config = (configId: number, configKey: string, configType: 'Y' | 'N') => ({
  configId,
  configName: `Name ${configId}`,
  configKey,
  configValue: `value ${configId}`,
  configType,
  ...baseEntity('2026-01-01 00:00:00'),
});

function routes(extra = {}) {
  return {
    'GET /system/config/list': () =>
      ok({ rows: [config(1, 'sys.builtin', 'Y'), config(9, 'app.custom', 'N')], total: 2 }),
    'GET /system/config/9': () => ok({ data: config(9, 'app.custom', 'N') }),
    'GET /system/dict/data/type/sys_yes_no': dictRoute([
      ['Y', 'Yes', 'primary'],
      ['N', 'No', 'danger'],
    ]),
    'PUT /system/config': () => ok(),
    'DELETE /system/config/refreshCache': () => ok(),
    'DELETE /system/config/*': () => ({ code: 500, msg: '内置参数【sys.builtin】不能删除 ' }),
    ...extra,
  };
}

describe('ConfigPage', () => {
  it('shows the built-in flag as a dictionary tag', async () => {
    await renderArea(<ConfigPage />, routes());
    const row = (await screen.findByText('sys.builtin')).closest('tr')!;
    await waitFor(() =>
      expect(within(row).getByText('Yes').closest('[data-tone]')?.getAttribute('data-tone')).toBe(
        'primary',
      ),
    );
  });

  it('keeps the list when the server refuses to delete a built-in parameter', async () => {
    const { server, presenter } = await renderArea(<ConfigPage />, routes());
    const row = (await screen.findByText('sys.builtin')).closest('tr')!;
    await userEvent.click(within(row).getByRole('button', { name: /^Delete/ }));
    await waitFor(() => expect(server.seen.some((r) => r.method === 'DELETE')).toBe(true));
    expect(presenter.calls.some((c) => c.kind === 'confirm')).toBe(true);
    expect(messages(presenter)).not.toContain('Deleted successfully');
    expect(screen.getByText('sys.builtin')).toBeInTheDocument();
  });

  it('does not delete when the confirmation is cancelled', async () => {
    const { server } = await renderArea(<ConfigPage />, routes(), { confirm: false });
    const row = (await screen.findByText('app.custom')).closest('tr')!;
    await userEvent.click(within(row).getByRole('button', { name: /^Delete/ }));
    expect(server.seen.some((r) => r.method === 'DELETE')).toBe(false);
  });

  it('edits a parameter: loads it, saves with its id and reloads the list', async () => {
    const { server, presenter } = await renderArea(<ConfigPage />, routes());
    const dialog = await openEditDialog('app.custom', 'Edit parameter');
    const value = within(dialog).getByRole('textbox', { name: /Parameter value/ });
    await waitFor(() => expect(value).toHaveValue('value 9'));
    await userEvent.clear(value);
    await userEvent.type(value, 'changed');
    expect(
      await confirmEditAndReload(dialog, server, presenter, '/system/config/list'),
    ).toMatchObject({
      configId: 9,
      configKey: 'app.custom',
      configValue: 'changed',
      configType: 'N',
    });
  });

  it('refreshes the parameter cache', async () => {
    const { presenter } = await renderArea(<ConfigPage />, routes());
    await screen.findByText('app.custom');
    await userEvent.click(screen.getByRole('button', { name: 'Refresh cache' }));
    await waitFor(() => expect(messages(presenter)).toContain('Cache refreshed successfully'));
  });

  it('hides the buttons the user may not use', async () => {
    await renderArea(<ConfigPage />, routes(), { permissions: ['system:config:list'] });
    await screen.findByText('app.custom');
    expect(screen.queryByRole('button', { name: 'Add' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Delete/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Refresh cache' })).not.toBeInTheDocument();
  });
});
