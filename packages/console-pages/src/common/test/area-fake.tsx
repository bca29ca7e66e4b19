import { setupI18n } from '@lingui/core';
import { waitFor } from '@testing-library/react';
import { createConsole, memoryTokenSource, silentPresenter } from '@wcm/console-core';
import type { SilentPresenter, WcmConsole } from '@wcm/console-core';
import type { ReactElement } from 'react';
import { expect } from 'vitest';
import { renderInProviders } from '../../test/render';

/** One request as the fake saw it. */
export interface FakeRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  body: unknown;
}

/** Answers a request with a RuoYi body; `'METHOD /path'` keys, `*` matches one path segment. */
export type FakeRoutes = Record<string, (request: FakeRequest) => unknown>;

function matches(pattern: string, key: string): boolean {
  const re = new RegExp(
    `^${pattern.replace(/[.?+^$()[\]{}|\\]/g, '\\$&').replace(/\*/g, '[^/]+')}$`,
  );
  return re.test(key);
}

/** How the fake picks among the routes matching one request. */
export interface FakeOptions {
  /** The last matching route answers (defaults first, specific routes after), not the first. */
  lastMatchWins?: boolean;
}

/** A `fetch` answering from `routes` (unknown paths answer RuoYi's code 404) and recording calls. */
export function createFakeFetch(routes: FakeRoutes, { lastMatchWins = false }: FakeOptions = {}) {
  const seen: FakeRequest[] = [];
  const fetchImpl = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const request = input instanceof Request ? input : new Request(String(input), init);
    const url = new URL(request.url, 'http://localhost');
    const path = url.pathname.replace(/^\/prod-api/, '');
    const text = request.method === 'GET' ? '' : await request.text();
    let body: unknown = undefined;
    if (text) {
      try {
        body = JSON.parse(text);
      } catch {
        body = Object.fromEntries(new URLSearchParams(text));
      }
    }
    const seenRequest = { method: request.method, path, query: url.searchParams, body };
    seen.push(seenRequest);
    const key = `${request.method} ${path}`;
    const entries = Object.entries(routes);
    if (lastMatchWins) entries.reverse();
    const handler = entries.find(([pattern]) => matches(pattern, key))?.[1];
    const answer = handler ? handler(seenRequest) : { code: 404, msg: `no fake for ${key}` };
    if (answer instanceof Response) return answer;
    return new Response(JSON.stringify(answer), {
      status: 200,
      headers: { 'content-type': 'application/json' },
    });
  };
  return { fetch: fetchImpl as typeof fetch, seen };
}

/** Success envelope. */
export const ok = (extra: Record<string, unknown> = {}) => ({
  code: 200,
  msg: '操作成功',
  ...extra,
});

/** A console over {@link createFakeFetch}; confirmations are accepted unless `confirm` is false. */
export function createFakeConsole(
  routes: FakeRoutes,
  confirm = true,
  permissions = ['*:*:*'],
  options: FakeOptions = {},
) {
  const server = createFakeFetch(
    {
      'GET /getInfo': () =>
        ok({
          user: { userId: 1, userName: 'admin', nickName: 'admin', avatar: '' },
          roles: ['admin'],
          permissions,
        }),
      'GET /getRouters': () => ok({ data: [] }),
      ...routes,
    },
    options,
  );
  const presenter: SilentPresenter = silentPresenter({ confirm });
  const wcm: WcmConsole = createConsole({
    apiBase: 'http://localhost/prod-api',
    fetch: server.fetch,
    tokenSource: memoryTokenSource('token-admin'),
    languageSource: { get: () => 'en', set: () => undefined },
    presenter,
  });
  return { wcm, server, presenter };
}

/** Where {@link renderArea} renders and what the signed-in user may do. */
export interface RenderAreaOptions extends FakeOptions {
  path?: string;
  route?: string;
  confirm?: boolean;
  permissions?: string[];
}

/**
 * Renders `ui` at `path` (matched by `route`) with a signed-in console (holding `permissions`)
 * over the fake routes.
 */
export async function renderArea(
  ui: ReactElement,
  routes: FakeRoutes,
  {
    path = '/',
    route = '/',
    confirm = true,
    permissions = ['*:*:*'],
    ...options
  }: RenderAreaOptions = {},
) {
  const setup = createFakeConsole(routes, confirm, permissions, options);
  await setup.wcm.session.loadUserInfo();
  setup.server.seen.length = 0;
  const i18n = setupI18n({ locale: 'en', messages: { en: {} } });
  const result = renderInProviders(ui, { i18n, console: setup.wcm, path, route });
  return { ...setup, ...result };
}

/** Messages shown through the presenter, as text. */
export function messages(presenter: SilentPresenter): string[] {
  return presenter.calls.flatMap((c) => (c.kind === 'message' ? [c.options.text] : []));
}

/** The body of the first `method` request (to `path`, when given) the page sent, as the fake saw it. */
export function sentBody(
  seen: readonly { method: string; path: string; body: unknown }[],
  method: string,
  path?: string,
): unknown {
  return seen.find((r) => r.method === method && (path === undefined || r.path === path))?.body;
}

/**
 * Waits until the page has sent a `method` request (to `path`, when given) and returns the body of
 * the first one (see {@link sentBody}).
 */
export async function waitForSent(
  seen: readonly { method: string; path: string; body: unknown }[],
  method: string,
  path?: string,
): Promise<unknown> {
  const sent = () =>
    seen.some((r) => r.method === method && (path === undefined || r.path === path));
  await waitFor(() => expect(sent(), `${method} ${path ?? ''} sent`).toBe(true));
  return sentBody(seen, method, path);
}
