import { invalid, type ValidationFailure } from './result';

/** Message when the account is empty. */
export const LOGIN_ACCOUNT_REQUIRED_MESSAGE = /*i18n*/ {
  id: 'core.login.accountRequired',
  message: 'Please enter your account',
};
/** Message when the password is empty. */
export const LOGIN_PASSWORD_REQUIRED_MESSAGE = /*i18n*/ {
  id: 'core.login.passwordRequired',
  message: 'Please enter your password',
};
/** Message when the verification code is empty. */
export const LOGIN_CODE_REQUIRED_MESSAGE = /*i18n*/ {
  id: 'core.login.codeRequired',
  message: 'Please enter the verification code',
};

/** Values of the sign-in form as typed. */
export interface LoginFormValues {
  readonly username: string;
  readonly password: string;
  readonly code?: string;
}

/** Failures by field; an empty object means the form may be sent. */
export type LoginFormErrors = Partial<Record<'username' | 'password' | 'code', ValidationFailure>>;

/**
 * Sign-in form (spec section 5, "Login"): account, password and verification code are required.
 * The account counts after trimming; the password is taken as typed (spaces may be part of it);
 * the code is only required while the server has the captcha switched on.
 * @param captchaEnabled whether a captcha is shown. @default true
 */
export function validateLoginForm(values: LoginFormValues, captchaEnabled = true): LoginFormErrors {
  const errors: LoginFormErrors = {};
  if (!values.username.trim()) {
    errors.username = invalid('login-account-required', LOGIN_ACCOUNT_REQUIRED_MESSAGE);
  }
  if (!values.password) {
    errors.password = invalid('login-password-required', LOGIN_PASSWORD_REQUIRED_MESSAGE);
  }
  if (captchaEnabled && !values.code?.trim()) {
    errors.code = invalid('login-code-required', LOGIN_CODE_REQUIRED_MESSAGE);
  }
  return errors;
}
