import { useLingui } from '@lingui/react';
import { Button, Form } from '@wcm/console-ui';
import { PasswordFields } from '../../common/password/password-fields';
import { usePasswordChange } from '../../common/password/use-password-change';
import * as css from '../shared/org.css';

/**
 * The personal centre's 'Change password' tab: current password, a new one (6-20 characters in
 * the sys.account.chrtype range) and its confirmation; the input stays when the server refuses.
 */
export function PasswordForm() {
  const { i18n } = useLingui();
  const change = usePasswordChange();
  return (
    <Form
      labelWidth={120}
      onSubmit={(e) => {
        e.preventDefault();
        void change.submit();
      }}
    >
      <PasswordFields form={change.form} chrtype={change.chrtype} />
      <div className={css.toolbar}>
        <Button type="submit" variant="primary" loading={change.saving}>
          {i18n._({ id: 'pages.org.save', message: 'Save' })}
        </Button>
      </div>
    </Form>
  );
}
