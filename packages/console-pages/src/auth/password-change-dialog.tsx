import { useLingui } from '@lingui/react';
import {
  formatValidation,
  validateNewPassword,
  validatePasswordConfirmation,
  type PasswordPrompt,
} from '@wcm/console-core';
import {
  Button,
  Dialog,
  Form,
  FormItem,
  Input,
  useConsole,
  useForm,
  type FormRules,
} from '@wcm/console-ui';
import { useMemo, useState } from 'react';

interface PasswordValues {
  oldPassword: string;
  newPassword: string;
  confirmPassword: string;
}

const EMPTY: PasswordValues = { oldPassword: '', newPassword: '', confirmPassword: '' };

/** Props of {@link PasswordChangeDialog}. */
export interface PasswordChangeDialogProps {
  /** Why a new password is needed (`/getInfo` flags). */
  prompt: PasswordPrompt;
  /** Character range of passwords (`pwdChrtype`). @default '0' */
  chrtype?: string | undefined;
  /** The other way out: leave instead of changing the password. */
  onSignOut(): void;
}

/**
 * Blocking dialog shown over the console until the user replaces a first or expired password
 * (RuoYi 3.9 `isDefaultModifyPwd` / `isPasswordExpired`). No × and no Escape: the choices are
 * "change" (current password, new password under the sys.account.chrtype rules, the same again;
 * the server's message on failure, input kept) or "sign out". Focus stays inside while open.
 */
export function PasswordChangeDialog({
  prompt,
  chrtype = '0',
  onSignOut,
}: PasswordChangeDialogProps) {
  const { i18n } = useLingui();
  const wcm = useConsole();
  const [saving, setSaving] = useState(false);
  const rules = useMemo<FormRules<PasswordValues>>(
    () => ({
      oldPassword: (v) =>
        v === ''
          ? i18n._({
              id: 'pages.password.oldRequired',
              message: 'Please enter your current password',
            })
          : undefined,
      newPassword: (v) => formatValidation(i18n, validateNewPassword(v, chrtype)),
      confirmPassword: (v, all) =>
        formatValidation(i18n, validatePasswordConfirmation(v, all.newPassword)),
    }),
    [i18n, chrtype],
  );
  const form = useForm<PasswordValues>(EMPTY, rules);
  const { bind, errors } = form;

  const save = async () => {
    if (!form.validate()) return;
    setSaving(true);
    try {
      await wcm.call(
        wcm.api.PUT('/system/user/profile/updatePwd', {
          body: { oldPassword: form.values.oldPassword, newPassword: form.values.newPassword },
        }),
      );
    } catch {
      // wcm.call showed the server's message (e.g. wrong current password); the input stays.
      setSaving(false);
      return;
    }
    wcm.presenter.message({
      type: 'success',
      text: i18n._({ id: 'pages.password.changed', message: 'Password changed' }),
    });
    wcm.session.passwordChanged();
  };

  const title =
    prompt === 'expired'
      ? i18n._({ id: 'pages.password.expiredTitle', message: 'Your password has expired' })
      : i18n._({ id: 'pages.password.initialTitle', message: 'Choose a new password' });
  const description =
    prompt === 'expired'
      ? i18n._({
          id: 'pages.password.expiredText',
          message:
            'Your password is older than the period this system allows. Choose a new one to continue.',
        })
      : i18n._({
          id: 'pages.password.initialText',
          message:
            'You are still using the initial password. Choose your own before using the console.',
        });
  const hint = i18n._({
    id: 'pages.password.hint',
    message: '6 to 20 characters, without < > " \' \\ or |',
  });

  return (
    <Dialog
      open
      onOpenChange={() => {}}
      dismissible={false}
      title={title}
      description={description}
      width={460}
      footer={
        <>
          <Button onClick={onSignOut} disabled={saving}>
            {i18n._({ id: 'pages.password.signOut', message: 'Sign out' })}
          </Button>
          <Button type="submit" form="wcm-password-change" variant="primary" loading={saving}>
            {i18n._({ id: 'pages.password.submit', message: 'Change password' })}
          </Button>
        </>
      }
    >
      <Form
        id="wcm-password-change"
        labelWidth={110}
        onSubmit={(event) => {
          event.preventDefault();
          void save();
        }}
      >
        <FormItem
          label={i18n._({ id: 'pages.password.old', message: 'Current password' })}
          required
          error={errors.oldPassword}
        >
          <Input {...bind('oldPassword')} type="password" autoComplete="current-password" />
        </FormItem>
        <FormItem
          label={i18n._({ id: 'pages.password.new', message: 'New password' })}
          required
          error={errors.newPassword}
          hint={chrtype === '0' ? hint : undefined}
        >
          <Input
            {...bind('newPassword')}
            type="password"
            maxLength={20}
            autoComplete="new-password"
          />
        </FormItem>
        <FormItem
          label={i18n._({ id: 'pages.password.confirm', message: 'Confirm new password' })}
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
      </Form>
    </Dialog>
  );
}
