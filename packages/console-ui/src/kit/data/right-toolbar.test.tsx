import { composeStories } from '@storybook/react-vite';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fn } from 'storybook/test';
import { describe, expect, it } from 'vitest';

import * as stories from './right-toolbar.stories';

const { Basic, SearchHidden, Columns } = composeStories(stories);

describe('RightToolbar', () => {
  it('offers the search toggle and refresh as named buttons', async () => {
    const onToggleSearch = fn();
    const onRefresh = fn();
    render(<Basic onToggleSearch={onToggleSearch} onRefresh={onRefresh} />);
    expect(screen.getByRole('group', { name: 'Table tools' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Hide search' }));
    expect(onToggleSearch).toHaveBeenCalledTimes(1);
    await userEvent.click(screen.getByRole('button', { name: 'Refresh' }));
    expect(onRefresh).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('button', { name: 'Show/hide columns' })).not.toBeInTheDocument();
  });

  it('shows a tooltip on keyboard focus', async () => {
    render(<Basic />);
    await userEvent.tab();
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Hide search');
  });

  it('names the toggle after what it will do', () => {
    render(<SearchHidden />);
    expect(screen.getByRole('button', { name: 'Show search' })).toBeInTheDocument();
  });

  it('switches columns from a check box menu that stays open', async () => {
    const onColumnsChange = fn();
    render(<Columns onColumnsChange={onColumnsChange} />);
    const trigger = screen.getByRole('button', { name: 'Show/hide columns' });
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    const phone = await screen.findByRole('menuitemcheckbox', { name: 'Phone' });
    expect(phone).toHaveAttribute('aria-checked', 'false');
    expect(screen.getByRole('menuitemcheckbox', { name: 'User name' })).toHaveAttribute(
      'aria-checked',
      'true',
    );
    await userEvent.click(phone);
    expect(onColumnsChange).toHaveBeenLastCalledWith([]);
    await userEvent.click(screen.getByRole('menuitemcheckbox', { name: 'Nickname' }));
    expect(onColumnsChange).toHaveBeenLastCalledWith(['nickName']);
    expect(screen.getByRole('menuitemcheckbox', { name: 'Nickname' })).toHaveAttribute(
      'aria-checked',
      'false',
    );
  });
});
