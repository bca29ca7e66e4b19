import { useLingui } from '@lingui/react';
import { Dialog, Form, FormItem, Input, Select, useConsole } from '@wcm/console-ui';
import type { Key } from '@wcm/console-ui';
import { useState } from 'react';
import { useLoading } from '../../common/list/use-fetched';
import { CheckTree, loadedTreeKeys, savedTreeKeys } from '../shared/check-tree';
import type { OrgRole, OrgTreeNode } from '../shared/org-types';
import { useResourceNotices } from '../../common/resource';
import * as labels from '../shared/org-labels';

type DataScope = OrgRole['dataScope'];

/** Props of {@link DataScopeDialog}. */
export interface DataScopeDialogProps {
  /** The role being scoped; null closes the dialog. */
  role: OrgRole | null;
  onClose: () => void;
  onSaved: () => void;
}

/** RuoYi's 'data permissions' dialog: five scopes; custom shows the department tree. */
export function DataScopeDialog({ role, onClose, onSaved }: DataScopeDialogProps) {
  const { i18n } = useLingui();
  const wcm = useConsole();
  const actions = useResourceNotices();
  const [scope, setScope] = useState<DataScope>('1');
  const [depts, setDepts] = useState<OrgTreeNode[]>([]);
  const [checked, setChecked] = useState<Key[]>([]);
  const [linked, setLinked] = useState(true);
  const scopes: { label: string; value: DataScope }[] = [
    { value: '1', label: i18n._({ id: 'pages.org.scope.all', message: 'All data' }) },
    { value: '2', label: i18n._({ id: 'pages.org.scope.custom', message: 'Custom departments' }) },
    { value: '3', label: i18n._({ id: 'pages.org.scope.dept', message: 'Own department' }) },
    {
      value: '4',
      label: i18n._({ id: 'pages.org.scope.deptBelow', message: 'Own department and below' }),
    },
    { value: '5', label: i18n._({ id: 'pages.org.scope.self', message: 'Own data only' }) },
  ];

  // Each role starts from its own scope (React's 'adjust state on prop change' pattern).
  const [shown, setShown] = useState<OrgRole | null>(null);
  if (shown !== role) {
    setShown(role);
    if (role) {
      setScope(role.dataScope);
      setLinked(role.deptCheckStrictly);
      setChecked([]);
      setDepts([]);
    }
  }

  useLoading(
    role
      ? (wcm) =>
          wcm.call(
            wcm.api.GET('/system/role/deptTree/{roleId}', {
              params: { path: { roleId: role.roleId } },
            }),
          )
      : null,
    (body) => {
      if (!role) return;
      setDepts(body.depts);
      setChecked(loadedTreeKeys(body.depts, body.checkedKeys, role.deptCheckStrictly));
    },
    role,
  );

  return (
    <Dialog
      open={role !== null}
      onOpenChange={(open) => !open && onClose()}
      width={560}
      title={i18n._({ id: 'pages.org.scope.title', message: 'Data permissions' })}
      onConfirm={async () => {
        if (!role) return false;
        await wcm.call(
          wcm.api.PUT('/system/role/dataScope', {
            body: {
              roleId: role.roleId,
              dataScope: scope,
              deptIds: scope === '2' ? savedTreeKeys(depts, checked, linked) : [],
              deptCheckStrictly: linked,
            },
          }),
        );
        actions.saved();
        onSaved();
        return true;
      }}
    >
      <Form labelWidth={110}>
        <FormItem label={i18n._(labels.roleName)}>
          <Input value={role?.roleName ?? ''} onChange={() => undefined} readOnly />
        </FormItem>
        <FormItem label={i18n._(labels.roleKey)}>
          <Input value={role?.roleKey ?? ''} onChange={() => undefined} readOnly />
        </FormItem>
        <FormItem label={i18n._({ id: 'pages.org.scope.scope', message: 'Scope' })}>
          <Select<DataScope>
            options={scopes}
            value={scope}
            onChange={(v) => v !== undefined && setScope(v)}
          />
        </FormItem>
        {scope === '2' ? (
          <CheckTree
            label={i18n._({ id: 'pages.org.scope.depts', message: 'Departments' })}
            nodes={depts}
            checked={checked}
            onCheckedChange={setChecked}
            linked={linked}
            onLinkedChange={setLinked}
          />
        ) : null}
      </Form>
    </Dialog>
  );
}
