import { composeStories } from '@storybook/react-vite';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { describe, expect, it } from 'vitest';

import * as stories from './charts.stories';

const { Visits, Countries, Equity, Empty } = composeStories(stories);

describe('charts', () => {
  it('names the figure by its caption and keeps the numbers in a table', () => {
    render(<Visits />);
    const figure = screen.getByRole('figure', { name: 'Visits' });
    const table = within(figure).getByRole('table', { name: 'Visits' });
    expect(within(table).getByRole('columnheader', { name: 'Page views' })).toBeInTheDocument();
    const row = within(table).getByRole('row', { name: /11-22/ });
    expect(row).toHaveTextContent('1,290');
    expect(row).toHaveTextContent('390');
  });

  it('gives the data table one heading per column, the category first', () => {
    for (const Story of [Visits, Countries, Equity]) {
      const { unmount } = render(<Story />);
      const table = screen.getByRole('table');
      const [head, ...rows] = within(table).getAllByRole('row');
      const headings = within(head!).getAllByRole('columnheader');
      expect(headings[0]).toHaveTextContent(/./);
      for (const row of rows) expect(row.children).toHaveLength(headings.length);
      unmount();
    }
  });

  it('shows the data table on screen on request, and the chart again', async () => {
    render(<Countries />);
    const toggle = screen.getByRole('button', { name: 'Show data table' });
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(toggle);
    expect(screen.getByRole('button', { name: 'Show chart' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(screen.getByRole('row', { name: /Germany/ })).toHaveTextContent('412');
  });

  it('gives each slice its share', () => {
    render(<Equity />);
    expect(screen.getByRole('row', { name: /Zhang Wei/ })).toHaveTextContent('51%');
    expect(screen.getByRole('row', { name: /Staff plan/ })).toHaveTextContent('19%');
  });

  it('says so when there is no data, with no empty table', () => {
    render(<Empty />);
    expect(screen.getByText('No data')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('has no accessibility violations', async () => {
    render(
      <>
        <Visits />
        <Countries />
        <Equity />
        <Empty />
      </>,
    );
    // Colour contrast needs layout, which happy-dom does not do.
    const result = await axe.run(document.body, {
      rules: { 'color-contrast': { enabled: false }, region: { enabled: false } },
    });
    expect(result.violations.map((v) => v.id)).toEqual([]);
  });
});
