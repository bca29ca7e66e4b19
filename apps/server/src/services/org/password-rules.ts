import type { Db } from '../../db/database';
import type { MessageKey } from '../../i18n/messages';
import { getConfigValue } from '../config-service';

const FORBIDDEN = /[<>"'\\|]/;
const SPECIAL = /[~!@#$%^&*()\-=_+]/;

/**
 * Checks a new password against the rules: 5-20 characters (what sign-in accepts) and the
 * character class of the sys.account.chrtype parameter (0 any but < > " ' \ |, 1 digits,
 * 2 letters, 3 letters and digits, 4 letters, digits and a special character). Returns the
 * message key of the broken rule, or undefined.
 */
export function passwordProblem(password: string, chrtype: string): MessageKey | undefined {
  if (password.length < 5 || password.length > 20) return 'org.password.length';
  const letters = /[A-Za-z]/.test(password);
  const digits = /\d/.test(password);
  switch (chrtype) {
    case '1':
      return /^\d+$/.test(password) ? undefined : 'org.password.chr1';
    case '2':
      return /^[A-Za-z]+$/.test(password) ? undefined : 'org.password.chr2';
    case '3':
      return letters && digits && /^[A-Za-z\d]+$/.test(password) ? undefined : 'org.password.chr3';
    case '4':
      return letters && digits && SPECIAL.test(password) && !FORBIDDEN.test(password)
        ? undefined
        : 'org.password.chr4';
    default:
      return FORBIDDEN.test(password) ? 'org.password.chr0' : undefined;
  }
}

/** {@link passwordProblem} with the character class read from the parameters. */
export async function checkPassword(db: Db, password: string): Promise<MessageKey | undefined> {
  const chrtype = (await getConfigValue(db, 'sys.account.chrtype')) ?? '0';
  return passwordProblem(password, chrtype.trim());
}
