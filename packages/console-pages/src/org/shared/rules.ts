import type { I18n } from '@lingui/core';

/** RuoYi's phone rule (mainland mobile numbers); empty passes. */
export const PHONE_PATTERN = /^1[3-9]\d{9}$/;
/** A loose e-mail shape as the server accepts it; empty passes. */
export const EMAIL_PATTERN = /^[^\s@<>]+@[^\s@<>]+\.[^\s@<>]+$/;
/** Characters RuoYi refuses in passwords. */
export const PASSWORD_ILLEGAL = /[<>"'\\|]/;

/** Message when a required field is blank. */
export function requiredText(i18n: I18n, field: string): string {
  return i18n._({
    id: 'pages.org.rule.required',
    message: '{field} cannot be empty',
    values: { field },
  });
}

/** Optional e-mail: an error text or undefined. */
export function checkEmail(i18n: I18n, value: string): string | undefined {
  if (value === '' || EMAIL_PATTERN.test(value)) return undefined;
  return i18n._({ id: 'pages.org.rule.email', message: 'Please enter a valid email address' });
}

/** Optional phone number: an error text or undefined. */
export function checkPhone(i18n: I18n, value: string): string | undefined {
  if (value === '' || PHONE_PATTERN.test(value)) return undefined;
  return i18n._({ id: 'pages.org.rule.phone', message: 'Please enter a valid phone number' });
}

/**
 * Password of `min`-20 characters without `< > " ' \ |` (RuoYi: 5 in the user form and reset,
 * 6 in the personal centre).
 */
export function checkPassword(i18n: I18n, value: string, min = 5): string | undefined {
  if (value === '')
    return i18n._({ id: 'pages.org.rule.passwordRequired', message: 'Password cannot be empty' });
  if (value.length < min || value.length > 20)
    return i18n._({
      id: 'pages.org.rule.passwordLength',
      message: 'Password length must be between {min} and 20',
      values: { min },
    });
  if (PASSWORD_ILLEGAL.test(value))
    return i18n._({
      id: 'pages.org.rule.passwordIllegal',
      message: 'Cannot contain illegal characters: < > " \' \\ |',
    });
  return undefined;
}
