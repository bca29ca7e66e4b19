import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { fn } from 'storybook/test';

import { DEFAULT_PAGE_SIZE } from './pager';
import { Pagination, type PaginationProps } from './pagination';

const meta = {
  title: 'Kit/Data/Pagination',
  component: Pagination,
  args: { total: 125, pageNum: 1, pageSize: DEFAULT_PAGE_SIZE, onChange: fn(), autoScroll: false },
} satisfies Meta<typeof Pagination>;

export default meta;
type Story = StoryObj<typeof meta>;

function Stateful(args: PaginationProps) {
  const [state, setState] = useState({ pageNum: args.pageNum, pageSize: args.pageSize });
  return (
    <Pagination
      {...args}
      {...state}
      onChange={(pageNum, pageSize) => {
        setState({ pageNum, pageSize });
        args.onChange(pageNum, pageSize);
      }}
    />
  );
}

/** 125 rows at 20 per page; the size list gains 20. */
export const Default: Story = { render: (args) => <Stateful {...args} /> };

export const ManyPages: Story = {
  args: { total: 1000, pageNum: 25 },
  render: (args) => <Stateful {...args} />,
};

export const SinglePage: Story = { args: { total: 8, pageSize: 15 } };

/** Nothing is drawn without rows. */
export const NoRows: Story = { args: { total: 0 } };

/** A page change scrolls the scrolling panel back to the top over 800 ms. */
export const ScrollsToTop: Story = {
  args: { total: 100, autoScroll: true },
  render: (args) => (
    <div data-testid="scroller" style={{ overflowY: 'auto', height: '200px' }}>
      <div style={{ height: '600px' }}>Long list</div>
      <Stateful {...args} />
    </div>
  ),
};
