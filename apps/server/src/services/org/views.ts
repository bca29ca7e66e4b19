import type { sysDept, sysPost, sysRole, sysUser } from '../../db/schema';
import { auditView, auditedRowView } from '../../lib/date-format';
import { deptHead, userViewOf } from '../user-service';

type UserRow = typeof sysUser.$inferSelect;
type DeptRow = typeof sysDept.$inferSelect;
type RoleRow = typeof sysRole.$inferSelect;
type PostRow = typeof sysPost.$inferSelect;

/** SysUser as a list row: nested dept subset, no roles, never the password. */
export function userRowView(user: UserRow, dept: DeptRow | null) {
  return { ...userViewOf(user, dept ?? undefined, []), roles: [] as never[] };
}

/** SysRole on the wire (`flag` marks roles the user holds in authRole lists). */
export function roleView(role: RoleRow, flag = false) {
  return {
    roleId: role.roleId,
    roleName: role.roleName,
    roleKey: role.roleKey,
    roleSort: role.roleSort,
    dataScope: role.dataScope,
    menuCheckStrictly: role.menuCheckStrictly === 1,
    deptCheckStrictly: role.deptCheckStrictly === 1,
    status: role.status,
    delFlag: role.delFlag,
    ...auditView(role),
    remark: role.remark,
    flag,
    admin: role.roleId === 1,
  };
}

/** SysPost on the wire. */
export function postView(post: PostRow, flag = false) {
  return { ...auditedRowView(post), flag };
}

/** SysDept on the wire (flat: `children` is always empty, clients build the tree). */
export function deptView(dept: DeptRow, parentName: string | null = null) {
  return {
    ...deptHead(dept),
    phone: dept.phone,
    email: dept.email,
    status: dept.status,
    delFlag: dept.delFlag,
    parentName,
    ...auditView(dept),
    children: [] as never[],
  };
}

/** RuoYi TreeSelect node. */
export interface TreeNode {
  id: number;
  label: string;
  disabled: boolean;
  children?: TreeNode[];
}

/**
 * Builds TreeSelect nodes from flat departments (already ordered). Roots are the departments
 * whose parent is not in the list, as RuoYi's buildDeptTree does for a scoped list.
 */
export function deptTree(depts: readonly DeptRow[]): TreeNode[] {
  const ids = new Set(depts.map((d) => d.deptId));
  const byParent = new Map<number, DeptRow[]>();
  for (const d of depts) {
    const list = byParent.get(d.parentId) ?? [];
    list.push(d);
    byParent.set(d.parentId, list);
  }
  const build = (d: DeptRow): TreeNode => {
    const kids = byParent.get(d.deptId) ?? [];
    const node: TreeNode = { id: d.deptId, label: d.deptName, disabled: d.status === '1' };
    if (kids.length > 0) node.children = kids.map(build);
    return node;
  };
  return depts.filter((d) => !ids.has(d.parentId)).map(build);
}
