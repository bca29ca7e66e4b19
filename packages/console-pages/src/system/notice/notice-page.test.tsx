import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ok, renderArea } from '../../common/test/area-fake';
import {
  confirmEdit,
  expectRefused,
  openAddDialog,
  openEditDialog,
} from '../../common/test/edit-dialog';
import { baseEntity } from '../../common/test/rows';
import { NoticePage } from './notice-page';

const notice = {
  noticeId: 4,
  noticeTitle: 'Maintenance',
  noticeType: '2',
  noticeContent: '<p><strong>Tonight</strong> at ten</p>',
  status: '0',
  ...baseEntity(),
};

const dict = (type: string) =>
  type === 'sys_notice_type'
    ? [
        { dictLabel: 'Notice', dictValue: '1', listClass: 'warning', cssClass: '' },
        { dictLabel: 'Announcement', dictValue: '2', listClass: 'success', cssClass: '' },
      ]
    : [{ dictLabel: 'Open', dictValue: '0', listClass: 'primary', cssClass: '' }];

const routes = {
  'GET /system/notice/list': () => ok({ rows: [notice], total: 1 }),
  'GET /system/notice/4': () => ok({ data: notice }),
  'GET /system/dict/data/type/*': (r: { path: string }) =>
    ok({ data: dict(r.path.split('/').pop()!) }),
  'PUT /system/notice': () => ok(),
};

describe('NoticePage', () => {
  it('shows type and status as dictionary tags', async () => {
    await renderArea(<NoticePage />, routes);
    const row = (await screen.findByText('Maintenance')).closest('tr')!;
    await waitFor(() =>
      expect(
        within(row).getByText('Announcement').closest('[data-tone]')?.getAttribute('data-tone'),
      ).toBe('success'),
    );
    expect(within(row).getByText('Open')).toBeInTheDocument();
  });

  it('asks for a title and a type before saving a new notice', async () => {
    const { server } = await renderArea(<NoticePage />, routes);
    const dialog = await openAddDialog('Maintenance', 'Add notice');
    await expectRefused(dialog, ['Notice title cannot be empty', 'Notice type cannot be empty']);
    expect(server.seen.some((r) => r.method === 'POST')).toBe(false);
  });

  it('edits a notice in the restricted editor and keeps its content', async () => {
    const { server, presenter } = await renderArea(<NoticePage />, routes);
    const dialog = await openEditDialog('Maintenance', 'Edit notice');
    const editor = await within(dialog).findByRole('textbox', { name: 'Content' });
    await waitFor(() => expect(editor.querySelector('strong')?.textContent).toBe('Tonight'));
    const title = within(dialog).getByRole('textbox', { name: /Notice title/ });
    await userEvent.clear(title);
    await userEvent.type(title, 'Maintenance tonight');
    expect(await confirmEdit(dialog, server, presenter)).toEqual({
      noticeId: 4,
      noticeTitle: 'Maintenance tonight',
      noticeType: '2',
      status: '0',
      noticeContent: '<p><strong>Tonight</strong> at ten</p>',
    });
  });
});
