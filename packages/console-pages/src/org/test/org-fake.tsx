import { setupI18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { act, render } from '@testing-library/react';
import { createConsole, memoryTokenSource, silentPresenter } from '@wcm/console-core';
import type { LanguageSource, WcmConsole } from '@wcm/console-core';
import { ConsoleProvider } from '@wcm/console-ui';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { LocationProbe } from '../../test/render';

/** One request as the org fake saw it. */
export interface OrgRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  body: unknown;
}

/** Answers one `METHOD /path` with a RuoYi body (code 200 assumed when absent). */
export type OrgHandler = (request: OrgRequest) => unknown;

const STATUS_DICT = [
  { dictLabel: 'Normal', dictValue: '0', listClass: 'primary' },
  { dictLabel: 'Disabled', dictValue: '1', listClass: 'danger' },
];
const SEX_DICT = [
  { dictLabel: 'Male', dictValue: '0' },
  { dictLabel: 'Female', dictValue: '1' },
  { dictLabel: 'Unknown', dictValue: '2' },
];

/**
 * A `fetch` answering the org endpoints from `handlers` (keyed `GET /system/user/list`), plus
 * sign-in, user info with the given permissions, and the two dictionaries the pages read.
 */
export function createOrgFake(handlers: Record<string, OrgHandler>, permissions: string[]) {
  const seen: OrgRequest[] = [];
  const fetchImpl = async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(String(input), init);
    const url = new URL(request.url, 'http://localhost');
    const path = url.pathname.replace(/^\/prod-api/, '');
    const type = request.headers.get('content-type') ?? '';
    let body: unknown;
    if (request.method !== 'GET') {
      if (type.includes('multipart/form-data')) body = await request.formData();
      else {
        const text = await request.text();
        body = text && type.includes('json') ? JSON.parse(text) : text;
      }
    }
    const seenRequest = { method: request.method, path, query: url.searchParams, body };
    seen.push(seenRequest);
    const key = `${request.method} ${path}`;
    const handler = handlers[key] ?? defaults(permissions)[key];
    // A handler may answer later (a promise), to show what the page does meanwhile.
    const answer = handler ? await handler(seenRequest) : { code: 404, msg: `no fake for ${key}` };
    return new Response(JSON.stringify({ code: 200, msg: 'ok', ...(answer as object) }), {
      status: 200,
      headers: { 'content-type': 'application/json' },
    });
  };
  return { fetch: fetchImpl as typeof fetch, seen };
}

function defaults(permissions: string[]): Record<string, OrgHandler> {
  return {
    'POST /login': () => ({ token: 'token-t' }),
    'GET /getInfo': () => ({
      user: { userId: 1, userName: 'admin', nickName: 'Admin', avatar: '' },
      roles: ['admin'],
      permissions,
    }),
    'GET /getRouters': () => ({ data: [] }),
    'GET /system/dict/data/type/sys_normal_disable': () => ({ data: STATUS_DICT }),
    'GET /system/dict/data/type/sys_user_sex': () => ({ data: SEX_DICT }),
  };
}

function english(): LanguageSource {
  return { get: () => 'en', set: () => undefined };
}

/** Options of {@link renderOrg}. */
export interface RenderOrgOptions {
  handlers?: Record<string, OrgHandler>;
  /** @default ['*:*:*'] */
  permissions?: string[];
  /** Answer to confirmations. @default true */
  confirm?: boolean;
  path?: string;
  route?: string;
}

/** Renders an org page signed in, with a real console over the org fake and a silent presenter. */
export async function renderOrg(ui: ReactElement, options: RenderOrgOptions = {}) {
  const fake = createOrgFake(options.handlers ?? {}, options.permissions ?? ['*:*:*']);
  const presenter = silentPresenter({ confirm: options.confirm ?? true });
  const wcm: WcmConsole = createConsole({
    apiBase: 'http://localhost/prod-api',
    fetch: fake.fetch,
    tokenSource: memoryTokenSource(),
    languageSource: english(),
    presenter,
  });
  await wcm.session.login({ username: 'admin', password: 'admin123' });
  await wcm.session.loadUserInfo();
  const i18n = setupI18n({ locale: 'en', messages: { en: {} } });
  let result!: ReturnType<typeof render>;
  await act(async () => {
    result = render(
      <I18nProvider i18n={i18n}>
        <ConsoleProvider console={wcm}>
          <MemoryRouter initialEntries={[options.path ?? '/']}>
            <Routes>
              <Route path={options.route ?? '/'} element={ui} />
              <Route path="*" element={<LocationProbe />} />
            </Routes>
          </MemoryRouter>
        </ConsoleProvider>
      </I18nProvider>,
    );
  });
  return { ...result, wcm, presenter, seen: fake.seen };
}

/** The success/error messages the presenter was asked to show. */
export function messages(presenter: ReturnType<typeof silentPresenter>) {
  return presenter.calls.flatMap((c) => (c.kind === 'message' ? [c.options] : []));
}
