import { audit, baseEntity } from '../../common/test/rows';
import type { OrgTreeNode } from '../shared/org-types';

/** A `/system/role` row; spread it to change columns. */
export function roleRow(roleId: number, roleName: string) {
  return {
    roleId,
    roleName,
    roleKey: roleName.toLowerCase(),
    roleSort: roleId,
    dataScope: '1',
    menuCheckStrictly: true,
    deptCheckStrictly: true,
    status: '0',
    delFlag: '0',
    ...baseEntity(),
    flag: false,
    admin: roleId === 1,
  };
}

/** A `/system/user` row in department 103, with no roles and no `dept`; spread it to change columns. */
export function userRow(userId: number, userName: string) {
  return {
    userId,
    deptId: 103,
    userName,
    nickName: userName.toUpperCase(),
    email: '',
    phonenumber: '15888888888',
    sex: '0',
    avatar: '',
    status: '0',
    delFlag: '0',
    loginIp: '',
    loginDate: null,
    pwdUpdateDate: null,
    ...baseEntity(),
    roles: [],
    admin: userId === 1,
  };
}

/** A `/system/dept` row without children, ordered by its id; spread it to change columns. */
export function deptRow(deptId: number, parentId: number, deptName: string) {
  return {
    deptId,
    parentId,
    ancestors: '0',
    deptName,
    orderNum: deptId,
    leader: null,
    phone: null,
    email: null,
    status: '0' as const,
    delFlag: '0' as const,
    parentName: null,
    ...audit(),
    children: [],
  };
}

/**
 * A `/system/menu/treeselect` answer: System(1) > Users(100) > [User query(1000), User add(1001)],
 * with Roles(101) beside Users.
 */
export const menuTree: OrgTreeNode[] = [
  {
    id: 1,
    label: 'System',
    disabled: false,
    children: [
      {
        id: 100,
        label: 'Users',
        disabled: false,
        children: [
          { id: 1000, label: 'User query', disabled: false },
          { id: 1001, label: 'User add', disabled: false },
        ],
      },
      { id: 101, label: 'Roles', disabled: false },
    ],
  },
];
