import { composeStories } from '@storybook/react-vite';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';

import * as textFieldStories from './text-field.stories';
import { expectInvalid } from './form/testing';

const { Empty, WithError, WithHint } = composeStories(textFieldStories);

describe('TextField', () => {
  it('labels the input and passes input props through', async () => {
    render(<Empty />);
    const input = screen.getByRole('textbox', { name: 'Account' });
    expect(input).toHaveAttribute('name', 'username');
    expect(input).toHaveAttribute('autocomplete', 'username');
    expect(input).not.toHaveAttribute('aria-invalid');
    expect(input).not.toHaveAttribute('aria-describedby');
    await userEvent.type(input, 'admin');
    expect(input).toHaveValue('admin');
  });

  it('links the error text and marks the input invalid', () => {
    render(<WithError />);
    const input = screen.getByRole('textbox', { name: 'Account' });
    expectInvalid(input, 'Please enter your account');
  });

  it('describes the input by hint and error together', () => {
    render(<WithHint error="Password is required" />);
    const input = screen.getByLabelText('Password');
    expect(input).toHaveAccessibleDescription('At least 5 characters Password is required');
  });
});
