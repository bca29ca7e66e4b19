import { defineRoutes } from '../../resources';

/** Routes of the user page (list and form, role assignment, xlsx), in several files. */
export const userArea = defineRoutes({
  path: '/system/user',
  permission: 'system:user',
  title: '用户管理',
});

/** Routes of the role page (list and form, data scope, user assignment), in two files. */
export const roleArea = defineRoutes({
  path: '/system/role',
  permission: 'system:role',
  title: '角色管理',
});
