import { memoryLanguageSource } from '../i18n/language-source';
import { memoryTokenSource } from '../session/token-source';
import { createConsole, type ConsoleConfig } from './create-console';

// A stand-in for the network in unit tests of the client: a real `fetch`-shaped function that
// records each Request and answers with real Response objects. Server behaviour itself is
// covered by the server's own tests; this only drives the client's middlewares and store.
export interface RecordedRequest {
  method: string;
  path: string;
  /** Query string as sent, without '?'. */
  query: string;
  headers: Headers;
  body: unknown;
}

export type Handler = (request: RecordedRequest) => unknown;

// JSON bodies are parsed for convenient assertions; form-encoded and other bodies stay text.
function parseBody(text: string, contentType: string | null): unknown {
  if (text === '') return undefined;
  return /json/i.test(contentType ?? '') ? (JSON.parse(text) as unknown) : text;
}

export function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json;charset=UTF-8' },
  });
}

export function fakeTransport(routes: Record<string, Handler>) {
  const requests: RecordedRequest[] = [];
  const fetch = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const request = input instanceof Request ? input : new Request(input, init);
    const url = new URL(request.url);
    const text = await request.text();
    const recorded: RecordedRequest = {
      method: request.method,
      path: url.pathname,
      query: url.search.replace(/^\?/, ''),
      headers: new Headers(request.headers),
      body: parseBody(text, request.headers.get('content-type')),
    };
    requests.push(recorded);
    const handler = routes[`${request.method} ${url.pathname}`];
    if (!handler)
      return json({ code: 404, msg: `no route ${request.method} ${url.pathname}` }, 404);
    const answer = await handler(recorded);
    return answer instanceof Response ? answer : json(answer);
  };
  return { fetch: fetch as typeof globalThis.fetch, requests };
}

/**
 * A console of the client's unit tests: English, token 't', fetching through `fetch`; `config`
 * adds to that or overrides it.
 */
export function testConsole(fetch: typeof globalThis.fetch, config: Partial<ConsoleConfig> = {}) {
  return createConsole({
    apiBase: 'http://console.test/prod-api',
    tokenSource: memoryTokenSource('t'),
    languageSource: memoryLanguageSource('en'),
    fetch,
    ...config,
  });
}
