import { useLingui } from '@lingui/react';
import { StatusPage } from '../common/status-page';

/** `/register`: self-registration is off in this build (RuoYi's default), so say so plainly. */
export function RegisterPage() {
  const { i18n } = useLingui();
  return (
    <StatusPage
      headingId="pages-register-title"
      title={i18n._({ id: 'pages.register.title', message: 'Registration is closed' })}
      text={i18n._({
        id: 'pages.register.text',
        message: 'New accounts are created by an administrator. Please contact yours.',
      })}
      linkTo="/login"
      linkLabel={i18n._({ id: 'pages.register.login', message: 'Back to sign in' })}
    />
  );
}
