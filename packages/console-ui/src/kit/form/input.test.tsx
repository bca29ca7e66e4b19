import { composeStories } from '@storybook/react-vite';
import { render, screen } from '@testing-library/react';
import { fn } from 'storybook/test';
import { describe, expect, it } from 'vitest';

import { renderForUser } from '../../render-for-user.test-helper';
import * as stories from './input.stories';
import { normalizeNumber, stepNumber } from './number-input';
import { expectInvalid } from './testing';

const {
  Clearable,
  WithCounter,
  Invalid,
  Disabled,
  TextareaField,
  NumberField: NumberStory,
} = composeStories(stories);

describe('Input', () => {
  it('reports typed text and clears with the Clear button', async () => {
    const onChange = fn();
    const { user } = renderForUser(<Clearable onChange={onChange} />);
    const input = screen.getByRole('textbox', { name: 'Name' });
    await user.type(input, '!');
    expect(onChange).toHaveBeenLastCalledWith('ruoyi!');
    await user.click(screen.getByRole('button', { name: 'Clear' }));
    expect(onChange).toHaveBeenLastCalledWith('');
    expect(input).toHaveValue('');
    expect(input).toHaveFocus();
    expect(screen.queryByRole('button', { name: 'Clear' })).not.toBeInTheDocument();
  });

  it('shows a counter tied to the input and enforces maxLength', async () => {
    const { user } = renderForUser(<WithCounter />);
    const input = screen.getByRole('textbox', { name: 'Name' });
    expect(input).toHaveAccessibleDescription('3 / 20');
    expect(input).toHaveAttribute('maxlength', '20');
    await user.type(input, 'de');
    expect(input).toHaveAccessibleDescription('5 / 20');
  });

  it('is invalid and described by the error from its FormItem', () => {
    render(<Invalid />);
    const input = screen.getByRole('textbox', { name: 'Name' });
    expectInvalid(input, 'Cannot be empty');
  });

  it('offers no clear button when disabled', () => {
    render(<Disabled />);
    expect(screen.getByRole('textbox', { name: 'Name' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Clear' })).not.toBeInTheDocument();
  });
});

describe('Textarea', () => {
  it('is a labelled multi-line box with a counter', async () => {
    const { user } = renderForUser(<TextareaField />);
    const box = screen.getByRole('textbox', { name: 'Remark' });
    expect(box).toHaveAttribute('rows', '4');
    expect(box).toHaveAccessibleDescription('11 / 200');
    await user.type(box, '{Enter}x');
    expect(box).toHaveValue('Some remark\nx');
  });
});

describe('NumberInput', () => {
  it('is a spin button stepping with arrows and buttons within bounds', async () => {
    const { user } = renderForUser(<NumberStory />);
    const spin = screen.getByRole('spinbutton', { name: 'Quantity' });
    expect(spin).toHaveValue('1.5');
    expect(spin).toHaveAttribute('aria-valuemin', '0');
    expect(spin).toHaveAttribute('aria-valuemax', '10');
    await user.click(spin);
    await user.keyboard('{ArrowUp}{ArrowUp}');
    expect(spin).toHaveValue('2.5');
    expect(spin).toHaveAttribute('aria-valuenow', '2.5');
    await user.keyboard('{End}');
    expect(spin).toHaveValue('10.0');
    expect(screen.getByRole('button', { name: 'Increase' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Decrease' }));
    expect(spin).toHaveValue('9.5');
    await user.keyboard('{Home}');
    expect(spin).toHaveValue('0.0');
  });

  it('gives undefined when emptied and clamps/rounds typed text on blur', async () => {
    const onChange = fn();
    const { user } = renderForUser(<NumberStory onChange={onChange} />);
    const spin = screen.getByRole('spinbutton', { name: 'Quantity' });
    await user.clear(spin);
    expect(onChange).toHaveBeenLastCalledWith('undefined');
    await user.type(spin, '12.345');
    await user.tab();
    expect(spin).toHaveValue('10.0');
    await user.clear(spin);
    await user.type(spin, '3.26');
    await user.tab();
    expect(spin).toHaveValue('3.3');
  });

  it('steps and normalizes as pure functions', () => {
    expect(stepNumber(0.1, 1, 0.2, {})).toBe(0.3);
    expect(stepNumber(undefined, 1, 1, { min: 5 })).toBe(6);
    expect(stepNumber(undefined, -1, 1, {})).toBe(-1);
    expect(stepNumber(9.8, 1, 0.5, { max: 10 })).toBe(10);
    expect(normalizeNumber(-3, { min: 0 })).toBe(0);
    expect(normalizeNumber(1.005, { precision: 1 })).toBe(1);
  });
});
