import { composeStories } from '@storybook/react-vite';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';

import * as stories from './tree-view.stories';

const { Selectable, ExpandAll, Checkable, CheckStrictly, Filtered, Empty } =
  composeStories(stories);

const item = (name: string) => screen.getByRole('treeitem', { name });

describe('TreeView', () => {
  it('is a tree with collapsed branches; arrows move, expand and collapse', async () => {
    render(<Selectable />);
    const tree = screen.getByRole('tree', { name: 'Menus' });
    expect(within(tree).getAllByRole('treeitem')).toHaveLength(3);
    const system = item('System');
    expect(system).toHaveAttribute('aria-expanded', 'false');
    expect(system).toHaveAttribute('tabindex', '0');

    await userEvent.tab();
    expect(system).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    expect(system).toHaveAttribute('aria-expanded', 'true');
    expect(within(system).getByRole('group')).toBeInTheDocument();
    await userEvent.keyboard('{ArrowRight}');
    expect(item('Users')).toHaveFocus();
    expect(item('Users')).toHaveAttribute('aria-level', '2');
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    expect(item('Menus')).toHaveFocus();
    await userEvent.keyboard('{ArrowLeft}');
    expect(system).toHaveFocus();
    await userEvent.keyboard('{ArrowLeft}');
    expect(system).toHaveAttribute('aria-expanded', 'false');
    await userEvent.keyboard('{End}');
    expect(item('Home page')).toHaveFocus();
    await userEvent.keyboard('{Home}');
    expect(system).toHaveFocus();
  });

  it('selects with Enter and click, reporting the node', async () => {
    const onSelect = stories.default.args.onSelect;
    render(<Selectable onSelect={onSelect} />);
    await userEvent.click(screen.getByText('Monitor'));
    expect(onSelect).toHaveBeenLastCalledWith(expect.objectContaining({ id: 2 }));
    expect(item('Monitor')).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{ArrowDown}{Enter}');
    expect(onSelect).toHaveBeenLastCalledWith(expect.objectContaining({ id: 3 }));
  });

  it('links checks: a parent is mixed, then checked with all its leaves; Space toggles', async () => {
    const onCheck = stories.default.args.onCheck;
    render(<Checkable onCheck={onCheck} />);
    expect(item('User query')).toHaveAttribute('aria-checked', 'true');
    expect(item('Users')).toHaveAttribute('aria-checked', 'mixed');
    expect(item('System')).toHaveAttribute('aria-checked', 'mixed');

    item('Users').focus();
    await userEvent.keyboard(' ');
    expect(item('Users')).toHaveAttribute('aria-checked', 'true');
    expect(item('User delete')).toHaveAttribute('aria-checked', 'true');
    expect(onCheck).toHaveBeenLastCalledWith(
      expect.arrayContaining([100, 1000, 1001, 1002]),
      expect.objectContaining({ halfChecked: [1] }),
    );

    // The disabled 'Menus' leaf keeps System mixed even after checking everything else.
    await userEvent.click(screen.getByText('System'));
    expect(item('Roles')).toHaveAttribute('aria-checked', 'true');
    expect(item('Menus')).toHaveAttribute('aria-checked', 'false');
    expect(item('System')).toHaveAttribute('aria-checked', 'mixed');

    await userEvent.click(screen.getByText('Users'));
    expect(item('User query')).toHaveAttribute('aria-checked', 'false');
  });

  it('strict checks leave parents and children independent', async () => {
    render(<CheckStrictly />);
    expect(item('System')).toHaveAttribute('aria-checked', 'true');
    expect(item('Users')).toHaveAttribute('aria-checked', 'false');
    await userEvent.click(screen.getByText('Users'));
    expect(item('Users')).toHaveAttribute('aria-checked', 'true');
    expect(item('User add')).toHaveAttribute('aria-checked', 'false');
  });

  it('filters to matching nodes and their ancestors', () => {
    render(<Filtered />);
    const names = screen.getAllByRole('treeitem').map((el) => el.getAttribute('aria-level'));
    expect(names).toEqual(['1', '2', '3']);
    expect(item('Role query')).toBeInTheDocument();
    expect(screen.queryByText('Users')).not.toBeInTheDocument();
    expect(screen.queryByText('Monitor')).not.toBeInTheDocument();
  });

  it('expands everything by default, also nodes that load later; branches still collapse', async () => {
    const { rerender } = render(<ExpandAll nodes={[]} />);
    rerender(<ExpandAll />);
    expect(screen.getAllByRole('treeitem')).toHaveLength(11);
    item('Users').focus();
    await userEvent.keyboard('{ArrowLeft}');
    expect(item('Users')).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getAllByRole('treeitem')).toHaveLength(8);
  });

  it('shows an empty text without nodes', () => {
    render(<Empty />);
    expect(screen.queryByRole('tree')).not.toBeInTheDocument();
    expect(screen.getByText('No data')).toBeInTheDocument();
  });
});
