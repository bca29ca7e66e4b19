import { composeStories } from '@storybook/react-vite';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { fn } from 'storybook/test';
import { describe, expect, it } from 'vitest';

import { renderForUser } from '../../render-for-user.test-helper';
import { isHexColor } from './color-input';
import { dateRangeParams, fromNativeDate, orderRange, toNativeDate } from './date-picker';
import * as stories from './pickers.stories';
import { ancestorIds, filterTree, findTreeNode, visibleNodes } from './tree';
import { expectInvalid } from './testing';

const { Empty, Filled, WithTime, Invalid, Disabled } = composeStories(stories);
const { departments } = stories;

describe('DatePicker and DateRangePicker', () => {
  it('report YYYY-MM-DD strings and undefined when cleared', () => {
    const onChange = fn();
    const { container } = render(<Empty onChange={onChange} />);
    const date = container.querySelector('input[type="date"]') as HTMLInputElement;
    expect(date).toHaveAccessibleName('Publish date');
    fireEvent.change(date, { target: { value: '2024-06-01' } });
    expect(onChange).toHaveBeenLastCalledWith('2024-06-01');
    fireEvent.change(date, { target: { value: '' } });
    expect(onChange).toHaveBeenLastCalledWith(undefined);
  });

  it('range is a named group of two inputs that keeps start <= end', () => {
    const onChange = fn();
    render(<Filled onChange={onChange} />);
    const group = screen.getByRole('group', { name: 'Created' });
    const start = within(group).getByLabelText('Start date');
    const end = within(group).getByLabelText('End date');
    expect(start).toHaveAttribute('max', '2024-05-31');
    expect(end).toHaveAttribute('min', '2024-05-01');
    fireEvent.change(start, { target: { value: '2024-06-10' } });
    expect(onChange).toHaveBeenLastCalledWith(['2024-06-10', '2024-06-10']);
    fireEvent.change(end, { target: { value: '2024-06-20' } });
    expect(onChange).toHaveBeenLastCalledWith(['2024-06-10', '2024-06-20']);
  });

  it('with time uses datetime-local and RuoYi yyyy-MM-dd HH:mm:ss values', () => {
    const onChange = fn();
    const { container } = render(<WithTime onChange={onChange} />);
    const input = container.querySelector('input[type="datetime-local"]') as HTMLInputElement;
    expect(input).toHaveValue('2024-05-20T08:30');
    fireEvent.change(input, { target: { value: '2024-05-21T09:15' } });
    expect(onChange).toHaveBeenLastCalledWith('2024-05-21 09:15:00');
  });

  it('converts, orders and maps ranges to RuoYi params', () => {
    expect(toNativeDate('2024-01-02 03:04:05', true)).toBe('2024-01-02T03:04');
    expect(toNativeDate('2024-01-02', true)).toBe('2024-01-02T00:00');
    expect(toNativeDate(undefined, false)).toBe('');
    expect(fromNativeDate('2024-01-02T03:04', true)).toBe('2024-01-02 03:04:00');
    expect(fromNativeDate('', true)).toBeUndefined();
    expect(orderRange(['2024-02-01', '2024-01-01'], 'end')).toEqual(['2024-01-01', '2024-01-01']);
    expect(orderRange(['2024-01-01', undefined], 'start')).toEqual(['2024-01-01', undefined]);
    expect(dateRangeParams(['2024-01-01', '2024-01-31'])).toEqual({
      'params[beginTime]': '2024-01-01',
      'params[endTime]': '2024-01-31',
    });
    expect(dateRangeParams([undefined, undefined])).toEqual({});
  });
});

describe('ColorInput', () => {
  it('reports only valid #rrggbb and flags bad text', async () => {
    const onChange = fn();
    const { user } = renderForUser(<Filled onChange={onChange} />);
    const text = screen.getByRole('textbox', { name: 'Theme colour' });
    await user.clear(text);
    expect(onChange).toHaveBeenLastCalledWith('');
    await user.type(text, '#12AB');
    expectInvalid(text, 'Enter a colour as #rrggbb');
    await user.type(text, 'EF');
    expect(onChange).toHaveBeenLastCalledWith('#12abef');
    expect(text).not.toHaveAttribute('aria-invalid');
    const swatch = screen.getByLabelText('Pick a colour');
    expect(swatch).toHaveValue('#12abef');
    fireEvent.change(swatch, { target: { value: '#00FF00' } });
    expect(onChange).toHaveBeenLastCalledWith('#00ff00');
    expect(isHexColor('#abc')).toBe(false);
  });
});

describe('TreeSelect', () => {
  it('opens a searchable tree and picks with the keyboard', async () => {
    const onChange = fn();
    const { user } = renderForUser(<Empty onChange={onChange} />);
    const trigger = screen.getByRole('button', { name: 'Parent department' });
    expect(trigger).toHaveTextContent('Please select');
    await user.click(trigger);
    const tree = await screen.findByRole('tree');
    expect(
      within(tree)
        .getAllByRole('treeitem')
        .map((i) => i.textContent),
    ).toEqual(['▸Head office']);
    const head = within(tree).getByRole('treeitem', { name: /Head office/ });
    expect(head).toHaveAttribute('aria-expanded', 'false');
    head.focus();
    await user.keyboard('{ArrowRight}');
    expect(head).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard('{ArrowDown}');
    expect(within(tree).getByRole('treeitem', { name: /Shenzhen branch/ })).toHaveFocus();
    await user.keyboard('{ArrowLeft}');
    expect(head).toHaveFocus();
    await user.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    expect(onChange).toHaveBeenLastCalledWith(102);
    expect(screen.queryByRole('tree')).not.toBeInTheDocument();
    expect(trigger).toHaveTextContent('Changsha branch');
  });

  it('filters by search with matches and their ancestors open', async () => {
    const onChange = fn();
    const { user } = renderForUser(<Filled onChange={onChange} />);
    await user.click(screen.getByRole('button', { name: 'Parent department' }));
    const tree = await screen.findByRole('tree');
    // The current value's branch opens with it selected.
    expect(within(tree).getByRole('treeitem', { name: /R&D/ })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'mark');
    expect(
      within(tree)
        .getAllByRole('treeitem')
        .map((i) => i.getAttribute('aria-level')),
    ).toEqual(['1', '2', '3']);
    await user.click(within(tree).getByRole('treeitem', { name: /Marketing/ }));
    expect(onChange).toHaveBeenLastCalledWith(104);
    await user.click(screen.getByRole('button', { name: 'Clear' }));
    expect(onChange).toHaveBeenLastCalledWith(undefined);
  });

  it('tree helpers', () => {
    expect(findTreeNode(departments, 108)?.label).toBe('Finance');
    expect(ancestorIds(departments, 104)).toEqual([100, 101]);
    expect(ancestorIds(departments, 100)).toEqual([]);
    expect(filterTree(departments, 'zzz')).toEqual([]);
    expect(visibleNodes(departments, new Set([100])).map((n) => n.node.id)).toEqual([
      100, 101, 102,
    ]);
    expect(visibleNodes(departments, 'all')).toHaveLength(6);
  });
});

describe('pickers in a FormItem', () => {
  it('carry the error and disabled state', () => {
    const { unmount } = render(<Invalid />);
    expect(screen.getByLabelText('End date')).toHaveAccessibleDescription('Required');
    expect(screen.getByLabelText('Start date')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('button', { name: 'Parent department' })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    expect(screen.getByRole('textbox', { name: 'Theme colour' })).toHaveAccessibleDescription(
      'Required',
    );
    unmount();
    render(<Disabled />);
    expect(screen.getByRole('button', { name: 'Parent department' })).toBeDisabled();
    expect(screen.getByLabelText('End date')).toBeDisabled();
  });
});
