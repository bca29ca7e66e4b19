import type { I18n, MessageDescriptor } from '@lingui/core';
import type { Client } from 'openapi-fetch';
import type { paths } from '../api/schema.gen';
import { encodeQuery } from '../api/encode-query';
import { errorTextFor, translate } from '../api/messages';
import type { FetchResult } from '../api/unwrap';
import type { Presenter } from '../presenter/presenter';
import type { SaveBlob } from './save-blob';

/** Texts of the download helpers (spec section 8). */
export const downloadMessages = {
  loading: /*i18n*/ { id: 'core.download.loading', message: 'Downloading data, please wait' },
  failed: /*i18n*/ {
    id: 'core.download.failed',
    message: 'Error downloading file, please contact the administrator',
  },
  zipFailed: /*i18n*/ {
    id: 'core.download.zipFailed',
    message: 'download file error, contact administrator',
  },
} satisfies Record<string, MessageDescriptor>;

/** Response header naming the file (URL-encoded), as RuoYi's /common/download sends it. */
export const DOWNLOAD_FILENAME_HEADER = 'download-filename';

/** Blob downloads of one console; each resolves true once saved, false after showing an error. */
export interface Downloads {
  /** GET /common/download?fileName=&delete=, saved under the `download-filename` header. */
  byName(fileName: string, deleteAfter?: boolean): Promise<boolean>;
  /** GET /common/download/resource?resource=, saved under the `download-filename` header. */
  resource(resource: string): Promise<boolean>;
  /** GET `url` as a zip saved as `name`, behind a loading overlay. */
  zip(url: string, name: string): Promise<boolean>;
  /** POST `params` form-encoded to `url`, saved as `filename`, behind a loading overlay. */
  post(url: string, params: Readonly<Record<string, unknown>>, filename: string): Promise<boolean>;
}

/** What the download helpers need from their console. */
export interface DownloadDeps {
  /** The console's client: its middlewares add Bearer and Accept-Language. */
  api: Client<paths>;
  presenter: Presenter;
  i18n: I18n;
  saveBlob: SaveBlob;
}

// The download endpoints take arbitrary URLs (a zip of generated code, an export of any list)
// and are not in the OpenAPI document, so the client is used through this untyped view; at run
// time openapi-fetch joins any path to the API base and runs the same middlewares.
interface BlobClient {
  GET(url: string, init: BlobInit): Promise<FetchResult<Blob>>;
  POST(url: string, init: BlobInit): Promise<FetchResult<Blob>>;
}
interface BlobInit {
  parseAs: 'blob';
  params?: { query?: Record<string, unknown> };
  body?: Readonly<Record<string, unknown>>;
  bodySerializer?: (body: Readonly<Record<string, unknown>>) => string;
  headers?: Record<string, string>;
}

/** Failure the helper already put into words (a JSON error inside the blob). */
class ShownError extends Error {}

const JSON_TYPE = /application\/json/i;

/** Creates the download helpers of one console. */
export function createDownloads(deps: DownloadDeps): Downloads {
  const { presenter, i18n, saveBlob } = deps;
  const client = deps.api as unknown as BlobClient;
  const showError = (text: string) => presenter.message({ type: 'error', text });

  // Runs a blob call; a JSON body means the server answered an error instead of a file.
  async function fetchBlob(call: Promise<FetchResult<Blob>>): Promise<FetchResult<Blob>> {
    const result = await call;
    if (!result.response.ok || !(result.data instanceof Blob)) throw new Error('no file');
    if (JSON_TYPE.test(result.data.type)) {
      let body: { code?: unknown; msg?: unknown } = {};
      try {
        body = JSON.parse(await result.data.text()) as typeof body;
      } catch {
        // Unparseable: the default text is shown.
      }
      const code = typeof body.code === 'number' ? body.code : 0;
      showError(errorTextFor(i18n, code, body.msg));
      throw new ShownError();
    }
    return result;
  }

  function headerName(response: Response, fallback: string): string {
    const raw = response.headers.get(DOWNLOAD_FILENAME_HEADER);
    if (!raw) return fallback;
    try {
      return decodeURIComponent(raw);
    } catch {
      return raw;
    }
  }

  async function run(
    failure: MessageDescriptor,
    withOverlay: boolean,
    work: () => Promise<void>,
  ): Promise<boolean> {
    const overlay = withOverlay
      ? presenter.loading(translate(i18n, downloadMessages.loading))
      : undefined;
    try {
      await work();
      return true;
    } catch (error) {
      if (!(error instanceof ShownError)) showError(translate(i18n, failure));
      return false;
    } finally {
      overlay?.close();
    }
  }

  async function named(url: string, query: Record<string, unknown>, fallback: string) {
    const { data, response } = await fetchBlob(
      client.GET(url, { parseAs: 'blob', params: { query } }),
    );
    saveBlob(data as Blob, headerName(response, fallback));
  }

  return {
    byName(fileName, deleteAfter = true) {
      return run(downloadMessages.failed, false, () =>
        named('/common/download', { fileName, delete: deleteAfter }, fileName),
      );
    },
    resource(resource) {
      const fallback = resource.split('/').pop() ?? resource;
      return run(downloadMessages.failed, false, () =>
        named('/common/download/resource', { resource }, fallback),
      );
    },
    zip(url, name) {
      return run(downloadMessages.zipFailed, true, async () => {
        const { data } = await fetchBlob(client.GET(url, { parseAs: 'blob' }));
        saveBlob(new Blob([data as Blob], { type: 'application/zip' }), name);
      });
    },
    post(url, params, filename) {
      return run(downloadMessages.failed, true, async () => {
        const { data } = await fetchBlob(
          client.POST(url, {
            parseAs: 'blob',
            body: params,
            bodySerializer: encodeQuery,
            headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
          }),
        );
        saveBlob(data as Blob, filename);
      });
    },
  };
}
