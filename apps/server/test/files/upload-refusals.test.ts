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
  const COMMON = '/common/upload';
  const IMAGE = '/upload/titleUpload';
  const FILE = '/upload/fileUpload';
  const truncatedPng = async () => (await image('png', 300, 300)).subarray(0, 60);
  // what is sent, where, under which name, its bytes (or how to make them), and the refusal
  const cases: Array<
    [
      what: string,
      url: string,
      name: string,
      bytes: Buffer | string | (() => Promise<Buffer>),
      msg: RegExp,
    ]
  > = [
    ['a PDF renamed .png', IMAGE, 'x.png', PDF, /does not match its extension \.png/],
    ['an EXE renamed .png', COMMON, 'x.png', EXE, /does not match its extension \.png/],
    [
      'HTML renamed .jpg',
      COMMON,
      'x.jpg',
      '<html><script>alert(1)</script></html>',
      /does not match/,
    ],
    ['a PNG renamed .pdf', FILE, 'x.pdf', () => image('png'), /does not match its extension \.pdf/],
    ['an .exe', FILE, 'setup.exe', EXE, /type exe may not be uploaded/],
    ['a .sh', COMMON, 'run.sh', 'echo hi', /type sh may not be uploaded/],
    ['an .apk', FILE, 'app.apk', 'PK', /type apk may not be uploaded/],
    [
      'a double extension x.php.png',
      COMMON,
      'x.php.png',
      () => image('png'),
      /type php may not be uploaded/,
    ],
    ['an SVG', IMAGE, 'x.svg', '<svg onload="alert(1)"/>', /type svg may not be uploaded/],
    [
      'an HTML file',
      COMMON,
      'x.html',
      '<script>alert(1)</script>',
      /type html may not be uploaded/,
    ],
    [
      'a PDF on the image endpoint',
      IMAGE,
      'x.pdf',
      PDF,
      /please upload jpg, jpeg, png, gif format/,
    ],
    ['a name without extension', COMMON, 'README', 'hi', /File format incorrect/],
    ['zero bytes', COMMON, 'empty.txt', '', /empty/],
    [
      'an image over 1 MB',
      IMAGE,
      'big.png',
      Buffer.alloc(MB + 1, 1),
      /maximum allowed size is 1 MB/,
    ],
    [
      'an editor image over 204800 bytes',
      `${IMAGE}?typeFile=ueditor`,
      'big.jpg',
      Buffer.alloc(204_801, 1),
      /maximum allowed size is 200 KB/,
    ],
    [
      'a content image over 204800 bytes',
      '/business/article/contentUpload',
      'big.gif',
      Buffer.alloc(204_801, 1),
      /200 KB/,
    ],
    [
      'a file over 5 MB',
      FILE,
      'big.pdf',
      Buffer.alloc(5 * MB + 1, 1),
      /maximum allowed size is 5 MB/,
    ],
    ['text with NUL', COMMON, 'a.txt', 'a\0b', /UTF-8 text without NUL/],
    ['text that is not UTF-8', COMMON, 'a.csv', Buffer.from([0x61, 0xff, 0xfe, 0x62]), /UTF-8/],
    ['HTML saved as .txt', FILE, 'a.txt', '<!DOCTYPE html><script>x</script>', /UTF-8 text/],
    [
      'a PNG declaring 20000×20000 pixels',
      IMAGE,
      'bomb.png',
      pngDeclaring(20_000, 20_000),
      /too many pixels \(20000×20000\)/,
    ],
    ['a truncated PNG', IMAGE, 't.png', truncatedPng, /Failed to read image file/],
    ['a name over 100 characters', COMMON, `${'n'.repeat(101)}.txt`, 'x', /at most 100 characters/],
  ];

  for (const [what, url, filename, bytes, msg] of cases) {
    it(`refuses ${what}`, async () => {
      const rows = await fileRows(env.app);
      const files = listFiles(env.root);
      const value = typeof bytes === 'function' ? await bytes() : bytes;
      const res = await upload(env.app, url, { filename, value }, { token: env.token, lang: 'en' });
      const path = url.split('?')[0] ?? url;
      expectContract(res, 'post', path);
      expect(res.statusCode).toBe(200);
      const body = res.json<Body>();
      expect(body.code).toBe(500);
      expect(body.msg).toMatch(msg);
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
    const sendText = (url: string, fields?: Record<string, string>) =>
      upload(env.app, url, { filename: 'a.txt', value: 'x' }, { token: env.token, fields });
    const other = await sendText(COMMON);
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
    const badQuery = await sendText(`${FILE}?bizType=%3Cscript%3E`);
    expect(badQuery.statusCode).toBe(400);
    const badField = await sendText(FILE, { bizId: '../x' });
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
