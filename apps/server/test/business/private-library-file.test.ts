import { randomBytes } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { demoPdf } from '../../src/db/seed/business-library';
import { API, getApp } from '../helper';
import { call, expectOk, json } from '../org/fixtures';
import { businessCtx, upload } from './fixtures';

// Issue 14: a private library document is handed out through download applications (signed
// link) or to signed-in staff; its file is not served anonymously at /profile/upload/<key>.

type Doc = { docId: number; title: string; fileUrl: string; visibility: string };

let token = '';
beforeAll(async () => {
  token = await businessCtx();
});

const uniquePdf = () => demoPdf([`Private sheet ${randomBytes(6).toString('hex')}`]);

async function uploadId(bytes: Buffer, name = 'sheet.pdf') {
  const up = await upload(token, name, bytes);
  expectOk(up);
  return up.data?.id ?? '';
}

async function addDoc(fileId: string, visibility: 'public' | 'private') {
  const title = `Sheet ${randomBytes(4).toString('hex')}`;
  expectOk(
    await json('POST', '/business/library', {
      token,
      payload: { title, fileId, language: 'en', visibility },
    }),
  );
  const list = await json<{ rows: Doc[] }>('GET', '/business/library/list', {
    token,
    query: { title },
  });
  const doc = list.rows[0] as Doc;
  expect(doc.fileUrl).toMatch(/^\/profile\/upload\/[0-9a-f]{64}\.pdf$/);
  return doc;
}

const removeDoc = async (doc: Doc) =>
  expectOk(await json('DELETE', `/business/library/${doc.docId}`, { token }));

/** Anonymous GET of the served upload path. */
async function anonymous(fileUrl: string) {
  const app = await getApp();
  return app.inject({
    method: 'GET',
    url: `${API}${fileUrl}`,
    headers: { 'accept-language': 'en' },
  });
}

describe('files of private library documents', () => {
  it('answers 404 anonymously, like an unknown key; signed-in staff still download it', async () => {
    const pdf = uniquePdf();
    const doc = await addDoc(await uploadId(pdf), 'private');
    const hidden = await anonymous(doc.fileUrl);
    const unknown = await anonymous(`/profile/upload/${'a'.repeat(64)}.pdf`);
    expect(hidden.statusCode).toBe(404);
    expect(unknown.statusCode).toBe(404);
    expect(hidden.json()).toEqual(unknown.json());
    expect(hidden.rawPayload.includes(pdf)).toBe(false);

    const staff = await call('GET', '/common/download/resource', {
      token,
      query: { resource: doc.fileUrl },
    });
    expect(staff.statusCode).toBe(200);
    expect(staff.rawPayload.equals(pdf)).toBe(true);
    const withoutSession = await call('GET', '/common/download/resource', {
      query: { resource: doc.fileUrl },
    });
    expect(withoutSession.json()).toMatchObject({ code: 401 });
  });

  it('stays served while a public document uses the same file, and again once the private one is gone', async () => {
    const pdf = uniquePdf();
    const fileId = await uploadId(pdf);
    const secret = await addDoc(fileId, 'private');
    const open = await addDoc(fileId, 'public');
    expect(open.fileUrl).toBe(secret.fileUrl);
    const served = await anonymous(secret.fileUrl);
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload.equals(pdf)).toBe(true);

    await removeDoc(open);
    expect((await anonymous(secret.fileUrl)).statusCode).toBe(404);
    // Turning the document public serves its file.
    expectOk(
      await json('PUT', '/business/library', {
        token,
        payload: {
          docId: secret.docId,
          title: secret.title,
          fileId,
          language: 'en',
          visibility: 'public',
        },
      }),
    );
    expect((await anonymous(secret.fileUrl)).statusCode).toBe(200);
    await removeDoc(secret);
    expect((await anonymous(secret.fileUrl)).statusCode).toBe(200);
  });

  it('stays served when the same bytes were uploaded for something else', async () => {
    const pdf = uniquePdf();
    const doc = await addDoc(await uploadId(pdf), 'private');
    expect((await anonymous(doc.fileUrl)).statusCode).toBe(404);
    // Another upload of the same bytes (a product attachment, say): same key, its own record.
    await uploadId(pdf, 'datasheet.pdf');
    const served = await anonymous(doc.fileUrl);
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload.equals(pdf)).toBe(true);
  });

  it('still reaches applicants through the signed link of an approved application', async () => {
    const pdf = uniquePdf();
    const doc = await addDoc(await uploadId(pdf, 'drawing.pdf'), 'private');
    const email = `applicant-${randomBytes(3).toString('hex')}@example.org`;
    expectOk(
      await json('POST', '/business/download', {
        token,
        payload: { docId: doc.docId, applicantName: 'Ada', email },
      }),
    );
    const list = await json<{ rows: Array<{ applyId: number }> }>(
      'GET',
      '/business/download/list',
      { token, query: { email } },
    );
    const applyId = list.rows[0]?.applyId ?? 0;
    expectOk(
      await json('PUT', '/business/download/audit', {
        token,
        payload: { applyIds: [applyId], action: 'approve' },
      }),
    );
    const link = (
      await json<{ data: { url: string } }>('GET', `/business/download/link/${applyId}`, { token })
    ).data.url;
    const app = await getApp();
    const file = await app.inject({ method: 'GET', url: link.slice(link.indexOf(API)) });
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.equals(pdf)).toBe(true);
    expect((await anonymous(doc.fileUrl)).statusCode).toBe(404);
  });
});
