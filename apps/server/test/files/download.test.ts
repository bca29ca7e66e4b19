import { existsSync, mkdirSync, symlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TempFiles } from '../../src/files/storage';
import { expectContract } from '../contract';
import { API, testTempDir } from '../helper';
import { randomBytes } from 'node:crypto';
import { PDF as BASE_PDF, filesApp, image, upload } from './fixtures';

// Bytes of our own: storage is content-addressed and the suite shares one database, so the same
// bytes uploaded by another file under another name would be the name "first recorded".
const PDF = Buffer.concat([BASE_PDF, Buffer.from(`% ${randomBytes(8).toString('hex')}\n`)]);

let app: FastifyInstance;
let root: string;
let token: string;
let pdfKey: string;
let pngKey: string;
let png: Buffer;

const auth = () => ({ authorization: `Bearer ${token}` });

beforeAll(async () => {
  ({ app, root, token } = await filesApp());
  const pdf = await upload(
    app,
    '/common/upload',
    { filename: '报告 final(1).pdf', value: PDF },
    { token },
  );
  pdfKey = pdf.json<{ newFileName: string }>().newFileName;
  const img = await upload(
    app,
    '/common/upload',
    { filename: 'logo.png', value: await image('png', 12, 12) },
    { token },
  );
  pngKey = img.json<{ newFileName: string }>().newFileName;
  png = await app
    .inject({ method: 'GET', url: `${API}/profile/upload/${pngKey}` })
    .then((r) => r.rawPayload);
});
afterAll(async () => {
  await app.close();
});

const download = (query: Record<string, string>, headers = auth()) =>
  app.inject({ method: 'GET', url: `${API}/common/download`, query, headers });
const resource = (value: string, headers = auth()) =>
  app.inject({
    method: 'GET',
    url: `${API}/common/download/resource`,
    query: { resource: value },
    headers,
  });

describe('GET /common/download and /common/download/resource', () => {
  it('sends an upload as an attachment with its original name', async () => {
    const res = await download({ fileName: `upload/${pdfKey}` });
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload).toEqual(PDF);
    expect(res.headers['content-type']).toBe('application/octet-stream');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    const encoded = '%E6%8A%A5%E5%91%8A%20final%281%29.pdf';
    expect(pdfKey).toMatch(/^[0-9a-f]{64}\.pdf$/);
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="__ final(1).pdf"; filename*=UTF-8''${encoded}`,
    );
    expect(res.headers['download-filename']).toBe(encoded);
    expect(res.headers['access-control-expose-headers']).toContain('download-filename');
    const viaResource = await resource(`/profile/upload/${pdfKey}`);
    expect(viaResource.statusCode).toBe(200);
    expect(viaResource.rawPayload).toEqual(PDF);
    const withPrefix = await resource(`${API}/profile/upload/${pdfKey}`);
    expect(withPrefix.rawPayload).toEqual(PDF);
  });

  const traversal = [
    '../../../../etc/passwd',
    '..',
    'upload/../../../etc/passwd',
    'upload/..',
    '..\\..\\windows\\win.ini',
    'upload\\..\\x',
    '%2e%2e%2fetc%2fpasswd',
    '%252e%252e%252fetc%252fpasswd',
    '..%2f..%2fetc%2fpasswd',
    '....//....//etc/passwd',
    '/etc/passwd',
    '/etc/passwd.png',
    'C:\\x.png',
    'C:/x.png',
    '\\\\server\\share\\x.png',
    '//server/share/x.png',
    'upload/x\u0000.png',
    'upload/\u2025/etc/passwd',
    'upload/\uff0e\uff0e/x',
    `upload/${'a'.repeat(64)}.png/../../x`,
    'upload/.hidden',
    'upload/',
    'pglite/PG_VERSION',
    '.lock',
  ];
  for (const bad of traversal) {
    it(`refuses fileName=${JSON.stringify(bad)} with 400 and no path in the answer`, async () => {
      const res = await download({ fileName: bad });
      expect(res.statusCode).toBe(400);
      expectContract(res, 'get', '/common/download');
      expect(res.json<{ msg: string }>().msg).not.toContain('passwd');
      const viaResource = await resource(`/profile/${bad}`);
      expect(viaResource.statusCode).toBe(400);
      expectContract(viaResource, 'get', '/common/download/resource');
    });
  }

  it('refuses resources outside /profile/ and symlinks leaving the storage root', async () => {
    for (const bad of [
      '/etc/passwd',
      `upload/${pdfKey}`,
      '/profile/../../etc/passwd',
      'profile/x',
    ]) {
      const res = await resource(bad);
      expect(res.statusCode, bad).toBe(400);
    }
    const outside = testTempDir('outside-');
    writeFileSync(path.join(outside, 'secret.txt'), 'secret');
    const evilKey = `${'e'.repeat(64)}.pdf`;
    symlinkSync(path.join(outside, 'secret.txt'), path.join(root, 'upload', evilKey));
    mkdirSync(path.join(root, 'tmp'), { recursive: true });
    const evilTmp = `${'f'.repeat(32)}_secret.txt`;
    symlinkSync(path.join(outside, 'secret.txt'), path.join(root, 'tmp', evilTmp));
    for (const fileName of [`upload/${evilKey}`, `tmp/${evilTmp}`]) {
      const res = await download({ fileName });
      expect(res.statusCode, fileName).toBe(404);
      expectContract(res, 'get', '/common/download');
      expect(res.body).not.toContain('secret');
    }
    const served = await app.inject({ method: 'GET', url: `${API}/profile/upload/${evilKey}` });
    expect(served.statusCode).toBe(404);
  });

  it('answers 404 for an unknown file and 400 without fileName', async () => {
    const res = await download({ fileName: `upload/${'0'.repeat(64)}.pdf` });
    expect(res.statusCode).toBe(404);
    expectContract(res, 'get', '/common/download');
    const missing = await app.inject({
      method: 'GET',
      url: `${API}/common/download`,
      headers: auth(),
    });
    expect(missing.statusCode).toBe(400);
    expectContract(missing, 'get', '/common/download');
  });

  it('deletes after sending only temporary files; never uploads', async () => {
    const refused = await download({ fileName: `upload/${pdfKey}`, delete: 'true' });
    expectContract(refused, 'get', '/common/download');
    expect(refused.json()).toMatchObject({ code: 500 });
    expect(existsSync(path.join(root, 'upload', pdfKey))).toBe(true);

    const temp = new TempFiles(root);
    const kept = await temp.put('export.xlsx', Buffer.from('kept'));
    const keptRes = await download({ fileName: kept, delete: 'false' });
    expect(keptRes.body).toBe('kept');
    expect(keptRes.headers['download-filename']).toBe('export.xlsx');
    expect(existsSync(path.join(root, kept))).toBe(true);

    const once = await temp.put('用户 data.xlsx', Buffer.from('once'));
    const res = await download({ fileName: once, delete: 'true' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe('once');
    for (let i = 0; i < 50 && existsSync(path.join(root, once)); i++)
      await new Promise((resolve) => setTimeout(resolve, 20));
    expect(existsSync(path.join(root, once))).toBe(false);
  });

  it('refuses both download routes without a session', async () => {
    const res = await download({ fileName: `upload/${pdfKey}` }, {} as ReturnType<typeof auth>);
    expectContract(res, 'get', '/common/download');
    expect(res.json()).toMatchObject({ code: 401 });
    const viaResource = await resource(`/profile/upload/${pdfKey}`, {} as ReturnType<typeof auth>);
    expectContract(viaResource, 'get', '/common/download/resource');
    expect(viaResource.json()).toMatchObject({ code: 401 });
  });
});

describe('GET /profile/upload/{key} (no sign-in)', () => {
  it('serves images inline with their real type, nosniff and a sandbox CSP', async () => {
    const res = await app.inject({ method: 'GET', url: `${API}/profile/upload/${pngKey}` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-security-policy']).toBe("default-src 'none'; sandbox");
    expect(res.headers['content-disposition']).toBeUndefined();
    expect(res.rawPayload).toEqual(png);
    expect(png.subarray(1, 4).toString()).toBe('PNG');
  });

  it('serves anything else as an attachment', async () => {
    const res = await app.inject({ method: 'GET', url: `${API}/profile/upload/${pdfKey}` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/octet-stream');
    expect(res.headers['content-disposition']).toMatch(/^attachment; /);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

  it('answers 400 for keys outside the pattern and 404 for unknown keys', async () => {
    for (const key of ['x.png', `${'A'.repeat(64)}.png`, `${'a'.repeat(64)}.PNG`, 'a.b.c']) {
      const res = await app.inject({ method: 'GET', url: `${API}/profile/upload/${key}` });
      expect(res.statusCode, key).toBe(400);
      expectContract(res, 'get', '/profile/upload/{key}');
    }
    // Encoded traversal never reaches a file: refused by the pattern or not routed at all.
    for (const key of ['..%2F..%2Fetc%2Fpasswd', '%2e%2e', '..%5C..%5Cx']) {
      const res = await app.inject({ method: 'GET', url: `${API}/profile/upload/${key}` });
      expect([400, 404], key).toContain(res.statusCode);
      expect(res.json<{ code: number }>().code).toBe(res.statusCode);
    }
    const res = await app.inject({
      method: 'GET',
      url: `${API}/profile/upload/${'1'.repeat(64)}.png`,
    });
    expect(res.statusCode).toBe(404);
    expectContract(res, 'get', '/profile/upload/{key}');
  });
});
