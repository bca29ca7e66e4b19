import { setupI18n } from '@lingui/core';
import type { I18n } from '@lingui/core';
import { createConsole, memoryTokenSource } from '@wcm/console-core';
import type { LanguageSource, Locale, WcmConsole } from '@wcm/console-core';

/** One request as the fake server saw it. */
export interface SeenRequest {
  method: string;
  path: string;
  body: unknown;
  authorization: string | null;
}

export interface FakeServerOptions {
  captchaEnabled?: boolean;
  /** Accepted credentials. @default admin / admin123 */
  password?: string;
  /** Value of sys.account.registerUser; 'unauthorized' answers code 401 as RuoYi does. */
  registerUser?: 'true' | 'false' | 'unauthorized';
  /** `/getInfo` flags. */
  isDefaultModifyPwd?: boolean;
  isPasswordExpired?: boolean;
}

/**
 * A `fetch` that answers the sign-in surface the way the reference server does (RuoYi
 * envelopes, HTTP 200 with business codes, base64 captcha without a data: prefix), so the pages
 * run against a real `createConsole` without a network. Each captcha answer is its own counter.
 */
export function createFakeServer(options: FakeServerOptions = {}) {
  const captchaEnabled = options.captchaEnabled ?? true;
  let password = options.password ?? 'admin123';
  const accounts = new Set(['admin']);
  const seen: SeenRequest[] = [];
  let captchaCount = 0;
  const answers = new Map<string, string>();

  const fetchImpl = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const request = input instanceof Request ? input : new Request(toUrl(input), init);
    const url = new URL(request.url, 'http://localhost');
    const path = url.pathname.replace(/^\/prod-api/, '');
    const text = request.method === 'GET' ? '' : await request.text();
    const body: unknown = text ? JSON.parse(text) : undefined;
    seen.push({
      method: request.method,
      path,
      body,
      authorization: request.headers.get('authorization'),
    });

    if (path === '/captchaImage') {
      if (!captchaEnabled) return json({ code: 200, msg: '操作成功', captchaEnabled: false });
      captchaCount += 1;
      const uuid = `uuid-${captchaCount}`;
      answers.set(uuid, String(captchaCount));
      // Distinct image bytes per captcha so a refresh is visible in the DOM.
      return json({
        code: 200,
        msg: '操作成功',
        captchaEnabled: true,
        uuid,
        img: btoa(`captcha-${captchaCount}`),
      });
    }
    if (path === '/system/config/configKey/sys.account.registerUser') {
      const value = options.registerUser ?? 'false';
      if (value === 'unauthorized') return json({ code: 401, msg: '认证失败，无法访问系统资源' });
      return json({ code: 200, msg: value });
    }
    const captchaProblem = (sent: { code?: string; uuid?: string }) => {
      if (!captchaEnabled) return undefined;
      const answer = sent.uuid ? answers.get(sent.uuid) : undefined;
      if (sent.uuid) answers.delete(sent.uuid);
      if (answer === undefined) return json({ code: 500, msg: '验证码已失效' });
      if (answer !== sent.code) return json({ code: 500, msg: '验证码错误' });
      return undefined;
    };
    if (path === '/register') {
      const form = body as { username?: string; password?: string; code?: string; uuid?: string };
      if (options.registerUser !== 'true')
        return json({ code: 500, msg: '当前系统没有开启注册功能！' });
      const problem = captchaProblem(form);
      if (problem) return problem;
      if (accounts.has(form.username ?? ''))
        return json({ code: 500, msg: `保存用户'${form.username}'失败，注册账号已存在` });
      accounts.add(form.username ?? '');
      return json({ code: 200, msg: '操作成功' });
    }
    if (path === '/login') {
      const login = body as { username?: string; password?: string; code?: string; uuid?: string };
      const problem = captchaProblem(login);
      if (problem) return problem;
      if (login.username !== 'admin' || login.password !== password) {
        return json({ code: 500, msg: '用户不存在/密码错误' });
      }
      return json({ code: 200, msg: '操作成功', token: 'token-admin' });
    }
    const signedIn = request.headers.get('authorization') === 'Bearer token-admin';
    if (path === '/getInfo') {
      if (!signedIn) return json({ code: 401, msg: '认证失败，无法访问系统资源' });
      return json({
        code: 200,
        msg: '操作成功',
        user: { userId: 1, userName: 'admin', nickName: '若依', avatar: '' },
        roles: ['admin'],
        permissions: ['*:*:*'],
        pwdChrtype: '0',
        isDefaultModifyPwd: options.isDefaultModifyPwd ?? false,
        isPasswordExpired: options.isPasswordExpired ?? false,
      });
    }
    if (path === '/system/user/profile/updatePwd') {
      if (!signedIn) return json({ code: 401, msg: '认证失败，无法访问系统资源' });
      const change = body as { oldPassword?: string; newPassword?: string };
      if (change.oldPassword !== password)
        return json({ code: 500, msg: '修改密码失败，旧密码错误' });
      if (change.newPassword === password)
        return json({ code: 500, msg: '新密码不能与旧密码相同' });
      password = change.newPassword ?? '';
      return json({ code: 200, msg: '操作成功' });
    }
    if (path === '/getRouters') {
      if (!signedIn) return json({ code: 401, msg: '认证失败，无法访问系统资源' });
      return json({ code: 200, msg: '操作成功', data: [] });
    }
    if (path === '/logout') return json({ code: 200, msg: '退出成功' });
    return json({ code: 404, msg: `no fake answer for ${path}` });
  };

  return {
    fetch: fetchImpl as typeof fetch,
    seen,
    /** Answer of the captcha with this uuid (the fake's stand-in for peekAnswer). */
    answerOf: (uuid: string) => answers.get(uuid),
    captchaCount: () => captchaCount,
  };
}

function toUrl(input: RequestInfo | URL): string {
  const raw = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
  return new URL(raw, 'http://localhost').href;
}

function json(body: unknown): Response {
  return new Response(JSON.stringify(body), {
    status: 200,
    headers: { 'content-type': 'application/json' },
  });
}

function fixedLanguage(locale: Locale): LanguageSource {
  let current = locale;
  return { get: () => current, set: (next) => (current = next) };
}

/** A real console wired to the fake server, plus an English i18n instance without catalogues. */
export function createTestConsole(options: FakeServerOptions = {}): {
  console: WcmConsole;
  server: ReturnType<typeof createFakeServer>;
  i18n: I18n;
} {
  const server = createFakeServer(options);
  // One i18n for the pages and the core, as the host has, so setLocale re-renders the pages.
  const i18n = setupI18n({ locale: 'en', messages: { en: {} } });
  const wcm = createConsole({
    apiBase: 'http://localhost/prod-api',
    fetch: server.fetch,
    tokenSource: memoryTokenSource(),
    languageSource: fixedLanguage('en'),
    i18n,
  });
  return { console: wcm, server, i18n };
}
