import { composeStories } from '@storybook/react-vite';
import { render, screen, waitFor, within } from '@testing-library/react';
import { fn } from 'storybook/test';
import { describe, expect, it } from 'vitest';

import { renderForUser } from '../../render-for-user.test-helper';
import * as stories from './choice.stories';
import { expectInvalid } from './testing';

const { Default, Invalid, Disabled } = composeStories(stories);

describe('RadioGroup', () => {
  it('is a radiogroup named by its label; arrows move and select', async () => {
    const onChange = fn();
    const { user } = renderForUser(<Default onChange={onChange} />);
    const group = screen.getByRole('radiogroup', { name: 'Status' });
    const normal = within(group).getByRole('radio', { name: 'Normal' });
    expect(normal).toBeChecked();
    expect(within(group).getByRole('radio', { name: 'Archived' })).toBeDisabled();
    await user.click(within(group).getByRole('radio', { name: 'Disabled' }));
    expect(onChange).toHaveBeenLastCalledWith('1');
    // Radix moves the focus on the next tick and selects while the arrow is still down.
    await user.keyboard('{ArrowLeft>}');
    await waitFor(() => expect(onChange).toHaveBeenLastCalledWith('0'));
    await user.keyboard('{/ArrowLeft}');
    expect(normal).toHaveFocus();
  });
});

describe('CheckboxGroup and Checkbox', () => {
  it('toggles values in option order', async () => {
    const onChange = fn();
    const { user } = renderForUser(<Default onChange={onChange} />);
    const group = screen.getByRole('group', { name: 'Permissions' });
    await user.click(within(group).getByRole('checkbox', { name: 'Delete' }));
    expect(onChange).toHaveBeenLastCalledWith(['view', 'delete']);
    await user.click(within(group).getByRole('checkbox', { name: 'Edit' }));
    expect(onChange).toHaveBeenLastCalledWith(['view', 'edit', 'delete']);
    await user.click(within(group).getByRole('checkbox', { name: 'View' }));
    expect(onChange).toHaveBeenLastCalledWith(['edit', 'delete']);
    expect(within(group).getByRole('checkbox', { name: 'Export (locked)' })).toBeDisabled();
  });

  it('single checkbox toggles with Space and shows an indeterminate state', async () => {
    const onChange = fn();
    const { user } = renderForUser(<Default onChange={onChange} />);
    const terms = screen.getByRole('checkbox', { name: /I agree to the terms/ });
    expect(terms).not.toBeChecked();
    terms.focus();
    await user.keyboard(' ');
    expect(onChange).toHaveBeenLastCalledWith(true);
    expect(terms).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Select all rows' })).toHaveAttribute(
      'aria-checked',
      'mixed',
    );
  });
});

describe('Switch', () => {
  it('has role switch, named by the FormItem label', async () => {
    const onChange = fn();
    const { user } = renderForUser(<Default onChange={onChange} />);
    const toggle = screen.getByRole('switch', { name: 'Enabled' });
    expect(toggle).toBeChecked();
    await user.click(toggle);
    expect(onChange).toHaveBeenLastCalledWith(false);
    expect(toggle).not.toBeChecked();
  });
});

describe('choice fields in a FormItem', () => {
  it('carry the error as aria-invalid + description', () => {
    render(<Invalid />);
    for (const el of [
      screen.getByRole('radiogroup', { name: 'Status' }),
      screen.getByRole('group', { name: 'Permissions' }),
      screen.getByRole('switch', { name: 'Enabled' }),
    ]) {
      expectInvalid(el, 'Please choose');
    }
  });

  it('are all disabled together', () => {
    render(<Disabled />);
    expect(screen.getByRole('switch', { name: 'Enabled' })).toBeDisabled();
    expect(screen.getByRole('checkbox', { name: 'View' })).toBeDisabled();
    expect(screen.getByRole('radio', { name: 'Normal' })).toBeDisabled();
  });
});
