import { isApiError } from '@wcm/console-core';
import { describe, expect, it } from 'vitest';

import { createUploaders } from './create-uploaders';
import { makeTestConsole } from './test-console.test-helper';

interface Sent {
  url: string;
  method: string;
  headers: Headers;
  form: FormData;
}

function server(answer: unknown, status = 200) {
  const sent: Sent[] = [];
  const fetchImpl = async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(input, init);
    sent.push({
      url: request.url,
      method: request.method,
      headers: request.headers,
      form: await request.formData(),
    });
    return new Response(JSON.stringify(answer), {
      status,
      headers: { 'Content-Type': 'application/json' },
    });
  };
  const { wcm, presenter } = makeTestConsole(fetchImpl as typeof fetch);
  return { uploaders: createUploaders(wcm), sent, presenter, wcm };
}

const file = () => new File(['%PDF-1.4'], 'report.pdf', { type: 'application/pdf' });
const image = () => new File([new Uint8Array(8)], 'cover.png', { type: 'image/png' });

describe('createUploaders', () => {
  it('uploadFile posts multipart `file` to /common/upload with the Bearer token', async () => {
    const { uploaders, sent } = server({
      code: 200,
      msg: 'ok',
      url: 'http://host/prod-api/profile/upload/2026/11/22/report_1A001.pdf',
      fileName: '/profile/upload/2026/11/22/report_1A001.pdf',
      newFileName: 'report_1A001.pdf',
      originalFilename: 'report.pdf',
    });
    const progress: number[] = [];
    const result = await uploaders.uploadFile(file(), (p) => progress.push(p));
    expect(result).toEqual({
      name: 'report.pdf',
      url: '/prod-api/profile/upload/2026/11/22/report_1A001.pdf',
      fileName: '/profile/upload/2026/11/22/report_1A001.pdf',
      size: 8,
    });
    expect(progress).toEqual([100]);
    const [request] = sent;
    expect(request?.method).toBe('POST');
    expect(new URL(request!.url, 'http://x').pathname).toBe('/prod-api/common/upload');
    expect(request?.headers.get('Authorization')).toBe('Bearer test-token');
    expect(request?.headers.get('Content-Type')).toMatch(/^multipart\/form-data; boundary=/);
    expect(request?.headers.has('repeatSubmit')).toBe(false);
    expect((request?.form.get('file') as File).name).toBe('report.pdf');
  });

  it('uploadImage posts `file` and `typeFile` to /upload/titleUpload and resolves msg', async () => {
    const { uploaders, sent } = server({
      code: 200,
      msg: '/profile/title/cover.png',
      fileName: 'cover.png',
    });
    await expect(uploaders.uploadImage(image())).resolves.toBe('/prod-api/profile/title/cover.png');
    expect(new URL(sent[0]!.url, 'http://x').pathname).toBe('/prod-api/upload/titleUpload');
    expect(sent[0]?.form.get('typeFile')).toBe('title');
  });

  it('uploadEditorImage uses ?typeFile=ueditor and keeps absolute URLs', async () => {
    const { uploaders, sent } = server({ code: 200, msg: 'https://cdn.test/e.png' });
    await expect(uploaders.uploadEditorImage(image())).resolves.toBe('https://cdn.test/e.png');
    const url = new URL(sent[0]!.url, 'http://x');
    expect(url.pathname).toBe('/prod-api/upload/titleUpload');
    expect(url.searchParams.get('typeFile')).toBe('ueditor');
  });

  it('uploadRecord reads the record from /upload/fileUpload (or the drafts path)', async () => {
    const { uploaders, sent } = server({
      code: 200,
      data: {
        pkId: 7,
        id: 'a1',
        url: '/profile/x.png',
        name: 'x.png',
        size: 8,
        type: 'image/png',
        bizType: 'title',
        bizId: null,
      },
    });
    await expect(uploaders.uploadRecord(image(), { drafts: true })).resolves.toEqual({
      name: 'x.png',
      url: '/prod-api/profile/x.png',
      fileName: '/profile/x.png',
      size: 8,
      id: 'a1',
    });
    expect(new URL(sent[0]!.url, 'http://x').pathname).toBe('/prod-api/upload/drafts/fileUpload');
  });

  it('rejects with the server message and shows nothing itself', async () => {
    const { uploaders, presenter } = server({ code: 500, msg: 'File type not allowed' });
    const error: unknown = await uploaders.uploadFile(file()).catch((e: unknown) => e);
    expect(isApiError(error) && error.message).toBe('File type not allowed');
    expect(isApiError(error) && error.kind).toBe('code');
    expect(presenter.calls).toEqual([]);
  });

  it('rejects an answer without an address', async () => {
    const { uploaders } = server({ code: 200, msg: '' });
    await expect(uploaders.uploadImage(image())).rejects.toThrow(/Unexpected answer/);
  });
});
