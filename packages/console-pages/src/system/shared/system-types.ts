import type { components } from '@wcm/console-core';

type Schemas = components['schemas'];

/** A menu row of `/system/menu/list`. */
export type SysMenu = Schemas['AdminMenu'];
/** A dictionary type row. */
export type SysDictType = Schemas['AdminDictType'];
/** A dictionary entry row. */
export type SysDictData = Schemas['SysDictData'];
/** A parameter row. */
export type SysConfig = Schemas['AdminConfig'];
/** A notice row. */
export type SysNotice = Schemas['AdminNotice'];
/** An operation log row. */
export type SysOperLog = Schemas['AdminOperLog'];
/** A sign-in log row. */
export type SysLogininfor = Schemas['AdminLogininfor'];
/** A TreeSelect node of `/system/menu/treeselect`. */
export type SysTreeNode = Schemas['AdminTreeNode'];

/** RuoYi wire helpers, shared by all areas. */
export { blankToNull, exportFilters, exportName, idList, putBody } from '../../common/wire';
