import { useLingui } from '@lingui/react';
import {
  formatValidation,
  validateNewPassword,
  validatePasswordConfirmation,
} from '@wcm/console-core';
import { useConsole, useForm, useSession, type FormRules } from '@wcm/console-ui';
import { useMemo } from 'react';
import { useBusy } from '../edit/use-busy';

/** Values of a password change: current, new and the new one again. */
export interface PasswordChangeValues {
  oldPassword: string;
  newPassword: string;
  confirmPassword: string;
}

const EMPTY: PasswordChangeValues = { oldPassword: '', newPassword: '', confirmPassword: '' };

/**
 * Controller of the signed-in user's password change (`PUT /system/user/profile/updatePwd`),
 * shared by the personal centre and the first-sign-in dialog: the current password, a new one
 * under the `sys.account.chrtype` range of the session (6-20 characters, as RuoYi's forms ask),
 * the same again. `submit` resolves true once saved: the form empties, a message says so and the
 * session's password prompt ends. On a refusal the server's message shows and the input stays.
 */
export function usePasswordChange() {
  const { i18n } = useLingui();
  const wcm = useConsole();
  const chrtype = useSession().passwordChrtype ?? '0';
  const [saving, whileSaving] = useBusy();
  const rules = useMemo<FormRules<PasswordChangeValues>>(
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
  const form = useForm<PasswordChangeValues>(EMPTY, rules);

  const submit = async (): Promise<boolean> => {
    if (!form.validate() || saving) return false;
    try {
      await whileSaving(() =>
        wcm.call(
          wcm.api.PUT('/system/user/profile/updatePwd', {
            body: { oldPassword: form.values.oldPassword, newPassword: form.values.newPassword },
          }),
        ),
      );
    } catch {
      // wcm.call showed the server's message (e.g. a wrong current password).
      return false;
    }
    wcm.presenter.message({
      type: 'success',
      text: i18n._({ id: 'pages.password.changed', message: 'Password changed' }),
    });
    form.reset(EMPTY);
    wcm.session.passwordChanged();
    return true;
  };

  return { form, saving, submit, chrtype };
}
