import type { FormEvent, ReactNode } from 'react';
import { Alert, Button } from '@wcm/console-ui';
import type { AuthForm } from './auth-form';
import { FormCaptcha } from './captcha-field';
import { LanguageSwitch } from './language-switch';
import * as css from './login-page.css';

/** Props of {@link AuthCard}. */
export interface AuthCardProps<F extends string> {
  /** The sign-in or register controller. */
  form: AuthForm<F> & { submitting: boolean; failure?: string | undefined; submit(): unknown };
  /** 'main' for a page of its own, 'section' inside a portal's main content. */
  as: 'main' | 'section';
  /** The root's class. @default the card's page class */
  className?: string;
  heading: ReactNode;
  /** Information shown above the form until a failure replaces it. */
  notice?: string | undefined;
  /** The submit button's text (it changes while submitting). */
  submitLabel: string;
  /** The form's text fields; the captcha and submit button follow. */
  children: ReactNode;
  /** The link beside the language switch under the form. */
  link: ReactNode;
}

/**
 * The card of the sign-in and register pages: heading, notice or failure, the fields, the
 * captcha while the server asks for one, the submit button, then language switch and link.
 */
export function AuthCard<F extends string>(props: AuthCardProps<F>) {
  const { form, notice } = props;
  const { submitting, failure } = form;
  const Root = props.as;
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void form.submit();
  };
  return (
    <Root className={props.className ?? css.root}>
      <div className={css.card}>
        <h1 className={css.title}>{props.heading}</h1>
        {notice && !failure ? <Alert tone="info">{notice}</Alert> : null}
        {failure ? <Alert tone="error">{failure}</Alert> : null}
        <form className={css.form} onSubmit={onSubmit} noValidate>
          {props.children}
          <FormCaptcha form={form} />
          <Button type="submit" variant="primary" block loading={submitting}>
            {props.submitLabel}
          </Button>
        </form>
        <div className={css.footer}>
          <LanguageSwitch />
          {props.link}
        </div>
      </div>
    </Root>
  );
}
