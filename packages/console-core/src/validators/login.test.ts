import { setupI18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { validateLoginForm } from './login';
import { formatValidation } from './result';

const i18n = setupI18n({ locale: 'en', messages: { en: {} } });

describe('login form (spec §5 Login)', () => {
  it('§5 account, password and verification code are required, with their messages', () => {
    const errors = validateLoginForm({ username: '', password: '', code: '' });
    expect(formatValidation(i18n, errors.username!)).toBe('Please enter your account');
    expect(formatValidation(i18n, errors.password!)).toBe('Please enter your password');
    expect(formatValidation(i18n, errors.code!)).toBe('Please enter the verification code');
  });

  it('§5 the username is trimmed: blanks do not count as an account', () => {
    expect(validateLoginForm({ username: '   ', password: 'x', code: '1' })).toHaveProperty(
      'username.code',
      'login-account-required',
    );
    expect(validateLoginForm({ username: ' admin ', password: 'x', code: '1' })).toEqual({});
  });

  it('§5 the password is not trimmed; the code is only required with a captcha', () => {
    expect(validateLoginForm({ username: 'a', password: ' ', code: '1' })).toEqual({});
    expect(validateLoginForm({ username: 'a', password: 'x' }, false)).toEqual({});
    expect(Object.keys(validateLoginForm({ username: 'a', password: 'x' }))).toEqual(['code']);
  });
});
