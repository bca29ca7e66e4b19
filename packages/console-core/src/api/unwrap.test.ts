import { describe, expect, it } from 'vitest';
import { memoryTokenSource } from '../session/token-source';
import { ApiError, isApiError } from './api-error';
import { createConsole } from './create-console';
import { fakeTransport, json } from './fake-transport.test-helper';
import { unwrap } from './unwrap';

const API = 'http://console.test/prod-api';

function consoleAnswering(answer: () => unknown) {
  const transport = fakeTransport({ 'GET /prod-api/getInfo': answer });
  return createConsole({
    apiBase: API,
    tokenSource: memoryTokenSource('t'),
    fetch: transport.fetch,
  });
}

describe('unwrap (RuoYi envelope: only code 200 resolves)', () => {
  it('returns the whole body when code is 200', async () => {
    const body = { code: 200, msg: 'ok', user: { userId: 1 }, roles: [], permissions: [] };
    const wcm = consoleAnswering(() => body);
    await expect(unwrap(wcm.api.GET('/getInfo'))).resolves.toEqual(body);
  });

  it('§8 throws ApiError(code, msg) for a business error carried with HTTP 200', async () => {
    const wcm = consoleAnswering(() => ({ code: 601, msg: 'Warning from server' }));
    const error: unknown = await unwrap(wcm.api.GET('/getInfo')).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(isApiError(error)).toBe(true);
    expect(error).toMatchObject({ code: 601, message: 'Warning from server' });
  });

  it('throws ApiError with the envelope of an HTTP error (400 bad input)', async () => {
    const wcm = consoleAnswering(() => json({ code: 400, msg: 'Bad input' }, 400));
    await expect(unwrap(wcm.api.GET('/getInfo'))).rejects.toMatchObject({
      code: 400,
      message: 'Bad input',
    });
  });

  it('throws ApiError with the HTTP status when an error has no envelope', async () => {
    const wcm = consoleAnswering(
      () => new Response('gateway down', { status: 502, statusText: 'Bad Gateway' }),
    );
    await expect(unwrap(wcm.api.GET('/getInfo'))).rejects.toMatchObject({
      code: 502,
      message: 'Bad Gateway',
    });
  });
});

describe('resolveAssetUrl (spec §7: images are resolved against the API base)', () => {
  const wcm = createConsole({ apiBase: '/prod-api/', tokenSource: memoryTokenSource() });

  it('prefixes server paths with the API base', () => {
    expect(wcm.apiBase).toBe('/prod-api');
    expect(wcm.resolveAssetUrl('/profile/avatar/a.png')).toBe('/prod-api/profile/avatar/a.png');
    expect(wcm.resolveAssetUrl('profile/a.png')).toBe('/prod-api/profile/a.png');
  });

  it('does not add the base twice', () => {
    const once = wcm.resolveAssetUrl('/profile/upload/a.png');
    expect(wcm.resolveAssetUrl(once)).toBe('/prod-api/profile/upload/a.png');
  });

  it('leaves empty values, absolute and data URLs alone', () => {
    expect(wcm.resolveAssetUrl('')).toBe('');
    expect(wcm.resolveAssetUrl(undefined)).toBe('');
    expect(wcm.resolveAssetUrl('https://cdn.example.com/a.png')).toBe(
      'https://cdn.example.com/a.png',
    );
    expect(wcm.resolveAssetUrl('data:image/png;base64,AAAA')).toBe('data:image/png;base64,AAAA');
  });
});
