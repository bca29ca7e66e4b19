import { invalid, VALID, type ValidationResult } from './result';

/** Longest password RuoYi accepts anywhere. */
export const PASSWORD_MAX_LENGTH = 20;

/** Message when no password was typed. */
export const PASSWORD_REQUIRED_MESSAGE = /*i18n*/ {
  id: 'core.password.required',
  message: 'Please enter a password',
};
/** Message when the length is outside `min`-20. */
export const PASSWORD_LENGTH_MESSAGE = /*i18n*/ {
  id: 'core.password.length',
  message: 'The password must be {min} to {max} characters long',
};
/** Messages of the character ranges of `sys.account.chrtype` (the server's texts). */
export const PASSWORD_CHRTYPE_MESSAGES = {
  '0': /*i18n*/ {
    id: 'core.password.chr0',
    message: 'The password cannot contain < > " \' \\ or |',
  },
  '1': /*i18n*/ { id: 'core.password.chr1', message: 'The password may contain digits only' },
  '2': /*i18n*/ { id: 'core.password.chr2', message: 'The password may contain letters only' },
  '3': /*i18n*/ {
    id: 'core.password.chr3',
    message: 'The password must contain letters and digits (and nothing else)',
  },
  '4': /*i18n*/ {
    id: 'core.password.chr4',
    message: 'The password must contain letters, digits and one of ~!@#$%^&*()-=_+',
  },
} as const;
/** Message when the confirmation is empty. */
export const PASSWORD_CONFIRM_REQUIRED_MESSAGE = /*i18n*/ {
  id: 'core.password.confirmRequired',
  message: 'Please enter the password again',
};
/** Message when the confirmation differs. */
export const PASSWORD_MISMATCH_MESSAGE = /*i18n*/ {
  id: 'core.password.mismatch',
  message: 'The two passwords entered do not match',
};

const FORBIDDEN = /[<>"'\\|]/;
const SPECIAL = /[~!@#$%^&*()\-=_+]/;

function fitsRange(password: string, chrtype: string): boolean {
  const letters = /[A-Za-z]/.test(password);
  const digits = /\d/.test(password);
  switch (chrtype) {
    case '1':
      return /^\d+$/.test(password);
    case '2':
      return /^[A-Za-z]+$/.test(password);
    case '3':
      return letters && digits && /^[A-Za-z\d]+$/.test(password);
    case '4':
      return letters && digits && SPECIAL.test(password) && !FORBIDDEN.test(password);
    default:
      return !FORBIDDEN.test(password);
  }
}

/**
 * A new password as RuoYi's forms check it: required, `min`-20 characters, and the character
 * range of `sys.account.chrtype` (`/getInfo` `pwdChrtype`; unknown ranges count as '0'). The
 * server applies the same range, so both answer with the same rule.
 * @param chrtype character range. @default '0'
 * @param min shortest length (RuoYi: 5 when registering, 6 in the personal centre). @default 6
 */
export function validateNewPassword(password: string, chrtype = '0', min = 6): ValidationResult {
  if (password === '') return invalid('password-required', PASSWORD_REQUIRED_MESSAGE);
  if (password.length < min || password.length > PASSWORD_MAX_LENGTH)
    return invalid('password-length', PASSWORD_LENGTH_MESSAGE, { min, max: PASSWORD_MAX_LENGTH });
  const range = chrtype in PASSWORD_CHRTYPE_MESSAGES ? (chrtype as '0') : '0';
  return fitsRange(password, range)
    ? VALID
    : invalid(`password-chrtype-${range}`, PASSWORD_CHRTYPE_MESSAGES[range]);
}

/** The repeated password: required and equal to the first one. */
export function validatePasswordConfirmation(confirm: string, password: string): ValidationResult {
  if (confirm === '')
    return invalid('password-confirm-required', PASSWORD_CONFIRM_REQUIRED_MESSAGE);
  return confirm === password ? VALID : invalid('password-mismatch', PASSWORD_MISMATCH_MESSAGE);
}
