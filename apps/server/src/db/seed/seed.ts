import { hash } from '@node-rs/argon2';
import { sql } from 'drizzle-orm';
import type { Db } from '../database';
import * as t from '../schema';
import { seedAdmin } from './admin';
import { seedDomains } from './domains';
import { seedCompany } from './company';
import { markSeedPasswords } from './seed-passwords';
import { seedMonitor } from './monitor';
import { seedProducts } from './products';
import { seedBusiness } from './business';
import { seedSite } from './site';
import { seedKnowledge } from './knowledge';
import { upgradeSeededRows } from './upgrade';
import { COMMON_ROLE_ID, commonRoleMenuIds, narrowUntouchedCommonRole } from './common-role';
import { configs, depts, dictData, dictTypes, posts, roles } from './base-data';
import { toMenuRows } from './menu-row';
import { ruoyiMenus } from './ruoyi-menus';
import { wcmContentMenus } from './wcm-menus-content';
import { wcmSiteMenus } from './wcm-menus-site';

export const seedMenuRows = toMenuRows([...ruoyiMenus, ...wcmContentMenus, ...wcmSiteMenus]);

// Next ids after the seed, as RuoYi's AUTO_INCREMENT values.
const sequenceStarts: Array<[string, string, number]> = [
  ['sys_dept', 'dept_id', 200],
  ['sys_user', 'user_id', 100],
  ['sys_role', 'role_id', 100],
  ['sys_post', 'post_id', 5],
  ['sys_menu', 'menu_id', 2000],
  ['sys_dict_type', 'dict_id', 100],
  ['sys_dict_data', 'dict_code', 100],
  ['sys_config', 'config_id', 100],
  ['sys_logininfor', 'info_id', 100],
];

/**
 * Inserts the base seed rows when sys_user is empty (first start; returns whether it did), then
 * lets each area seed its own tables when they are empty, so an area added in a later release
 * gets its demo data on an existing database too, and finally brings rows seeded by an earlier
 * release up to date (seed/upgrade.ts).
 */
/** Each area's idempotent seed, in order (an area may need the rows of one before it). */
const AREA_SEEDS: ReadonlyArray<(db: Db) => Promise<unknown>> = [
  seedAdmin,
  seedProducts,
  seedBusiness,
  seedMonitor,
  seedDomains,
  seedCompany,
  seedSite,
  seedKnowledge,
];

export async function seedDatabase(db: Db): Promise<boolean> {
  const seeded = await seedBase(db);
  if (!seeded) await narrowUntouchedCommonRole(db, seedMenuRows);
  if (!seeded) await markSeedPasswords(db);
  for (const seedArea of AREA_SEEDS) await seedArea(db);
  await upgradeSeededRows(db);
  return seeded;
}

async function seedBase(db: Db): Promise<boolean> {
  const existing = await db.select({ n: sql<number>`count(*)::int` }).from(t.sysUser);
  if ((existing[0]?.n ?? 0) > 0) return false;
  const password = await hash('admin123');
  await db.transaction(async (tx) => {
    await tx.insert(t.sysDept).values(depts);
    const now = new Date();
    // No pwd_update_date: with sys.account.initPasswordModify = 1 (the seed), /getInfo answers
    // isDefaultModifyPwd and the console makes both accounts replace the published admin123.
    // RuoYi's seed sets it to now and so never asks; a shipped default password must not live on.
    const user = {
      status: '0',
      delFlag: '0',
      loginIp: '127.0.0.1',
      loginDate: now,
      pwdUpdateDate: null,
      createBy: 'admin',
      password,
    };
    await tx.insert(t.sysUser).values([
      {
        ...user,
        userId: 1,
        deptId: 103,
        userName: 'admin',
        nickName: '若依',
        email: 'ry@163.com',
        phonenumber: '15888888888',
        sex: '1',
        remark: '管理员',
      },
      {
        ...user,
        userId: 2,
        deptId: 105,
        userName: 'ry',
        nickName: '若依',
        email: 'ry@qq.com',
        phonenumber: '15666666666',
        sex: '1',
        remark: '测试员',
      },
    ]);
    await tx.insert(t.sysRole).values(roles);
    await tx.insert(t.sysPost).values(posts);
    await tx.insert(t.sysUserRole).values([
      { userId: 1, roleId: 1 },
      { userId: 2, roleId: 2 },
    ]);
    await tx.insert(t.sysUserPost).values([
      { userId: 1, postId: 1 },
      { userId: 2, postId: 2 },
    ]);
    await tx.insert(t.sysMenu).values(seedMenuRows);
    // Unlike RuoYi, the common role is a content editor, not a second administrator.
    await tx
      .insert(t.sysRoleMenu)
      .values(
        commonRoleMenuIds(seedMenuRows).map((menuId) => ({ roleId: COMMON_ROLE_ID, menuId })),
      );
    await tx.insert(t.sysRoleDept).values([100, 101, 105].map((deptId) => ({ roleId: 2, deptId })));
    await tx.insert(t.sysDictType).values(dictTypes);
    await tx.insert(t.sysDictData).values(dictData);
    await tx.insert(t.sysConfig).values(configs);
    for (const [table, column, start] of sequenceStarts) {
      // Explicit ids do not advance identity sequences; move them past the seed.
      await tx.execute(
        sql.raw(
          `SELECT setval(pg_get_serial_sequence('${table}', '${column}'), GREATEST(${start}, (SELECT COALESCE(MAX(${column}), 0) + 1 FROM ${table})), false)`,
        ),
      );
    }
  });
  return true;
}
