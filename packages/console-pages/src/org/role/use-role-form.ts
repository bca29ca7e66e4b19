import { useLingui } from '@lingui/react';
import { useConsole } from '@wcm/console-ui';
import type { FormRules, Key } from '@wcm/console-ui';
import { useMemo } from 'react';
import { loadedTreeKeys, savedTreeKeys } from '../shared/check-tree';
import { putBody, type OrgTreeNode } from '../shared/org-types';
import { requiredText } from '../shared/rules';
import { valuesFrom } from '../../common/edit/record-values';
import { useRecordForm } from '../../common/list-page/use-record-form';
import { useResourceNotices } from '../../common/resource';
import * as labels from '../shared/org-labels';

/** Values of the add/edit role form. */
export interface RoleFormValues {
  roleId: number | undefined;
  roleName: string;
  roleKey: string;
  roleSort: number | undefined;
  status: string;
  remark: string;
  /** Menu tree linked (RuoYi `menuCheckStrictly` true). */
  menuLinked: boolean;
  /** Checked menus of the tree. */
  checked: Key[];
}

const EMPTY_ROLE: RoleFormValues = {
  roleId: undefined,
  roleName: '',
  roleKey: '',
  roleSort: 0,
  status: '0',
  remark: '',
  menuLinked: true,
  checked: [],
};

const NO_MENUS: OrgTreeNode[] = [];

/**
 * Controller of the role dialog: role fields, the menu tree and its checks; `save` sends the
 * checked menus (plus half-checked parents when linked) and resolves false to keep it open.
 */
export function useRoleForm(open: boolean, roleId: number | undefined) {
  const wcm = useConsole();
  const { i18n } = useLingui();
  const rules = useMemo<FormRules<RoleFormValues>>(
    () => ({
      roleName: (v) => (v.trim() === '' ? requiredText(i18n, i18n._(labels.roleName)) : undefined),
      roleKey: (v) => (v.trim() === '' ? requiredText(i18n, i18n._(labels.roleKey)) : undefined),
      roleSort: (v) => (v === undefined ? requiredText(i18n, i18n._(labels.roleSort)) : undefined),
    }),
    [i18n],
  );
  const notices = useResourceNotices();
  const record = useRecordForm<RoleFormValues, number, OrgTreeNode[]>(
    {
      open,
      id: roleId,
      empty: EMPTY_ROLE,
      rules,
      fetch: async (id) => {
        if (id === undefined) {
          const tree = await wcm.call(wcm.api.GET('/system/menu/treeselect'));
          return { extra: tree.data };
        }
        const path = { roleId: id };
        const [tree, role] = await Promise.all([
          wcm.call(wcm.api.GET('/system/menu/roleMenuTreeselect/{roleId}', { params: { path } })),
          wcm.call(wcm.api.GET('/system/role/{roleId}', { params: { path } })),
        ]);
        const r = role.data;
        const values: RoleFormValues = {
          ...valuesFrom(EMPTY_ROLE, r),
          menuLinked: r.menuCheckStrictly,
          checked: loadedTreeKeys(tree.menus, tree.checkedKeys, r.menuCheckStrictly),
        };
        return { values, extra: tree.menus };
      },
      submit: async (v) => {
        const body = {
          roleName: v.roleName.trim(),
          roleKey: v.roleKey.trim(),
          roleSort: v.roleSort ?? 0,
          status: v.status as '0' | '1',
          remark: v.remark,
          menuCheckStrictly: v.menuLinked,
          menuIds: savedTreeKeys(menus, v.checked, v.menuLinked),
        };
        if (v.roleId === undefined) await wcm.call(wcm.api.POST('/system/role', { body }));
        else
          await wcm.call(
            wcm.api.PUT('/system/role', { body: putBody({ ...body, roleId: v.roleId }) }),
          );
      },
    },
    notices,
  );
  const menus = record.extra ?? NO_MENUS;
  const setChecked = (keys: Key[]) => record.form.setField('checked', keys);
  return { ...record, menus, checked: record.form.values.checked, setChecked };
}
