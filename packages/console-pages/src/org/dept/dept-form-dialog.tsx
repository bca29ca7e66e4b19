import { useLingui } from '@lingui/react';
import { FormItem, Input, NumberInput, TreeSelect, useConsole, useForm } from '@wcm/console-ui';
import type { FormRules } from '@wcm/console-ui';
import { useEffect, useEffectEvent, useMemo, useState } from 'react';
import { EmailField, PhoneField, StatusField } from '../shared/org-fields';
import * as css from '../shared/org.css';
import { buildDeptTree, deptOptions, orOmit, putBody, type OrgTreeNode } from '../shared/org-types';
import { checkEmail, checkPhone, requiredText } from '../shared/rules';
import { RecordFormDialog } from '../../common/list-page/record-form-dialog';
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
  const form = useForm<DeptValues>(EMPTY, rules);
  // Reads the latest `reset` (its identity follows the baseline) without re-running the load.
  const reset = useEffectEvent((next: DeptValues) => form.reset(next));
  const [parents, setParents] = useState<OrgTreeNode[]>([]);
  // The dialog the last load finished for: editing waits for it (the form stays disabled until
  // then, so nothing typed is overwritten by the loaded department).
  const [loadedFor, setLoadedFor] = useState<DeptTarget | null>(null);
  const isEdit = target !== null && 'deptId' in target;
  const loading = isEdit && loadedFor !== target;
  const isRoot = isEdit && form.values.parentId === 0;

  useEffect(() => {
    if (!target) return;
    let alive = true;
    reset({ ...EMPTY, parentId: 'parentId' in target ? target.parentId : undefined });
    const load = async () => {
      if ('deptId' in target) {
        const { deptId } = target;
        const [dept, others] = await Promise.all([
          wcm.call(wcm.api.GET('/system/dept/{deptId}', { params: { path: { deptId } } })),
          wcm.call(
            wcm.api.GET('/system/dept/list/exclude/{deptId}', { params: { path: { deptId } } }),
          ),
        ]);
        if (!alive) return;
        setParents(deptOptions(buildDeptTree(others.data)));
        const d = dept.data;
        reset({
          deptId: d.deptId,
          parentId: d.parentId,
          deptName: d.deptName,
          orderNum: d.orderNum,
          leader: d.leader ?? '',
          phone: d.phone ?? '',
          email: d.email ?? '',
          status: d.status,
        });
      } else {
        const all = await wcm.call(wcm.api.GET('/system/dept/list'));
        if (alive) setParents(deptOptions(buildDeptTree(all.data)));
      }
    };
    load()
      .catch(() => undefined)
      .finally(() => alive && setLoadedFor(target));
    return () => {
      alive = false;
    };
  }, [target, wcm]);

  const save = async () => {
    if (loading || !form.validate()) return false;
    const v = form.values;
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
      await wcm.call(wcm.api.PUT('/system/dept', { body: putBody({ ...body, deptId: v.deptId }) }));
    return true;
  };

  const { bind, errors } = form;
  return (
    <RecordFormDialog
      open={target !== null}
      onClose={onClose}
      isEdit={isEdit}
      titles={{
        add: i18n._({ id: 'pages.org.dept.addTitle', message: 'Add department' }),
        edit: i18n._({ id: 'pages.org.dept.editTitle', message: 'Edit department' }),
      }}
      width={600}
      labelWidth={100}
      className={css.grid2}
      loading={loading}
      save={save}
      onSaved={onSaved}
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
    </RecordFormDialog>
  );
}
