import { useLingui } from '@lingui/react';
import type { FormEvent } from 'react';
import { useCallback } from 'react';
import { formatValidation } from '@wcm/console-core';
import { Alert, Button, TextField, useConsole } from '@wcm/console-ui';
import * as css from './login-page.css';
import { LanguageSwitch } from './language-switch';
import { safeRedirect } from './safe-redirect';
import { useLoginForm } from './use-login-form';

/** Props of {@link LoginPage}. */
export interface LoginPageProps {
  /** Called after a successful sign-in with a safe landing path (same-origin, starts with '/'). */
  onSignedIn(redirect: string): void;
  /** The `redirect` query parameter; unsafe or missing values land on '/index'. */
  redirect?: string;
  /** Product display name above the form. */
  productName?: string;
  /**
   * Take at least the whole window height, as the console's own sign-in route does. Without it
   * the page takes the size of the element it is rendered in (e.g. a portal's content area).
   * @default false
   */
  fullPage?: boolean;
}

/** Sign-in form (spec sections 2, 4 and 5): account, password and, when enabled, a captcha. */
export function LoginPage({ onSignedIn, redirect, productName, fullPage }: LoginPageProps) {
  const { i18n } = useLingui();
  const { session } = useConsole();
  const landing = useCallback(() => onSignedIn(safeRedirect(redirect)), [onSignedIn, redirect]);
  const form = useLoginForm(session, landing);
  const { values, errors, captcha, submitting, failure } = form;
  const heading = productName ?? i18n._({ id: 'pages.login.title', message: 'Sign in' });
  const Root = fullPage ? 'main' : 'section';

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void form.submit();
  };

  return (
    // Embedded, the page is a section of the app's own main content, not a second <main>.
    <Root className={fullPage ? `${css.root} ${css.fullPage}` : css.root}>
      <div className={css.card}>
        <h1 className={css.title}>{heading}</h1>
        {failure ? <Alert tone="error">{failure}</Alert> : null}
        <form className={css.form} onSubmit={onSubmit} noValidate>
          <TextField
            label={i18n._({ id: 'pages.login.username', message: 'Account' })}
            name="username"
            autoComplete="username"
            value={values.username}
            onChange={(e) => form.setValue('username', e.target.value)}
            error={errors.username && formatValidation(i18n, errors.username)}
          />
          <TextField
            label={i18n._({ id: 'pages.login.password', message: 'Password' })}
            name="password"
            type="password"
            autoComplete="current-password"
            value={values.password}
            onChange={(e) => form.setValue('password', e.target.value)}
            error={errors.password && formatValidation(i18n, errors.password)}
          />
          {captcha.enabled ? (
            <TextField
              label={i18n._({ id: 'pages.login.code', message: 'Verification code' })}
              name="code"
              autoComplete="off"
              inputMode="numeric"
              value={values.code}
              onChange={(e) => form.setValue('code', e.target.value)}
              error={errors.code && formatValidation(i18n, errors.code)}
              trailing={
                <button
                  type="button"
                  className={css.captchaButton}
                  onClick={() => void form.refreshCaptcha()}
                  aria-label={i18n._({
                    id: 'pages.login.refreshCaptcha',
                    message: 'Get a new verification code',
                  })}
                >
                  {captcha.img ? (
                    <img className={css.captchaImage} src={captcha.img} alt="" />
                  ) : null}
                </button>
              }
            />
          ) : null}
          <Button type="submit" variant="primary" block loading={submitting}>
            {submitting
              ? i18n._({ id: 'pages.login.submitting', message: 'Signing in…' })
              : i18n._({ id: 'pages.login.submit', message: 'Sign in' })}
          </Button>
        </form>
        <div className={css.footer}>
          <LanguageSwitch />
        </div>
      </div>
    </Root>
  );
}
