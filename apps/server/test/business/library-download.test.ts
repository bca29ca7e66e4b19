import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { components } from '@wcm/openapi/request-bodies';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sysFile, wcmLibrary, wcmMailOutbox } from '../../src/db/schema';
import { demoPdf, seedBusinessLibrary } from '../../src/db/seed/business-library';
import { API, buildExtraApp, clock, getApp, getShared } from '../helper';
import { type SmtpSink, startSmtpSink } from '../mail/smtp-sink';
import { adminToken, expectOk, json, sendOk } from '../org/fixtures';
import { businessCtx, upload } from './fixtures';

type Doc = components['schemas']['BizLibraryDoc'];
type Apply = {
  applyId: number;
  auditStatus: string;
  downloadStatus: string;
  downloadTime: string | null;
  linkExpireTime: string | null;
};

let token = '';
beforeAll(async () => {
  token = await businessCtx();
});

async function addDoc(title: string, fileId: string, visibility = 'private') {
  return json('POST', '/business/library', {
    token,
    payload: { title, fileId, language: 'en', visibility, materialType: 'manual', tags: 'a, b,a' },
    headers: { 'accept-language': 'en' },
    contract: '/business/library',
  });
}

async function docByTitle(title: string) {
  const list = await json<{ rows: Doc[] }>('GET', '/business/library/list', {
    token,
    query: { title },
    contract: '/business/library/list',
  });
  return list.rows[0] as Doc;
}

describe('document library', () => {
  it('lists seeded documents', async () => {
    const list = await json<{ rows: Doc[]; total: number }>('GET', '/business/library/list', {
      token,
      query: { visibility: 'private' },
    });
    expect(list.total).toBeGreaterThan(0);
    expect(list.rows.every((d) => d.visibility === 'private' && d.fileSize > 0)).toBe(true);
  });

  it('adds a document from an upload (size and type computed), replaces its file keeping the record', async () => {
    const first = await upload(token, 'manual-v1.pdf', demoPdf(['Manual v1']));
    expectOk(first);
    const title = `Manual ${randomBytes(3).toString('hex')}`;
    expectOk(await addDoc(title, first.data?.id ?? ''));
    const doc = await docByTitle(title);
    expect(doc).toMatchObject({
      fileName: 'manual-v1.pdf',
      fileType: 'pdf',
      fileSize: first.data?.size,
    });
    const second = await upload(token, 'manual-v2.pdf', demoPdf(['Manual v2', 'longer text here']));
    await sendOk('PUT', '/business/library', {
      token,
      payload: {
        docId: doc.docId,
        title,
        fileId: second.data?.id,
        language: 'en',
        visibility: 'private',
      },
    });
    const replaced = await json<{ data: Doc }>('GET', `/business/library/${doc.docId}`, {
      token,
      contract: '/business/library/{docId}',
    });
    expect(replaced.data).toMatchObject({
      docId: doc.docId,
      fileName: 'manual-v2.pdf',
      fileSize: second.data?.size,
    });
    expect(replaced.data.fileSize).not.toBe(doc.fileSize);
  });

  it('puts the demo files back when the file storage was wiped', async () => {
    const { database } = await getShared();
    const app = await getApp();
    const [seeded] = await database.db
      .select()
      .from(wcmLibrary)
      .where(eq(wcmLibrary.fileName, 'booster-set-wiring.pdf'));
    expect(seeded).toBeDefined();
    await app.storage.delete(seeded?.storageKey ?? '');
    expect(await app.storage.exists(seeded?.storageKey ?? '')).toBe(false);
    await seedBusinessLibrary({ db: database.db, storage: app.storage });
    expect(await app.storage.exists(seeded?.storageKey ?? '')).toBe(true);
  });

  it('keeps a document while applications for it are pending', async () => {
    const up = await upload(token, 'guard.pdf', demoPdf(['Guarded']));
    const title = `Guarded ${randomBytes(3).toString('hex')}`;
    expectOk(await addDoc(title, up.data?.id ?? ''));
    const doc = await docByTitle(title);
    expectOk(
      await json('POST', '/business/download', {
        token,
        payload: { docId: doc.docId, applicantName: 'Kenji Sato', email: 'kenji@example.jp' },
      }),
    );
    const refused = await json('DELETE', `/business/library/${doc.docId}`, {
      token,
      headers: { 'accept-language': 'en' },
    });
    expect(refused).toEqual({
      code: 500,
      msg: `Document "${title}" still has pending download applications and cannot be deleted`,
    });
    const options = await json<{ data: Doc[] }>('GET', '/business/library/optionselect', {
      token,
      contract: '/business/library/optionselect',
    });
    expect(options.data.some((d) => d.docId === doc.docId)).toBe(true);
  });

  it('refuses executables, also when renamed', async () => {
    const exe = Buffer.concat([Buffer.from('MZ\x90\x00\x03\x00\x00\x00'), randomBytes(200)]);
    const named = await upload(token, 'setup.exe', exe, 'application/octet-stream');
    expect(named.code).toBe(500);
    const renamed = await upload(token, 'brochure.pdf', exe);
    expect(renamed.code).toBe(500);
    const apk = await upload(token, 'app.apk.pdf', demoPdf(['x']));
    expect(apk.code).toBe(500);
    // A record that somehow names an executable is refused by the library itself.
    const { database } = await getShared();
    const id = randomBytes(16).toString('hex');
    await database.db.insert(sysFile).values({
      id,
      url: '/profile/upload/x',
      name: 'tool.sh',
      size: 10,
      type: 'sh',
      contentType: 'text/plain',
      storageKey: `${'0'.repeat(64)}.txt`,
      sha256: '0'.repeat(64),
    });
    expect(await addDoc('Script', id)).toEqual({
      code: 500,
      msg: 'Files of type sh cannot be uploaded to the library',
    });
    expect(await addDoc('Missing', 'f'.repeat(32))).toEqual({
      code: 500,
      msg: 'The file does not exist, please upload it again',
    });
  });
});

describe('download applications', () => {
  let sink: SmtpSink;
  let app: FastifyInstance;

  beforeAll(async () => {
    sink = await startSmtpSink();
    // Same data folder as the shared app: same file storage and server secret.
    const { dataDir } = await getShared();
    app = await buildExtraApp({
      dataDir,
      smtpUrl: sink.url,
      mailFrom: 'Hydroflux <docs@example.com>',
    });
  });
  afterAll(async () => {
    await app.close();
    await sink.close();
  });

  const call = async (method: 'GET' | 'PUT' | 'POST', url: string, payload?: object) =>
    app.inject({
      method,
      url: `${API}${url}`,
      headers: { authorization: `Bearer ${token}`, 'accept-language': 'en' },
      ...(payload ? { payload } : {}),
    });

  it('apply, approve in batch, mail with a signed link, first download recorded', async () => {
    const pdf = demoPdf(['Private drawing']);
    const up = await upload(token, 'drawing.pdf', pdf);
    const title = `Drawing ${randomBytes(3).toString('hex')}`;
    expectOk(await addDoc(title, up.data?.id ?? ''));
    const doc = await docByTitle(title);
    const ids: number[] = [];
    for (const who of ['Alice', 'Bob']) {
      const email = `${who.toLowerCase()}-${randomBytes(2).toString('hex')}@example.org`;
      await sendOk('POST', '/business/download', {
        token,
        payload: { docId: doc.docId, applicantName: who, email, phone: '+33 1 23' },
      });
      const list = await json<{ rows: Array<Apply & { fileName: string }> }>(
        'GET',
        '/business/download/list',
        { token, query: { email }, contract: '/business/download/list' },
      );
      expect(list.rows[0]).toMatchObject({
        fileName: title,
        auditStatus: '0',
        downloadStatus: '0',
      });
      ids.push(list.rows[0]?.applyId ?? 0);
    }
    const before = sink.messages.length;
    expectOk(
      (await call('PUT', '/business/download/audit', { applyIds: ids, action: 'approve' })).json(),
    );
    // Deciding twice is refused.
    expect(
      (
        await call('PUT', '/business/download/audit', { applyIds: [ids[0]], action: 'refuse' })
      ).json(),
    ).toMatchObject({ code: 500 });
    await app.mail.deliverNow();
    const mails = (await sink.waitFor(before + 2)).slice(before);
    const mail = mails.find((m) => m.raw.includes('Hello Alice'));
    expect(mail?.raw).toContain(title);
    const { database } = await getShared();
    const queued = await database.db
      .select()
      .from(wcmMailOutbox)
      .where(eq(wcmMailOutbox.refId, String(ids[0])));
    expect(queued.find((m) => m.kind === 'download.approved')).toBeDefined();
    const link = (await call('GET', `/business/download/link/${ids[0]}`)).json<{
      data: { url: string };
    }>().data.url;
    expect(mail?.raw.replace(/=\r?\n/g, '').replace(/=3D/g, '=')).toContain(link.split('?')[1]);
    const path = link.slice(link.indexOf(API));
    // A tampered signature or applyId is refused.
    const tampered = path.replace(/sig=./, (m) => (m.endsWith('A') ? 'sig=B' : 'sig=A'));
    expect((await app.inject({ method: 'GET', url: tampered })).statusCode).toBe(403);
    const otherId = path.replace(`/file/${ids[0]}?`, `/file/${ids[1]}?`);
    expect((await app.inject({ method: 'GET', url: otherId })).statusCode).toBe(403);
    const file = await app.inject({ method: 'GET', url: path });
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.equals(pdf)).toBe(true);
    expect(file.headers['content-disposition']).toContain('drawing.pdf');
    const after = await json<{ data: Apply }>('GET', `/business/download/${ids[0]}`, {
      token,
      contract: '/business/download/{applyId}',
    });
    expect(after.data).toMatchObject({ auditStatus: '1', downloadStatus: '1' });
    const firstTime = after.data.downloadTime;
    expect(firstTime).not.toBeNull();
    clock.advance(5_000);
    expect((await app.inject({ method: 'GET', url: path })).statusCode).toBe(200);
    const again = await json<{ data: Apply }>('GET', `/business/download/${ids[0]}`, { token });
    expect(again.data.downloadTime).toBe(firstTime);
    // The other applicant has not downloaded yet.
    const bob = await json<{ data: Apply }>('GET', `/business/download/${ids[1]}`, { token });
    expect(bob.data.downloadStatus).toBe('0');
    // After seven days the link is dead.
    clock.advance(8 * 24 * 3600 * 1000);
    const expired = await app.inject({ method: 'GET', url: path });
    expect(expired.statusCode).toBe(403);
    expect(expired.json()).toMatchObject({ code: 403 });
  });

  it('refuses an application with a mail and no link', async () => {
    // The clock moved past the session's lifetime above.
    token = await adminToken();
    const list = await json<{ rows: Apply[] }>('GET', '/business/download/list', {
      token,
      query: { auditStatus: '0' },
    });
    const pending = list.rows[0];
    expect(pending).toBeDefined();
    expectOk(
      (
        await call('PUT', '/business/download/audit', {
          applyIds: [pending?.applyId],
          action: 'refuse',
          reason: 'Distributors only',
        })
      ).json(),
    );
    const link = (await call('GET', `/business/download/link/${pending?.applyId}`)).json();
    expect(link).toEqual({
      code: 500,
      msg: 'The application is not approved and has no download link',
    });
  });
});
