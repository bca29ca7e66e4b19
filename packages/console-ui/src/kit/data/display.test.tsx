import { composeStories } from '@storybook/react-vite';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { DictTag, toDictOptions } from './dict-tag';
import * as stories from './display.stories';

const { DictTags, StatusBadges, Empty, EmptyWithAction, DescriptionList, DescriptionsBordered } =
  composeStories(stories);

describe('DictTag', () => {
  it('shows labels with the tone of listClass, plain text without one, raw unknown values', () => {
    render(<DictTags />);
    for (const tone of ['default', 'primary', 'success', 'info', 'warning', 'danger']) {
      expect(screen.getByText(tone)).toHaveAttribute('data-tone', tone);
    }
    expect(screen.getByText('Disabled')).toHaveAttribute('data-tone', 'danger');
    const plain = screen.getByText('Plain');
    expect(plain).not.toHaveAttribute('data-tone');
    expect(plain).toHaveClass('custom');
    expect(screen.getByText('Warned')).toHaveAttribute('data-tone', 'warning');
    expect(screen.getByText('unknown')).not.toHaveAttribute('data-tone');
    // Numbers match string dictionary values.
    expect(screen.getByText('Normal')).toHaveAttribute('data-tone', 'primary');
  });

  it('renders nothing for an empty value and converts RuoYi rows', () => {
    const { container } = render(<DictTag options={[]} value="" />);
    expect(container).toBeEmptyDOMElement();
    expect(
      toDictOptions([{ dictLabel: 'Yes', dictValue: 'Y', listClass: 'primary', cssClass: null }]),
    ).toEqual([{ label: 'Yes', value: 'Y', listClass: 'primary' }]);
  });
});

describe('StatusBadge', () => {
  it('pairs a decorative dot with the status text', () => {
    render(<StatusBadges />);
    const badge = screen.getByText('danger');
    expect(badge).toHaveAttribute('data-tone', 'danger');
    expect(badge.querySelector('[aria-hidden="true"]')).not.toBeNull();
  });
});

describe('EmptyState', () => {
  it('defaults to "No data"', () => {
    render(<Empty />);
    expect(screen.getByText('No data')).toBeInTheDocument();
  });

  it('shows title, description and action', () => {
    render(<EmptyWithAction />);
    expect(screen.getByText('No products yet')).toBeInTheDocument();
    expect(screen.getByText('Products you add appear here.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add product' })).toBeInTheDocument();
  });
});

describe('Descriptions', () => {
  it('is a titled definition list; spans widen the value cell', () => {
    render(<DescriptionList />);
    expect(screen.getByRole('heading', { name: 'Operation log' })).toBeInTheDocument();
    const terms = screen.getAllByRole('term').map((t) => t.textContent);
    expect(terms).toEqual(['Module', 'Operator', 'Status', 'Request', 'Time', 'Remark']);
    const request = screen.getAllByRole('definition')[3]!;
    expect(request).toHaveTextContent('PUT /system/user');
    expect(request.style.gridColumn).toBe('span 3');
  });

  it('clamps spans to the column count', () => {
    render(<DescriptionsBordered />);
    const list = screen.getAllByRole('definition');
    // Two columns: span 2 and span 4 both fill the row (value cell over 3 grid tracks).
    expect(list[3]!.style.gridColumn).toBe('span 3');
    expect(list[5]!.style.gridColumn).toBe('span 3');
    expect(list[4]!.style.gridColumn).toBe('');
    expect(within(list[2]!).getByText('Success')).toBeInTheDocument();
  });
});
