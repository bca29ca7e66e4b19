import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { fn } from 'storybook/test';

import { DataTable } from './data-table';
import { sampleUsers, type SampleUser } from './sample-data';
import type { Column, DataTableProps, SortOrder } from './table-types';
import type { Key } from './tree-model';

const columns: Column<SampleUser>[] = [
  { key: 'userId', title: 'User ID', width: 90, sortable: true },
  { key: 'userName', title: 'User name', sortable: true },
  { key: 'nickName', title: 'Nickname' },
  { key: 'deptName', title: 'Department' },
  {
    key: 'status',
    title: 'Status',
    align: 'center',
    render: (row) => (row.status === '0' ? 'Normal' : 'Disabled'),
  },
  { key: 'actions', title: 'Actions', fixed: 'right', render: () => <a href="#edit">Edit</a> },
];

type UserTableProps = DataTableProps<SampleUser>;

const meta = {
  title: 'Kit/Data/DataTable',
  component: DataTable as (props: UserTableProps) => React.JSX.Element,
  args: {
    columns,
    rows: sampleUsers,
    rowKey: (row: SampleUser): Key => row.userId,
    rowLabel: (row: SampleUser) => row.userName,
    'aria-label': 'Users',
  },
} satisfies Meta<(props: UserTableProps) => React.JSX.Element>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Basic: Story = {};

export const Loading: Story = { args: { loading: true } };

export const Empty: Story = { args: { rows: [] } };

export const HiddenColumns: Story = { args: { hiddenColumns: ['nickName', 'deptName'] } };

function Interactive(args: UserTableProps & { onSelect?: (keys: Key[]) => void }) {
  const [selected, setSelected] = useState<Key[]>([]);
  const [sort, setSort] = useState<{ column?: string; order?: SortOrder }>({});
  const rows = [...args.rows].sort((a, b) => {
    if (!sort.column || !sort.order) return 0;
    const av = String(a[sort.column as keyof SampleUser]);
    const bv = String(b[sort.column as keyof SampleUser]);
    return sort.order === 'ascending' ? av.localeCompare(bv) : bv.localeCompare(av);
  });
  return (
    <DataTable
      {...args}
      rows={rows}
      selection={{
        selected,
        onChange: (keys) => {
          setSelected(keys);
          args.onSelect?.(keys);
        },
        // The built-in administrator cannot be selected (RuoYi).
        isSelectable: (row) => row.userId !== 1,
      }}
      sort={{
        ...sort,
        onChange: (column, order) => setSort(order ? { column, order } : {}),
      }}
    />
  );
}

/** Selection (admin not selectable) and sortable User ID / User name headers. */
export const SelectAndSort: StoryObj<typeof Interactive> = {
  args: { onSelect: fn() },
  render: (args) => <Interactive {...args} />,
};

interface Dept {
  deptId: number;
  deptName: string;
  orderNum: number;
  children?: Dept[];
}

const depts: Dept[] = [
  {
    deptId: 100,
    deptName: 'Head office',
    orderNum: 0,
    children: [
      {
        deptId: 101,
        deptName: 'Shenzhen branch',
        orderNum: 1,
        children: [{ deptId: 103, deptName: 'R&D', orderNum: 1 }],
      },
      { deptId: 102, deptName: 'Changsha branch', orderNum: 2 },
    ],
  },
];

function DeptTable(props: { rows: Dept[]; defaultExpandAll?: boolean; caption?: string }) {
  return (
    <DataTable<Dept>
      aria-label={props.caption ? undefined : 'Departments'}
      caption={props.caption}
      rows={props.rows}
      rowKey={(row) => row.deptId}
      rowLabel={(row) => row.deptName}
      childrenKey="children"
      defaultExpandAll={props.defaultExpandAll}
      columns={[
        { key: 'deptName', title: 'Department' },
        { key: 'orderNum', title: 'Order', align: 'right' },
      ]}
    />
  );
}

/** Tree table as on the department and menu pages. */
export const TreeRows: StoryObj<typeof DeptTable> = {
  args: { rows: depts },
  render: (args) => <DeptTable {...args} />,
};

/** Every branch open, also for rows that load after the first render. */
export const TreeExpanded: StoryObj<typeof DeptTable> = {
  args: { rows: depts, defaultExpandAll: true, caption: 'Departments' },
  render: (args) => <DeptTable {...args} />,
};
