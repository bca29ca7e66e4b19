import { useLingui } from '@lingui/react';
import type { PasswordPrompt } from '@wcm/console-core';
import { Button, Dialog, Form } from '@wcm/console-ui';
import { PasswordFields } from '../common/password/password-fields';
import { usePasswordChange } from '../common/password/use-password-change';

/** Props of {@link PasswordChangeDialog}. */
export interface PasswordChangeDialogProps {
  /** Why a new password is needed (`/getInfo` flags). */
  prompt: PasswordPrompt;
  /** The other way out: leave instead of changing the password. */
  onSignOut(): void;
}

/**
 * Blocking dialog shown over the console until the user replaces a first or expired password
 * (RuoYi 3.9 `isDefaultModifyPwd` / `isPasswordExpired`). No × and no Escape: the choices are
 * "change" (the personal centre's password change, with its rules and the server's messages) or
 * "sign out". Focus stays inside while it is open; once saved the session's prompt ends and the
 * dialog goes away.
 */
export function PasswordChangeDialog({ prompt, onSignOut }: PasswordChangeDialogProps) {
  const { i18n } = useLingui();
  const change = usePasswordChange();
  const expired = prompt === 'expired';
  return (
    <Dialog
      open
      onOpenChange={() => {}}
      dismissible={false}
      title={
        expired
          ? i18n._({ id: 'pages.password.expiredTitle', message: 'Your password has expired' })
          : i18n._({ id: 'pages.password.initialTitle', message: 'Choose a new password' })
      }
      description={
        expired
          ? i18n._({
              id: 'pages.password.expiredText',
              message:
                'Your password is older than the period this system allows. Choose a new one to continue.',
            })
          : i18n._({
              id: 'pages.password.initialText',
              message:
                'You are still using the initial password. Choose your own before using the console.',
            })
      }
      width={460}
      footer={
        <>
          <Button onClick={onSignOut} disabled={change.saving}>
            {i18n._({ id: 'pages.password.signOut', message: 'Sign out' })}
          </Button>
          <Button
            type="submit"
            form="wcm-password-change"
            variant="primary"
            loading={change.saving}
          >
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
          void change.submit();
        }}
      >
        <PasswordFields form={change.form} chrtype={change.chrtype} />
      </Form>
    </Dialog>
  );
}
