import type { I18n } from '@lingui/core';
import { formatValidation, type ValidationResult } from '@wcm/console-core';
import type { ChangeEvent } from 'react';
import type { CaptchaView } from './use-captcha';

/** The account field's label on the sign-in and register forms. */
export const accountLabel = /*i18n*/ { id: 'pages.login.username', message: 'Account' };
/** The password field's label on the sign-in and register forms. */
export const passwordLabel = /*i18n*/ { id: 'pages.login.password', message: 'Password' };

/** What the sign-in and register controllers share (`useLoginForm`, `useRegisterForm`). */
export interface AuthForm<F extends string> {
  values: Record<F | 'code', string>;
  errors: Partial<Record<F | 'code', ValidationResult>>;
  captcha: CaptchaView;
  setValue(field: F | 'code', value: string): void;
  refreshCaptcha(): Promise<unknown>;
}

/** `name`, `value`, `onChange` and the translated `error` of the form's text field `field`. */
export function fieldOf<F extends string>(form: AuthForm<F>, i18n: I18n, field: F) {
  return {
    name: field,
    value: form.values[field],
    onChange: (event: ChangeEvent<HTMLInputElement>) => form.setValue(field, event.target.value),
    error: errorOf(form, i18n, field),
  };
}

/** The translated error of `field`, if any. */
export function errorOf<F extends string>(form: AuthForm<F>, i18n: I18n, field: F | 'code') {
  const found = form.errors[field];
  return found && formatValidation(i18n, found);
}
