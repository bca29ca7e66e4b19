import { validateLoginForm } from '@wcm/console-core';
import type { SessionStore } from '@wcm/console-core';
import { useCaptchaForm } from './use-captcha-form';

/** Field names of the sign-in form. */
export type LoginField = 'username' | 'password' | 'code';

/** Values as typed; the username is trimmed only when sent. */
export type LoginValues = Record<LoginField, string>;

/**
 * Controller of the sign-in page: captcha loading, validation, the login call and its error.
 * The captcha is refreshed after every failed attempt because the server spends it on each try.
 * @param initialUsername prefilled account, e.g. the one just registered
 */
export function useLoginForm(session: SessionStore, onSuccess: () => void, initialUsername = '') {
  const { attempt, ...form } = useCaptchaForm<LoginField>(
    session,
    { username: initialUsername, password: '', code: '' },
    // The rule (spec section 5, Login) lives in console-core; this only applies it.
    validateLoginForm,
  );
  const { values, captcha } = form;

  const submit = async () => {
    const sent = await attempt(() =>
      session.login({
        username: values.username.trim(),
        password: values.password,
        ...(captcha.enabled ? { code: values.code.trim(), uuid: captcha.uuid } : {}),
      }),
    );
    if (sent) onSuccess();
    return sent;
  };

  return { ...form, submit };
}
