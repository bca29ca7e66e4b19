import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { messages, ok, renderArea, sentBody } from '../../common/test/area-fake';
import { expectRefused, openAddDialog } from '../../common/test/edit-dialog';
import { normalDisableRoute } from '../../common/test/dicts';
import { baseEntity } from '../../common/test/rows';
import { PostPage } from './post-page';

const post = {
  postId: 2,
  postCode: 'se',
  postName: 'Project manager',
  postSort: 2,
  status: '0',
  ...baseEntity(),
};

const routes = {
  'GET /system/post/list': () => ok({ rows: [post], total: 1 }),
  'GET /system/dict/data/type/sys_normal_disable': normalDisableRoute,
  'POST /system/post': () => ok(),
};

describe('PostPage', () => {
  it('adds a position with trimmed names, order 0 and normal status by default', async () => {
    const { server, presenter } = await renderArea(<PostPage />, routes);
    const dialog = await openAddDialog('Project manager', 'Add position');
    await expectRefused(dialog, ['Position name cannot be empty', 'Position code cannot be empty']);
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Position name/ }), ' CEO ');
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Position code/ }), 'ceo');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(messages(presenter)).toContain('Added successfully'));
    expect(sentBody(server.seen, 'POST')).toEqual({
      postName: 'CEO',
      postCode: 'ceo',
      postSort: 0,
      status: '0',
      remark: '',
    });
  });

  it('names the row buttons after the position and asks before deleting it', async () => {
    const { presenter } = await renderArea(<PostPage />, routes, { confirm: false });
    const row = (await screen.findByText('Project manager')).closest('tr')!;
    await userEvent.click(within(row).getByRole('button', { name: 'Delete Project manager' }));
    const question = presenter.calls.find((c) => c.kind === 'confirm');
    expect(question?.kind === 'confirm' && question.options.text).toBe(
      'Are you sure you want to delete the position with ID "2"?',
    );
  });
});
