import type { ReadableAtom } from 'nanostores';
import type { RouterVo } from '../router/router-vo';

/** The signed-in user as the console shows it. */
export interface SessionUser {
  /** From `userId`. */
  id: number;
  userName: string;
  /** From `nickName`. */
  name: string;
  /** Resolved image URL; the default picture when the server has none. */
  avatar: string;
}

/**
 * Why the console asks for a new password before it can be used (RuoYi 3.9 `/getInfo`):
 * `initial` when `isDefaultModifyPwd` (the password was never changed and the
 * `sys.account.initPasswordModify` parameter is 1), `expired` when `isPasswordExpired`
 * (older than `sys.account.passwordValidateDays`).
 */
export type PasswordPrompt = 'initial' | 'expired';

/** Everything the console knows about the current session. */
export interface SessionState {
  token?: string;
  user?: SessionUser;
  /** Role keys; `['ROLE_DEFAULT']` when the server returns none. */
  roles: string[];
  permissions: string[];
  /** Raw `/getRouters` data. */
  routers: RouterVo[];
  /** True once user info and routers were loaded for the current token. */
  loaded: boolean;
  /** Set while the user must choose a new password; absent for backends without the flags. */
  passwordPrompt?: PasswordPrompt;
  /**
   * Character range of passwords, from `/getInfo` `pwdChrtype` (`sys.account.chrtype`):
   * '0' any but `< > " ' \ |`, '1' digits, '2' letters, '3' letters and digits, '4' letters,
   * digits and a special character. Absent until user info is loaded.
   */
  passwordChrtype?: string;
}

/** Captcha to show on the sign-in page. `img` is a ready `data:image/png;base64,...` URL. */
export interface Captcha {
  captchaEnabled: boolean;
  uuid?: string;
  img?: string;
}

/** Sign-in payload; `code` and `uuid` answer the captcha when it is enabled. */
export interface LoginBody {
  username: string;
  password: string;
  code?: string;
  uuid?: string;
}

/** Session state (a nanostores atom) and the actions that change it. */
export interface SessionStore {
  readonly $state: ReadableAtom<SessionState>;
  /** GET /captchaImage without the token. */
  getCaptcha(): Promise<Captcha>;
  /** POST /login without the token; trims the username, stores the token. Throws ApiError. */
  login(body: LoginBody): Promise<void>;
  /** GET /getInfo then GET /getRouters; sets `loaded`. Throws ApiError. */
  loadUserInfo(): Promise<void>;
  /** Clears `passwordPrompt` once the new password was saved (no new `/getInfo` needed). */
  passwordChanged(): void;
  /** POST /logout (errors ignored), then clears token, user, roles, permissions and routers. */
  logout(): Promise<void>;
  /** Clears the token only (spec section 4: forced logout). */
  forceLogout(): void;
}
