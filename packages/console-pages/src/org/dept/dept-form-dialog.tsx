import { useLingui } from '@lingui/react';
import { FormItem, Input, NumberInput, TreeSelect, useConsole } from '@wcm/console-ui';
import type { FormRules } from '@wcm/console-ui';
import { useMemo } from 'react';
import { EmailField, PhoneField, StatusField } from '../shared/org-fields';
import * as css from '../shared/org.css';
import { buildDeptTree, deptOptions, orOmit, putBody, type OrgTreeNode } from '../shared/org-types';
import { checkEmail, checkPhone, requiredText } from '../shared/rules';
import { RecordDialog } from '../../common/edit/record-dialog';
import { valuesFrom } from '../../common/edit/record-values';
import { useRecordForm } from '../../common/list-page/use-record-form';
import { useResourceNotices } from '../../common/resource';
import * as labels from '../shared/org-labels';

/** What the department dialog edits: an existing one, or a new one under `parentId`. */
export type DeptTarget = { deptId: number } | { parentId: number | undefined };

interface DeptValues {
  deptId: number | undefined;
  parentId: number | undefined;
  deptName: string;
  orderNum: number | undefined;
  leader: string;
  phone: string;
  email: string;
  status: string;
}

const EMPTY: DeptValues = {
  deptId: undefined,
  parentId: undefined,
  deptName: '',
  orderNum: 0,
  leader: '',
  phone: '',
  email: '',
  status: '0',
};

const NO_PARENTS: OrgTreeNode[] = [];

const TITLES = {
  add: /*i18n*/ { id: 'pages.org.dept.addTitle', message: 'Add department' },
  edit: /*i18n*/ { id: 'pages.org.dept.editTitle', message: 'Edit department' },
};

/** Props of {@link DeptFormDialog}. */
export interface DeptFormDialogProps {
  target: DeptTarget | null;
  onClose: () => void;
  onSaved: (added: boolean) => void;
}

/** Add/edit department dialog; the parent picker leaves out the department and its children. */
export function DeptFormDialog({ target, onClose, onSaved }: DeptFormDialogProps) {
  const { i18n } = useLingui();
  const wcm = useConsole();
  const rules = useMemo<FormRules<DeptValues>>(
    () => ({
      parentId: (v, all) =>
        v === undefined && all.deptId === undefined
          ? requiredText(
              i18n,
              i18n._({ id: 'pages.org.dept.parent', message: 'Parent department' }),
            )
          : undefined,
      deptName: (v) => (v.trim() === '' ? requiredText(i18n, i18n._(labels.deptName)) : undefined),
      orderNum: (v) => (v === undefined ? requiredText(i18n, i18n._(labels.deptOrder)) : undefined),
      phone: (v) => checkPhone(i18n, v),
      email: (v) => checkEmail(i18n, v),
    }),
    [i18n],
  );
  const notices = useResourceNotices();
  const record = useRecordForm<DeptValues, number, OrgTreeNode[]>(
    {
      open: target !== null,
      id: target && 'deptId' in target ? target.deptId : undefined,
      empty: { ...EMPTY, parentId: target && 'parentId' in target ? target.parentId : undefined },
      rules,
      fetch: async (deptId) => {
        if (deptId === undefined) {
          const all = await wcm.call(wcm.api.GET('/system/dept/list'));
          return { extra: deptOptions(buildDeptTree(all.data)) };
        }
        const path = { deptId };
        const [dept, others] = await Promise.all([
          wcm.call(wcm.api.GET('/system/dept/{deptId}', { params: { path } })),
          wcm.call(wcm.api.GET('/system/dept/list/exclude/{deptId}', { params: { path } })),
        ]);
        const values = valuesFrom(EMPTY, dept.data);
        return { values, extra: deptOptions(buildDeptTree(others.data)) };
      },
      submit: async (v) => {
        const body = {
          parentId: v.parentId ?? 0,
          deptName: v.deptName.trim(),
          orderNum: v.orderNum ?? 0,
          leader: orOmit(v.leader),
          phone: orOmit(v.phone),
          email: orOmit(v.email),
          status: v.status as '0' | '1',
        };
        if (v.deptId === undefined) await wcm.call(wcm.api.POST('/system/dept', { body }));
        else
          await wcm.call(
            wcm.api.PUT('/system/dept', { body: putBody({ ...body, deptId: v.deptId }) }),
          );
      },
    },
    notices,
  );
  const parents = record.extra ?? NO_PARENTS;
  const isRoot = record.isEdit && record.form.values.parentId === 0;

  const { bind, errors } = record.form;
  return (
    <RecordDialog
      frame={{ open: target !== null, onClose, onSaved }}
      record={record}
      titles={TITLES}
      width={600}
      labelWidth={100}
      className={css.grid2}
    >
      {isRoot ? null : (
        <FormItem
          className={css.full}
          label={i18n._({ id: 'pages.org.dept.parent', message: 'Parent department' })}
          required
          error={errors.parentId}
        >
          <TreeSelect<number> options={parents} {...bind('parentId')} defaultExpandAll />
        </FormItem>
      )}
      <FormItem label={i18n._(labels.deptName)} required error={errors.deptName}>
        <Input {...bind('deptName')} maxLength={30} />
      </FormItem>
      <FormItem label={i18n._(labels.deptOrder)} required error={errors.orderNum}>
        <NumberInput {...bind('orderNum')} min={0} max={999999} />
      </FormItem>
      <FormItem label={i18n._({ id: 'pages.org.dept.leader', message: 'Leader' })}>
        <Input {...bind('leader')} maxLength={20} />
      </FormItem>
      <PhoneField bound={bind('phone')} error={errors.phone} />
      <EmailField bound={bind('email')} error={errors.email} />
      <StatusField bound={bind('status')} />
    </RecordDialog>
  );
}
