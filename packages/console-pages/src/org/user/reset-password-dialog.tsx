import { useLingui } from '@lingui/react';
import { Dialog, Form, FormItem, Input, useConsole } from '@wcm/console-ui';
import { useState } from 'react';
import type { SysUser } from '../shared/org-types';
import { checkPassword } from '../shared/rules';
import { useResourceNotices } from '../../common/resource';

/** Props of {@link ResetPasswordDialog}. */
export interface ResetPasswordDialogProps {
  /** The user whose password is set; null closes the dialog. */
  user: SysUser | null;
  onClose: () => void;
}

/** RuoYi's 'reset password' prompt: a new password for another user (5-20 characters). */
export function ResetPasswordDialog({ user, onClose }: ResetPasswordDialogProps) {
  const { i18n } = useLingui();
  const wcm = useConsole();
  const actions = useResourceNotices();
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string>();
  // A new user starts with an empty field (React's 'adjust state on prop change' pattern).
  const [shown, setShown] = useState(user);
  if (shown !== user) {
    setShown(user);
    setPassword('');
    setError(undefined);
  }
  return (
    <Dialog
      open={user !== null}
      onOpenChange={(open) => !open && onClose()}
      title={i18n._({ id: 'pages.org.user.resetPwdTitle', message: 'Reset password' })}
      description={
        user
          ? i18n._({
              id: 'pages.org.user.resetPwdPrompt',
              message: 'Please enter the new password for "{name}"',
              values: { name: user.userName },
            })
          : undefined
      }
      onConfirm={async () => {
        const problem = checkPassword(i18n, password);
        setError(problem);
        if (problem || !user) return false;
        await wcm.call(
          wcm.api.PUT('/system/user/resetPwd', { body: { userId: user.userId, password } }),
        );
        actions.success(
          i18n._({
            id: 'pages.org.user.resetPwdDone',
            message: 'Password changed successfully',
          }),
        );
        return true;
      }}
    >
      <Form onSubmit={(e) => e.preventDefault()}>
        <FormItem
          label={i18n._({ id: 'pages.org.user.newPassword', message: 'New password' })}
          required
          error={error}
        >
          <Input
            type="password"
            value={password}
            onChange={(v) => {
              setPassword(v);
              if (error) setError(checkPassword(i18n, v));
            }}
            maxLength={20}
            autoComplete="new-password"
          />
        </FormItem>
      </Form>
    </Dialog>
  );
}
