import { useCallback, useState } from 'react';
import { validateLoginForm } from '@wcm/console-core';
import type { LoginFormErrors, SessionStore } from '@wcm/console-core';
import { messageOf, useCaptcha } from './use-captcha';

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
  const [values, setValues] = useState<LoginValues>({
    username: initialUsername,
    password: '',
    code: '',
  });
  const [errors, setErrors] = useState<LoginFormErrors>({});
  const [submitting, setSubmitting] = useState(false);
  const [failure, setFailure] = useState<string>();
  const { captcha, refresh: refreshCaptcha, alive } = useCaptcha(session, setFailure);

  const setValue = useCallback((field: LoginField, value: string) => {
    setValues((prev) => ({ ...prev, [field]: value }));
    setErrors((prev) => (prev[field] ? { ...prev, [field]: undefined } : prev));
  }, []);

  const submit = useCallback(async () => {
    // The rule (spec section 5, Login) lives in console-core; this only applies it.
    const found = validateLoginForm(values, captcha.enabled);
    setErrors(found);
    if (Object.keys(found).length > 0 || submitting) return false;
    setSubmitting(true);
    setFailure(undefined);
    try {
      await session.login({
        username: values.username.trim(),
        password: values.password,
        ...(captcha.enabled ? { code: values.code.trim(), uuid: captcha.uuid } : {}),
      });
    } catch (error) {
      if (!alive.current) return false;
      setFailure(messageOf(error));
      setSubmitting(false);
      setValues((prev) => ({ ...prev, code: '' }));
      if (captcha.enabled) void refreshCaptcha();
      return false;
    }
    if (alive.current) setSubmitting(false);
    onSuccess();
    return true;
  }, [values, captcha, submitting, session, onSuccess, refreshCaptcha, alive]);

  return { values, errors, captcha, submitting, failure, setValue, submit, refreshCaptcha };
}
