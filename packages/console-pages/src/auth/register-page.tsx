import { useLingui } from '@lingui/react';
import { useCallback } from 'react';
import { ProgressBar, TextField, useConsole } from '@wcm/console-ui';
import { Link, useNavigate } from 'react-router-dom';
import { StatusPage } from '../common/status-page';
import { accountLabel, fieldOf, passwordLabel } from './auth-form';
import { AuthCard } from './auth-card';
import * as css from './login-page.css';
import type { LoginRouteState } from './login-route';
import { useRegisterEnabled } from './use-register-enabled';
import { useRegisterForm } from './use-register-form';

/**
 * `/register`: self-registration while `sys.account.registerUser` is 'true' (account, password
 * twice, captcha; the server's messages on failure), then back to sign-in with a success note.
 * While it is off the page says so plainly.
 */
export function RegisterPage() {
  const enabled = useRegisterEnabled();
  if (enabled === undefined) return <ProgressBar active />;
  return enabled ? <RegisterForm /> : <RegistrationClosed />;
}

function RegistrationClosed() {
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

function RegisterForm() {
  const { i18n } = useLingui();
  const wcm = useConsole();
  const navigate = useNavigate();
  const onRegistered = useCallback(
    (username: string) => {
      const state: LoginRouteState = {
        username,
        notice: i18n._({
          id: 'pages.register.done',
          message: 'Account {username} was registered. You can sign in now.',
          values: { username },
        }),
      };
      void navigate('/login', { replace: true, state });
    },
    [i18n, navigate],
  );
  const form = useRegisterForm(wcm, onRegistered);

  return (
    <AuthCard
      form={form}
      as="main"
      heading={i18n._({ id: 'pages.register.heading', message: 'Create an account' })}
      submitLabel={
        form.submitting
          ? i18n._({ id: 'pages.register.submitting', message: 'Registering…' })
          : i18n._({ id: 'pages.register.submit', message: 'Register' })
      }
      link={
        <Link className={css.link} to="/login">
          {i18n._({
            id: 'pages.register.haveAccount',
            message: 'Sign in with an existing account',
          })}
        </Link>
      }
    >
      <TextField
        label={i18n._(accountLabel)}
        autoComplete="username"
        maxLength={20}
        {...fieldOf(form, i18n, 'username')}
      />
      <TextField
        label={i18n._(passwordLabel)}
        type="password"
        autoComplete="new-password"
        maxLength={20}
        {...fieldOf(form, i18n, 'password')}
        hint={i18n._({
          id: 'pages.register.passwordHint',
          message: '5 to 20 characters, without < > " \' \\ or |',
        })}
      />
      <TextField
        label={i18n._({ id: 'pages.register.confirmPassword', message: 'Confirm password' })}
        type="password"
        autoComplete="new-password"
        maxLength={20}
        {...fieldOf(form, i18n, 'confirmPassword')}
      />
    </AuthCard>
  );
}
