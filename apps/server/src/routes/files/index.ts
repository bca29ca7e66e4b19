import path from 'node:path';
import multipart from '@fastify/multipart';
import type { FastifyPluginAsync } from 'fastify';
import { MAX_UPLOAD_BYTES } from '../../files/file-types';
import { LocalDiskStorage, TempFiles } from '../../files/storage';
import { downloadRoutes } from './download';
import { multipartLimits, uploadRoutes } from './upload';

export interface FilesRoutesOptions {
  /**
   * The app's data directory; files live in `<dataDir>/files`. Until app.ts passes it, the
   * `DATA_DIR` environment variable (or `./data`) is used, as `loadConfig` resolves it.
   */
  dataDir?: string;
  /** A ready storage (tests); otherwise local disk under `<dataDir>/files`. */
  storage?: LocalDiskStorage;
}

/** Upload, download and file-record routes (issue 5). */
export const filesRoutes: FastifyPluginAsync<FilesRoutesOptions> = async (app, options) => {
  const dataDir = path.resolve(
    options.dataDir ?? (process.env.DATA_DIR ? process.env.DATA_DIR : './data'),
  );
  const storage = options.storage ?? new LocalDiskStorage(path.join(dataDir, 'files'));
  const tempFiles = new TempFiles(storage.root);
  // Multipart only inside this area, with strict limits (per-route file sizes are lower).
  await app.register(multipart, {
    throwFileSizeLimit: true,
    limits: multipartLimits(MAX_UPLOAD_BYTES),
  });
  await app.register(uploadRoutes, { storage });
  await app.register(downloadRoutes, { storage, tempFiles });
};
