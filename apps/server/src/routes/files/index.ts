import multipart from '@fastify/multipart';
import type { FastifyPluginAsync } from 'fastify';
import { MAX_UPLOAD_BYTES } from '../../files/file-types';
import { type LocalDiskStorage, TempFiles } from '../../files/storage';
import { downloadRoutes } from './download';
import { multipartLimits, uploadRoutes } from './upload';

export interface FilesRoutesOptions {
  /** A ready storage (tests); otherwise the app's `storage` (local disk under `<dataDir>/files`). */
  storage?: LocalDiskStorage;
}

/** Upload, download and file-record routes (issue 5). */
export const filesRoutes: FastifyPluginAsync<FilesRoutesOptions> = async (app, options) => {
  const storage = options.storage ?? app.storage;
  const tempFiles = new TempFiles(storage.root);
  // Multipart only inside this area, with strict limits (per-route file sizes are lower).
  await app.register(multipart, {
    throwFileSizeLimit: true,
    limits: multipartLimits(MAX_UPLOAD_BYTES),
  });
  await app.register(uploadRoutes, { storage });
  await app.register(downloadRoutes, { storage, tempFiles });
};
