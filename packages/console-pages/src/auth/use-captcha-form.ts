import { useCallback, useState } from 'react';
import type { SessionStore, ValidationFailure } from '@wcm/console-core';
import { messageOf, useCaptcha } from './use-captcha';

/**
 * State of a form sent with a captcha (sign-in, register): the values, their failures, the
 * captcha, whether it is being sent and the server's refusal. `attempt(send)` checks the values
 * with `validate`, then sends; a refusal shows its message, keeps the input, clears the spent
 * code and loads a new captcha (the server spends one on every try).
 */
export function useCaptchaForm<F extends string>(
  session: SessionStore,
  initial: Record<F | 'code', string>,
  validate: (
    values: Record<F | 'code', string>,
    captchaEnabled: boolean,
  ) => Partial<Record<F | 'code', ValidationFailure>>,
) {
  type Values = Record<F | 'code', string>;
  const [values, setValues] = useState<Values>(initial);
  const [errors, setErrors] = useState<Partial<Record<F | 'code', ValidationFailure>>>({});
  const [submitting, setSubmitting] = useState(false);
  const [failure, setFailure] = useState<string>();
  const { captcha, refresh, alive } = useCaptcha(session, setFailure);

  const setValue = useCallback((field: F | 'code', value: string) => {
    setValues((prev) => ({ ...prev, [field]: value }));
    setErrors((prev) => (prev[field] ? { ...prev, [field]: undefined } : prev));
  }, []);

  /** Resolves true once `send` went through (false: refused, invalid, or already sending). */
  const attempt = async (send: () => Promise<unknown>): Promise<boolean> => {
    const found = validate(values, captcha.enabled);
    setErrors(found);
    if (Object.keys(found).length > 0 || submitting) return false;
    setSubmitting(true);
    setFailure(undefined);
    try {
      await send();
    } catch (error) {
      if (!alive.current) return false;
      setFailure(messageOf(error));
      setSubmitting(false);
      setValues((prev) => ({ ...prev, code: '' }));
      if (captcha.enabled) void refresh();
      return false;
    }
    if (alive.current) setSubmitting(false);
    return true;
  };

  return {
    values,
    errors,
    captcha,
    submitting,
    failure,
    setValue,
    refreshCaptcha: refresh,
    attempt,
  };
}
