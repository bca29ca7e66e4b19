import { setupI18n } from '@lingui/core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { silentPresenter, type SilentPresenter } from '../presenter/silent-presenter';
import { ApiError } from './api-error';
import { createConsole } from './create-console';
import { fakeTransport, json, testConsole, type Handler } from './fake-transport.test-helper';

const API = 'http://console.test/prod-api';

/** The call a failed request leaves on the presenter: an error message shown for 5000 ms. */
const transportError = (text: string) => ({
  kind: 'message',
  options: { type: 'error', text, duration: 5000 },
});

function setup(answer: Handler, presenter: SilentPresenter = silentPresenter()) {
  const transport = fakeTransport({
    'GET /prod-api/getInfo': answer,
    'GET /prod-api/captchaImage': answer,
  });
  const wcm = testConsole(transport.fetch, { presenter, onNavigate: () => {} });
  return { wcm, presenter, requests: transport.requests };
}

async function failure(promise: Promise<unknown>): Promise<ApiError> {
  const error: unknown = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  if (!(error instanceof ApiError)) throw new Error(`expected an ApiError, got ${String(error)}`);
  return error;
}

afterEach(() => {
  vi.useRealTimers();
});

describe('answer handling by body code (spec §8)', () => {
  it('§8 code 200 resolves with the whole body and shows nothing', async () => {
    const body = { code: 200, msg: 'ok', roles: [] };
    const { wcm, presenter } = setup(() => body);
    await expect(wcm.call(wcm.api.GET('/getInfo'))).resolves.toEqual(body);
    expect(presenter.calls).toEqual([]);
  });

  it('§8 an absent code counts as 200', async () => {
    const { wcm, presenter } = setup(() => ({ msg: 'no code here' }));
    await expect(wcm.call(wcm.api.GET('/getInfo'))).resolves.toEqual({ msg: 'no code here' });
    expect(presenter.calls).toEqual([]);
  });

  it('§8 code 999 passes the data through', async () => {
    const body = { code: 999, msg: 'special', data: [1, 2] };
    const { wcm, presenter } = setup(() => body);
    await expect(wcm.call(wcm.api.GET('/getInfo'))).resolves.toEqual(body);
    expect(presenter.calls).toEqual([]);
  });

  it('§8 code 500 shows a red error message with the server msg and rejects', async () => {
    const { wcm, presenter } = setup(() => ({ code: 500, msg: 'User already exists' }));
    const error = await failure(wcm.call(wcm.api.GET('/getInfo')));
    expect(error).toMatchObject({ code: 500, message: 'User already exists', kind: 'code' });
    expect(presenter.calls).toEqual([
      { kind: 'message', options: { type: 'error', text: 'User already exists' } },
    ]);
  });

  it('§8 code 500 without msg shows the default text', async () => {
    const { wcm, presenter } = setup(() => ({ code: 500, msg: '' }));
    await failure(wcm.call(wcm.api.GET('/getInfo')));
    expect(presenter.calls[0]).toMatchObject({
      options: { type: 'error', text: 'Unknown system error, please report to the administrator' },
    });
  });

  it('§8 code 601 shows a warning message and rejects', async () => {
    const { wcm, presenter } = setup(() => ({ code: 601, msg: 'Has child menus' }));
    const error = await failure(wcm.call(wcm.api.GET('/getInfo')));
    expect(error.code).toBe(601);
    expect(presenter.calls).toEqual([
      { kind: 'message', options: { type: 'warning', text: 'Has child menus' } },
    ]);
  });

  it.each([
    [403, 'server text', 'No permission for this operation'],
    [404, 'server text', 'Resource does not exist'],
    [418, 'Teapot refused', 'Teapot refused'],
    [418, undefined, 'Unknown system error, please report to the administrator'],
  ])(
    '§8 other code %i shows an error notification looked up by code, else msg, else default',
    async (code, msg, text) => {
      const { wcm, presenter } = setup(() => ({ code, ...(msg ? { msg } : {}) }));
      const error = await failure(wcm.call(wcm.api.GET('/getInfo')));
      expect(error).toMatchObject({ code, message: text });
      expect(presenter.calls).toEqual([{ kind: 'notify', options: { type: 'error', text } }]);
    },
  );

  it('silent calls reject the same way but show nothing', async () => {
    const { wcm, presenter } = setup(() => ({ code: 500, msg: 'Bad' }));
    await failure(wcm.call(wcm.api.GET('/getInfo'), { silent: true }));
    const { wcm: other, presenter: quiet } = setup(() => {
      throw new TypeError('offline');
    });
    await failure(other.call(other.api.GET('/getInfo'), { silent: true }));
    expect([...presenter.calls, ...quiet.calls]).toEqual([]);
  });

  it('texts follow the console i18n catalogue', async () => {
    const i18n = setupI18n({
      locale: 'fr',
      messages: { fr: { 'core.error.403': 'Aucune autorisation pour cette opération' } },
    });
    const transport = fakeTransport({ 'GET /prod-api/getInfo': () => ({ code: 403 }) });
    const presenter = silentPresenter();
    const wcm = createConsole({ apiBase: API, fetch: transport.fetch, presenter, i18n });
    await failure(wcm.call(wcm.api.GET('/getInfo')));
    expect(presenter.calls[0]).toMatchObject({
      options: { text: 'Aucune autorisation pour cette opération' },
    });
  });
});

describe('transport errors (spec §8: shown 5 seconds)', () => {
  it('§8 a network failure shows "Backend interface connection exception" for 5000 ms', async () => {
    const { wcm, presenter } = setup(() => {
      throw new TypeError('Failed to fetch');
    });
    const error = await failure(wcm.call(wcm.api.GET('/getInfo')));
    expect(error).toMatchObject({
      kind: 'network',
      message: 'Backend interface connection exception',
    });
    expect(presenter.calls).toEqual([transportError('Backend interface connection exception')]);
  });

  it('§8 an HTTP status error shows "System interface {status} Error" for 5000 ms', async () => {
    const { wcm, presenter } = setup(() => new Response('down', { status: 502 }));
    const error = await failure(wcm.call(wcm.api.GET('/getInfo')));
    expect(error).toMatchObject({ code: 502, kind: 'http', message: 'System interface 502 Error' });
    expect(presenter.calls).toEqual([transportError('System interface 502 Error')]);
  });

  it('§7 §8 no answer within 60 s times out with "System interface request timeout"', async () => {
    vi.useFakeTimers();
    const { wcm, presenter } = setup(() => new Promise(() => {}));
    const pending = failure(wcm.call(wcm.api.GET('/getInfo')));
    await vi.advanceTimersByTimeAsync(59_999);
    expect(presenter.calls).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(await pending).toMatchObject({
      kind: 'timeout',
      message: 'System interface request timeout',
    });
    expect(presenter.calls).toEqual([transportError('System interface request timeout')]);
  });

  it('§7 the captcha call times out after 20 s', async () => {
    vi.useFakeTimers();
    const { wcm } = setup(() => new Promise(() => {}));
    let settled = false;
    const pending = failure(wcm.call(wcm.api.GET('/captchaImage'))).finally(() => {
      settled = true;
    });
    await vi.advanceTimersByTimeAsync(19_999);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await pending).toMatchObject({ kind: 'timeout' });
  });

  it('a call aborted by its caller is rethrown without a message', async () => {
    const { wcm, presenter } = setup(() => json({ code: 200 }));
    const controller = new AbortController();
    controller.abort();
    const error: unknown = await wcm
      .call(wcm.api.GET('/getInfo', { signal: controller.signal }))
      .catch((e: unknown) => e);
    expect(error).toMatchObject({ name: 'AbortError' });
    expect(presenter.calls).toEqual([]);
  });
});
