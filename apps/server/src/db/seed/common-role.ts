import { and, eq, inArray, notInArray } from 'drizzle-orm';
import type { Db } from '../database';
import { sysRoleMenu } from '../schema';
import type { MenuRow } from './menu-row';

/** The seeded common role (`common`, held by the demo account `ry`). */
export const COMMON_ROLE_ID = 2;

/**
 * Top-level menu paths the common role holds with every page and button below them: it is a
 * content editor (issue 19). RuoYi's seed gives this role every menu, which made `ry` able to
 * wipe logs, edit parameters and menus, run jobs, clear caches and force out the administrator;
 * here it holds nothing of system administration, monitoring, tools or domain deployment.
 */
export const COMMON_ROLE_AREAS: readonly string[] = [
  'dashboard',
  'brand',
  'drafts',
  'konwledge',
  'success',
  'business',
  'quotation',
  'factory',
  'site',
];

/** Menu ids of the common role: the listed areas' top-level menus and everything below them. */
export function commonRoleMenuIds(rows: readonly MenuRow[]): number[] {
  const granted = new Set<number>();
  for (const row of rows)
    if (row.parentId === 0 && COMMON_ROLE_AREAS.includes(row.path ?? ''))
      granted.add(row.menuId ?? 0);
  // Parents come before their children in the seed, so one pass reaches every level.
  for (const row of rows) if (granted.has(row.parentId ?? -1)) granted.add(row.menuId ?? 0);
  return [...granted];
}

/**
 * Databases created before issue 19 gave the common role every menu. While it still holds every
 * system, monitoring and tool menu of that seed (nobody has narrowed it), it is brought to what a
 * new installation seeds; a role an administrator has already edited is left alone. Idempotent:
 * once narrowed, the role no longer matches and nothing happens.
 */
export async function narrowUntouchedCommonRole(
  db: Db,
  seedRows: readonly MenuRow[],
): Promise<boolean> {
  const adminMenus = seedRows.map((r) => r.menuId ?? 0).filter((id) => id > 0 && id < 2000);
  const held = await db
    .select({ menuId: sysRoleMenu.menuId })
    .from(sysRoleMenu)
    .where(and(eq(sysRoleMenu.roleId, COMMON_ROLE_ID), inArray(sysRoleMenu.menuId, adminMenus)));
  if (held.length !== adminMenus.length) return false;
  await db
    .delete(sysRoleMenu)
    .where(
      and(
        eq(sysRoleMenu.roleId, COMMON_ROLE_ID),
        notInArray(sysRoleMenu.menuId, commonRoleMenuIds(seedRows)),
      ),
    );
  return true;
}
