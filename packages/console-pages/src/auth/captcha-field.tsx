import { useLingui } from '@lingui/react';
import { TextField } from '@wcm/console-ui';
import { errorOf, type AuthForm } from './auth-form';
import * as css from './login-page.css';
import type { CaptchaView } from './use-captcha';

/** Props of {@link CaptchaField}. */
export interface CaptchaFieldProps {
  captcha: CaptchaView;
  value: string;
  onChange(value: string): void;
  onRefresh(): void;
  error?: string | undefined;
}

/** Verification-code input with the captcha picture as the button that fetches a new one. */
export function CaptchaField({ captcha, value, onChange, onRefresh, error }: CaptchaFieldProps) {
  const { i18n } = useLingui();
  return (
    <TextField
      label={i18n._({ id: 'pages.login.code', message: 'Verification code' })}
      name="code"
      autoComplete="off"
      inputMode="numeric"
      value={value}
      onChange={(e) => onChange(e.target.value)}
      error={error}
      trailing={
        <button
          type="button"
          className={css.captchaButton}
          onClick={onRefresh}
          aria-label={i18n._({
            id: 'pages.login.refreshCaptcha',
            message: 'Get a new verification code',
          })}
        >
          {captcha.img ? <img className={css.captchaImage} src={captcha.img} alt="" /> : null}
        </button>
      }
    />
  );
}

/** The captcha of the sign-in or register form, while the server asks for one. */
export function FormCaptcha<F extends string>({ form }: { form: AuthForm<F> }) {
  const { i18n } = useLingui();
  if (!form.captcha.enabled) return null;
  return (
    <CaptchaField
      captcha={form.captcha}
      value={form.values.code}
      onChange={(value) => form.setValue('code', value)}
      onRefresh={() => void form.refreshCaptcha()}
      error={errorOf(form, i18n, 'code')}
    />
  );
}
