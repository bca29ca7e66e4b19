import { useCallback, useEffect, useRef, useState } from 'react';
import { validateLoginForm } from '@wcm/console-core';
import type { LoginFormErrors, SessionStore } from '@wcm/console-core';

/** Field names of the sign-in form. */
export type LoginField = 'username' | 'password' | 'code';

/** Values as typed; the username is trimmed only when sent. */
export type LoginValues = Record<LoginField, string>;

interface CaptchaView {
  enabled: boolean;
  img?: string;
  uuid?: string;
}

/**
 * Controller of the sign-in page: captcha loading, validation, the login call and its error.
 * The captcha is refreshed after every failed attempt because the server spends it on each try.
 */
export function useLoginForm(session: SessionStore, onSuccess: () => void) {
  const [values, setValues] = useState<LoginValues>({ username: '', password: '', code: '' });
  const [errors, setErrors] = useState<LoginFormErrors>({});
  const [captcha, setCaptcha] = useState<CaptchaView>({ enabled: false });
  const [submitting, setSubmitting] = useState(false);
  const [failure, setFailure] = useState<string>();
  const alive = useRef(true);

  const refreshCaptcha = useCallback(async () => {
    try {
      const next = await session.getCaptcha();
      if (!alive.current) return;
      setCaptcha({ enabled: next.captchaEnabled, img: next.img, uuid: next.uuid });
    } catch (error) {
      if (alive.current) setFailure(messageOf(error));
    }
  }, [session]);

  useEffect(() => {
    alive.current = true;
    void refreshCaptcha();
    return () => {
      alive.current = false;
    };
  }, [refreshCaptcha]);

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
  }, [values, captcha, submitting, session, onSuccess, refreshCaptcha]);

  return { values, errors, captcha, submitting, failure, setValue, submit, refreshCaptcha };
}

function messageOf(error: unknown): string {
  return error instanceof Error && error.message ? error.message : String(error);
}
