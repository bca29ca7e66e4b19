import { describe, expect, it, vi } from 'vitest';
import { fakeTransport, json, type Handler } from '../api/fake-transport.test-helper';
import { createConsole } from '../api/create-console';
import { memoryLanguageSource } from '../i18n/language-source';
import { silentPresenter } from '../presenter/silent-presenter';
import { memoryTokenSource } from '../session/token-source';

const API = 'http://console.test/prod-api';
const FAILED = 'Error downloading file, please contact the administrator';
const ZIP_FAILED = 'download file error, contact administrator';
const LOADING = 'Downloading data, please wait';

function file(content: string, name?: string, type = 'application/octet-stream') {
  return new Response(content, {
    headers: { 'content-type': type, ...(name ? { 'download-filename': name } : {}) },
  });
}

function setup(routes: Record<string, Handler>) {
  const transport = fakeTransport(routes);
  const presenter = silentPresenter();
  const saved: { name: string; blob: Blob }[] = [];
  const wcm = createConsole({
    apiBase: API,
    tokenSource: memoryTokenSource('tok'),
    languageSource: memoryLanguageSource('fr'),
    fetch: transport.fetch,
    presenter,
    saveBlob: (blob, name) => saved.push({ blob, name }),
  });
  return { wcm, presenter, saved, requests: transport.requests };
}

const errors = (calls: readonly unknown[]) =>
  calls.filter((c) => (c as { kind: string }).kind === 'message');

describe('downloads by name and resource (spec §7 /common/download)', () => {
  it('§7 byName GETs /common/download with fileName and delete, Bearer and Accept-Language, saved under download-filename', async () => {
    const { wcm, saved, requests } = setup({
      'GET /prod-api/common/download': () => file('a,b', encodeURIComponent('用户 数据.csv')),
    });
    await expect(wcm.download.byName('1_users.csv')).resolves.toBe(true);
    expect(requests[0]?.query).toBe('fileName=1_users.csv&delete=true');
    expect(requests[0]?.headers.get('authorization')).toBe('Bearer tok');
    expect(requests[0]?.headers.get('accept-language')).toBe('fr');
    expect(saved[0]?.name).toBe('用户 数据.csv');
    expect(await saved[0]?.blob.text()).toBe('a,b');
  });

  it('§7 byName can keep the file on the server (delete=false); without the header the file name is used', async () => {
    const { wcm, saved, requests } = setup({ 'GET /prod-api/common/download': () => file('x') });
    await wcm.download.byName('report.xlsx', false);
    expect(requests[0]?.query).toBe('fileName=report.xlsx&delete=false');
    expect(saved[0]?.name).toBe('report.xlsx');
  });

  it('§7 resource GETs /common/download/resource and saves under download-filename', async () => {
    const { wcm, saved, requests } = setup({
      'GET /prod-api/common/download/resource': () => file('pdf', 'manual%20v2.pdf'),
    });
    await wcm.download.resource('/profile/upload/manual.pdf');
    expect(requests[0]?.query).toBe('resource=%2Fprofile%2Fupload%2Fmanual.pdf');
    expect(saved[0]?.name).toBe('manual v2.pdf');
  });

  it('a resource without the header is saved under its last path segment; a bad header is kept raw', async () => {
    const { wcm, saved } = setup({ 'GET /prod-api/common/download/resource': () => file('pdf') });
    await wcm.download.resource('/profile/upload/manual.pdf');
    expect(saved[0]?.name).toBe('manual.pdf');
    const bad = setup({ 'GET /prod-api/common/download': () => file('x', '%E0%A4%A') });
    await bad.wcm.download.byName('x');
    expect(bad.saved[0]?.name).toBe('%E0%A4%A');
  });

  it.each([
    [{ code: 500, msg: 'File does not exist' }, 'File does not exist'],
    [{ code: 403, msg: 'denied' }, 'No permission for this operation'],
    [{}, 'Unknown system error, please report to the administrator'],
  ])(
    '§7 §8 a JSON body in the blob is parsed and shown as the error instead of saving (%j)',
    async (body, text) => {
      const { wcm, saved, presenter } = setup({
        'GET /prod-api/common/download': () => json(body),
      });
      await expect(wcm.download.byName('a.csv')).resolves.toBe(false);
      expect(saved).toEqual([]);
      expect(presenter.calls).toEqual([{ kind: 'message', options: { type: 'error', text } }]);
    },
  );

  it('§8 an unparseable JSON blob shows the default text', async () => {
    const { wcm, presenter } = setup({
      'GET /prod-api/common/download': () => file('{oops', undefined, 'application/json'),
    });
    await wcm.download.byName('a.csv');
    expect(errors(presenter.calls)).toEqual([
      {
        kind: 'message',
        options: {
          type: 'error',
          text: 'Unknown system error, please report to the administrator',
        },
      },
    ]);
  });

  it('§8 an HTTP error or network failure shows "Error downloading file, please contact the administrator"', async () => {
    const { wcm, presenter } = setup({
      'GET /prod-api/common/download': () => new Response('', { status: 500 }),
      'GET /prod-api/common/download/resource': () => {
        throw new TypeError('offline');
      },
    });
    await expect(wcm.download.byName('a')).resolves.toBe(false);
    await expect(wcm.download.resource('b')).resolves.toBe(false);
    expect(errors(presenter.calls)).toEqual([
      { kind: 'message', options: { type: 'error', text: FAILED } },
      { kind: 'message', options: { type: 'error', text: FAILED } },
    ]);
  });
});

describe('zip and POST downloads (spec §7, §8)', () => {
  it('§7 zip GETs the URL behind the loading overlay and saves a zip under the given name', async () => {
    const { wcm, saved, presenter, requests } = setup({
      'GET /prod-api/tool/gen/batchGenCode': () => file('PK'),
    });
    await expect(
      wcm.download.zip('/tool/gen/batchGenCode?tables=sys_user', 'ruoyi.zip'),
    ).resolves.toBe(true);
    expect(requests[0]?.query).toBe('tables=sys_user');
    expect(saved[0]?.name).toBe('ruoyi.zip');
    expect(saved[0]?.blob.type).toBe('application/zip');
    expect(presenter.calls).toEqual([{ kind: 'loading', text: LOADING, closed: true }]);
  });

  it('§8 a failed zip shows "download file error, contact administrator" and closes the overlay', async () => {
    const { wcm, presenter } = setup({
      'GET /prod-api/tool/gen/batchGenCode': () => new Response('', { status: 502 }),
    });
    await expect(wcm.download.zip('/tool/gen/batchGenCode', 'a.zip')).resolves.toBe(false);
    expect(presenter.calls).toEqual([
      { kind: 'loading', text: LOADING, closed: true },
      { kind: 'message', options: { type: 'error', text: ZIP_FAILED } },
    ]);
  });

  it('§7 post sends a form-encoded body behind a loading notice and saves under the given name', async () => {
    const { wcm, saved, presenter, requests } = setup({
      'POST /prod-api/system/user/export': () => file('xlsx'),
    });
    const params = { pageNum: 1, userName: '', params: { beginTime: '2024-01-01' } };
    await expect(wcm.download.post('/system/user/export', params, 'user_1.xlsx')).resolves.toBe(
      true,
    );
    expect(requests[0]?.headers.get('content-type')).toBe('application/x-www-form-urlencoded');
    expect(requests[0]?.body).toBe('pageNum=1&params%5BbeginTime%5D=2024-01-01');
    expect(requests[0]?.headers.get('authorization')).toBe('Bearer tok');
    expect(saved[0]?.name).toBe('user_1.xlsx');
    expect(presenter.calls).toEqual([{ kind: 'loading', text: LOADING, closed: true }]);
  });

  it('§8 a failed POST download shows "Error downloading file..."; a JSON answer shows its msg', async () => {
    const { wcm, presenter, saved } = setup({
      'POST /prod-api/a': () => {
        throw new TypeError('offline');
      },
      'POST /prod-api/b': () => ({ code: 500, msg: 'Export failed: too many rows' }),
    });
    await wcm.download.post('/a', {}, 'a.xlsx');
    await wcm.download.post('/b', {}, 'b.xlsx');
    expect(saved).toEqual([]);
    expect(errors(presenter.calls)).toEqual([
      { kind: 'message', options: { type: 'error', text: FAILED } },
      { kind: 'message', options: { type: 'error', text: 'Export failed: too many rows' } },
    ]);
  });

  it('§5 an identical POST download within 1000 ms is refused like any POST', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const { wcm, requests } = setup({ 'POST /prod-api/e': () => file('x') });
    await wcm.download.post('/e', { a: 1 }, 'e.xlsx');
    await expect(wcm.download.post('/e', { a: 1 }, 'e.xlsx')).resolves.toBe(false);
    expect(requests).toHaveLength(1);
    vi.useRealTimers();
  });
});
