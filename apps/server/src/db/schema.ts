import { sql } from 'drizzle-orm';
import {
  char,
  index,
  integer,
  pgTable,
  primaryKey,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';

import { audit, softDelete, ts } from './schema/columns';

// Table and column names follow RuoYi so SQL written against RuoYi reads the same here.
// Each content area keeps its tables in its own file under ./schema, re-exported at the end.

export const sysDept = pgTable('sys_dept', {
  deptId: integer('dept_id').primaryKey().generatedByDefaultAsIdentity(),
  parentId: integer('parent_id').notNull().default(0),
  ancestors: varchar('ancestors', { length: 50 }).notNull().default(''),
  deptName: varchar('dept_name', { length: 30 }).notNull().default(''),
  orderNum: integer('order_num').notNull().default(0),
  leader: varchar('leader', { length: 20 }),
  phone: varchar('phone', { length: 11 }),
  email: varchar('email', { length: 50 }),
  status: char('status', { length: 1 }).notNull().default('0'),
  ...softDelete,
  ...audit,
});

export const sysUser = pgTable(
  'sys_user',
  {
    userId: integer('user_id').primaryKey().generatedByDefaultAsIdentity(),
    deptId: integer('dept_id'),
    userName: varchar('user_name', { length: 30 }).notNull(),
    nickName: varchar('nick_name', { length: 30 }).notNull(),
    userType: varchar('user_type', { length: 2 }).notNull().default('00'),
    email: varchar('email', { length: 50 }).notNull().default(''),
    phonenumber: varchar('phonenumber', { length: 11 }).notNull().default(''),
    sex: char('sex', { length: 1 }).notNull().default('0'),
    avatar: varchar('avatar', { length: 100 }).notNull().default(''),
    password: varchar('password', { length: 200 }).notNull().default(''),
    status: char('status', { length: 1 }).notNull().default('0'),
    ...softDelete,
    loginIp: varchar('login_ip', { length: 128 }).notNull().default(''),
    loginDate: ts('login_date'),
    pwdUpdateDate: ts('pwd_update_date'),
    ...audit,
    remark: varchar('remark', { length: 500 }),
  },
  // A unique index on the normalised name stops look-alike duplicates (RuoYi CVE-2024-57439).
  (t) => [uniqueIndex('sys_user_name_lower_uq').on(sql`lower(${t.userName})`)],
);

export const sysRole = pgTable('sys_role', {
  roleId: integer('role_id').primaryKey().generatedByDefaultAsIdentity(),
  roleName: varchar('role_name', { length: 30 }).notNull(),
  roleKey: varchar('role_key', { length: 100 }).notNull(),
  roleSort: integer('role_sort').notNull(),
  dataScope: char('data_scope', { length: 1 }).notNull().default('1'),
  menuCheckStrictly: integer('menu_check_strictly').notNull().default(1),
  deptCheckStrictly: integer('dept_check_strictly').notNull().default(1),
  status: char('status', { length: 1 }).notNull(),
  ...softDelete,
  ...audit,
  remark: varchar('remark', { length: 500 }),
});

export const sysMenu = pgTable('sys_menu', {
  menuId: integer('menu_id').primaryKey().generatedByDefaultAsIdentity(),
  menuName: varchar('menu_name', { length: 50 }).notNull(),
  // English and French titles ('' = not translated: the zh-CN `menu_name` is shown instead).
  menuNameEn: varchar('menu_name_en', { length: 100 }).notNull().default(''),
  menuNameFr: varchar('menu_name_fr', { length: 100 }).notNull().default(''),
  parentId: integer('parent_id').notNull().default(0),
  orderNum: integer('order_num').notNull().default(0),
  path: varchar('path', { length: 200 }).notNull().default(''),
  component: varchar('component', { length: 255 }),
  query: varchar('query', { length: 255 }),
  routeName: varchar('route_name', { length: 50 }).notNull().default(''),
  isFrame: integer('is_frame').notNull().default(1),
  isCache: integer('is_cache').notNull().default(0),
  menuType: char('menu_type', { length: 1 }).notNull().default(''),
  visible: char('visible', { length: 1 }).notNull().default('0'),
  status: char('status', { length: 1 }).notNull().default('0'),
  perms: varchar('perms', { length: 100 }),
  icon: varchar('icon', { length: 100 }).notNull().default('#'),
  ...audit,
  remark: varchar('remark', { length: 500 }).notNull().default(''),
});

export const sysPost = pgTable('sys_post', {
  postId: integer('post_id').primaryKey().generatedByDefaultAsIdentity(),
  postCode: varchar('post_code', { length: 64 }).notNull(),
  postName: varchar('post_name', { length: 50 }).notNull(),
  postSort: integer('post_sort').notNull(),
  status: char('status', { length: 1 }).notNull(),
  ...audit,
  remark: varchar('remark', { length: 500 }),
});

export const sysUserRole = pgTable(
  'sys_user_role',
  { userId: integer('user_id').notNull(), roleId: integer('role_id').notNull() },
  (t) => [primaryKey({ columns: [t.userId, t.roleId] })],
);
export const sysUserPost = pgTable(
  'sys_user_post',
  { userId: integer('user_id').notNull(), postId: integer('post_id').notNull() },
  (t) => [primaryKey({ columns: [t.userId, t.postId] })],
);
export const sysRoleMenu = pgTable(
  'sys_role_menu',
  { roleId: integer('role_id').notNull(), menuId: integer('menu_id').notNull() },
  (t) => [primaryKey({ columns: [t.roleId, t.menuId] })],
);
export const sysRoleDept = pgTable(
  'sys_role_dept',
  { roleId: integer('role_id').notNull(), deptId: integer('dept_id').notNull() },
  (t) => [primaryKey({ columns: [t.roleId, t.deptId] })],
);

export const sysDictType = pgTable('sys_dict_type', {
  dictId: integer('dict_id').primaryKey().generatedByDefaultAsIdentity(),
  dictName: varchar('dict_name', { length: 100 }).notNull().default(''),
  dictType: varchar('dict_type', { length: 100 }).notNull().unique(),
  status: char('status', { length: 1 }).notNull().default('0'),
  ...audit,
  remark: varchar('remark', { length: 500 }),
});

export const sysDictData = pgTable(
  'sys_dict_data',
  {
    dictCode: integer('dict_code').primaryKey().generatedByDefaultAsIdentity(),
    dictSort: integer('dict_sort').notNull().default(0),
    dictLabel: varchar('dict_label', { length: 100 }).notNull().default(''),
    // English and French labels ('' = not translated: the zh-CN `dict_label` is shown instead).
    dictLabelEn: varchar('dict_label_en', { length: 100 }).notNull().default(''),
    dictLabelFr: varchar('dict_label_fr', { length: 100 }).notNull().default(''),
    dictValue: varchar('dict_value', { length: 100 }).notNull().default(''),
    dictType: varchar('dict_type', { length: 100 }).notNull().default(''),
    cssClass: varchar('css_class', { length: 100 }).notNull().default(''),
    listClass: varchar('list_class', { length: 100 }).notNull().default(''),
    isDefault: char('is_default', { length: 1 }).notNull().default('N'),
    status: char('status', { length: 1 }).notNull().default('0'),
    ...audit,
    remark: varchar('remark', { length: 500 }),
  },
  (t) => [index('sys_dict_data_type_idx').on(t.dictType)],
);

export const sysConfig = pgTable('sys_config', {
  configId: integer('config_id').primaryKey().generatedByDefaultAsIdentity(),
  configName: varchar('config_name', { length: 100 }).notNull().default(''),
  configKey: varchar('config_key', { length: 100 }).notNull().unique(),
  configValue: varchar('config_value', { length: 500 }).notNull().default(''),
  configType: char('config_type', { length: 1 }).notNull().default('N'),
  ...audit,
  remark: varchar('remark', { length: 500 }),
});

export const sysLogininfor = pgTable(
  'sys_logininfor',
  {
    infoId: integer('info_id').primaryKey().generatedByDefaultAsIdentity(),
    userName: varchar('user_name', { length: 50 }).notNull().default(''),
    ipaddr: varchar('ipaddr', { length: 128 }).notNull().default(''),
    loginLocation: varchar('login_location', { length: 255 }).notNull().default(''),
    browser: varchar('browser', { length: 50 }).notNull().default(''),
    os: varchar('os', { length: 50 }).notNull().default(''),
    status: char('status', { length: 1 }).notNull().default('0'),
    msg: varchar('msg', { length: 255 }).notNull().default(''),
    loginTime: ts('login_time').defaultNow(),
  },
  (t) => [
    index('sys_logininfor_time_idx').on(t.loginTime),
    index('sys_logininfor_status_idx').on(t.status),
  ],
);

// The database's full table set (drizzle-kit and the typed `db` read it from here); each area
// file's exports are all tables or their column types, so a wildcard cannot leak anything else.
/* eslint-disable no-restricted-syntax */
export * from './schema/files';
export * from './schema/admin';
export * from './schema/products';
export * from './schema/monitor';
export * from './schema/mail';
export * from './schema/domains';
export * from './schema/company';
export * from './schema/business';
export * from './schema/site';
export * from './schema/knowledge';
/* eslint-enable no-restricted-syntax */
