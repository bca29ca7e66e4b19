import { afterEach, describe, expect, it, vi } from 'vitest';
import { memoryLanguageSource } from '../i18n/language-source';
import type { Presenter } from '../presenter/presenter';
import { memoryTokenSource } from '../session/token-source';
import { createConsole } from './create-console';
import { fakeTransport } from './fake-transport.test-helper';

const API = 'http://console.test/prod-api';

afterEach(() => {
  vi.restoreAllMocks();
});

function expiredSession() {
  return fakeTransport({
    'GET /prod-api/getInfo': () => ({ code: 401, msg: 'expired' }),
    'POST /prod-api/logout': () => ({ code: 200, msg: 'bye' }),
    'POST /prod-api/register': () => ({ code: 200, msg: 'ok' }),
  });
}

describe('createConsole defaults (spec §2 router base /wcm, §8 texts)', () => {
  it('the default i18n is active on the saved language and shows the English source texts', async () => {
    const wcm = createConsole({
      apiBase: API,
      tokenSource: memoryTokenSource('t'),
      languageSource: memoryLanguageSource('fr'),
      fetch: () => Promise.reject(new TypeError('offline')),
    });
    expect(wcm.i18n.locale).toBe('fr');
    expect(wcm.routerBase).toBe('/wcm');
    await expect(wcm.call(wcm.api.GET('/getInfo'), { silent: true })).rejects.toMatchObject({
      message: 'Backend interface connection exception',
    });
  });

  it('§2 §8 after confirming re-login the default navigation goes to routerBase + /index', async () => {
    const assign = vi.fn();
    vi.spyOn(window, 'location', 'get').mockReturnValue({ assign } as unknown as Location);
    const confirmAll: Presenter = {
      message: () => {},
      notify: () => {},
      confirm: () => Promise.resolve(true),
      loading: () => ({ close: () => {} }),
    };
    const wcm = createConsole({
      apiBase: API,
      routerBase: '/portal/wcm/',
      tokenSource: memoryTokenSource('t'),
      fetch: expiredSession().fetch,
      presenter: confirmAll,
    });
    await wcm.api.GET('/getInfo');
    await vi.waitFor(() => expect(assign).toHaveBeenCalledWith('/portal/wcm/index'));
  });

  it('§8 console warnings go to console.warn when the presenter has no warn()', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const quiet: Presenter = {
      message: () => {},
      notify: () => {},
      confirm: () => Promise.resolve(false),
      loading: () => ({ close: () => {} }),
    };
    for (const presenter of [quiet, undefined]) {
      const wcm = createConsole({
        apiBase: API,
        tokenSource: memoryTokenSource('t'),
        fetch: expiredSession().fetch,
        ...(presenter ? { presenter } : {}),
      });
      const body = { username: 'a', password: 'b' };
      await wcm.api.POST('/register', { body });
      await wcm.api.POST('/register', { body }).catch(() => undefined);
    }
    expect(warn).toHaveBeenCalledTimes(2);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('please do not resubmit'));
  });
});

describe('setLocale (language switch without a page load)', () => {
  it('stores the choice, loads the messages and activates the locale; the last call wins', async () => {
    const languageSource = memoryLanguageSource('zh-CN');
    let release: (() => void) | undefined;
    const wcm = createConsole({
      apiBase: API,
      tokenSource: memoryTokenSource(),
      languageSource,
      fetch: () => Promise.reject(new TypeError('offline')),
      loadMessages: async (locale) => {
        // The French catalogue arrives after the English one was asked for.
        if (locale === 'fr') await new Promise<void>((resolve) => (release = resolve));
        return { 'x.hello': locale === 'fr' ? 'Bonjour' : 'Hello' };
      },
    });
    const slow = wcm.setLocale('fr');
    await wcm.setLocale('en');
    release?.();
    await slow;
    expect(wcm.i18n.locale).toBe('en');
    expect(wcm.i18n._('x.hello')).toBe('Hello');
    expect(languageSource.get()).toBe('en');
    await wcm.setLocale('de' as never);
    expect(wcm.i18n.locale).toBe('en');
  });
});

describe('dateTimeFormat (one time-zone rule)', () => {
  it('reads server wall time at serverUtcOffset and shows it in the console zone', () => {
    const wcm = createConsole({
      apiBase: API,
      tokenSource: memoryTokenSource(),
      languageSource: memoryLanguageSource('fr'),
      timeZone: 'UTC',
      serverUtcOffset: 120,
    });
    expect(wcm.dateTimeFormat().dateTime('2024-05-01 16:04:08')).toBe('01/05/2024 14:04:08');
    expect(wcm.dateTimeFormat('zh-CN').time(Date.UTC(2024, 4, 1, 14, 4, 8))).toBe('14:04:08');
  });
});
