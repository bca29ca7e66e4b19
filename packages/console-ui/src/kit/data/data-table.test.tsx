import { composeStories } from '@storybook/react-vite';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fn } from 'storybook/test';
import { describe, expect, it } from 'vitest';

import * as stories from './data-table.stories';

const { Basic, Loading, Empty, HiddenColumns, SelectAndSort, TreeRows, TreeExpanded } =
  composeStories(stories);

const box = (name: string) => screen.getByRole('checkbox', { name }) as HTMLInputElement;

describe('DataTable', () => {
  it('renders a named table with column headers and one row per item', () => {
    render(<Basic />);
    const table = screen.getByRole('table', { name: 'Users' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['User ID', 'User name', 'Nickname', 'Department', 'Status', 'Actions']);
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(4);
    expect(
      within(rows[1]!)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['1', 'admin', 'Administrator', 'R&D', 'Normal', 'Edit']);
    // Without a sort config headers are plain text.
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('keeps rows under a busy overlay while loading', () => {
    render(<Loading />);
    expect(screen.getByRole('table')).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('status')).toHaveTextContent('Loading…');
    expect(screen.getAllByRole('row')).toHaveLength(4);
  });

  it('shows the empty state when there are no rows', () => {
    render(<Empty />);
    const cell = screen.getByRole('cell');
    expect(cell).toHaveTextContent('No data');
    expect(cell).toHaveAttribute('colspan', '6');
  });

  it('leaves out hidden columns', () => {
    render(<HiddenColumns />);
    expect(screen.queryByRole('columnheader', { name: 'Nickname' })).not.toBeInTheDocument();
    expect(screen.getAllByRole('columnheader')).toHaveLength(4);
  });

  it('selects rows; the header box selects all selectable rows and shows a mixed state', async () => {
    const onSelect = fn();
    render(<SelectAndSort onSelect={onSelect} />);
    expect(box('Select admin')).toBeDisabled();
    const all = box('Select all rows');
    expect(all.checked).toBe(false);

    await userEvent.click(box('Select ry'));
    expect(onSelect).toHaveBeenLastCalledWith([2]);
    expect(all.indeterminate).toBe(true);
    expect(all.checked).toBe(false);

    await userEvent.click(all);
    expect(onSelect).toHaveBeenLastCalledWith([2, 3]);
    expect(all.checked).toBe(true);
    expect(all.indeterminate).toBe(false);

    await userEvent.click(all);
    expect(onSelect).toHaveBeenLastCalledWith([]);
    expect(box('Select jane').checked).toBe(false);
  });

  it('sorts with header buttons that cycle ascending, descending and none', async () => {
    render(<SelectAndSort />);
    const header = screen.getByRole('columnheader', { name: 'User name' });
    expect(header).toHaveAttribute('aria-sort', 'none');
    expect(screen.getByRole('columnheader', { name: 'Nickname' })).not.toHaveAttribute('aria-sort');
    const names = () =>
      screen
        .getAllByRole('row')
        .slice(1)
        .map((r) => within(r).getAllByRole('cell')[2]!.textContent);

    const button = within(header).getByRole('button', { name: 'User name' });
    button.focus();
    await userEvent.keyboard('{Enter}');
    expect(header).toHaveAttribute('aria-sort', 'ascending');
    expect(names()).toEqual(['admin', 'jane', 'ry']);
    await userEvent.click(button);
    expect(header).toHaveAttribute('aria-sort', 'descending');
    expect(names()).toEqual(['ry', 'jane', 'admin']);
    await userEvent.click(button);
    expect(header).toHaveAttribute('aria-sort', 'none');
  });

  it('expands and collapses tree rows', async () => {
    render(<TreeRows />);
    expect(screen.getAllByRole('row')).toHaveLength(2);
    const expand = screen.getByRole('button', { name: 'Expand Head office' });
    expect(expand).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(expand);
    expect(screen.getByRole('button', { name: 'Collapse Head office' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    expect(screen.getAllByRole('row')).toHaveLength(4);
    await userEvent.click(screen.getByRole('button', { name: 'Expand Shenzhen branch' }));
    expect(screen.getByRole('cell', { name: 'R&D' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Collapse Head office' }));
    expect(screen.getAllByRole('row')).toHaveLength(2);
  });

  it('can start with every tree row open, also when the rows load later', async () => {
    const { rerender } = render(<TreeExpanded rows={[]} />);
    expect(screen.getByRole('table', { name: 'Departments' })).toBeInTheDocument();
    expect(screen.getByRole('cell')).toHaveTextContent('No data');
    rerender(<TreeExpanded />);
    expect(screen.getAllByRole('row')).toHaveLength(5);
    await userEvent.click(screen.getByRole('button', { name: 'Collapse Shenzhen branch' }));
    expect(screen.getAllByRole('row')).toHaveLength(4);
  });
});
