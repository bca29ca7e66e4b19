import fc from 'fast-check';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { silentPresenter } from '../presenter/silent-presenter';
import { ApiError } from './api-error';
import {
  checkDuplicateSubmit,
  createDuplicateSubmitGuard,
  DUPLICATE_SUBMIT_INTERVAL_MS,
  DUPLICATE_SUBMIT_MAX_BYTES,
} from './duplicate-submit';
import { fakeTransport, testConsole } from './fake-transport.test-helper';
import { requestHeaders } from './request-flags';

const API = 'http://console.test/prod-api';
const DUPLICATE = 'The data is being processed, please do not resubmit';

const record = fc.record({ url: fc.string(), body: fc.string(), time: fc.nat(1e12) });

describe('duplicate-submit rule (spec §5: identical POST/PUT within 1000 ms refused)', () => {
  it('§5 a second identical request within the window is refused', () => {
    fc.assert(
      fc.property(record, fc.nat(DUPLICATE_SUBMIT_INTERVAL_MS - 1), (first, delay) => {
        const second = { ...first, time: first.time + delay };
        expect(checkDuplicateSubmit(first, second)).toBe('duplicate');
      }),
    );
  });

  it('§5 an identical request once the window has passed is sent', () => {
    fc.assert(
      fc.property(record, fc.nat(1e9), (first, extra) => {
        const second = { ...first, time: first.time + DUPLICATE_SUBMIT_INTERVAL_MS + extra };
        expect(checkDuplicateSubmit(first, second)).toBe('pass');
      }),
    );
  });

  it('§5 a different body or a different path always passes', () => {
    fc.assert(
      fc.property(record, record, fc.nat(DUPLICATE_SUBMIT_INTERVAL_MS - 1), (a, b, delay) => {
        fc.pre(a.url !== b.url || a.body !== b.body);
        expect(checkDuplicateSubmit(a, { ...b, time: a.time + delay })).toBe('pass');
      }),
    );
  });

  it('§5 the first request ever passes', () => {
    fc.assert(fc.property(record, (next) => checkDuplicateSubmit(undefined, next) === 'pass'));
  });

  it('§5 bodies over 5242880 bytes skip the check; exactly 5242880 bytes are still checked', () => {
    const at = { url: '/a', body: 'x'.repeat(DUPLICATE_SUBMIT_MAX_BYTES), time: 0 };
    expect(checkDuplicateSubmit(at, { ...at, time: 1 })).toBe('duplicate');
    const over = { ...at, body: `${at.body}x` };
    expect(checkDuplicateSubmit(over, { ...over, time: 1 })).toBe('too-large');
    // Size counts UTF-8 bytes, not characters: 2 621 441 'é' are 5 242 882 bytes.
    const wide = { ...at, body: 'é'.repeat(DUPLICATE_SUBMIT_MAX_BYTES / 2 + 1) };
    expect(checkDuplicateSubmit(wide, { ...wide, time: 1 })).toBe('too-large');
  });

  it('a refused request does not move the window; memory is per guard', () => {
    let now = 0;
    const guard = createDuplicateSubmitGuard({ now: () => now });
    const other = createDuplicateSubmitGuard({ now: () => now });
    expect(guard.check('/a', '{}')).toBe('pass');
    now = 600;
    expect(guard.check('/a', '{}')).toBe('duplicate');
    expect(other.check('/a', '{}')).toBe('pass');
    now = 1000;
    expect(guard.check('/a', '{}')).toBe('pass');
  });
});

function setup() {
  const transport = fakeTransport({
    'POST /prod-api/register': () => ({ code: 200, msg: 'ok' }),
    'POST /prod-api/login': () => ({ code: 200, msg: 'ok', token: 't' }),
    'GET /prod-api/getInfo': () => ({ code: 200, msg: 'ok' }),
  });
  const presenter = silentPresenter();
  const wcm = testConsole(transport.fetch, { presenter });
  const body = { username: 'ann', password: 'secret123' };
  const register = (headers: Record<string, string> = {}) =>
    wcm.api.POST('/register', { body, headers });
  return { wcm, presenter, register, requests: transport.requests };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('duplicate-submit guard in the client (spec §5, §8)', () => {
  it('§5 §8 an identical POST within 1000 ms is refused locally with the spec message and a console warning', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const { register, presenter, requests } = setup();
    await register();
    vi.advanceTimersByTime(999);
    const error: unknown = await register().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ kind: 'duplicate', message: DUPLICATE });
    expect(requests).toHaveLength(1);
    expect(presenter.calls).toEqual([{ kind: 'warn', text: `[${API}/register]: ${DUPLICATE}` }]);
    vi.advanceTimersByTime(1);
    await register();
    expect(requests).toHaveLength(2);
  });

  it('§8 through call() the refusal is also shown as an error message', async () => {
    const { wcm, register, presenter } = setup();
    await register();
    await expect(wcm.call(register())).rejects.toMatchObject({ message: DUPLICATE });
    expect(presenter.calls).toContainEqual({
      kind: 'message',
      options: { type: 'error', text: DUPLICATE, duration: 5000 },
    });
  });

  it('§7 calls flagged repeatSubmit: false are not checked and the flag is not sent', async () => {
    const { register, requests } = setup();
    await register(requestHeaders({ repeatSubmit: false }));
    await register(requestHeaders({ repeatSubmit: false }));
    expect(requests).toHaveLength(2);
    expect(requests[1]?.headers.has('repeatsubmit')).toBe(false);
  });

  it('§7 POST /login has no duplicate guard; GET is never checked', async () => {
    const { wcm, requests } = setup();
    const login = () => wcm.api.POST('/login', { body: { username: 'a', password: 'b' } });
    await login();
    await login();
    await wcm.api.GET('/getInfo');
    await wcm.api.GET('/getInfo');
    expect(requests).toHaveLength(4);
  });

  it('§8 a body over 5 MB skips the check with a console warning', async () => {
    const { wcm, presenter, requests } = setup();
    const body = { username: 'ann', password: 'x'.repeat(DUPLICATE_SUBMIT_MAX_BYTES) };
    await wcm.api.POST('/register', { body });
    await wcm.api.POST('/register', { body });
    expect(requests).toHaveLength(2);
    const warnings = presenter.calls.filter((c) => c.kind === 'warn');
    expect(warnings).toHaveLength(2);
    expect(warnings[0]).toMatchObject({
      text: expect.stringContaining('duplicate-submit check was skipped'),
    });
  });

  it('each console has its own memory', async () => {
    const a = setup();
    const b = setup();
    await a.register();
    await b.register();
    expect(a.requests).toHaveLength(1);
    expect(b.requests).toHaveLength(1);
  });
});
