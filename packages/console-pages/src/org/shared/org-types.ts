import type { components } from '@wcm/console-core';
import { nestByParent } from '../../common/list/nest-by-parent';

type Schemas = components['schemas'];

/** A user as the server lists it (password never included). */
export type SysUser = Schemas['SysUser'];
/** A role as the server lists it. */
export type OrgRole = Schemas['OrgRole'];
/** A position as the server lists it. */
export type OrgPost = Schemas['OrgPost'];
/** A department as the flat department list returns it. */
export type OrgDept = Schemas['OrgDept'];
/** RuoYi TreeSelect node (department and menu trees). */
export interface OrgTreeNode {
  id: number;
  label: string;
  disabled?: boolean;
  children?: OrgTreeNode[];
}

/** A department with its child departments, built from the flat list. */
export interface DeptRow extends Omit<OrgDept, 'children'> {
  children?: DeptRow[];
}

/** Account and record status: '0' enabled, '1' disabled (sys_normal_disable). */
export type OrgStatus = '0' | '1';

/**
 * Turns a flat department list into a tree (RuoYi `handleTree(list, 'deptId')`): rows whose
 * parent is not in the list become roots, so a scoped list still shows every row.
 */
export function buildDeptTree(rows: readonly OrgDept[]): DeptRow[] {
  return nestByParent(rows, (row) => row.deptId);
}

/** Department rows as TreeSelect options (parent pickers). */
export function deptOptions(rows: readonly DeptRow[]): OrgTreeNode[] {
  return rows.map((row) => ({
    id: row.deptId,
    label: row.deptName,
    disabled: row.status === '1',
    ...(row.children?.length ? { children: deptOptions(row.children) } : {}),
  }));
}

/** Every node id of a tree, parents first. */
export function treeIds(nodes: readonly OrgTreeNode[]): number[] {
  return nodes.flatMap((node) => [node.id, ...treeIds(node.children ?? [])]);
}

/** Ids of the nodes without children. */
export function leafIds(nodes: readonly OrgTreeNode[]): number[] {
  return nodes.flatMap((node) => (node.children?.length ? leafIds(node.children) : [node.id]));
}

/** Strips empty strings so optional fields go out as absent rather than blank. */
export function withoutBlank<T extends Record<string, unknown>>(values: T): Partial<T> {
  const out: Partial<T> = {};
  for (const [key, value] of Object.entries(values) as Array<[keyof T, T[keyof T]]>) {
    if (value !== '' && value !== undefined) out[key] = value;
  }
  return out;
}

/**
 * '' as "absent" for optional fields the contract types as `oneOf: [pattern, null]`: the server
 * coerces types, so both '' and null match both branches of the oneOf and are refused (400).
 * Only leaving the field out passes; see the report about clearing such a field on edit.
 */
export function orOmit(value: string): string | undefined {
  return value === '' ? undefined : value;
}

/** RuoYi wire helpers, shared by all areas. */
export { exportName, idList, putBody } from '../../common/wire';
