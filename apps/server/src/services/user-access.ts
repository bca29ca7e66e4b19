import type { Db } from '../db/database';
import type { Lang } from '../i18n/messages';
import { routersFor } from './menu-service';
import type { RouterVo } from './router-builder';
import { type ScopeRole, scopeRolesOf } from './org/data-scope';
import {
  type DeptRow,
  deptById,
  findUserById,
  permissionsOf,
  type RoleSummary,
  roleKeysFrom,
  rolesOf,
  type UserRow,
} from './user-service';

/**
 * What a signed-in user may do and what `/getInfo` shows of them, read in one go and kept by the
 * access cache (plugins/access-cache.ts) until a write to a table it comes from.
 */
export interface UserAccess {
  /** The user's row without the password hash. */
  readonly user: Omit<UserRow, 'password'>;
  readonly dept: DeptRow | undefined;
  /** Not deleted roles, enabled or not (as `/getInfo` lists them). */
  readonly roles: readonly RoleSummary[];
  readonly roleKeys: readonly string[];
  /** Sorted permission strings (`['*:*:*']` for the super administrator). */
  readonly permissions: readonly string[];
  readonly permissionSet: ReadonlySet<string>;
  /** Enabled roles with their menus' permissions, for data scopes. */
  readonly scopeRoles: readonly ScopeRole[];
  /** `/getRouters` data in `lang` (menu titles are stored per language), read on first use. */
  routers(lang: Lang): Promise<RouterVo[]>;
}

/** Tables a {@link UserAccess} is derived from (plus sys_config for the cached parameters). */
export const ACCESS_TABLES: readonly string[] = [
  'sys_user',
  'sys_user_role',
  'sys_role',
  'sys_role_menu',
  'sys_role_dept',
  'sys_menu',
  'sys_dept',
  'sys_config',
];

/** Reads a user's access; undefined when the user does not exist or is deleted. */
export async function loadUserAccess(db: Db, userId: number): Promise<UserAccess | undefined> {
  const found = await findUserById(db, userId);
  if (!found) return undefined;
  const { password: _secret, ...user } = found;
  const [dept, roles, permissions, scopeRoles] = await Promise.all([
    deptById(db, user.deptId),
    rolesOf(db, userId),
    permissionsOf(db, userId),
    scopeRolesOf(db, userId),
  ]);
  const routers = new Map<Lang, Promise<RouterVo[]>>();
  return {
    user,
    dept,
    roles,
    roleKeys: roleKeysFrom(userId, roles),
    permissions,
    permissionSet: new Set(permissions),
    scopeRoles,
    routers(lang) {
      let tree = routers.get(lang);
      if (!tree) {
        tree = routersFor(db, userId, lang).catch((error: unknown) => {
          routers.delete(lang);
          throw error;
        });
        routers.set(lang, tree);
      }
      return tree;
    },
  };
}
