import { useLingui } from '@lingui/react';
import { FormItem, Input, Select, TreeSelect } from '@wcm/console-ui';
import {
  type Bound,
  EmailField,
  NickNameField,
  PhoneField,
  RemarkField,
  StatusField,
} from '../shared/org-fields';
import { RecordDialog } from '../../common/edit/record-dialog';
import * as css from '../shared/org.css';
import type { OrgTreeNode } from '../shared/org-types';
import { dictSelectOptions, useDict } from '../../common/dict';
import { useUserForm } from './use-user-form';
import * as labels from '../shared/org-labels';

/** Props of {@link UserFormDialog}. */
export interface UserFormDialogProps {
  open: boolean;
  /** The user to edit; undefined adds one. */
  userId: number | undefined;
  /** Department chosen in the tree, preset when adding. */
  presetDeptId?: number;
  deptTree: readonly OrgTreeNode[];
  onClose: () => void;
  /** After a successful save (the dialog closes itself). */
  onSaved: (added: boolean) => void;
}

const TITLES = {
  add: /*i18n*/ { id: 'pages.org.user.addTitle', message: 'Add user' },
  edit: /*i18n*/ { id: 'pages.org.user.editTitle', message: 'Edit user' },
};

/** Positions or roles to pick; disabled ones are shown but cannot be picked (RuoYi). */
function ChoicesField<T extends { status: string }>(props: {
  label: string;
  rows: readonly T[];
  option: (row: T) => { label: string; value: number };
  bound: Bound<number[]>;
}) {
  const options = props.rows.map((row) => ({ ...props.option(row), disabled: row.status === '1' }));
  return (
    <FormItem label={props.label}>
      <Select<number> multiple options={options} {...props.bound} />
    </FormItem>
  );
}

/** Add/edit user dialog: user name and password only when adding (RuoYi's form). */
export function UserFormDialog(props: UserFormDialogProps) {
  const { i18n } = useLingui();
  const record = useUserForm(props.open, props.userId, props.presetDeptId);
  const { form, roles, posts, isEdit } = record;
  const sexes = dictSelectOptions(useDict('sys_user_sex'));
  const { errors, bind } = form;
  return (
    <RecordDialog
      frame={props}
      record={record}
      titles={TITLES}
      width={680}
      labelWidth={90}
      className={css.grid2}
    >
      <NickNameField bound={bind('nickName')} error={errors.nickName} required />
      <FormItem label={i18n._(labels.dept)}>
        <TreeSelect<number>
          options={props.deptTree}
          {...bind('deptId')}
          clearable
          defaultExpandAll
          placeholder={i18n._({
            id: 'pages.org.user.deptPlaceholder',
            message: 'Select a department',
          })}
        />
      </FormItem>
      <PhoneField bound={bind('phonenumber')} error={errors.phonenumber} />
      <EmailField bound={bind('email')} error={errors.email} />
      {isEdit ? null : (
        <>
          <FormItem label={i18n._(labels.userName)} required error={errors.userName}>
            <Input {...bind('userName')} maxLength={30} autoComplete="off" />
          </FormItem>
          <FormItem
            label={i18n._({ id: 'pages.org.user.password', message: 'Password' })}
            required
            error={errors.password}
          >
            <Input
              {...bind('password')}
              type="password"
              maxLength={20}
              autoComplete="new-password"
            />
          </FormItem>
        </>
      )}
      <FormItem label={i18n._({ id: 'pages.org.user.sex', message: 'Sex' })}>
        <Select<string>
          options={sexes}
          value={form.values.sex === '' ? undefined : form.values.sex}
          onChange={(v) => form.setField('sex', v ?? '')}
          clearable
        />
      </FormItem>
      <StatusField bound={bind('status')} />
      <ChoicesField
        label={i18n._({ id: 'pages.org.user.posts', message: 'Positions' })}
        rows={posts}
        option={(p) => ({ label: p.postName, value: p.postId })}
        bound={bind('postIds')}
      />
      <ChoicesField
        label={i18n._(labels.roles)}
        rows={roles}
        option={(r) => ({ label: r.roleName, value: r.roleId })}
        bound={bind('roleIds')}
      />
      <RemarkField bound={bind('remark')} />
    </RecordDialog>
  );
}
