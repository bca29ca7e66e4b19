import { useLingui } from '@lingui/react';
import { Link } from 'react-router-dom';
import * as css from '../common/status-page.css';

/** `/register`: self-registration is off in this build (RuoYi's default), so say so plainly. */
export function RegisterPage() {
  const { i18n } = useLingui();
  return (
    <main className={css.root} aria-labelledby="pages-register-title">
      <h1 id="pages-register-title" className={css.title}>
        {i18n._({ id: 'pages.register.title', message: 'Registration is closed' })}
      </h1>
      <p className={css.text}>
        {i18n._({
          id: 'pages.register.text',
          message: 'New accounts are created by an administrator. Please contact yours.',
        })}
      </p>
      <Link className={css.link} to="/login">
        {i18n._({ id: 'pages.register.login', message: 'Back to sign in' })}
      </Link>
    </main>
  );
}
