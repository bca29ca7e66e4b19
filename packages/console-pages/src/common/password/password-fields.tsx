import { useLingui } from '@lingui/react';
import { FormItem, Input, type FormState } from '@wcm/console-ui';
import type { PasswordChangeValues } from './use-password-change';

/** The three fields of a password change, labelled, with their errors and the rule as a hint. */
export function PasswordFields({
  form,
  chrtype,
}: {
  form: FormState<PasswordChangeValues>;
  chrtype: string;
}) {
  const { i18n } = useLingui();
  const { bind, errors } = form;
  const field = (name: keyof PasswordChangeValues, autoComplete: string) => (
    <Input {...bind(name)} type="password" maxLength={20} autoComplete={autoComplete} />
  );
  return (
    <>
      <FormItem
        label={i18n._({ id: 'pages.password.old', message: 'Current password' })}
        required
        error={errors.oldPassword}
      >
        {field('oldPassword', 'current-password')}
      </FormItem>
      <FormItem
        label={i18n._({ id: 'pages.password.new', message: 'New password' })}
        required
        error={errors.newPassword}
        hint={
          chrtype === '0'
            ? i18n._({
                id: 'pages.password.hint',
                message: '6 to 20 characters, without < > " \' \\ or |',
              })
            : undefined
        }
      >
        {field('newPassword', 'new-password')}
      </FormItem>
      <FormItem
        label={i18n._({ id: 'pages.password.confirm', message: 'Confirm new password' })}
        required
        error={errors.confirmPassword}
      >
        {field('confirmPassword', 'new-password')}
      </FormItem>
    </>
  );
}
