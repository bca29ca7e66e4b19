import { composeStories } from '@storybook/react-vite';
import { render, screen, within } from '@testing-library/react';
import { fn } from 'storybook/test';
import { describe, expect, it } from 'vitest';

import { renderForUser } from '../../render-for-user.test-helper';
import { MENU_ICON_NAMES, MenuIcon } from '../../shell/menu-icon';
import { ICON_NAMES } from './icon-names';
import { gridMove } from './icon-picker';
import * as stories from './icon-picker.stories';
import { expectInvalid } from '../form/testing';

const { Empty, Selected, Invalid } = composeStories(stories);

describe('IconPicker', () => {
  it('lists every built-in icon as an option of a labelled listbox', () => {
    render(<Selected />);
    const listbox = screen.getByRole('listbox', { name: 'Menu icon' });
    const options = within(listbox).getAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual([...ICON_NAMES]);
    expect(within(listbox).getByRole('option', { name: 'user' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    // One tab stop: the selected icon.
    expect(options.filter((o) => o.tabIndex === 0).map((o) => o.textContent)).toEqual(['user']);
  });

  it('filters with the search box and picks with the keyboard', async () => {
    const onChange = fn();
    const { user } = renderForUser(<Empty onChange={onChange} />);
    await user.type(screen.getByRole('searchbox', { name: 'Search icons' }), 'tree');
    const listbox = screen.getByRole('listbox', { name: 'Menu icon' });
    expect(
      within(listbox)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['tree', 'tree-table']);
    await user.keyboard('{ArrowDown}');
    expect(within(listbox).getByRole('option', { name: 'tree' })).toHaveFocus();
    await user.keyboard('{ArrowRight}{Enter}');
    expect(onChange).toHaveBeenLastCalledWith('tree-table');
    expect(within(listbox).getByRole('option', { name: 'tree-table' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await user.clear(screen.getByRole('searchbox', { name: 'Search icons' }));
    await user.type(screen.getByRole('searchbox', { name: 'Search icons' }), 'zzz');
    expect(screen.getByText('No matching icons')).toBeInTheDocument();
  });

  it('moves by rows with Up/Down and picks with a click', async () => {
    const onChange = fn();
    const { user } = renderForUser(<Selected onChange={onChange} />);
    const listbox = screen.getByRole('listbox', { name: 'Menu icon' });
    within(listbox).getByRole('option', { name: 'user' }).focus();
    await user.keyboard('{ArrowDown}');
    // 6 columns: 'user' is index 5, so Down lands on index 11.
    expect(document.activeElement).toHaveTextContent(ICON_NAMES[11] ?? '');
    await user.keyboard('{Home}');
    expect(document.activeElement).toHaveTextContent('system');
    await user.keyboard(' ');
    expect(onChange).toHaveBeenLastCalledWith('system');
    await user.click(within(listbox).getByRole('option', { name: 'chart' }));
    expect(onChange).toHaveBeenLastCalledWith('chart');
  });

  it('carries the FormItem error', () => {
    render(<Invalid />);
    const listbox = screen.getByRole('listbox', { name: 'Menu icon' });
    expectInvalid(listbox, 'Please choose an icon');
  });

  it('offers only names MenuIcon really draws', () => {
    const { container } = render(
      <>
        {ICON_NAMES.map((name) => (
          <MenuIcon key={name} name={name} />
        ))}
      </>,
    );
    const drawn = [...container.querySelectorAll('svg')].map((svg) =>
      svg.getAttribute('data-icon'),
    );
    expect(drawn).toEqual([...ICON_NAMES]);
  });

  it('offers every name MenuIcon draws', () => {
    expect([...ICON_NAMES].sort()).toEqual([...MENU_ICON_NAMES].sort());
  });

  it('gridMove stays inside the grid', () => {
    expect(gridMove('ArrowRight', 4, 5, 3)).toBe(4);
    expect(gridMove('ArrowLeft', 0, 5, 3)).toBe(0);
    expect(gridMove('ArrowDown', 1, 5, 3)).toBe(4);
    expect(gridMove('ArrowDown', 3, 5, 3)).toBe(3);
    expect(gridMove('ArrowUp', 4, 5, 3)).toBe(1);
    expect(gridMove('End', 0, 5, 3)).toBe(4);
    expect(gridMove('a', 0, 5, 3)).toBeUndefined();
    expect(gridMove('Home', 0, 0, 3)).toBeUndefined();
  });
});
