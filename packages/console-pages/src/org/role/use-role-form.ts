import { useLingui } from '@lingui/react';
import { useConsole, useForm } from '@wcm/console-ui';
import type { FormRules, Key } from '@wcm/console-ui';
import { useEffect, useEffectEvent, useMemo, useState } from 'react';
import { loadedTreeKeys, savedTreeKeys } from '../shared/check-tree';
import { putBody, type OrgTreeNode } from '../shared/org-types';
import { requiredText } from '../shared/rules';
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
}

const EMPTY_ROLE: RoleFormValues = {
  roleId: undefined,
  roleName: '',
  roleKey: '',
  roleSort: 0,
  status: '0',
  remark: '',
  menuLinked: true,
};

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
  const form = useForm<RoleFormValues>(EMPTY_ROLE, rules);
  // Reads the latest `reset` (its identity follows the baseline) without re-running the load.
  const reset = useEffectEvent((next: RoleFormValues) => form.reset(next));
  const [menus, setMenus] = useState<OrgTreeNode[]>([]);
  const [checked, setChecked] = useState<Key[]>([]);
  // Editing: the role is on its way (the form stays disabled, nothing typed is overwritten).
  const [loading, setLoading] = useState(false);

  useEffect(() => {
    if (!open) return;
    let alive = true;
    reset(EMPTY_ROLE);
    setChecked([]);
    setMenus([]);
    setLoading(roleId !== undefined);
    const load = async () => {
      if (roleId === undefined) {
        const tree = await wcm.call(wcm.api.GET('/system/menu/treeselect'));
        if (alive) setMenus(tree.data);
        return;
      }
      const [tree, role] = await Promise.all([
        wcm.call(
          wcm.api.GET('/system/menu/roleMenuTreeselect/{roleId}', {
            params: { path: { roleId } },
          }),
        ),
        wcm.call(wcm.api.GET('/system/role/{roleId}', { params: { path: { roleId } } })),
      ]);
      if (!alive) return;
      const r = role.data;
      setMenus(tree.menus);
      setChecked(loadedTreeKeys(tree.menus, tree.checkedKeys, r.menuCheckStrictly));
      reset({
        roleId: r.roleId,
        roleName: r.roleName,
        roleKey: r.roleKey,
        roleSort: r.roleSort,
        status: r.status,
        remark: r.remark ?? '',
        menuLinked: r.menuCheckStrictly,
      });
    };
    load()
      .catch(() => undefined)
      .finally(() => alive && setLoading(false));
    return () => {
      alive = false;
    };
  }, [open, roleId, wcm]);

  const save = async (): Promise<boolean> => {
    if (loading || !form.validate()) return false;
    const v = form.values;
    const body = {
      roleName: v.roleName.trim(),
      roleKey: v.roleKey.trim(),
      roleSort: v.roleSort ?? 0,
      status: v.status as '0' | '1',
      remark: v.remark,
      menuCheckStrictly: v.menuLinked,
      menuIds: savedTreeKeys(menus, checked, v.menuLinked),
    };
    try {
      if (v.roleId === undefined) await wcm.call(wcm.api.POST('/system/role', { body }));
      else
        await wcm.call(
          wcm.api.PUT('/system/role', { body: putBody({ ...body, roleId: v.roleId }) }),
        );
    } catch {
      return false;
    }
    return true;
  };

  return { form, menus, checked, setChecked, loading, save, isEdit: roleId !== undefined };
}
