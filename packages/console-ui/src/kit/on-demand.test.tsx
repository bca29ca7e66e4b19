import { composeStories } from '@storybook/react-vite';
import { screen, within } from '@testing-library/react';
import { fn } from 'storybook/test';
import { beforeEach, describe, expect, it, vi } from 'vitest';

import { renderForUser } from '../render-for-user.test-helper';

// The test set-up preloads every popup; these tests take fresh copies of the kit's modules,
// whose popups are not loaded yet, to check the first use of each resting trigger.
beforeEach(() => {
  vi.resetModules();
});

const fresh = async () => ({
  select: composeStories(await import('./form/select.stories')),
  pickers: composeStories(await import('./form/pickers.stories')),
  toolbar: composeStories(await import('./data/right-toolbar.stories')),
});

describe('popups on first use', () => {
  it('a resting Select opens on the first click and picks', async () => {
    const { Single } = (await fresh()).select;
    const onChange = fn();
    const { user } = renderForUser(<Single onChange={onChange} />);
    const trigger = screen.getByRole('combobox', { name: 'City' });
    expect(trigger).toHaveTextContent('Please select');
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await user.click(trigger);
    const listbox = await screen.findByRole('listbox');
    // The resting trigger made way for Radix's.
    expect(trigger.isConnected).toBe(false);
    await user.click(within(listbox).getByRole('option', { name: 'Shenzhen' }));
    expect(onChange).toHaveBeenLastCalledWith(['sz']);
    expect(screen.getByRole('combobox', { name: 'City' })).toHaveTextContent('Shenzhen');
  });

  it('a resting Select opens with the keyboard', async () => {
    const { Single } = (await fresh()).select;
    const { user } = renderForUser(<Single />);
    screen.getByRole('combobox', { name: 'City' }).focus();
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('listbox')).toBeInTheDocument();
  });

  it('a resting multiple Select shows its list on the first click', async () => {
    const { Multiple } = (await fresh()).select;
    const { user } = renderForUser(<Multiple />);
    await user.click(screen.getByRole('combobox', { name: 'City' }));
    expect(await screen.findByRole('listbox')).toHaveAttribute('aria-multiselectable', 'true');
  });

  it('a resting TreeSelect opens its tree on the first click', async () => {
    const { Empty } = (await fresh()).pickers;
    const { user } = renderForUser(<Empty />);
    await user.click(screen.getByRole('button', { name: 'Parent department' }));
    expect(await screen.findByRole('tree')).toBeInTheDocument();
  });

  it('a resting RightToolbar refreshes at once and opens the column menu on first press', async () => {
    const { Columns } = (await fresh()).toolbar;
    const onRefresh = fn();
    const { user } = renderForUser(<Columns onRefresh={onRefresh} />);
    await user.click(screen.getByRole('button', { name: 'Refresh' }));
    expect(onRefresh).toHaveBeenCalledTimes(1);
    await user.click(screen.getByRole('button', { name: 'Show/hide columns' }));
    expect(await screen.findByRole('menuitemcheckbox', { name: 'Phone' })).toBeInTheDocument();
  });

  it('a resting RightToolbar reached by Tab becomes the real one, focus and tooltip included', async () => {
    const { Basic } = (await fresh()).toolbar;
    const { user } = renderForUser(<Basic />);
    await user.tab();
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Hide search');
    expect(screen.getByRole('button', { name: 'Hide search' })).toHaveFocus();
  });
});
