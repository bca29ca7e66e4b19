/** A file in a `FileUpload` list: what the server answered for it. */
export interface UploadedFile {
  /** Name shown in the list (the original file name). */
  name: string;
  /** Address of the stored file, ready for links (resolved against the API base). */
  url: string;
  /** Server-side name or path (RuoYi `fileName`), what forms usually store. */
  fileName?: string;
  /** Size in bytes, when known. */
  size?: number;
  /** Record id of `/upload/fileUpload` answers. */
  id?: string | number;
}

/** Reports upload progress in percent (0-100). */
export type ProgressListener = (percent: number) => void;

/** Sends one file and resolves with its list entry; rejects with the server's error. */
export type FileUploader = (file: File, onProgress: ProgressListener) => Promise<UploadedFile>;

/** Sends one image and resolves with its URL. */
export type ImageUploader = (file: File) => Promise<string>;
