import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { fn } from 'storybook/test';

import { RightToolbar, type RightToolbarProps } from './right-toolbar';

const meta = {
  title: 'Kit/Data/RightToolbar',
  component: RightToolbar,
  args: { showSearch: true, onToggleSearch: fn(), onRefresh: fn(), onColumnsChange: fn() },
} satisfies Meta<typeof RightToolbar>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Search toggle and refresh only. */
export const Basic: Story = {};

export const SearchHidden: Story = { args: { showSearch: false } };

function WithColumns(args: RightToolbarProps) {
  const [hidden, setHidden] = useState<string[]>(['phonenumber']);
  const columns = [
    { key: 'userName', title: 'User name' },
    { key: 'nickName', title: 'Nickname' },
    { key: 'phonenumber', title: 'Phone' },
  ].map((c) => ({ ...c, visible: !hidden.includes(c.key) }));
  return (
    <RightToolbar
      {...args}
      columns={columns}
      onColumnsChange={(keys) => {
        setHidden(keys);
        args.onColumnsChange?.(keys);
      }}
    />
  );
}

/** With the column chooser (Phone hidden). */
export const Columns: Story = { render: (args) => <WithColumns {...args} /> };
