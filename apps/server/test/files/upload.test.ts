import { readFileSync } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { sysFile } from '../../src/db/schema';
import { expectContract } from '../contract';
import { API } from '../helper';
import { PDF, image, listFiles, upload, useFilesApp, xlsx } from './fixtures';

const env = useFilesApp();

type Body = { code: number; msg: string; [key: string]: unknown };

/** Uploads one file to /common/upload and returns the bytes that were stored. */
async function storedCopy(filename: string, value: Buffer): Promise<Buffer> {
  const res = await upload(env.app, '/common/upload', { filename, value }, { token: env.token });
  const body = res.json<Body & { newFileName: string }>();
  expect(body.code).toBe(200);
  return readFileSync(path.join(env.root, 'upload', body.newFileName));
}

describe('uploads that are accepted', () => {
  it('POST /common/upload answers the RuoYi shape and stores the bytes under their hash', async () => {
    const res = await upload(
      env.app,
      '/common/upload',
      {
        filename: 'report.pdf',
        value: PDF,
        contentType: 'application/pdf',
      },
      { token: env.token },
    );
    expectContract(res, 'post', '/common/upload');
    const body = res.json<Body & { url: string; fileName: string; newFileName: string }>();
    expect(body).toMatchObject({ code: 200, originalFilename: 'report.pdf' });
    expect(body.newFileName).toMatch(/^[0-9a-f]{64}\.pdf$/);
    expect(body.fileName).toBe(`/profile/upload/${body.newFileName}`);
    expect(body.url).toBe(`${API}${body.fileName}`);
    expect(readFileSync(path.join(env.root, 'upload', body.newFileName))).toEqual(PDF);
  });

  it('POST /upload/titleUpload returns the URL in msg and records width and height', async () => {
    const png = await image('png', 100, 140);
    const res = await upload(
      env.app,
      '/upload/titleUpload',
      { filename: 'cover.png', value: png },
      {
        token: env.token,
        fields: { typeFile: 'title' },
      },
    );
    expectContract(res, 'post', '/upload/titleUpload');
    const body = res.json<Body & { fileName: string }>();
    expect(body.code).toBe(200);
    expect(body.msg).toBe(`${API}${body.fileName}`);
    const key = body.fileName.split('/').pop() ?? '';
    const [row] = await env.app.db.select().from(sysFile).where(eq(sysFile.storageKey, key));
    expect(row).toMatchObject({ name: 'cover.png', type: 'png', width: 100, height: 140 });
  });

  it('POST /upload/titleUpload?typeFile=ueditor and contentUpload accept small JPEG and GIF', async () => {
    const jpg = await image('jpeg', 30, 30);
    const editor = await upload(
      env.app,
      '/upload/titleUpload?typeFile=ueditor',
      {
        filename: 'photo.JPEG',
        value: jpg,
      },
      { token: env.token },
    );
    expectContract(editor, 'post', '/upload/titleUpload');
    expect(editor.json<Body>().msg).toMatch(/\/profile\/upload\/[0-9a-f]{64}\.jpg$/);
    const gif = await upload(
      env.app,
      '/business/article/contentUpload',
      {
        filename: 'anim.gif',
        value: await image('gif'),
      },
      { token: env.token },
    );
    expectContract(gif, 'post', '/business/article/contentUpload');
    expect(gif.json<Body>()).toMatchObject({ code: 200 });
    expect(gif.json<Body>().msg).toMatch(/\.gif$/);
  });

  it('POST /upload/fileUpload returns the record; a retried upload stores one copy', async () => {
    const book = await xlsx();
    const filesBefore = listFiles(env.root).length;
    const send = () =>
      upload(
        env.app,
        '/upload/fileUpload',
        { filename: '名单 (1).xlsx', value: book },
        {
          token: env.token,
          fields: { bizType: 'library', bizId: '42' },
        },
      );
    const first = await send();
    expectContract(first, 'post', '/upload/fileUpload');
    const a = first.json<{ data: Record<string, unknown> }>().data;
    expect(a).toMatchObject({
      name: '名单 (1).xlsx',
      type: 'xlsx',
      bizType: 'library',
      bizId: '42',
    });
    expect(a.size).toBe(book.length);
    const second = await send();
    const b = second.json<{ data: Record<string, unknown> }>().data;
    expect(b.url).toBe(a.url);
    expect(b.id).not.toBe(a.id);
    expect(b.pkId).not.toBe(a.pkId);
    expect(listFiles(env.root).length).toBe(filesBefore + 1);
    const drafts = await upload(
      env.app,
      '/upload/drafts/fileUpload',
      { filename: 'notes.csv', value: 'a,b\n1,"é"\n' },
      { token: env.token },
    );
    expectContract(drafts, 'post', '/upload/drafts/fileUpload');
    expect(drafts.json<{ data: { type: string } }>().data.type).toBe('csv');
  });

  it('strips image metadata (EXIF) when re-encoding', async () => {
    const tagged = await sharp({
      create: { width: 16, height: 16, channels: 3, background: '#808080' },
    })
      .jpeg()
      .withExif({ IFD0: { Copyright: 'SecretOwner', Artist: 'SecretArtist' } })
      .toBuffer();
    expect(tagged.includes(Buffer.from('SecretOwner'))).toBe(true);
    const stored = await storedCopy('exif.jpg', tagged);
    expect(stored.includes(Buffer.from('SecretOwner'))).toBe(false);
    expect((await sharp(stored).metadata()).exif).toBeUndefined();
  });

  it('re-encodes images, dropping data appended after the image (polyglots)', async () => {
    const png = await image('png', 20, 20, '#123456');
    const polyglot = Buffer.concat([png, Buffer.from('<script>alert(1)</script>')]);
    const stored = await storedCopy('x.png', polyglot);
    expect(stored.includes(Buffer.from('<script>'))).toBe(false);
  });
});
