import { composeStories } from '@storybook/react-vite';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fn } from 'storybook/test';
import { describe, expect, it } from 'vitest';

import * as stories from './search-form.stories';

const { Default, Searching, Hidden } = composeStories(stories);

describe('SearchForm', () => {
  it('is a search landmark that searches on Enter and on the Search button', async () => {
    const onSearch = fn();
    const onReset = fn();
    render(<Default onSearch={onSearch} onReset={onReset} />);
    expect(screen.getByRole('search', { name: 'Search' })).toBeInTheDocument();
    await userEvent.type(screen.getByRole('textbox', { name: 'User name' }), 'admin{Enter}');
    expect(onSearch).toHaveBeenCalledTimes(1);
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(onSearch).toHaveBeenCalledTimes(2);
    await userEvent.click(screen.getByRole('button', { name: 'Reset' }));
    expect(onReset).toHaveBeenCalledTimes(1);
    expect(onSearch).toHaveBeenCalledTimes(2);
  });

  it('marks the Search button busy while searching', () => {
    render(<Searching />);
    expect(screen.getByRole('button', { name: 'Search' })).toHaveAttribute('aria-busy', 'true');
  });

  it('hides the form but keeps its fields mounted', () => {
    render(<Hidden />);
    expect(screen.queryByRole('search')).not.toBeInTheDocument();
    expect(document.querySelector('input[name="userName"]')).not.toBeNull();
  });
});
