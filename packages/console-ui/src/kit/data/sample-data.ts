import type { TreeNode } from './tree-model';

/** Menu tree used by the tree and table stories (RuoYi's system menus). */
export const sampleMenuTree: TreeNode[] = [
  {
    id: 1,
    label: 'System',
    children: [
      {
        id: 100,
        label: 'Users',
        children: [
          { id: 1000, label: 'User query' },
          { id: 1001, label: 'User add' },
          { id: 1002, label: 'User delete' },
        ],
      },
      { id: 101, label: 'Roles', children: [{ id: 1010, label: 'Role query' }] },
      { id: 102, label: 'Menus', disabled: true },
    ],
  },
  { id: 2, label: 'Monitor', children: [{ id: 200, label: 'Online users' }] },
  { id: 3, label: 'Home page' },
];

/** A user row of the table stories. */
export interface SampleUser {
  userId: number;
  userName: string;
  nickName: string;
  deptName: string;
  status: '0' | '1';
}

/** Rows of the table stories. */
export const sampleUsers: SampleUser[] = [
  { userId: 1, userName: 'admin', nickName: 'Administrator', deptName: 'R&D', status: '0' },
  { userId: 2, userName: 'ry', nickName: 'Tester', deptName: 'QA', status: '0' },
  { userId: 3, userName: 'jane', nickName: 'Jane', deptName: 'Marketing', status: '1' },
];

/** Status dictionary (sys_normal_disable) in the option shape. */
export const sampleStatusDict = [
  { label: 'Normal', value: '0', listClass: 'primary' },
  { label: 'Disabled', value: '1', listClass: 'danger' },
];
