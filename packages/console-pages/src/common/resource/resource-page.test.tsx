import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Button, Can } from '@wcm/console-ui';
import { describe, expect, it } from 'vitest';
import { messages, ok, renderArea } from '../test/area-fake';
import { normalDisableRoute } from '../test/dicts';
import {
  confirmEditAndReload,
  expectRefused,
  openAddDialog,
  openEditDialog,
} from '../test/edit-dialog';
import { ResourcePage } from './resource-page';
import type { ResourceDescriptor } from './types';

interface Faq {
  faqId: number;
  question: string;
  kind: string;
  sort: number;
  status: string;
  answer: string | null;
  createTime: string;
}

const faq = (faqId: number, question: string): Faq => ({
  faqId,
  question,
  kind: 'b',
  sort: faqId,
  status: '0',
  answer: null,
  createTime: '2026-01-02 10:00:00',
});

// No permission: the prefix comes from the path (`content:faq`).
const descriptor: ResourceDescriptor<Faq> = {
  path: '/content/faq',
  id: 'faqId',
  rowName: (row) => row.question,
  title: 'Questions',
  noun: 'question',
  addTitle: 'Add question',
  editTitle: 'Edit question',
  exportName: 'faq',
  columns: [
    { key: 'faqId', title: 'No.' },
    { key: 'question', title: 'Question' },
    { key: 'status', title: 'Status', dict: 'sys_normal_disable' },
    { key: 'sort', title: 'Order', sortable: true },
    { key: 'createTime', title: 'Created', time: 'dateTime', sortable: true },
  ],
  filters: [
    { kind: 'text', name: 'question', label: 'Question' },
    { kind: 'select', name: 'status', label: 'Status', dict: 'sys_normal_disable' },
    { kind: 'dateRange', label: 'Created' },
  ],
  fields: [
    {
      kind: 'text',
      name: 'question',
      label: 'Question',
      required: true,
      maxLength: 200,
      pattern: { re: /\?$/, message: 'A question ends with a question mark' },
    },
    {
      kind: 'select',
      name: 'kind',
      label: 'Kind',
      required: true,
      options: [
        { label: 'Buying', value: 'b' },
        { label: 'Shipping', value: 's' },
      ],
    },
    { kind: 'number', name: 'sort', label: 'Order', required: true, min: 0 },
    { kind: 'radio', name: 'status', label: 'Status', dict: 'sys_normal_disable' },
    { kind: 'textarea', name: 'answer', label: 'Answer', nullable: true },
  ],
  toolbar: (page) => (
    <Can permissions={['content:faq:edit']}>
      <Button size="small" onClick={() => page.success(`${page.selectedRows.length} picked`)}>
        Count
      </Button>
    </Can>
  ),
  rowActions: (row, page) => (
    <Button size="small" onClick={() => page.success(`opened ${row.question}`)}>
      Open
    </Button>
  ),
};

function routes(extra = {}) {
  return {
    'GET /content/faq/list': () =>
      ok({ rows: [faq(1, 'How to buy?'), faq(2, 'When is it shipped?')], total: 2 }),
    'GET /content/faq/2': () => ok({ data: faq(2, 'When is it shipped?') }),
    'GET /system/dict/data/type/sys_normal_disable': normalDisableRoute,
    'POST /content/faq': () => ok(),
    'PUT /content/faq': () => ok(),
    'DELETE /content/faq/*': () => ok(),
    ...extra,
  };
}

const render = (options = {}) =>
  renderArea(<ResourcePage descriptor={descriptor} />, routes(), options);

describe('ResourcePage', () => {
  it('lists rows with dictionary tags, formatted times and a named table', async () => {
    await render();
    const table = await screen.findByRole('table', { name: 'Questions' });
    const row = (await within(table).findByText('How to buy?')).closest('tr')!;
    await waitFor(() =>
      expect(
        within(row).getByText('Normal').closest('[data-tone]')?.getAttribute('data-tone'),
      ).toBe('primary'),
    );
    // Server wall time (GMT+8) shown in the user's zone: not the raw wire text.
    expect(within(row).queryByText('2026-01-02 10:00:00')).not.toBeInTheDocument();
    expect(row.textContent).toMatch(/2026/);
  });

  it('sends the applied search filters from page 1, leaving empty ones out', async () => {
    const { server } = await render();
    await screen.findByText('How to buy?');
    const search = screen.getByRole('search');
    await userEvent.type(within(search).getByRole('textbox', { name: 'Question' }), 'ship');
    await userEvent.click(within(search).getByRole('button', { name: /^Search$/ }));
    await waitFor(() =>
      expect(server.seen.some((r) => r.query.get('question') === 'ship')).toBe(true),
    );
    const sent = server.seen.filter((r) => r.path === '/content/faq/list').pop()!;
    expect(sent.query.get('pageNum')).toBe('1');
    expect(sent.query.has('status')).toBe(false);
  });

  it('refuses an empty or malformed form with the field messages and sends nothing', async () => {
    const { server } = await render();
    const dialog = await openAddDialog('How to buy?', 'Add question');
    await expectRefused(dialog, ['Question cannot be empty', 'Kind cannot be empty']);
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Question/ }), 'No mark');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(within(dialog).getByText('A question ends with a question mark')).toBeInTheDocument();
    expect(server.seen.some((r) => r.method === 'POST')).toBe(false);
  });

  it('edits a row: loads it, sends the trimmed values with the id, says so and reloads', async () => {
    const { server, presenter } = await render();
    const dialog = await openEditDialog(
      'When is it shipped?',
      'Edit question',
      'Edit When is it shipped?',
    );
    const question = within(dialog).getByRole('textbox', { name: /Question/ });
    await waitFor(() => expect(question).toHaveValue('When is it shipped?'));
    await userEvent.clear(question);
    await userEvent.type(question, '  When does it ship?  ');
    expect(await confirmEditAndReload(dialog, server, presenter, '/content/faq/list')).toEqual({
      faqId: 2,
      question: 'When does it ship?',
      kind: 'b',
      sort: 2,
      status: '0',
      answer: null,
    });
  });

  it('deletes the selected rows after the question, and not when it is cancelled', async () => {
    const first = await render();
    await screen.findByText('How to buy?');
    await userEvent.click(screen.getByRole('checkbox', { name: /How to buy\?/ }));
    await userEvent.click(screen.getByRole('checkbox', { name: /When is it shipped\?/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(messages(first.presenter)).toContain('Deleted successfully'));
    expect(first.server.seen.find((r) => r.method === 'DELETE')?.path).toBe('/content/faq/1,2');
    const question = first.presenter.calls.find((c) => c.kind === 'confirm');
    expect(question?.kind === 'confirm' && question.options.text).toBe(
      'Are you sure you want to delete the question with ID "1,2"?',
    );
    first.unmount();

    const second = await render({ confirm: false });
    const row = (await screen.findByText('How to buy?')).closest('tr')!;
    await userEvent.click(within(row).getByRole('button', { name: 'Delete How to buy?' }));
    expect(second.server.seen.some((r) => r.method === 'DELETE')).toBe(false);
  });

  it('exports the applied filters as xlsx', async () => {
    const { server } = await renderArea(
      <ResourcePage descriptor={descriptor} />,
      routes({
        'POST /content/faq/export': () =>
          new Response(new Blob(['xlsx']), {
            headers: {
              'content-type': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
            },
          }),
      }),
      { path: '/?question=buy' },
    );
    await screen.findByText('How to buy?');
    await userEvent.click(screen.getByRole('button', { name: 'Export' }));
    await waitFor(() =>
      expect(server.seen.find((r) => r.path === '/content/faq/export')?.body).toEqual({
        question: 'buy',
      }),
    );
  });

  it('hides the buttons the user may not use, extra slots included', async () => {
    await render({ permissions: ['content:faq:list'] });
    await screen.findByText('How to buy?');
    for (const name of ['Add', 'Edit', 'Delete', 'Export', 'Count'])
      expect(screen.queryByRole('button', { name })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Edit / })).not.toBeInTheDocument();
    // Row actions without a permission stay.
    expect(screen.getAllByRole('button', { name: 'Open' })).toHaveLength(2);
  });

  it('gates the buttons by the path-derived prefix, or by the one the descriptor names', async () => {
    const view = await render({ permissions: ['content:faq:list', 'content:faq:add'] });
    await screen.findByText('How to buy?');
    expect(screen.getByRole('button', { name: 'Add' })).toBeInTheDocument();
    view.unmount();
    await renderArea(
      <ResourcePage descriptor={{ ...descriptor, permission: 'help:faq' }} />,
      routes(),
      { permissions: ['content:faq:list', 'content:faq:add', 'help:faq:export'] },
    );
    await screen.findByText('How to buy?');
    expect(screen.queryByRole('button', { name: 'Add' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Export' })).toBeInTheDocument();
  });

  it('runs the toolbar and row action slots with the page api', async () => {
    const { presenter } = await render();
    const row = (await screen.findByText('How to buy?')).closest('tr')!;
    await userEvent.click(within(row).getByRole('button', { name: 'Open' }));
    await userEvent.click(screen.getByRole('checkbox', { name: /How to buy\?/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Count' }));
    expect(messages(presenter)).toEqual(['opened How to buy?', '1 picked']);
  });

  it('shows an error state with a retry when the list cannot be loaded', async () => {
    let fail = true;
    await renderArea(
      <ResourcePage descriptor={descriptor} />,
      routes({
        'GET /content/faq/list': () =>
          fail ? { code: 500, msg: 'boom' } : ok({ rows: [faq(1, 'How to buy?')], total: 1 }),
      }),
    );
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The list could not be loaded');
    fail = false;
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    await screen.findByText('How to buy?');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
