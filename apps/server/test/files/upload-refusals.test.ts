import { describe, expect, it } from 'vitest';
import { expectContract } from '../contract';
import { API } from '../helper';
import {
  EXE,
  PDF,
  fileRows,
  image,
  listFiles,
  multipart,
  pngDeclaring,
  upload,
  useFilesApp,
} from './fixtures';

const env = useFilesApp();

type Body = { code: number; msg: string; [key: string]: unknown };

describe('uploads that are refused (clear message, nothing stored)', () => {
  const MB = 1024 * 1024;
  const cases: Array<{
    what: string;
    url: string;
    file: () => Promise<{ filename: string; value: Buffer | string }>;
    msg: RegExp;
  }> = [
    {
      what: 'a PDF renamed .png',
      url: '/upload/titleUpload',
      file: async () => ({ filename: 'x.png', value: PDF }),
      msg: /does not match its extension \.png/,
    },
    {
      what: 'an EXE renamed .png',
      url: '/common/upload',
      file: async () => ({ filename: 'x.png', value: EXE }),
      msg: /does not match its extension \.png/,
    },
    {
      what: 'HTML renamed .jpg',
      url: '/common/upload',
      file: async () => ({ filename: 'x.jpg', value: '<html><script>alert(1)</script></html>' }),
      msg: /does not match/,
    },
    {
      what: 'a PNG renamed .pdf',
      url: '/upload/fileUpload',
      file: async () => ({ filename: 'x.pdf', value: await image('png') }),
      msg: /does not match its extension \.pdf/,
    },
    {
      what: 'an .exe',
      url: '/upload/fileUpload',
      file: async () => ({ filename: 'setup.exe', value: EXE }),
      msg: /type exe may not be uploaded/,
    },
    {
      what: 'a .sh',
      url: '/common/upload',
      file: async () => ({ filename: 'run.sh', value: 'echo hi' }),
      msg: /type sh may not be uploaded/,
    },
    {
      what: 'an .apk',
      url: '/upload/fileUpload',
      file: async () => ({ filename: 'app.apk', value: 'PK' }),
      msg: /type apk may not be uploaded/,
    },
    {
      what: 'a double extension x.php.png',
      url: '/common/upload',
      file: async () => ({ filename: 'x.php.png', value: await image('png') }),
      msg: /type php may not be uploaded/,
    },
    {
      what: 'an SVG',
      url: '/upload/titleUpload',
      file: async () => ({ filename: 'x.svg', value: '<svg onload="alert(1)"/>' }),
      msg: /type svg may not be uploaded/,
    },
    {
      what: 'an HTML file',
      url: '/common/upload',
      file: async () => ({ filename: 'x.html', value: '<script>alert(1)</script>' }),
      msg: /type html may not be uploaded/,
    },
    {
      what: 'a PDF on the image endpoint',
      url: '/upload/titleUpload',
      file: async () => ({ filename: 'x.pdf', value: PDF }),
      msg: /please upload jpg, jpeg, png, gif format/,
    },
    {
      what: 'a name without extension',
      url: '/common/upload',
      file: async () => ({ filename: 'README', value: 'hi' }),
      msg: /File format incorrect/,
    },
    {
      what: 'zero bytes',
      url: '/common/upload',
      file: async () => ({ filename: 'empty.txt', value: '' }),
      msg: /empty/,
    },
    {
      what: 'an image over 1 MB',
      url: '/upload/titleUpload',
      file: async () => ({ filename: 'big.png', value: Buffer.alloc(MB + 1, 1) }),
      msg: /maximum allowed size is 1 MB/,
    },
    {
      what: 'an editor image over 204800 bytes',
      url: '/upload/titleUpload?typeFile=ueditor',
      file: async () => ({ filename: 'big.jpg', value: Buffer.alloc(204_801, 1) }),
      msg: /maximum allowed size is 200 KB/,
    },
    {
      what: 'a content image over 204800 bytes',
      url: '/business/article/contentUpload',
      file: async () => ({ filename: 'big.gif', value: Buffer.alloc(204_801, 1) }),
      msg: /200 KB/,
    },
    {
      what: 'a file over 5 MB',
      url: '/upload/fileUpload',
      file: async () => ({ filename: 'big.pdf', value: Buffer.alloc(5 * MB + 1, 1) }),
      msg: /maximum allowed size is 5 MB/,
    },
    {
      what: 'text with NUL',
      url: '/common/upload',
      file: async () => ({ filename: 'a.txt', value: 'a\0b' }),
      msg: /UTF-8 text without NUL/,
    },
    {
      what: 'text that is not UTF-8',
      url: '/common/upload',
      file: async () => ({ filename: 'a.csv', value: Buffer.from([0x61, 0xff, 0xfe, 0x62]) }),
      msg: /UTF-8/,
    },
    {
      what: 'HTML saved as .txt',
      url: '/upload/fileUpload',
      file: async () => ({ filename: 'a.txt', value: '<!DOCTYPE html><script>x</script>' }),
      msg: /UTF-8 text/,
    },
    {
      what: 'a PNG declaring 20000×20000 pixels',
      url: '/upload/titleUpload',
      file: async () => ({ filename: 'bomb.png', value: pngDeclaring(20_000, 20_000) }),
      msg: /too many pixels \(20000×20000\)/,
    },
    {
      what: 'a truncated PNG',
      url: '/upload/titleUpload',
      file: async () => {
        const png = await image('png', 300, 300);
        return { filename: 't.png', value: png.subarray(0, 60) };
      },
      msg: /Failed to read image file/,
    },
    {
      what: 'a name over 100 characters',
      url: '/common/upload',
      file: async () => ({ filename: `${'n'.repeat(101)}.txt`, value: 'x' }),
      msg: /at most 100 characters/,
    },
  ];

  for (const c of cases) {
    it(`refuses ${c.what}`, async () => {
      const rows = await fileRows(env.app);
      const files = listFiles(env.root);
      const res = await upload(env.app, c.url, await c.file(), { token: env.token, lang: 'en' });
      const path = c.url.split('?')[0] ?? c.url;
      expectContract(res, 'post', path);
      expect(res.statusCode).toBe(200);
      const body = res.json<Body>();
      expect(body.code).toBe(500);
      expect(body.msg).toMatch(c.msg);
      expect(await fileRows(env.app)).toBe(rows);
      expect(listFiles(env.root)).toEqual(files);
    });
  }

  it('answers in the request language (zh-CN by default)', async () => {
    const res = await upload(
      env.app,
      '/common/upload',
      { filename: 'e.txt', value: '' },
      { token: env.token },
    );
    expect(res.json<Body>().msg).toBe('上传的文件为空');
    const fr = await upload(
      env.app,
      '/common/upload',
      { filename: 'e.txt', value: '' },
      { token: env.token, lang: 'fr' },
    );
    expect(fr.json<Body>().msg).toBe('Le fichier envoyé est vide');
  });

  it('answers 400 without a multipart body or a `file` part, and for bad fields', async () => {
    const json = await env.app.inject({
      method: 'POST',
      url: `${API}/common/upload`,
      headers: { authorization: `Bearer ${env.token}` },
      payload: { file: 'x' },
    });
    expect(json.statusCode).toBe(400);
    expectContract(json, 'post', '/common/upload');
    const other = await upload(
      env.app,
      '/common/upload',
      { filename: 'a.txt', value: 'x' },
      { token: env.token },
    );
    expect(other.json<Body>().code).toBe(200);
    const wrongField = await env.app.inject({
      method: 'POST',
      url: `${API}/upload/fileUpload`,
      ...(() => {
        const body = multipart([{ name: 'upload', filename: 'a.txt', value: 'x' }]);
        return {
          payload: body.payload,
          headers: { ...body.headers, authorization: `Bearer ${env.token}` },
        };
      })(),
    });
    expect(wrongField.statusCode).toBe(400);
    expectContract(wrongField, 'post', '/upload/fileUpload');
    const badQuery = await upload(
      env.app,
      '/upload/fileUpload?bizType=%3Cscript%3E',
      { filename: 'a.txt', value: 'x' },
      { token: env.token },
    );
    expect(badQuery.statusCode).toBe(400);
    const badField = await upload(
      env.app,
      '/upload/fileUpload',
      { filename: 'a.txt', value: 'x' },
      { token: env.token, fields: { bizId: '../x' } },
    );
    expect(badField.statusCode).toBe(400);
    expectContract(badField, 'post', '/upload/fileUpload');
  });

  it('refuses every upload endpoint without a session (code 401)', async () => {
    const rows = await fileRows(env.app);
    for (const url of [
      '/common/upload',
      '/upload/titleUpload',
      '/upload/fileUpload',
      '/upload/drafts/fileUpload',
      '/business/article/contentUpload',
    ]) {
      const res = await upload(env.app, url, { filename: 'a.png', value: await image('png') });
      expectContract(res, 'post', url);
      expect(res.json<Body>().code).toBe(401);
    }
    expect(await fileRows(env.app)).toBe(rows);
  });
});
