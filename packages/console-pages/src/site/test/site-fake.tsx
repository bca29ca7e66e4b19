import { setupI18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { render } from '@testing-library/react';
import { createConsole, memoryTokenSource, silentPresenter } from '@wcm/console-core';
import type { SilentPresenter } from '@wcm/console-core';
import { ConsoleProvider } from '@wcm/console-ui';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { LocationProbe } from '../../test/render';

/** One request as the fake saw it. */
export interface SeenRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  body: unknown;
}

/** Answers by `'METHOD /path'` (`*` matches one path segment); unknown paths answer code 404. */
export type FakeRoutes = Record<string, (request: SeenRequest) => unknown>;

const escape = (s: string) => s.replace(/[.?+^$()[\]{}|\\]/g, '\\$&').replace(/\*/g, '[^/]+');

/** Success envelope. */
export const ok = (extra: Record<string, unknown> = {}) => ({ code: 200, msg: 'OK', ...extra });

/**
 * Renders `ui` at `path` with a real console over a fake `fetch` (as products/test does):
 * `/getInfo` grants `permissions` (all by default), dictionaries are empty unless `routes` says
 * otherwise. Resolves once the session is loaded and rendered.
 */
export async function renderSite(
  ui: ReactElement,
  routes: FakeRoutes,
  options: { path?: string; route?: string; confirm?: boolean; permissions?: string[] } = {},
) {
  const { path = '/', route = '/', confirm = true, permissions = ['*:*:*'] } = options;
  const seen: SeenRequest[] = [];
  const all: FakeRoutes = {
    'GET /getInfo': () =>
      ok({
        user: { userId: 1, userName: 'admin', nickName: 'Admin', avatar: '' },
        roles: ['common'],
        permissions,
      }),
    'GET /getRouters': () => ok({ data: [] }),
    'GET /system/dict/data/type/*': () => ok({ data: [] }),
    ...routes,
  };
  const fetchImpl = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const request = input instanceof Request ? input : new Request(String(input), init);
    const url = new URL(request.url, 'http://localhost');
    const p = url.pathname.replace(/^\/prod-api/, '');
    const text = request.method === 'GET' ? '' : await request.text();
    const body: unknown = text ? JSON.parse(text) : undefined;
    const seenRequest = { method: request.method, path: p, query: url.searchParams, body };
    seen.push(seenRequest);
    const key = `${request.method} ${p}`;
    // Later (more specific) routes win over the defaults.
    const handler = Object.entries(all)
      .reverse()
      .find(([pattern]) => new RegExp(`^${escape(pattern)}$`).test(key))?.[1];
    const answer = handler ? handler(seenRequest) : { code: 404, msg: `no fake for ${key}` };
    return new Response(JSON.stringify(answer), {
      status: 200,
      headers: { 'content-type': 'application/json' },
    });
  };
  const presenter: SilentPresenter = silentPresenter({ confirm });
  const wcm = createConsole({
    apiBase: 'http://localhost/prod-api',
    fetch: fetchImpl as typeof fetch,
    tokenSource: memoryTokenSource('token-admin'),
    languageSource: { get: () => 'en', set: () => undefined },
    presenter,
  });
  await wcm.session.loadUserInfo();
  const i18n = setupI18n({ locale: 'en', messages: { en: {} } });
  const result = render(
    <I18nProvider i18n={i18n}>
      <ConsoleProvider console={wcm}>
        <MemoryRouter initialEntries={[path]}>
          <Routes>
            <Route path={route} element={ui} />
            <Route path="*" element={<LocationProbe />} />
          </Routes>
        </MemoryRouter>
      </ConsoleProvider>
    </I18nProvider>,
  );
  return { wcm, seen, presenter, ...result };
}

/** Texts shown through the presenter's messages. */
export function messages(presenter: SilentPresenter): string[] {
  return presenter.calls.flatMap((c) => (c.kind === 'message' ? [c.options.text] : []));
}
