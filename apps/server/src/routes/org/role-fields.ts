import type { RequestBody } from '../../plugins/contract';

/** Role body as the contract accepts it (unknown fields are ignored). */
export type RoleBody = RequestBody<'OrgRoleBody'>;

/** Export labels of sys_role.data_scope (RuoYi readConverterExp). */
export const DATA_SCOPE_DICT = {
  '1': '所有数据权限',
  '2': '自定义数据权限',
  '3': '本部门数据权限',
  '4': '本部门及以下数据权限',
  '5': '仅本人数据权限',
};

/**
 * The role columns a role form may set, picked explicitly: data scope (own route), delete flag
 * and audit columns never come from this body.
 */
export function roleFields(body: RoleBody) {
  return {
    roleName: body.roleName.trim(),
    roleKey: body.roleKey.trim(),
    roleSort: body.roleSort,
    ...(body.status ? { status: body.status } : {}),
    ...(typeof body.menuCheckStrictly === 'boolean'
      ? { menuCheckStrictly: body.menuCheckStrictly ? 1 : 0 }
      : {}),
    ...(typeof body.deptCheckStrictly === 'boolean'
      ? { deptCheckStrictly: body.deptCheckStrictly ? 1 : 0 }
      : {}),
    ...(body.remark !== undefined ? { remark: body.remark } : {}),
  };
}
