import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { POLICIES, type UploadPolicy, formatBytes } from '../../files/file-types';
import { inspectUpload } from '../../files/inspect-upload';
import { type FileRecordView, insertFileRecord } from '../../files/records';
import type { Storage } from '../../files/storage';
import { tr } from '../../i18n/messages';
import { requestSchema } from '../../plugins/contract';

interface UploadQuery {
  typeFile?: string;
  bizType?: string;
  bizId?: string;
}

const FIELD_PATTERN: Record<keyof UploadQuery, RegExp> = {
  typeFile: /^[A-Za-z0-9_-]{0,32}$/,
  bizType: /^[A-Za-z0-9_:-]{0,64}$/,
  bizId: /^[A-Za-z0-9_:-]{0,64}$/,
};

type Accepted = { stored: FileRecordView; key: string; fileName: string };

/** Multipart limits: one file of at most `fileSize` bytes and a few short fields. */
export const multipartLimits = (fileSize: number) => ({
  fileSize,
  files: 1,
  fields: 5,
  parts: 6,
  fieldNameSize: 64,
  fieldSize: 1024,
  headerPairs: 100,
});

const isTooLarge = (error: unknown) =>
  (error as { code?: string } | null)?.code === 'FST_REQ_FILE_TOO_LARGE';

/**
 * Reads the single `file` part, checks it against `policy` (typeFile may switch it), stores it
 * and records it. Answers the refusal itself and returns undefined when the upload is refused.
 */
async function receive(
  app: Parameters<FastifyPluginAsync>[0],
  storage: Storage,
  request: FastifyRequest<{ Querystring: UploadQuery }>,
  reply: FastifyReply,
  pickPolicy: (fields: UploadQuery) => UploadPolicy,
  routeMaxBytes: number,
): Promise<Accepted | undefined> {
  const badRequest = (msg: string) => void reply.code(400).send({ code: 400, msg });
  if (!request.isMultipart()) return badRequest(tr(request, 'files.upload.noFile'));
  const part = await request.file({ limits: multipartLimits(routeMaxBytes) });
  if (!part || part.fieldname !== 'file') return badRequest(tr(request, 'files.upload.noFile'));
  // Form fields sent before the file complete the query string (the query string wins).
  const fields: UploadQuery = { ...request.query };
  for (const name of ['typeFile', 'bizType', 'bizId'] as const) {
    const field = part.fields[name];
    if (fields[name] !== undefined || !field || Array.isArray(field) || field.type !== 'field')
      continue;
    const value = String(field.value);
    if (!FIELD_PATTERN[name].test(value))
      return badRequest(tr(request, 'files.upload.badField', name));
    fields[name] = value;
  }
  const policy = pickPolicy(fields);
  const refuse = (msg: string) => void reply.send({ code: 500, msg });
  let bytes: Buffer;
  try {
    bytes = await part.toBuffer();
  } catch (error) {
    if (!isTooLarge(error)) throw error;
    return refuse(tr(request, 'files.upload.tooLarge', formatBytes(policy.maxBytes)));
  }
  if (bytes.length > policy.maxBytes)
    return refuse(tr(request, 'files.upload.tooLarge', formatBytes(policy.maxBytes)));
  const upload = await inspectUpload(bytes, part.filename, policy);
  if (!upload.ok) return refuse(tr(request, upload.key, ...upload.args));
  const key = await storage.put(upload.bytes, { ext: upload.ext, contentType: upload.mime });
  const fileName = `/profile/upload/${key}`;
  const session = request.session;
  const stored = await insertFileRecord(app.db, {
    upload,
    key,
    url: `${app.prefix}${fileName}`,
    bizType: fields.bizType ?? '',
    bizId: fields.bizId ?? '',
    uploader: session ? { userId: session.userId, userName: session.userName } : undefined,
  });
  return { stored, key, fileName };
}

const imagePolicy = (fields: UploadQuery) =>
  fields.typeFile === 'ueditor' ? POLICIES.editorImage : POLICIES.image;

/** The upload endpoints of spec §7 (multipart field `file`, any signed-in user). */
export const uploadRoutes: FastifyPluginAsync<{ storage: Storage }> = async (app, { storage }) => {
  const operLog = { title: '文件上传', businessType: 'INSERT' } as const;
  const config = { auth: 'authenticated', operLog } as const;

  /** One upload endpoint: `answer` turns the stored file into the route's RuoYi envelope. */
  const uploadRoute = (
    url: string,
    pickPolicy: (fields: UploadQuery) => UploadPolicy,
    routeMaxBytes: number,
    answer: (done: Accepted, request: FastifyRequest) => Record<string, unknown>,
  ) =>
    app.post<{ Querystring: UploadQuery }>(
      url,
      { schema: requestSchema(app.openapi, 'post', url), config },
      async (request, reply) => {
        const done = await receive(app, storage, request, reply, pickPolicy, routeMaxBytes);
        if (!done) return reply;
        return answer(done, request);
      },
    );

  uploadRoute(
    '/common/upload',
    () => POLICIES.file,
    POLICIES.file.maxBytes,
    (done, request) => ({
      code: 200,
      msg: tr(request, 'success'),
      url: done.stored.url,
      fileName: done.fileName,
      newFileName: done.key,
      originalFilename: done.stored.name,
    }),
  );

  uploadRoute('/upload/titleUpload', imagePolicy, POLICIES.image.maxBytes, (done) => ({
    code: 200,
    msg: done.stored.url,
    fileName: done.fileName,
  }));

  for (const url of ['/upload/fileUpload', '/upload/drafts/fileUpload']) {
    uploadRoute(
      url,
      () => POLICIES.file,
      POLICIES.file.maxBytes,
      (done, request) => ({ code: 200, msg: tr(request, 'success'), data: done.stored }),
    );
  }

  uploadRoute(
    '/business/article/contentUpload',
    () => POLICIES.editorImage,
    POLICIES.editorImage.maxBytes,
    (done) => ({ code: 200, msg: done.stored.url }),
  );
};
