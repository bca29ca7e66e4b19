import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react';
import { FormItem, Input, RadioGroup, Textarea } from '@wcm/console-ui';
import { dictSelectOptions, useDict } from '../../common/dict';
import * as css from './org.css';
import * as labels from './org-labels';

/** What a form's `bind(key)` hands to a control. */
export interface Bound<V> {
  value: V;
  onChange: (value: V) => void;
}

/** Props of the form rows shared by the user, role, department and profile forms. */
export interface OrgFieldProps {
  bound: Bound<string>;
  error?: string | undefined;
  /** @default false */
  required?: boolean;
}

/** A text row of the org forms; its label names the field in errors. */
function TextRow({
  label,
  bound,
  error,
  required,
  type,
  maxLength,
}: OrgFieldProps & { label: MessageDescriptor; type?: 'tel' | 'email'; maxLength: number }) {
  const { i18n } = useLingui();
  return (
    <FormItem label={i18n._(label)} required={required} error={error}>
      <Input {...bound} {...(type ? { type } : {})} maxLength={maxLength} />
    </FormItem>
  );
}

/** The 'Nick name' row (30 characters). */
export function NickNameField(props: OrgFieldProps) {
  return <TextRow {...props} label={labels.nickName} maxLength={30} />;
}

/** The 'Phone number' row (11 digits, checked by the form's rules). */
export function PhoneField(props: OrgFieldProps) {
  return <TextRow {...props} label={labels.phone} type="tel" maxLength={11} />;
}

/** The 'Email' row (50 characters, checked by the form's rules). */
export function EmailField(props: OrgFieldProps) {
  return <TextRow {...props} label={labels.email} type="email" maxLength={50} />;
}

/** The 'Status' radio row of `sys_normal_disable`. */
export function StatusField({ bound }: Pick<OrgFieldProps, 'bound'>) {
  const { i18n } = useLingui();
  const statuses = dictSelectOptions(useDict('sys_normal_disable'));
  return (
    <FormItem label={i18n._(labels.status)}>
      <RadioGroup<string> options={statuses} {...bound} />
    </FormItem>
  );
}

/** The full-width 'Remark' row (500 characters). */
export function RemarkField({ bound }: Pick<OrgFieldProps, 'bound'>) {
  const { i18n } = useLingui();
  return (
    <FormItem className={css.full} label={i18n._(labels.remark)}>
      <Textarea {...bound} maxLength={500} rows={3} />
    </FormItem>
  );
}
