import { describe, expect, it, vi } from 'vitest';
import { memoryLanguageSource } from '../i18n/language-source';
import type { ConfirmOptions } from '../presenter/presenter';
import { silentPresenter } from '../presenter/silent-presenter';
import { memoryTokenSource } from '../session/token-source';
import { ApiError } from './api-error';
import { createConsole } from './create-console';
import { fakeTransport, json } from './fake-transport.test-helper';
import { createRelogin } from './relogin';
import { createSessionExpiry } from './session-expiry';

const API = 'http://console.test/prod-api';

/** A confirmation that stays open until the test answers it. */
function openQuestion() {
  const answers: ((ok: boolean) => void)[] = [];
  const presenter = silentPresenter({
    confirm: () => new Promise<boolean>((resolve) => answers.push(resolve)),
  });
  return { presenter, answer: (ok: boolean) => answers.shift()?.(ok) };
}

function setup(presenter = silentPresenter(), status = 200) {
  const transport = fakeTransport({
    'GET /prod-api/getInfo': () => json({ code: 401, msg: 'expired' }, status),
    'GET /prod-api/getRouters': () => ({ code: 401, msg: 'expired' }),
    'POST /prod-api/logout': () => ({ code: 200, msg: 'bye' }),
  });
  const tokenSource = memoryTokenSource('stale');
  const navigate = vi.fn<(path: string) => void>();
  const wcm = createConsole({
    apiBase: API,
    tokenSource,
    languageSource: memoryLanguageSource('en'),
    fetch: transport.fetch,
    presenter,
    onNavigate: navigate,
  });
  return { wcm, tokenSource, navigate, requests: transport.requests };
}

const confirms = (calls: readonly { kind: string }[]) => calls.filter((c) => c.kind === 'confirm');

describe('re-login on code 401 (spec §8)', () => {
  it('§8 code 401 asks "Login status has expired" (System Notification, Log in again / Cancel) and rejects with "Invalid conversation"', async () => {
    const { presenter } = openQuestion();
    const { wcm } = setup(presenter);
    const error: unknown = await wcm.call(wcm.api.GET('/getInfo')).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ code: 401, message: 'Invalid conversation' });
    expect(presenter.calls).toEqual([
      {
        kind: 'confirm',
        options: {
          title: 'System Notification',
          text: 'Login status has expired, you can stay on this page or log in again',
          confirmText: 'Log in again',
          cancelText: 'Cancel',
          type: 'warning',
        } satisfies ConfirmOptions,
      },
    ]);
  });

  it('§8 the confirmation is shown once at a time, however many calls get 401', async () => {
    const { presenter, answer } = openQuestion();
    const { wcm } = setup(presenter);
    const calls = [wcm.api.GET('/getInfo'), wcm.api.GET('/getRouters'), wcm.api.GET('/getInfo')];
    await Promise.all(calls.map((c) => wcm.call(c).catch(() => undefined)));
    expect(confirms(presenter.calls)).toHaveLength(1);
    answer(false);
    await vi.waitFor(() => expect(wcm.session.$state.get().token).toBe('stale'));
    await wcm.api.GET('/getInfo');
    // Cancelled: the next 401 asks again.
    expect(confirms(presenter.calls)).toHaveLength(2);
  });

  it('§8 confirming logs out and goes to /index', async () => {
    const { wcm, tokenSource, navigate, requests } = setup(silentPresenter({ confirm: true }));
    await wcm.api.GET('/getInfo');
    await vi.waitFor(() => expect(navigate).toHaveBeenCalledWith('/index'));
    expect(requests.map((r) => `${r.method} ${r.path}`)).toContain('POST /prod-api/logout');
    expect(tokenSource.get()).toBeUndefined();
    expect(wcm.session.$state.get().roles).toEqual([]);
  });

  it('§8 cancelling keeps the session and stays on the page', async () => {
    const { wcm, tokenSource, navigate, requests } = setup(silentPresenter({ confirm: false }));
    await wcm.api.GET('/getInfo');
    await Promise.resolve();
    expect(navigate).not.toHaveBeenCalled();
    expect(tokenSource.get()).toBe('stale');
    expect(requests.some((r) => r.path.endsWith('/logout'))).toBe(false);
  });

  it('§8 an HTTP 401 status asks too', async () => {
    const { presenter } = openQuestion();
    const { wcm } = setup(presenter, 401);
    await expect(wcm.call(wcm.api.GET('/getInfo'))).rejects.toMatchObject({
      message: 'Invalid conversation',
    });
    expect(confirms(presenter.calls)).toHaveLength(1);
  });

  it('onSessionExpired listeners hear each episode once', async () => {
    const { presenter, answer } = openQuestion();
    const { wcm } = setup(presenter);
    const heard = vi.fn();
    wcm.onSessionExpired(heard);
    await wcm.api.GET('/getInfo');
    await wcm.api.GET('/getInfo');
    expect(heard).toHaveBeenCalledTimes(1);
    answer(false);
    await vi.waitFor(async () => {
      await wcm.api.GET('/getInfo');
      expect(heard).toHaveBeenCalledTimes(2);
    });
  });

  it('a presenter that fails to ask counts as cancelled; a failed logout still navigates', async () => {
    const expiry = createSessionExpiry();
    const navigate = vi.fn();
    const failing = silentPresenter();
    failing.confirm = () => Promise.reject(new Error('no dialog'));
    createRelogin({
      expiry,
      presenter: failing,
      i18n: setup().wcm.i18n,
      logout: vi.fn(),
      navigate,
    })();
    await vi.waitFor(() => expect(expiry.pending).toBe(false));
    expect(navigate).not.toHaveBeenCalled();

    const logout = vi.fn(() => Promise.reject(new Error('offline')));
    const report = createRelogin({
      expiry,
      presenter: silentPresenter({ confirm: true }),
      i18n: setup().wcm.i18n,
      logout,
      navigate,
    });
    report();
    await vi.waitFor(() => expect(navigate).toHaveBeenCalledWith('/index'));
    expect(expiry.pending).toBe(false);
  });
});
