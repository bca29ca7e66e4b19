import {
  invalid,
  NO_TOKEN,
  requestHeaders,
  unwrap,
  validateNewPassword,
  validatePasswordConfirmation,
  type ValidationFailure,
  type WcmConsole,
} from '@wcm/console-core';
import { useCaptchaForm } from './use-captcha-form';

/** Field names of the register form. */
export type RegisterField = 'username' | 'password' | 'confirmPassword' | 'code';

/** Values as typed; the username is trimmed when checked and sent. */
export type RegisterValues = Record<RegisterField, string>;

/** Failures by field. */
export type RegisterErrors = Partial<Record<RegisterField, ValidationFailure>>;

const ACCOUNT_REQUIRED = /*i18n*/ {
  id: 'pages.register.accountRequired',
  message: 'Please enter your account',
};
const ACCOUNT_LENGTH = /*i18n*/ {
  id: 'pages.register.accountLength',
  message: 'The account must be 2 to 20 characters long',
};
const CODE_REQUIRED = /*i18n*/ {
  id: 'pages.register.codeRequired',
  message: 'Please enter the verification code',
};

/**
 * RuoYi's register form rules: account 2-20 characters, password 5-20 without < > " ' \ |
 * (character range 0, whatever sys.account.chrtype says), the same password again, and the
 * captcha code while the captcha is on. The server checks the same and has the last word.
 */
export function validateRegisterForm(values: RegisterValues, captchaEnabled: boolean) {
  const errors: RegisterErrors = {};
  const username = values.username.trim();
  if (username === '') errors.username = invalid('register-account-required', ACCOUNT_REQUIRED);
  else if (username.length < 2 || username.length > 20)
    errors.username = invalid('register-account-length', ACCOUNT_LENGTH);
  const password = validateNewPassword(values.password, '0', 5);
  if (!password.ok) errors.password = password;
  const confirm = validatePasswordConfirmation(values.confirmPassword, values.password);
  if (!confirm.ok) errors.confirmPassword = confirm;
  if (captchaEnabled && values.code.trim() === '')
    errors.code = invalid('register-code-required', CODE_REQUIRED);
  return errors;
}

const EMPTY: RegisterValues = { username: '', password: '', confirmPassword: '', code: '' };

/**
 * Controller of the register page: captcha, validation, `POST /register` (without a token) and
 * the server's message. A failed attempt keeps the input, clears the spent code and loads a new
 * captcha; success hands the account name on.
 */
export function useRegisterForm(wcm: WcmConsole, onRegistered: (username: string) => void) {
  const { attempt, ...form } = useCaptchaForm<RegisterField>(
    wcm.session,
    EMPTY,
    validateRegisterForm,
  );
  const { values, captcha } = form;

  const submit = async () => {
    const username = values.username.trim();
    const sent = await attempt(() =>
      unwrap(
        wcm.api.POST('/register', {
          body: {
            username,
            password: values.password,
            ...(captcha.enabled ? { code: values.code.trim(), uuid: captcha.uuid } : {}),
          },
          headers: { ...NO_TOKEN, ...requestHeaders({ repeatSubmit: false }) },
        }),
      ),
    );
    if (sent) onRegistered(username);
  };

  return { ...form, submit };
}
