import { requestHeaders, type WcmConsole } from '@wcm/console-core';

import type { UploadedFile } from './types';

/** Upload functions bound to a console's client (spec section 7). */
export interface Uploaders {
  /** `POST /common/upload` (multipart `file`): a `FileUpload` entry; progress 100 at the end. */
  uploadFile(file: File, onProgress?: (percent: number) => void): Promise<UploadedFile>;
  /** `POST /upload/titleUpload` (multipart `file`, `typeFile`): the image URL (`msg`). */
  uploadImage(file: File): Promise<string>;
  /** `POST /upload/titleUpload?typeFile=ueditor` (multipart `file`): the editor image URL. */
  uploadEditorImage(file: File): Promise<string>;
  /**
   * `POST /upload/fileUpload` (or `/upload/drafts/fileUpload` with `drafts`), multipart `file`
   * and `typeFile`: the image record, as a `FileUpload` entry.
   */
  uploadRecord(file: File, options?: { drafts?: boolean }): Promise<UploadedFile>;
}

/** Options of {@link createUploaders}. */
export interface UploadersOptions {
  /** `typeFile` sent with title and record uploads. @default 'title' */
  typeFile?: string;
}

interface MultipartInit {
  body: FormData;
  bodySerializer: (body: FormData) => FormData;
  params?: { query?: Record<string, string> };
  headers: Record<string, string>;
}
// The upload paths take multipart bodies the typed client has no schema for here; at run time
// openapi-fetch joins the path to the API base and runs the same middlewares (Bearer, language,
// timeout, session expiry).
interface MultipartClient {
  POST(
    url: string,
    init: MultipartInit,
  ): Promise<{ data?: unknown; error?: unknown; response: Response }>;
}

type Body = Record<string, unknown>;

const str = (value: unknown): string | undefined =>
  typeof value === 'string' && value !== '' ? value : undefined;

function malformed(path: string): Error {
  return new Error(`Unexpected answer from ${path}`);
}

/**
 * Upload functions for `FileUpload`, `ImageUpload` and the editor, sent through the console's
 * client as multipart bodies (`bodySerializer: (b) => b`, so the browser sets the boundary) with
 * the duplicate-submit check off; answers go through `wcm.call` silently (the components show
 * the errors) and image addresses through `wcm.resolveAssetUrl`.
 */
export function createUploaders(wcm: WcmConsole, options: UploadersOptions = {}): Uploaders {
  const client = wcm.api as unknown as MultipartClient;
  const typeFile = options.typeFile ?? 'title';

  async function post(
    path: string,
    fields: Record<string, string | File>,
    query?: Record<string, string>,
  ): Promise<Body> {
    const form = new FormData();
    for (const [name, value] of Object.entries(fields)) form.append(name, value);
    const call = client.POST(path, {
      body: form,
      bodySerializer: (b) => b,
      ...(query ? { params: { query } } : {}),
      headers: requestHeaders({ repeatSubmit: false }),
    });
    const body: unknown = await wcm.call(call, { silent: true });
    if (typeof body !== 'object' || body === null) throw malformed(path);
    return body as Body;
  }

  async function titleUpload(file: File, query?: Record<string, string>): Promise<string> {
    const fields: Record<string, string | File> = query ? { file } : { file, typeFile };
    const body = await post('/upload/titleUpload', fields, query);
    const url = str(body['msg']) ?? str(body['url']);
    if (!url) throw malformed('/upload/titleUpload');
    return wcm.resolveAssetUrl(url);
  }

  return {
    async uploadFile(file, onProgress) {
      const body = await post('/common/upload', { file });
      const fileName = str(body['fileName']);
      const url = fileName ?? str(body['url']);
      if (!url) throw malformed('/common/upload');
      onProgress?.(100);
      return {
        name: str(body['originalFilename']) ?? file.name,
        url: wcm.resolveAssetUrl(url),
        ...(fileName ? { fileName } : {}),
        size: file.size,
      };
    },
    uploadImage: (file) => titleUpload(file),
    uploadEditorImage: (file) => titleUpload(file, { typeFile: 'ueditor' }),
    async uploadRecord(file, recordOptions = {}) {
      const path = recordOptions.drafts ? '/upload/drafts/fileUpload' : '/upload/fileUpload';
      const body = await post(path, { file, typeFile });
      const data = body['data'] as Body | undefined;
      const url = str(data?.['url']);
      if (!data || !url) throw malformed(path);
      const id = data['id'] ?? data['pkId'];
      return {
        name: str(data['name']) ?? file.name,
        url: wcm.resolveAssetUrl(url),
        fileName: url,
        size: typeof data['size'] === 'number' ? data['size'] : file.size,
        ...(typeof id === 'string' || typeof id === 'number' ? { id } : {}),
      };
    },
  };
}
