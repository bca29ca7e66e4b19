import { useLingui } from '@lingui/react';
import { FormItem, Input, NumberInput } from '@wcm/console-ui';
import { CheckTree } from '../shared/check-tree';
import { RemarkField, StatusField } from '../shared/org-fields';
import { RecordDialog } from '../../common/edit/record-dialog';
import { useRoleForm } from './use-role-form';
import * as labels from '../shared/org-labels';

/** Props of {@link RoleFormDialog}. */
export interface RoleFormDialogProps {
  open: boolean;
  roleId: number | undefined;
  onClose: () => void;
  onSaved: (added: boolean) => void;
}

const TITLES = {
  add: /*i18n*/ { id: 'pages.org.role.addTitle', message: 'Add role' },
  edit: /*i18n*/ { id: 'pages.org.role.editTitle', message: 'Edit role' },
};

/** Add/edit role dialog with the menu permission tree. */
export function RoleFormDialog(props: RoleFormDialogProps) {
  const { i18n } = useLingui();
  const record = useRoleForm(props.open, props.roleId);
  const { form, menus, checked, setChecked } = record;
  const { bind, errors } = form;
  return (
    <RecordDialog frame={props} record={record} titles={TITLES} width={560} labelWidth={110}>
      <FormItem label={i18n._(labels.roleName)} required error={errors.roleName}>
        <Input {...bind('roleName')} maxLength={30} />
      </FormItem>
      <FormItem
        label={i18n._(labels.roleKey)}
        required
        error={errors.roleKey}
        hint={i18n._({
          id: 'pages.org.role.roleKeyHint',
          message: "Used in permission checks, e.g. hasRole('admin')",
        })}
      >
        <Input {...bind('roleKey')} maxLength={100} />
      </FormItem>
      <FormItem label={i18n._(labels.roleSort)} required error={errors.roleSort}>
        <NumberInput {...bind('roleSort')} min={0} max={999999} />
      </FormItem>
      <StatusField bound={bind('status')} />
      <CheckTree
        label={i18n._({ id: 'pages.org.role.menus', message: 'Menu permissions' })}
        nodes={menus}
        checked={checked}
        onCheckedChange={setChecked}
        linked={form.values.menuLinked}
        onLinkedChange={(linked) => form.setField('menuLinked', linked)}
      />
      <RemarkField bound={bind('remark')} />
    </RecordDialog>
  );
}
