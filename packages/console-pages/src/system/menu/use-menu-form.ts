import { useLingui } from '@lingui/react';
import { useConsole } from '@wcm/console-ui';
import type { FormRules, TreeOption } from '@wcm/console-ui';
import { useEffect, useMemo, useState } from 'react';
import { requiredRule } from '../shared/rules';
import { blankToNull, putBody, type SysMenu, type SysTreeNode } from '../shared/system-types';
import { valuesFrom } from '../../common/edit/record-values';
import { useRecordForm } from '../../common/list-page/use-record-form';
import { useResourceNotices } from '../../common/resource';
import { menuFields, type MenuType } from './menu-tree';
import * as labels from './menu-labels';

/** Values of the menu form. */
export interface MenuValues {
  parentId: number | undefined;
  menuType: MenuType;
  icon: string;
  menuName: string;
  orderNum: number | undefined;
  isFrame: '0' | '1';
  path: string;
  component: string;
  perms: string;
  query: string;
  routeName: string;
  isCache: '0' | '1';
  visible: '0' | '1';
  status: '0' | '1';
}

/** A new menu as RuoYi's form starts it: a directory, internal link, cached, shown, enabled. */
export const EMPTY_MENU: MenuValues = {
  parentId: 0,
  menuType: 'M',
  icon: '',
  menuName: '',
  orderNum: undefined,
  isFrame: '1',
  path: '',
  component: '',
  perms: '',
  query: '',
  routeName: '',
  isCache: '0',
  visible: '0',
  status: '0',
};

/** Form values of a menu row. */
export function menuToValues(menu: SysMenu): MenuValues {
  return { ...valuesFrom(EMPTY_MENU, menu), icon: menu.icon === '#' ? '' : menu.icon };
}

/** The request body of a menu: fields the type does not use are sent empty, as RuoYi's form. */
export function menuBody(v: MenuValues) {
  const shown = menuFields(v.menuType);
  return {
    parentId: v.parentId ?? 0,
    menuType: v.menuType,
    menuName: v.menuName.trim(),
    orderNum: v.orderNum ?? 0,
    icon: shown.icon ? v.icon || '#' : '#',
    isFrame: v.isFrame,
    path: shown.path ? blankToNull(v.path.trim()) : null,
    component: shown.component ? blankToNull(v.component.trim()) : null,
    perms: shown.perms ? blankToNull(v.perms.trim()) : null,
    query: shown.query ? blankToNull(v.query.trim()) : null,
    routeName: shown.routeName ? blankToNull(v.routeName.trim()) : null,
    isCache: v.isCache,
    visible: v.visible,
    status: v.status,
  };
}

/** Controller of the menu dialog: the parent tree, load/validate/save of one menu. */
export function useMenuForm(open: boolean, menuId: number | undefined, parentId: number) {
  const wcm = useConsole();
  const { i18n } = useLingui();
  const [parents, setParents] = useState<TreeOption<number>[]>([]);
  useEffect(() => {
    if (!open) return;
    let alive = true;
    wcm
      .call(wcm.api.GET('/system/menu/treeselect'))
      .then((body) => {
        if (!alive) return;
        const root: TreeOption<number> = {
          id: 0,
          label: i18n._({ id: 'pages.system.menu.root', message: 'Main category' }),
          children: toOptions(body.data, menuId),
        };
        setParents([root]);
      })
      .catch(() => undefined);
    return () => {
      alive = false;
    };
  }, [open, wcm, i18n, menuId]);

  const rules = useMemo<FormRules<MenuValues>>(
    () => ({
      menuName: requiredRule(i18n, i18n._(labels.menuName)),
      orderNum: requiredRule(i18n, i18n._(labels.orderNum)),
      path: (v, all) =>
        menuFields(all.menuType).path ? requiredRule(i18n, i18n._(labels.path))(v) : undefined,
      component: (v) =>
        /^[A-Za-z0-9_\-/.]*$/.test(String(v))
          ? undefined
          : i18n._({
              id: 'pages.system.menu.componentPattern',
              message: 'Only letters, digits and _ - / . are allowed',
            }),
    }),
    [i18n],
  );

  const notices = useResourceNotices();
  const record = useRecordForm<MenuValues, number>(
    {
      open,
      id: menuId,
      empty: { ...EMPTY_MENU, parentId },
      rules,
      load: async (id) => {
        const body = await wcm.call(
          wcm.api.GET('/system/menu/{menuId}', { params: { path: { menuId: id } } }),
        );
        return body.data ? menuToValues(body.data) : { ...EMPTY_MENU, parentId };
      },
      submit: async (v, edit) => {
        const body = menuBody(v);
        if (edit && menuId !== undefined) {
          await wcm.call(wcm.api.PUT('/system/menu', { body: putBody({ ...body, menuId }) }));
        } else {
          await wcm.call(wcm.api.POST('/system/menu', { body }));
        }
      },
    },
    notices,
  );
  return { ...record, parents };
}

/** TreeSelect options of the menu tree; the edited menu and its sub-menus cannot be parents. */
function toOptions(nodes: readonly SysTreeNode[], self: number | undefined): TreeOption<number>[] {
  return nodes.map((node) => {
    const option: TreeOption<number> = { id: node.id, label: node.label };
    if (node.id === self) option.disabled = true;
    if (node.children?.length) {
      option.children =
        node.id === self ? disableAll(node.children) : toOptions(node.children, self);
    }
    return option;
  });
}

function disableAll(nodes: readonly SysTreeNode[]): TreeOption<number>[] {
  return nodes.map((node) => ({
    id: node.id,
    label: node.label,
    disabled: true,
    ...(node.children?.length ? { children: disableAll(node.children) } : {}),
  }));
}
