/** What an upload endpoint accepts. */
export interface UploadPolicy {
  /** Short name used in logs and tests. */
  name: string;
  /** Largest accepted file in bytes. */
  maxBytes: number;
  /** Extensions (lower case, no dot) accepted for this endpoint. */
  extensions: readonly string[];
}

/** Extensions never accepted anywhere (library rule of spec §5 plus markup and scripts). */
export const FORBIDDEN_EXTENSIONS: ReadonlySet<string> = new Set([
  'exe',
  'bat',
  'cmd',
  'scr',
  'sh',
  'bin',
  'app',
  'apk',
  'ipa',
  'html',
  'htm',
  'xhtml',
  'shtml',
  'svg',
  'svgz',
  'xml',
  'js',
  'mjs',
  'cjs',
  'jsp',
  'php',
  'asp',
  'aspx',
  'com',
  'msi',
  'dll',
  'ps1',
  'vbs',
  'jar',
  'hta',
]);

/** Raster images decoded and re-encoded with sharp. */
export const IMAGE_EXTENSIONS: ReadonlySet<string> = new Set(['jpg', 'jpeg', 'png', 'gif']);
/** Text formats checked as UTF-8 without NUL (no magic bytes). */
export const TEXT_EXTENSIONS: ReadonlySet<string> = new Set(['txt', 'csv']);

/**
 * For each accepted extension, the file-type results its bytes may have, and the extension and
 * MIME type it is stored with. Legacy Office files are OLE compound files (`cfb`); some tools
 * write OOXML zips that file-type only recognises as `zip`.
 */
export const TYPE_TABLE: Readonly<
  Record<string, { sniffed: readonly string[]; ext: string; mime: string }>
> = {
  jpg: { sniffed: ['jpg'], ext: 'jpg', mime: 'image/jpeg' },
  jpeg: { sniffed: ['jpg'], ext: 'jpg', mime: 'image/jpeg' },
  png: { sniffed: ['png'], ext: 'png', mime: 'image/png' },
  gif: { sniffed: ['gif'], ext: 'gif', mime: 'image/gif' },
  pdf: { sniffed: ['pdf'], ext: 'pdf', mime: 'application/pdf' },
  doc: { sniffed: ['cfb'], ext: 'doc', mime: 'application/msword' },
  xls: { sniffed: ['cfb'], ext: 'xls', mime: 'application/vnd.ms-excel' },
  ppt: { sniffed: ['cfb'], ext: 'ppt', mime: 'application/vnd.ms-powerpoint' },
  docx: {
    sniffed: ['docx', 'zip'],
    ext: 'docx',
    mime: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  },
  xlsx: {
    sniffed: ['xlsx', 'zip'],
    ext: 'xlsx',
    mime: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  },
  pptx: {
    sniffed: ['pptx', 'zip'],
    ext: 'pptx',
    mime: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  },
  zip: { sniffed: ['zip'], ext: 'zip', mime: 'application/zip' },
  rar: { sniffed: ['rar'], ext: 'rar', mime: 'application/vnd.rar' },
  gz: { sniffed: ['gz'], ext: 'gz', mime: 'application/gzip' },
  bz2: { sniffed: ['bz2'], ext: 'bz2', mime: 'application/x-bzip2' },
  mp4: { sniffed: ['mp4', 'm4v'], ext: 'mp4', mime: 'video/mp4' },
  avi: { sniffed: ['avi'], ext: 'avi', mime: 'video/x-msvideo' },
  txt: { sniffed: [], ext: 'txt', mime: 'text/plain; charset=utf-8' },
  csv: { sniffed: [], ext: 'csv', mime: 'text/csv; charset=utf-8' },
};

/** MIME type for serving a stored extension (unknown ones are served as octet-stream). */
export function mimeOfStoredExt(ext: string): string {
  return Object.hasOwn(TYPE_TABLE, ext)
    ? (TYPE_TABLE[ext]?.mime ?? 'application/octet-stream')
    : 'application/octet-stream';
}

const MB = 1024 * 1024;
const IMAGES = ['jpg', 'jpeg', 'png', 'gif'] as const;
const FILES = [...IMAGES, ...Object.keys(TYPE_TABLE).filter((e) => !IMAGES.includes(e as 'jpg'))];

/** Upload policies per endpoint (spec §5 and §9). */
export const POLICIES = {
  /** `/upload/titleUpload`: cover and slot images, 1 MB. */
  image: { name: 'image', maxBytes: 1 * MB, extensions: IMAGES },
  /** `/upload/titleUpload?typeFile=ueditor` and `/business/article/contentUpload`: 204800 bytes. */
  editorImage: { name: 'editorImage', maxBytes: 204_800, extensions: IMAGES },
  /** `/common/upload`, `/upload/fileUpload`, `/upload/drafts/fileUpload`: 5 MB. */
  file: { name: 'file', maxBytes: 5 * MB, extensions: FILES },
} as const satisfies Record<string, UploadPolicy>;

/** Largest file any policy accepts (the multipart plugin's global cap). */
export const MAX_UPLOAD_BYTES = Math.max(...Object.values(POLICIES).map((p) => p.maxBytes));

/** `5 MB`, `200 KB` or `12 bytes`, for messages. */
export function formatBytes(bytes: number): string {
  if (bytes >= MB && bytes % MB === 0) return `${bytes / MB} MB`;
  if (bytes >= 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${bytes} bytes`;
}
