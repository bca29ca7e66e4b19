import { composeStories } from '@storybook/react-vite';
import { render, screen, within } from '@testing-library/react';
import { fn } from 'storybook/test';
import { describe, expect, it } from 'vitest';

import { renderForUser } from '../../render-for-user.test-helper';
import { filterOptions } from './combo-select';
import * as stories from './select.stories';
import { expectInvalid } from './testing';

const { Single, SingleClearable, Filterable, Multiple, NoOptions, Disabled, Invalid } =
  composeStories(stories);

describe('Select (single)', () => {
  it('is a labelled combobox with a placeholder that picks by keyboard', async () => {
    const onChange = fn();
    const { user } = renderForUser(<Single onChange={onChange} />);
    const trigger = screen.getByRole('combobox', { name: 'City' });
    expect(trigger).toHaveTextContent('Please select');
    trigger.focus();
    await user.keyboard('{Enter}');
    const listbox = await screen.findByRole('listbox');
    expect(
      within(listbox)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Beijing', 'Shanghai', 'Shenzhen', 'Guangzhou (closed)', 'Hangzhou']);
    expect(within(listbox).getByRole('option', { name: 'Guangzhou (closed)' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await user.click(within(listbox).getByRole('option', { name: 'Shenzhen' }));
    expect(onChange).toHaveBeenLastCalledWith(['sz']);
    expect(trigger).toHaveTextContent('Shenzhen');
  });

  it('clears the value with the Clear button', async () => {
    const onChange = fn();
    const { user } = renderForUser(<SingleClearable onChange={onChange} />);
    expect(screen.getByRole('combobox', { name: 'City' })).toHaveTextContent('Shanghai');
    await user.click(screen.getByRole('button', { name: 'Clear' }));
    expect(onChange).toHaveBeenLastCalledWith([]);
    expect(screen.getByRole('combobox', { name: 'City' })).toHaveTextContent('Please select');
  });

  it('is disabled, or invalid with its message', () => {
    render(<Disabled />);
    expect(screen.getByRole('combobox', { name: 'City' })).toBeDisabled();
  });

  it('wires the FormItem error', () => {
    render(<Invalid />);
    const trigger = screen.getByRole('combobox', { name: 'City' });
    expectInvalid(trigger, 'Please select a city');
  });
});

describe('Select (filterable / multiple)', () => {
  it('filters as you type and picks with arrows and Enter', async () => {
    const onChange = fn();
    const { user } = renderForUser(<Filterable onChange={onChange} />);
    const input = screen.getByRole('combobox', { name: 'City' });
    await user.type(input, 'sh');
    expect(input).toHaveAttribute('aria-expanded', 'true');
    const listbox = screen.getByRole('listbox');
    expect(
      within(listbox)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Shanghai', 'Shenzhen']);
    await user.keyboard('{ArrowDown}');
    const active = input.getAttribute('aria-activedescendant');
    expect(active && document.getElementById(active)).toHaveTextContent('Shenzhen');
    await user.keyboard('{Enter}');
    expect(onChange).toHaveBeenLastCalledWith(['sz']);
    expect(input).toHaveAttribute('aria-expanded', 'false');
    expect(input).toHaveValue('Shenzhen');
  });

  it('shows No data when nothing matches and closes on Escape', async () => {
    const { user } = renderForUser(<NoOptions />);
    const input = screen.getByRole('combobox', { name: 'City' });
    await user.click(input);
    expect(await screen.findByText('No data')).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(input).toHaveAttribute('aria-expanded', 'false');
  });

  it('toggles several values, keeps option order and removes with chips or Backspace', async () => {
    const onChange = fn();
    const { user } = renderForUser(<Multiple onChange={onChange} />);
    const input = screen.getByRole('combobox', { name: 'City' });
    await user.click(input);
    const listbox = screen.getByRole('listbox');
    expect(listbox).toHaveAttribute('aria-multiselectable', 'true');
    expect(within(listbox).getByRole('option', { name: 'Beijing' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await user.click(within(listbox).getByRole('option', { name: 'Hangzhou' }));
    await user.click(within(listbox).getByRole('option', { name: 'Shanghai' }));
    expect(onChange).toHaveBeenLastCalledWith(['bj', 'sh', 'hz']);
    // Disabled options cannot be chosen.
    await user.click(within(listbox).getByRole('option', { name: 'Guangzhou (closed)' }));
    expect(onChange).toHaveBeenLastCalledWith(['bj', 'sh', 'hz']);
    await user.click(screen.getByRole('button', { name: 'Remove Shanghai' }));
    expect(onChange).toHaveBeenLastCalledWith(['bj', 'hz']);
    input.focus();
    await user.keyboard('{Backspace}');
    expect(onChange).toHaveBeenLastCalledWith(['bj']);
    await user.click(screen.getByRole('button', { name: 'Clear' }));
    expect(onChange).toHaveBeenLastCalledWith([]);
  });

  it('tells a server-searching owner the typed text, and a blank one when a pick or close ends it', async () => {
    const onChange = fn();
    const onQueryChange = fn();
    const { user } = renderForUser(
      <Multiple filterable onChange={onChange} onQueryChange={onQueryChange} />,
    );
    const input = screen.getByRole('combobox', { name: 'City' });
    await user.click(input);
    await user.keyboard('ha');
    expect(onQueryChange.mock.calls.map(([q]) => q)).toEqual(['h', 'ha']);
    await user.click(within(screen.getByRole('listbox')).getByRole('option', { name: 'Shanghai' }));
    expect(onChange).toHaveBeenLastCalledWith(['bj', 'sh']);
    expect(onQueryChange).toHaveBeenLastCalledWith('');
    input.focus();
    await user.keyboard('x{Escape}');
    expect(onQueryChange.mock.calls.slice(-2).map(([q]) => q)).toEqual(['x', '']);
  });

  it('filterOptions matches labels case-insensitively', () => {
    const options = [
      { label: 'Alpha', value: 1 },
      { label: 'beta', value: 2 },
    ];
    expect(filterOptions(options, ' A')).toHaveLength(2);
    expect(filterOptions(options, 'BET')).toEqual([{ label: 'beta', value: 2 }]);
    expect(filterOptions(options, '')).toHaveLength(2);
  });
});
