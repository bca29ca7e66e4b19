import type { sysMenu } from '../schema';
import { translateMenuName } from './menu-titles';

export type MenuRow = typeof sysMenu.$inferInsert;

/** Compact description of a directory ('M') or page ('C'); buttons are listed as perms. */
export interface MenuSpec {
  id: number;
  parentId: number;
  order: number;
  name: string;
  type: 'M' | 'C';
  path: string;
  component?: string;
  perms?: string;
  icon: string;
  hidden?: boolean;
  /** Route name; must be unique across the tree (vue-router / RuoYi rule) */
  routeName?: string;
  /** [buttonId, perms, Chinese name] */
  buttons?: ReadonlyArray<readonly [number, string, string]>;
}

/** The English and French title columns of a seeded menu name ('' when it has none). */
export function menuTitleColumns(zh: string): { menuNameEn: string; menuNameFr: string } {
  const [en = '', fr = ''] = translateMenuName(zh) ?? [];
  return { menuNameEn: en, menuNameFr: fr };
}

/** Expands specs into sys_menu rows (buttons become type 'F' children in listed order). */
export function toMenuRows(specs: readonly MenuSpec[]): MenuRow[] {
  const rows: MenuRow[] = [];
  for (const spec of specs) {
    rows.push({
      menuId: spec.id,
      parentId: spec.parentId,
      orderNum: spec.order,
      menuName: spec.name,
      ...menuTitleColumns(spec.name),
      menuType: spec.type,
      path: spec.path,
      component: spec.component ?? null,
      query: '',
      routeName: spec.routeName ?? '',
      perms: spec.perms ?? '',
      icon: spec.icon,
      visible: spec.hidden ? '1' : '0',
      isFrame: 1,
      isCache: 0,
      status: '0',
      createBy: 'admin',
      remark: spec.name,
    });
    spec.buttons?.forEach(([id, perms, name], index) => {
      rows.push({
        menuId: id,
        parentId: spec.id,
        orderNum: index + 1,
        menuName: name,
        ...menuTitleColumns(name),
        menuType: 'F',
        path: '',
        component: '',
        query: '',
        perms,
        icon: '#',
        visible: '0',
        isFrame: 1,
        isCache: 0,
        status: '0',
        createBy: 'admin',
        remark: '',
      });
    });
  }
  return rows;
}

/** Query/add/edit/remove(/export) buttons for a page, ids from `firstId`. */
export function crudButtons(
  firstId: number,
  prefix: string,
  label: string,
  extra: ReadonlyArray<readonly [string, string]> = [],
): Array<readonly [number, string, string]> {
  const base: Array<readonly [string, string]> = [
    ['query', `${label}查询`],
    ['add', `${label}新增`],
    ['edit', `${label}修改`],
    ['remove', `${label}删除`],
    ...extra,
  ];
  return base.map(
    ([action, name], index) => [firstId + index, `${prefix}:${action}`, name] as const,
  );
}

/** A page ('C') with its component and list permission; `extra` adds buttons, a route name… */
export function page(
  id: number,
  parentId: number,
  order: number,
  name: string,
  path: string,
  component: string,
  perms: string,
  icon: string,
  extra: Partial<MenuSpec> = {},
): MenuSpec {
  return { id, parentId, order, name, type: 'C', path, component, perms, icon, ...extra };
}
