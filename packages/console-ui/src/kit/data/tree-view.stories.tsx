import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { fn } from 'storybook/test';

import { sampleMenuTree } from './sample-data';
import type { Key } from './tree-model';
import { TreeView, type TreeViewProps } from './tree-view';

const meta = {
  title: 'Kit/Data/TreeView',
  component: TreeView,
  args: { nodes: sampleMenuTree, 'aria-label': 'Menus', onSelect: fn(), onCheck: fn() },
} satisfies Meta<typeof TreeView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Department filter style: click or Enter selects a node. */
export const Selectable: Story = {};

export const ExpandAll: Story = { args: { defaultExpandAll: true } };

function Checked(args: TreeViewProps) {
  const [checked, setChecked] = useState<Key[]>(args.checked ? [...args.checked] : []);
  return (
    <TreeView
      {...args}
      checked={checked}
      onCheck={(keys, detail) => {
        setChecked(keys);
        args.onCheck?.(keys, detail);
      }}
    />
  );
}

/** Role editor style: linked check boxes, a parent is mixed when some leaves are checked. */
export const Checkable: Story = {
  args: { checkable: true, defaultExpandAll: true, checked: [1000], onSelect: undefined },
  render: (args) => <Checked {...args} />,
};

export const CheckStrictly: Story = {
  args: {
    checkable: true,
    checkStrictly: true,
    defaultExpandAll: true,
    checked: [1, 1000],
    onSelect: undefined,
  },
  render: (args) => <Checked {...args} />,
};

export const Filtered: Story = { args: { filter: 'role' } };

export const Empty: Story = { args: { nodes: [] } };
