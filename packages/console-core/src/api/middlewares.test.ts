import { describe, expect, it } from 'vitest';
import { memoryLanguageSource } from '../i18n/language-source';
import { memoryTokenSource } from '../session/token-source';
import { createConsole, type WcmConsole } from './create-console';
import { fakeTransport, json } from './fake-transport.test-helper';
import { NO_TOKEN } from './middlewares';
import { requestHeaders } from './request-flags';
import { silentPresenter } from '../presenter/silent-presenter';

const API = 'http://console.test/prod-api';
const unauthorised = { code: 401, msg: 'Authentication failed' };

function setup(token?: string, presenter = silentPresenter()) {
  const transport = fakeTransport({
    'GET /prod-api/getInfo': (req) =>
      req.headers.get('authorization') === 'Bearer t-1' ? { code: 200, msg: 'ok' } : unauthorised,
    'GET /prod-api/getRouters': () => unauthorised,
    'GET /prod-api/captchaImage': () => ({ code: 200, msg: 'ok', captchaEnabled: false }),
    'POST /prod-api/logout': () => ({ code: 200, msg: 'bye' }),
    'GET /prod-api/system/config/configKey/x': () => new Response('plain text', { status: 200 }),
  });
  const languageSource = memoryLanguageSource('en');
  const wcm = createConsole({
    apiBase: API,
    tokenSource: memoryTokenSource(token),
    languageSource,
    fetch: transport.fetch,
    presenter,
  });
  return { wcm, languageSource, requests: transport.requests };
}

describe('API middlewares (spec §7: Bearer token unless no-token, Accept-Language)', () => {
  it('§7 adds Authorization: Bearer <token> from the token source', async () => {
    const { wcm, requests } = setup('t-1');
    await wcm.api.GET('/getInfo');
    expect(requests[0]?.headers.get('authorization')).toBe('Bearer t-1');
  });

  it('§7 sends no Authorization when there is no token', async () => {
    const { wcm, requests } = setup();
    await wcm.api.POST('/logout');
    expect(requests[0]?.headers.has('authorization')).toBe(false);
  });

  it('§7 calls marked no-token go out without Authorization and without the marker header', async () => {
    const { wcm, requests } = setup('t-1');
    await wcm.api.GET('/captchaImage', { headers: NO_TOKEN });
    expect(requests[0]?.headers.has('authorization')).toBe(false);
    expect(requests[0]?.headers.has('istoken')).toBe(false);
  });

  it('§7 requestHeaders({ token: false }) also sends the call without Authorization', async () => {
    const { wcm, requests } = setup('t-1');
    await wcm.api.GET('/getInfo', { headers: requestHeaders({ token: false }) });
    expect(requests[0]?.headers.has('authorization')).toBe(false);
    expect(requests[0]?.headers.has('istoken')).toBe(false);
  });

  it('§7 Accept-Language follows the language source on every call', async () => {
    const { wcm, languageSource, requests } = setup('t-1');
    await wcm.api.GET('/getInfo');
    languageSource.set('fr');
    await wcm.api.GET('/getInfo');
    expect(requests.map((r) => r.headers.get('accept-language'))).toEqual(['en', 'fr']);
  });
});

// Counts the session-expired events of `wcm`; `stop` unsubscribes.
function countExpiries(wcm: WcmConsole) {
  const counter = { count: 0, stop: () => {} };
  counter.stop = wcm.onSessionExpired(() => counter.count++);
  return counter;
}

describe('session-expired event (spec §8: code 401 prompts re-login, once at a time)', () => {
  it('§8 body code 401 emits session expired exactly once while the prompt is open', async () => {
    // The re-login question stays unanswered for the whole test.
    const { wcm } = setup('stale', silentPresenter({ confirm: () => new Promise(() => {}) }));
    const expired = countExpiries(wcm);
    const first = await wcm.api.GET('/getInfo');
    await Promise.all([wcm.api.GET('/getInfo'), wcm.api.GET('/getRouters')]);
    expect(expired.count).toBe(1);
    // The caller still gets the untouched 401 body.
    expect(first.data).toEqual(unauthorised);
  });

  it('§8 after a forced logout the next 401 is reported again', async () => {
    const { wcm } = setup('stale');
    const expired = countExpiries(wcm);
    await wcm.api.GET('/getInfo');
    wcm.session.forceLogout();
    await wcm.api.GET('/getRouters');
    expect(expired.count).toBe(2);
  });

  it('§8 a 401 answer to a call marked no-token is not an expired session', async () => {
    const { wcm } = setup('stale');
    const expired = countExpiries(wcm);
    const res = await wcm.api.GET('/getInfo', { headers: NO_TOKEN });
    expect(res.data).toEqual(unauthorised);
    expect(expired.count).toBe(0);
    await wcm.api.GET('/getInfo');
    expect(expired.count).toBe(1);
  });

  it('§8 a dismissed prompt (resetSessionExpired) lets the next 401 prompt again', async () => {
    const { wcm } = setup('stale');
    const expired = countExpiries(wcm);
    await wcm.api.GET('/getInfo');
    wcm.resetSessionExpired();
    await wcm.api.GET('/getInfo');
    expect(expired.count).toBe(2);
  });

  it('§8 successful and non-JSON answers do not emit; unsubscribe stops the listener', async () => {
    const { wcm } = setup('t-1');
    const expired = countExpiries(wcm);
    await wcm.api.GET('/getInfo');
    await wcm.api.GET('/system/config/configKey/{configKey}', {
      params: { path: { configKey: 'x' } },
      parseAs: 'text',
    });
    expect(expired.count).toBe(0);
    expired.stop();
    await wcm.api.GET('/getRouters');
    expect(expired.count).toBe(0);
  });

  it('§8 an HTTP 401 status also counts as an expired session', async () => {
    const transport = fakeTransport({ 'GET /prod-api/getInfo': () => json(unauthorised, 401) });
    const wcm = createConsole({
      apiBase: API,
      tokenSource: memoryTokenSource('x'),
      fetch: transport.fetch,
    });
    const expired = countExpiries(wcm);
    await wcm.api.GET('/getInfo');
    expect(expired.count).toBe(1);
  });
});
