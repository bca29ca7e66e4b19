import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { downloadHeaders, sendDownload } from '../../files/content-disposition';
import { IMAGE_EXTENSIONS, mimeOfStoredExt } from '../../files/file-types';
import { isPrivateLibraryKey, originalNameOf } from '../../files/records';
import { checkRelativePath } from '../../files/safe-path';
import {
  type LocalDiskStorage,
  STORAGE_KEY_PATTERN,
  type StoredObject,
  TEMP_NAME_PATTERN,
  type TempFiles,
} from '../../files/storage';
import { tr } from '../../i18n/messages';
import { defineRoutes } from '../../resources';

/** A checked download target: an upload by key or a temporary file by name. */
type Target = { area: 'upload'; key: string } | { area: 'tmp'; name: string };

/** Parses a path relative to the storage root (`upload/<key>` or `tmp/<name>`); undefined if unsafe. */
export function parseTarget(relative: string): Target | undefined {
  const segments = checkRelativePath(relative);
  if (!segments || segments.length !== 2) return undefined;
  const [area = '', name = ''] = segments;
  if (area === 'upload' && STORAGE_KEY_PATTERN.test(name)) return { area, key: name };
  if (area === 'tmp' && TEMP_NAME_PATTERN.test(name)) return { area, name };
  return undefined;
}

interface Options {
  storage: LocalDiskStorage;
  tempFiles: TempFiles;
}

/** The download routes stand at the API root (contract paths, validation, requirement). */
const files = defineRoutes({ path: '', permission: '' });

/** `/common/download`, `/common/download/resource` and the served `/profile/upload/{key}`. */
export const downloadRoutes: FastifyPluginAsync<Options> = async (app, { storage, tempFiles }) => {
  const invalid = (request: FastifyRequest, reply: FastifyReply) =>
    reply.code(400).send({ code: 400, msg: tr(request, 'files.download.invalidPath') });
  const notFound = (request: FastifyRequest, reply: FastifyReply) =>
    reply.code(404).send({ code: 404, msg: tr(request, 'files.download.notFound') });

  async function send(
    request: FastifyRequest,
    reply: FastifyReply,
    target: Target,
    deleteAfter: boolean,
  ) {
    const segments = target.area === 'upload' ? ['upload', target.key] : ['tmp', target.name];
    const object: StoredObject | undefined = await storage.openRelative(segments);
    if (!object) return notFound(request, reply);
    const name =
      target.area === 'upload'
        ? ((await originalNameOf(app.db, target.key)) ?? target.key)
        : target.name.slice(target.name.indexOf('_') + 1);
    if (deleteAfter && target.area === 'tmp') {
      const { name: tmpName } = target;
      object.stream.once('close', () => {
        if (object.stream.readableEnded) void tempFiles.delete(tmpName).catch(() => undefined);
      });
    }
    return sendDownload(reply, name, object);
  }

  const routes = files.on(app);
  routes.get<{ Querystring: { fileName: string; delete?: boolean } }>(
    '/common/download',
    'authenticated',
    async (request, reply) => {
      const target = parseTarget(request.query.fileName);
      if (!target) return invalid(request, reply);
      const deleteAfter = request.query.delete === true;
      // RuoYi's delete flag is for one-shot export files; uploads are never deleted here.
      if (deleteAfter && target.area !== 'tmp')
        return reply.send({ code: 500, msg: tr(request, 'files.download.deleteRefused') });
      return send(request, reply, target, deleteAfter);
    },
  );

  routes.get<{ Querystring: { resource: string } }>(
    '/common/download/resource',
    'authenticated',
    async (request, reply) => {
      let resource = request.query.resource;
      if (resource.startsWith(`${app.prefix}/`)) resource = resource.slice(app.prefix.length);
      if (!resource.startsWith('/profile/')) return invalid(request, reply);
      const target = parseTarget(resource.slice('/profile/'.length));
      if (!target) return invalid(request, reply);
      return send(request, reply, target, false);
    },
  );

  // Anonymous so images embedded in content load in <img> tags; only content keys are served.
  // A private library document's file is not: it goes through a download application (signed
  // link) or the signed-in /common/download/resource; the library accepts images too.
  routes.get<{ Params: { key: string } }>(
    '/profile/upload/{key}',
    'anonymous',
    async (request, reply) => {
      const { key } = request.params;
      if (!STORAGE_KEY_PATTERN.test(key)) return invalid(request, reply);
      if (await isPrivateLibraryKey(app.db, key)) return notFound(request, reply);
      const object = await storage.get(key);
      if (!object) return notFound(request, reply);
      const ext = key.slice(key.indexOf('.') + 1);
      const headers = IMAGE_EXTENSIONS.has(ext)
        ? {
            'x-content-type-options': 'nosniff',
            'content-security-policy': "default-src 'none'; sandbox",
          }
        : downloadHeaders((await originalNameOf(app.db, key)) ?? key);
      return reply
        .headers(headers)
        .header('cache-control', 'public, max-age=31536000, immutable')
        .type(IMAGE_EXTENSIONS.has(ext) ? mimeOfStoredExt(ext) : 'application/octet-stream')
        .header('content-length', object.size)
        .send(object.stream);
    },
  );
};
