import { composeStories } from '@storybook/react-vite';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fn } from 'storybook/test';
import { afterEach, describe, expect, it, vi } from 'vitest';

import * as stories from './pagination.stories';

const { Default, ManyPages, SinglePage, NoRows, ScrollsToTop } = composeStories(stories);

function setWidth(narrow: boolean) {
  vi.stubGlobal(
    'matchMedia',
    vi.fn((query: string) => ({
      matches: narrow && query.includes('max-width'),
      media: query,
      addEventListener: () => {},
      removeEventListener: () => {},
    })),
  );
}

afterEach(() => vi.unstubAllGlobals());

const pageButtons = () =>
  within(screen.getByRole('list'))
    .getAllByRole('button')
    .map((b) => b.textContent);

describe('Pagination', () => {
  it('shows total, sizes with the current one added, prev/next and the pages', () => {
    render(<Default />);
    const nav = screen.getByRole('navigation', { name: 'Pagination' });
    expect(nav).toHaveTextContent('Total 125');
    const sizes = screen.getByRole('combobox', { name: 'Page size' });
    expect(
      within(sizes)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['5/page', '15/page', '20/page', '25/page', '35/page', '50/page']);
    expect(pageButtons()).toEqual(['1', '2', '3', '4', '5', '6', '7']);
    expect(screen.getByRole('button', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('button', { name: 'Previous page' })).toBeDisabled();
  });

  it('changes page with buttons and next, and size (back to page 1 when needed)', async () => {
    const onChange = fn();
    render(<Default onChange={onChange} />);
    await userEvent.click(screen.getByRole('button', { name: 'Page 7' }));
    expect(onChange).toHaveBeenLastCalledWith(7, 20);
    expect(screen.getByRole('button', { name: 'Next page' })).toBeDisabled();
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Page size' }), '50/page');
    expect(onChange).toHaveBeenLastCalledWith(1, 50);
    await userEvent.click(screen.getByRole('button', { name: 'Next page' }));
    expect(onChange).toHaveBeenLastCalledWith(2, 50);
  });

  it('jumps with Enter in Go to, clamping the page', async () => {
    const onChange = fn();
    render(<Default onChange={onChange} />);
    const input = screen.getByRole('spinbutton', { name: 'Go to' });
    await userEvent.clear(input);
    await userEvent.type(input, '99');
    expect(onChange).not.toHaveBeenCalled();
    await userEvent.keyboard('{Enter}');
    expect(onChange).toHaveBeenLastCalledWith(7, 20);
    expect(input).toHaveValue(7);
  });

  it('uses 7 pager entries, 5 under 992 px, with more-jumps', async () => {
    const onChange = fn();
    const { unmount } = render(<ManyPages onChange={onChange} />);
    expect(pageButtons()).toEqual(['1', '…', '23', '24', '25', '26', '27', '…', '50']);
    await userEvent.click(screen.getByRole('button', { name: 'Next 5 pages' }));
    expect(onChange).toHaveBeenLastCalledWith(30, 20);
    unmount();
    setWidth(true);
    render(<ManyPages />);
    expect(pageButtons()).toEqual(['1', '…', '24', '25', '26', '…', '50']);
    expect(screen.getByRole('button', { name: 'Previous 3 pages' })).toBeInTheDocument();
  });

  it('is not shown without rows', () => {
    render(<NoRows />);
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
    render(<SinglePage />);
    expect(pageButtons()).toEqual(['1']);
  });

  it('scrolls its scroll parent to the top over 800 ms', () => {
    vi.useFakeTimers({ toFake: ['requestAnimationFrame', 'performance'] });
    const onChange = fn();
    render(<ScrollsToTop onChange={onChange} />);
    const scroller = screen.getByTestId('scroller');
    Object.defineProperty(scroller, 'scrollHeight', { value: 1000 });
    Object.defineProperty(scroller, 'clientHeight', { value: 100 });
    scroller.scrollTop = 400;
    act(() => screen.getByRole('button', { name: 'Page 2' }).click());
    expect(onChange).toHaveBeenCalledWith(2, 20);
    act(() => vi.advanceTimersByTime(400));
    expect(scroller.scrollTop).toBeGreaterThan(0);
    expect(scroller.scrollTop).toBeLessThan(400);
    act(() => vi.advanceTimersByTime(450));
    expect(scroller.scrollTop).toBe(0);
    vi.useRealTimers();
  });
});
