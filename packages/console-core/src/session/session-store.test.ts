import { describe, expect, it } from 'vitest';
import { ApiError } from '../api/api-error';
import { createConsole } from '../api/create-console';
import { fakeTransport, type RecordedRequest } from '../api/fake-transport.test-helper';
import { getRoutersFixture } from '../router/get-routers.fixture';
import { DEFAULT_AVATAR } from './default-avatar';
import { memoryTokenSource } from './token-source';

const API = 'http://console.test/prod-api';

function sysUser(overrides: Record<string, unknown> = {}) {
  return { userId: 2, userName: 'ry', nickName: 'RuoYi', avatar: '', ...overrides };
}

function setup(
  options: {
    roles?: string[];
    avatar?: string;
    logoutFails?: boolean;
    flags?: Record<string, unknown>;
  } = {},
) {
  const logins: RecordedRequest[] = [];
  const transport = fakeTransport({
    'GET /prod-api/captchaImage': () => ({
      code: 200,
      msg: 'ok',
      captchaEnabled: true,
      uuid: 'a'.repeat(32),
      img: 'iVBORw0KGgo=',
    }),
    'POST /prod-api/login': (req) => {
      logins.push(req);
      const body = req.body as { username: string; password: string };
      return body.username === 'ry' && body.password === 'admin123'
        ? { code: 200, msg: 'ok', token: 'token-of-ry-0123456789abcdef' }
        : { code: 500, msg: 'Wrong account or password' };
    },
    'GET /prod-api/getInfo': () => ({
      code: 200,
      msg: 'ok',
      user: sysUser({ avatar: options.avatar ?? '' }),
      roles: options.roles ?? [],
      permissions: ['system:user:list'],
      ...options.flags,
    }),
    'GET /prod-api/getRouters': () => ({ code: 200, msg: 'ok', data: getRoutersFixture }),
    'POST /prod-api/logout': () => {
      if (options.logoutFails) throw new TypeError('network down');
      return { code: 200, msg: 'bye' };
    },
  });
  const tokenSource = memoryTokenSource();
  const wcm = createConsole({ apiBase: API, tokenSource, fetch: transport.fetch });
  return { wcm, tokenSource, logins, requests: transport.requests };
}

async function signIn(wcm: ReturnType<typeof setup>['wcm']) {
  await wcm.session.login({ username: 'ry', password: 'admin123' });
  await wcm.session.loadUserInfo();
}

describe('session store: password prompt (RuoYi 3.9 /getInfo flags)', () => {
  it('asks for a new password when isDefaultModifyPwd, or isPasswordExpired', async () => {
    const first = setup({
      flags: { isDefaultModifyPwd: true, isPasswordExpired: true, pwdChrtype: '3' },
    });
    await signIn(first.wcm);
    expect(first.wcm.session.$state.get()).toMatchObject({
      passwordPrompt: 'initial',
      passwordChrtype: '3',
    });
    first.wcm.session.passwordChanged();
    expect(first.wcm.session.$state.get().passwordPrompt).toBeUndefined();

    const expired = setup({ flags: { isDefaultModifyPwd: false, isPasswordExpired: true } });
    await signIn(expired.wcm);
    expect(expired.wcm.session.$state.get().passwordPrompt).toBe('expired');
  });

  it('does not ask when the backend sends no flags (RuoYi before 3.9)', async () => {
    const { wcm } = setup();
    await signIn(wcm);
    expect(wcm.session.$state.get().passwordPrompt).toBeUndefined();
    expect(wcm.session.$state.get().passwordChrtype).toBe('0');
  });
});

describe('session store (spec §3 session user, §4 sign-in and sign-out)', () => {
  it('captcha comes as a ready data URL, fetched without a token', async () => {
    const { wcm, tokenSource, requests } = setup();
    tokenSource.set('old');
    expect(await wcm.session.getCaptcha()).toEqual({
      captchaEnabled: true,
      uuid: 'a'.repeat(32),
      img: 'data:image/png;base64,iVBORw0KGgo=',
    });
    expect(requests[0]?.headers.has('authorization')).toBe(false);
  });

  it('§4 sign-in trims the username, is sent without a token and stores the token', async () => {
    const { wcm, tokenSource, logins } = setup();
    tokenSource.set('previous');
    await wcm.session.login({ username: '  ry ', password: 'admin123', code: '7', uuid: 'u' });
    expect(logins[0]?.body).toEqual({ username: 'ry', password: 'admin123', code: '7', uuid: 'u' });
    expect(logins[0]?.headers.has('authorization')).toBe(false);
    expect(tokenSource.get()).toBe('token-of-ry-0123456789abcdef');
    expect(wcm.session.$state.get()).toMatchObject({
      token: 'token-of-ry-0123456789abcdef',
      loaded: false,
    });
  });

  it('§4 a failed sign-in throws ApiError with the server message and stores nothing', async () => {
    const { wcm, tokenSource } = setup();
    const attempt = wcm.session.login({ username: 'ry', password: 'wrong' });
    await expect(attempt).rejects.toBeInstanceOf(ApiError);
    await expect(wcm.session.login({ username: 'ry', password: 'wrong' })).rejects.toMatchObject({
      code: 500,
      message: 'Wrong account or password',
    });
    expect(tokenSource.get()).toBeUndefined();
    expect(wcm.session.$state.get().token).toBeUndefined();
  });

  it('§3 user info: ROLE_DEFAULT when no roles, default avatar when empty, name from nickName', async () => {
    const { wcm } = setup();
    await signIn(wcm);
    const state = wcm.session.$state.get();
    expect(state.loaded).toBe(true);
    expect(state.roles).toEqual(['ROLE_DEFAULT']);
    expect(state.permissions).toEqual(['system:user:list']);
    expect(state.user).toEqual({ id: 2, userName: 'ry', name: 'RuoYi', avatar: DEFAULT_AVATAR });
    expect(state.routers).toEqual(getRoutersFixture);
    expect(DEFAULT_AVATAR).toMatch(/^data:image\/svg\+xml,/);
  });

  it('§3 user info keeps server roles and resolves the avatar against the API base', async () => {
    const { wcm } = setup({ roles: ['common'], avatar: '/profile/avatar/2026/01/01/a.png' });
    await signIn(wcm);
    const state = wcm.session.$state.get();
    expect(state.roles).toEqual(['common']);
    expect(state.user?.avatar).toBe(`${API}/profile/avatar/2026/01/01/a.png`);
  });

  it('§4 sign-out clears token, roles, permissions and routes', async () => {
    const { wcm, tokenSource, requests } = setup({ roles: ['common'] });
    await signIn(wcm);
    await wcm.session.logout();
    expect(requests.at(-1)).toMatchObject({ method: 'POST', path: '/prod-api/logout' });
    expect(requests.at(-1)?.headers.get('authorization')).toBe(
      'Bearer token-of-ry-0123456789abcdef',
    );
    expect(tokenSource.get()).toBeUndefined();
    expect(wcm.session.$state.get()).toEqual({
      roles: [],
      permissions: [],
      routers: [],
      loaded: false,
    });
  });

  it('§4 sign-out still clears the session when the server cannot be reached', async () => {
    const { wcm, tokenSource } = setup({ logoutFails: true });
    await signIn(wcm);
    await wcm.session.logout();
    expect(tokenSource.get()).toBeUndefined();
    expect(wcm.session.$state.get().roles).toEqual([]);
  });

  it('§4 a forced logout clears the token only', async () => {
    const { wcm, tokenSource } = setup({ roles: ['common'] });
    await signIn(wcm);
    wcm.session.forceLogout();
    const state = wcm.session.$state.get();
    expect(tokenSource.get()).toBeUndefined();
    expect(state.token).toBeUndefined();
    expect(state.roles).toEqual(['common']);
    expect(state.permissions).toEqual(['system:user:list']);
    expect(state.user?.userName).toBe('ry');
  });

  it('the initial token comes from the token source', () => {
    const wcm = createConsole({ apiBase: API, tokenSource: memoryTokenSource('kept') });
    expect(wcm.session.$state.get()).toEqual({
      token: 'kept',
      roles: [],
      permissions: [],
      routers: [],
      loaded: false,
    });
  });
});
