import { composeStories } from '@storybook/react-vite';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { render } from '@testing-library/react';
import { fn } from 'storybook/test';
import { describe, expect, it } from 'vitest';

import { renderForUser } from '../../render-for-user.test-helper';
import { Form, FormItem } from './form';
import * as stories from './form.stories';
import { Input } from './input';
import { expectInvalid, renderWithI18n } from './testing';

const { Stacked, Prefilled, ItemStates, Inline } = composeStories(stories);
// The record with every field empty that the Stacked story starts from.
const blank = Stacked.args.initial!;

describe('FormItem', () => {
  it('labels the control and wires hint and error through aria-describedby', () => {
    render(<ItemStates />);
    const hinted = screen.getByRole('textbox', { name: 'With hint' });
    expect(hinted).toHaveAccessibleDescription('Between 2 and 20 characters');
    expect(hinted).not.toHaveAttribute('aria-invalid');

    const broken = screen.getByRole('textbox', { name: /With error/ });
    expect(broken).toHaveAttribute('aria-invalid', 'true');
    expect(broken).toHaveAttribute('aria-required', 'true');
    expect(broken).toHaveAccessibleDescription('Cannot be empty');
    // Error text is wired by description, not announced as an alert.
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('marks required items with a hidden asterisk and aria-required', () => {
    render(<ItemStates />);
    const input = screen.getByRole('textbox', { name: /^\*?\s*Required$/ });
    expect(input).toHaveAttribute('aria-required', 'true');
    const mark = input.closest('[data-slot="form-item"]')?.querySelector('[aria-hidden="true"]');
    expect(mark).toHaveTextContent('*');
  });

  it('keeps the control own aria-describedby and id', () => {
    renderWithI18n(
      <Form>
        <FormItem label="Code" hint="Six digits" htmlFor="code-field">
          <Input value="" onChange={() => {}} aria-describedby="extra" />
        </FormItem>
        <p id="extra">Sent by SMS</p>
      </Form>,
    );
    const input = screen.getByRole('textbox', { name: 'Code' });
    expect(input).toHaveAttribute('id', 'code-field');
    expect(input).toHaveAccessibleDescription('Sent by SMS Six digits');
  });

  it('renders a noValidate form, inline when asked', () => {
    const { container } = render(<Inline />);
    const form = container.querySelector('form');
    expect(form).toHaveAttribute('novalidate');
    expect(screen.getByRole('textbox', { name: 'Keyword' })).toBeInTheDocument();
  });

  it('disables every control while `disabled`, and takes typing again once enabled', async () => {
    const user = userEvent.setup();
    const view = (disabled: boolean) => (
      <Form disabled={disabled}>
        <input aria-label="Name" />
        <button type="submit">Save</button>
      </Form>
    );
    const { rerender } = render(view(true));
    const input = screen.getByRole('textbox', { name: 'Name' });
    expect(input).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
    await user.type(input, 'lost');
    expect(input).toHaveValue('');
    rerender(view(false));
    // Same element: the fieldset stays, so nothing remounts when loading ends.
    expect(screen.getByRole('textbox', { name: 'Name' })).toBe(input);
    await user.type(input, 'kept');
    expect(input).toHaveValue('kept');
  });
});

describe('Form with useForm', () => {
  it('shows the rule messages on submit and does not submit', async () => {
    const onSubmit = fn();
    const { user } = renderForUser(
      <Stacked onSubmit={onSubmit} initial={{ ...blank, phone: '123' }} />,
    );
    await user.type(screen.getByRole('textbox', { name: /Remark/ }), 'x');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSubmit).not.toHaveBeenCalled();
    const name = screen.getByRole('textbox', { name: /User name/ });
    expectInvalid(name, /User name cannot be empty/);
    expect(screen.getByRole('textbox', { name: 'Phone' })).toHaveAccessibleDescription(
      'Please enter a correct phone number',
    );
    expect(screen.getByRole('combobox', { name: /Role/ })).toHaveAccessibleDescription(
      'Please select a role',
    );
  });

  it('clears a message as soon as the field is fixed, then submits the values', async () => {
    const onSubmit = fn();
    const { user } = renderForUser(
      <Stacked onSubmit={onSubmit} initial={{ ...blank, roleId: 2 }} />,
    );
    // Save is enabled once something changed.
    await user.type(screen.getByRole('textbox', { name: /Remark/ }), 'note');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByText('User name cannot be empty')).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: /User name/ }), 'ry');
    expect(screen.queryByText('User name cannot be empty')).not.toBeInTheDocument();
    await user.click(screen.getByRole('switch', { name: 'Notify' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({ userName: 'ry', roleId: 2, notify: true }),
    );
  });

  it('enables Save only when dirty and resets to the loaded record', async () => {
    const { user } = renderForUser(<Prefilled />);
    const save = screen.getByRole('button', { name: 'Save' });
    expect(save).toBeDisabled();
    const name = screen.getByRole('textbox', { name: /User name/ });
    await user.type(name, '2');
    expect(name).toHaveValue('admin2');
    expect(save).toBeEnabled();
    await user.click(screen.getByRole('button', { name: 'Reset' }));
    expect(name).toHaveValue('admin');
    expect(save).toBeDisabled();
  });

  it('stacked layout starts clean', () => {
    render(<Stacked />);
    expect(screen.getByRole('textbox', { name: /User name/ })).not.toHaveAttribute('aria-invalid');
  });
});
