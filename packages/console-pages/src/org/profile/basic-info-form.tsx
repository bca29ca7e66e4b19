import { useLingui } from '@lingui/react';
import { Button, Form, FormItem, RadioGroup, useConsole, useForm } from '@wcm/console-ui';
import type { FormRules } from '@wcm/console-ui';
import { useEffect, useEffectEvent, useMemo } from 'react';
import { useBusy } from '../../common/edit/use-busy';
import { EmailField, NickNameField, PhoneField } from '../shared/org-fields';
import * as css from '../shared/org.css';
import type { SysUser } from '../shared/org-types';
import { checkEmail, checkPhone, requiredText } from '../shared/rules';
import { useResourceNotices } from '../../common/resource';
import { dictSelectOptions, useDict } from '../../common/dict';
import * as labels from '../shared/org-labels';

interface BasicValues {
  nickName: string;
  phonenumber: string;
  email: string;
  sex: string;
}

/** Props of {@link BasicInfoForm}. */
export interface BasicInfoFormProps {
  user: SysUser;
  onSaved: () => void;
}

/** The personal centre's 'Basic information' tab: nick name, phone, email, sex. */
export function BasicInfoForm({ user, onSaved }: BasicInfoFormProps) {
  const { i18n } = useLingui();
  const wcm = useConsole();
  const actions = useResourceNotices();
  const sexes = dictSelectOptions(useDict('sys_user_sex'));
  const [saving, whileSaving] = useBusy();
  const rules = useMemo<FormRules<BasicValues>>(
    () => ({
      nickName: (v) => (v.trim() === '' ? requiredText(i18n, i18n._(labels.nickName)) : undefined),
      phonenumber: (v) =>
        v === '' ? requiredText(i18n, i18n._(labels.phone)) : checkPhone(i18n, v),
      email: (v) => (v === '' ? requiredText(i18n, i18n._(labels.email)) : checkEmail(i18n, v)),
    }),
    [i18n],
  );
  const form = useForm<BasicValues>({ nickName: '', phonenumber: '', email: '', sex: '0' }, rules);
  // Reads the latest `reset` (its identity follows the baseline) without re-running the load.
  const reset = useEffectEvent((next: BasicValues) => form.reset(next));
  useEffect(() => {
    reset({
      nickName: user.nickName,
      phonenumber: user.phonenumber ?? '',
      email: user.email ?? '',
      sex: user.sex ?? '0',
    });
  }, [user]);

  const submit = async () => {
    if (!form.validate()) return;
    try {
      await whileSaving(async () => {
        const v = form.values;
        await wcm.call(
          wcm.api.PUT('/system/user/profile', {
            body: {
              nickName: v.nickName.trim(),
              phonenumber: v.phonenumber,
              email: v.email,
              sex: v.sex as '0' | '1' | '2',
            },
          }),
        );
        actions.saved();
        onSaved();
      });
    } catch {
      // Shown by wcm.call; the input stays.
    }
  };

  const { bind, errors } = form;
  return (
    <Form
      labelWidth={100}
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
    >
      <NickNameField bound={bind('nickName')} error={errors.nickName} required />
      <PhoneField bound={bind('phonenumber')} error={errors.phonenumber} required />
      <EmailField bound={bind('email')} error={errors.email} required />
      <FormItem label={i18n._({ id: 'pages.org.user.sex', message: 'Sex' })}>
        <RadioGroup<string> options={sexes} {...bind('sex')} />
      </FormItem>
      <div className={css.toolbar}>
        <Button type="submit" variant="primary" loading={saving}>
          {i18n._({ id: 'pages.org.save', message: 'Save' })}
        </Button>
      </div>
    </Form>
  );
}
