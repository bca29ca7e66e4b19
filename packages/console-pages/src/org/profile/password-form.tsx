import { useLingui } from '@lingui/react';
import { Button, Form, FormItem, Input, useConsole, useForm } from '@wcm/console-ui';
import type { FormRules } from '@wcm/console-ui';
import { useMemo, useState } from 'react';
import * as css from '../shared/org.css';
import { checkPassword, requiredText } from '../shared/rules';
import { useOrgActions } from '../shared/use-org-actions';

interface PasswordValues {
  oldPassword: string;
  newPassword: string;
  confirmPassword: string;
}

const EMPTY: PasswordValues = { oldPassword: '', newPassword: '', confirmPassword: '' };

/** The personal centre's 'Change password' tab (old, new 6-20 characters, confirmation). */
export function PasswordForm() {
  const { i18n } = useLingui();
  const wcm = useConsole();
  const actions = useOrgActions();
  const [saving, setSaving] = useState(false);
  const rules = useMemo<FormRules<PasswordValues>>(
    () => ({
      oldPassword: (v) =>
        v === ''
          ? requiredText(
              i18n,
              i18n._({ id: 'pages.org.profile.oldPassword', message: 'Old password' }),
            )
          : undefined,
      newPassword: (v) => checkPassword(i18n, v, 6),
      confirmPassword: (v, all) => {
        if (v === '')
          return requiredText(
            i18n,
            i18n._({ id: 'pages.org.profile.confirmPassword', message: 'Confirm password' }),
          );
        return v === all.newPassword
          ? undefined
          : i18n._({
              id: 'pages.org.profile.mismatch',
              message: 'The two passwords entered do not match',
            });
      },
    }),
    [i18n],
  );
  const form = useForm<PasswordValues>(EMPTY, rules);

  const submit = async () => {
    if (!form.validate()) return;
    setSaving(true);
    try {
      await wcm.call(
        wcm.api.PUT('/system/user/profile/updatePwd', {
          body: {
            oldPassword: form.values.oldPassword,
            newPassword: form.values.newPassword,
          },
        }),
      );
      actions.success(
        i18n._({ id: 'pages.org.profile.passwordChanged', message: 'Password changed' }),
      );
      form.reset(EMPTY);
    } catch {
      // Shown by wcm.call (e.g. a wrong old password); the input stays.
    } finally {
      setSaving(false);
    }
  };

  const { bind, errors } = form;
  return (
    <Form
      labelWidth={120}
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
    >
      <FormItem
        label={i18n._({ id: 'pages.org.profile.oldPassword', message: 'Old password' })}
        required
        error={errors.oldPassword}
      >
        <Input {...bind('oldPassword')} type="password" autoComplete="current-password" />
      </FormItem>
      <FormItem
        label={i18n._({ id: 'pages.org.profile.newPassword', message: 'New password' })}
        required
        error={errors.newPassword}
      >
        <Input
          {...bind('newPassword')}
          type="password"
          maxLength={20}
          autoComplete="new-password"
        />
      </FormItem>
      <FormItem
        label={i18n._({ id: 'pages.org.profile.confirmPassword', message: 'Confirm password' })}
        required
        error={errors.confirmPassword}
      >
        <Input
          {...bind('confirmPassword')}
          type="password"
          maxLength={20}
          autoComplete="new-password"
        />
      </FormItem>
      <div className={css.toolbar}>
        <Button type="submit" variant="primary" loading={saving}>
          {i18n._({ id: 'pages.org.save', message: 'Save' })}
        </Button>
      </div>
    </Form>
  );
}
