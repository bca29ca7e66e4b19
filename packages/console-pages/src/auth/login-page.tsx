import { useLingui } from '@lingui/react';
import type { MouseEvent } from 'react';
import { useCallback } from 'react';
import { TextField, useConsole } from '@wcm/console-ui';
import { accountLabel, fieldOf, passwordLabel } from './auth-form';
import { AuthCard } from './auth-card';
import * as css from './login-page.css';
import { safeRedirect } from './safe-redirect';
import { useLoginForm } from './use-login-form';
import { useRegisterEnabled } from './use-register-enabled';

/** Where the "register" link of {@link LoginPage} leads. */
export interface RegisterLink {
  /** Link target, e.g. '/wcm/register'. */
  href: string;
  /** Called on a plain click instead of following `href` (router navigation). */
  onOpen(): void;
}

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
  /** Shows a "register" link while `sys.account.registerUser` is on. */
  register?: RegisterLink;
  /** Success note above the form, e.g. after registering. */
  notice?: string;
  /** Account to prefill, e.g. the one just registered. */
  initialUsername?: string;
}

const plainClick = (event: MouseEvent) =>
  event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;

/** Sign-in form (spec sections 2, 4 and 5): account, password and, when enabled, a captcha. */
export function LoginPage(props: LoginPageProps) {
  const { onSignedIn, redirect, productName, register, notice, fullPage } = props;
  const { i18n } = useLingui();
  const { session } = useConsole();
  const landing = useCallback(() => onSignedIn(safeRedirect(redirect)), [onSignedIn, redirect]);
  const form = useLoginForm(session, landing, props.initialUsername);
  const registerEnabled = useRegisterEnabled();
  const heading = productName ?? i18n._({ id: 'pages.login.title', message: 'Sign in' });

  return (
    // Embedded, the page is a section of the app's own main content, not a second <main>.
    <AuthCard
      form={form}
      as={fullPage ? 'main' : 'section'}
      className={fullPage ? `${css.root} ${css.fullPage}` : css.root}
      heading={heading}
      notice={notice}
      submitLabel={
        form.submitting
          ? i18n._({ id: 'pages.login.submitting', message: 'Signing in…' })
          : i18n._({ id: 'pages.login.submit', message: 'Sign in' })
      }
      link={
        register && registerEnabled ? (
          <a
            className={css.link}
            href={register.href}
            onClick={(event) => {
              if (!plainClick(event)) return;
              event.preventDefault();
              register.onOpen();
            }}
          >
            {i18n._({ id: 'pages.login.register', message: 'Register now' })}
          </a>
        ) : null
      }
    >
      <TextField
        label={i18n._(accountLabel)}
        autoComplete="username"
        {...fieldOf(form, i18n, 'username')}
      />
      <TextField
        label={i18n._(passwordLabel)}
        type="password"
        autoComplete="current-password"
        {...fieldOf(form, i18n, 'password')}
      />
    </AuthCard>
  );
}
