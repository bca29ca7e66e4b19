import type { OrgDept, OrgRole, SysUser } from '../shared/org-types';

// Rows as the org endpoints answer them, for the org tests; a test names what it relies on in `patch`.

/** A role; role 1 is the administrator. */
export function fakeRole(roleId: number, roleName: string, patch: Partial<OrgRole> = {}): OrgRole {
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
    createBy: 'admin',
    createTime: '2026-01-01 10:00:00',
    updateBy: '',
    updateTime: null,
    remark: null,
    flag: false,
    admin: roleId === 1,
    ...patch,
  };
}

/** A user of department 103 (R&D); user 1 is the administrator. */
export function fakeUser(userId: number, userName: string, patch: Partial<SysUser> = {}): SysUser {
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
    createBy: 'admin',
    createTime: '2026-01-01 10:00:00',
    updateBy: '',
    updateTime: null,
    remark: null,
    dept: {
      deptId: 103,
      parentId: 101,
      ancestors: '0,100,101',
      deptName: 'R&D',
      orderNum: 1,
      leader: null,
      status: '0',
    },
    roles: [],
    admin: userId === 1,
    ...patch,
  };
}

/** A department without children. */
export function fakeDept(
  deptId: number,
  parentId: number,
  deptName: string,
  patch: Partial<OrgDept> = {},
): OrgDept {
  return {
    deptId,
    parentId,
    ancestors: '0',
    deptName,
    orderNum: deptId,
    leader: null,
    phone: null,
    email: null,
    status: '0',
    delFlag: '0',
    parentName: null,
    createBy: 'admin',
    createTime: '2026-01-01 10:00:00',
    updateBy: '',
    updateTime: null,
    children: [],
    ...patch,
  };
}
