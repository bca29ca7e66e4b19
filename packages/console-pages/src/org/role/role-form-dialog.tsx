import { useLingui } from '@lingui/react';
import { FormItem, Input, NumberInput } from '@wcm/console-ui';
import { CheckTree } from '../shared/check-tree';
import { RemarkField, StatusField } from '../shared/org-fields';
import { RecordFormDialog } from '../../common/list-page/record-form-dialog';
import { useRoleForm } from './use-role-form';
import * as labels from '../shared/org-labels';

/** Props of {@link RoleFormDialog}. */
export interface RoleFormDialogProps {
  open: boolean;
  roleId: number | undefined;
  onClose: () => void;
  onSaved: (added: boolean) => void;
}

/** Add/edit role dialog with the menu permission tree. */
export function RoleFormDialog(props: RoleFormDialogProps) {
  const { i18n } = useLingui();
  const { form, menus, checked, setChecked, loading, save, isEdit } = useRoleForm(
    props.open,
    props.roleId,
  );
  const { bind, errors } = form;
  return (
    <RecordFormDialog
      open={props.open}
      onClose={props.onClose}
      isEdit={isEdit}
      titles={{
        add: i18n._({ id: 'pages.org.role.addTitle', message: 'Add role' }),
        edit: i18n._({ id: 'pages.org.role.editTitle', message: 'Edit role' }),
      }}
      width={560}
      labelWidth={110}
      loading={loading}
      save={save}
      onSaved={props.onSaved}
    >
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
    </RecordFormDialog>
  );
}
