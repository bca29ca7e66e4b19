import { atom } from 'nanostores';
import type { Client } from 'openapi-fetch';
import { NO_TOKEN } from '../api/middlewares';
import type { paths } from '../api/schema.gen';
import type { SessionExpiry } from '../api/session-expiry';
import { unwrap } from '../api/unwrap';
import { DEFAULT_AVATAR } from './default-avatar';
import type {
  Captcha,
  LoginBody,
  PasswordPrompt,
  SessionState,
  SessionStore,
} from './session-types';
import type { TokenSource } from './token-source';

/** Role given when the server returns none (spec section 3). */
export const DEFAULT_ROLE = 'ROLE_DEFAULT';

/** What a session store needs from its console. */
export interface SessionStoreDeps {
  api: Client<paths>;
  tokenSource: TokenSource;
  expiry: SessionExpiry;
  resolveAssetUrl(path: string | undefined): string;
}

function signedOut(token?: string): SessionState {
  return { ...(token ? { token } : {}), roles: [], permissions: [], routers: [], loaded: false };
}

function passwordPromptOf(info: {
  isDefaultModifyPwd?: boolean;
  isPasswordExpired?: boolean;
}): PasswordPrompt | undefined {
  if (info.isDefaultModifyPwd === true) return 'initial';
  if (info.isPasswordExpired === true) return 'expired';
  return undefined;
}

/** Creates the session store of one console; the token source seeds the initial token. */
export function createSessionStore(deps: SessionStoreDeps): SessionStore {
  const { api, tokenSource, expiry, resolveAssetUrl } = deps;
  const $state = atom<SessionState>(signedOut(tokenSource.get()));

  function dropToken(): void {
    tokenSource.remove();
    expiry.reset();
  }

  return {
    $state,

    async getCaptcha(): Promise<Captcha> {
      const body = await unwrap(api.GET('/captchaImage', { headers: NO_TOKEN }));
      if (!body.captchaEnabled) return { captchaEnabled: false };
      return {
        captchaEnabled: true,
        ...(body.uuid ? { uuid: body.uuid } : {}),
        // The server sends bare base64 of a PNG; the page needs a URL it can put in <img src>.
        ...(body.img ? { img: `data:image/png;base64,${body.img}` } : {}),
      };
    },

    async login(input: LoginBody): Promise<void> {
      const body = {
        username: input.username.trim(),
        password: input.password,
        ...(input.code !== undefined ? { code: input.code.trim() } : {}),
        ...(input.uuid !== undefined ? { uuid: input.uuid } : {}),
      };
      const result = await unwrap(api.POST('/login', { body, headers: NO_TOKEN }));
      tokenSource.set(result.token);
      expiry.reset();
      // A new token may belong to another user: user info must be loaded again.
      $state.set({ ...$state.get(), token: result.token, loaded: false });
    },

    async loadUserInfo(): Promise<void> {
      const info = await unwrap(api.GET('/getInfo'));
      const routers = await unwrap(api.GET('/getRouters'));
      const { user } = info;
      const { passwordPrompt: _previous, ...current } = $state.get();
      // Backends before RuoYi 3.9 send neither flag: no prompt then.
      const passwordPrompt = passwordPromptOf(info);
      $state.set({
        ...current,
        ...(passwordPrompt ? { passwordPrompt } : {}),
        passwordChrtype: typeof info.pwdChrtype === 'string' ? info.pwdChrtype : '0',
        user: {
          id: user.userId,
          userName: user.userName,
          name: user.nickName,
          avatar: user.avatar ? resolveAssetUrl(user.avatar) : DEFAULT_AVATAR,
        },
        roles: info.roles.length > 0 ? [...info.roles] : [DEFAULT_ROLE],
        permissions: [...info.permissions],
        routers: routers.data,
        loaded: true,
      });
    },

    passwordChanged(): void {
      const { passwordPrompt: _done, ...rest } = $state.get();
      $state.set(rest);
    },

    async logout(): Promise<void> {
      try {
        await unwrap(api.POST('/logout'));
      } catch {
        // Signing out locally must succeed even when the server is unreachable or the
        // session is already gone.
      }
      dropToken();
      $state.set(signedOut());
    },

    forceLogout(): void {
      dropToken();
      const { token: _dropped, ...rest } = $state.get();
      $state.set(rest);
    },
  };
}
