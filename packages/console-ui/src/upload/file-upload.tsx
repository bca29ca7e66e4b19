import {
  DEFAULT_FILE_LIMIT,
  DEFAULT_FILE_SIZE_MB,
  DEFAULT_FILE_TYPES,
  validateUploadCount,
  validateUploadFile,
  translate,
} from '@wcm/console-core';
import { useEffect, useId, useRef, useState } from 'react';

import { DropZone } from './drop-zone';
import { checkForbidden } from './forbidden';
import { uploadMessages as m } from './messages';
import type { FileUploader, UploadedFile } from './types';
import * as styles from './upload.css';
import { useUploadFeedback } from './use-upload-feedback';

/** Props of {@link FileUpload}. */
export interface FileUploadProps {
  /** Files already uploaded. */
  value: UploadedFile[];
  /** Called with the new list after an upload or a removal. */
  onChange: (files: UploadedFile[]) => void;
  /** Sends one file (see `createUploaders().uploadFile`). */
  upload: FileUploader;
  /** Allowed extensions; an empty list allows every type. @default ['doc', 'xls', 'ppt', 'txt', 'pdf'] */
  accept?: readonly string[];
  /** Largest file in MB. @default 5 */
  maxSizeMb?: number;
  /** Largest number of files. @default 5 */
  limit?: number;
  /** Extensions always refused, e.g. `LIBRARY_FORBIDDEN_TYPES` for the library. */
  forbidden?: readonly string[];
  disabled?: boolean;
  /** Opens a listed file instead of following its link (e.g. a signed-in download). */
  open?: (file: UploadedFile) => void;
  /** Accessible name of the drop zone. @default the drop hint */
  'aria-label'?: string;
}

interface Pending {
  key: number;
  file: File;
  status: 'uploading' | 'failed';
  /** Percent, when the uploader reports it. */
  progress?: number;
}

/**
 * File list with drag-and-drop, per-file progress, remove and retry. Files are checked with
 * console-core's rules before sending (forbidden types, extension, size, count); a business
 * error from the server removes the file and shows the server's message, a failed transfer
 * keeps it with a Retry button.
 */
export function FileUpload(props: FileUploadProps) {
  const {
    value,
    onChange,
    upload,
    accept = DEFAULT_FILE_TYPES,
    maxSizeMb = DEFAULT_FILE_SIZE_MB,
    limit = DEFAULT_FILE_LIMIT,
    forbidden,
    disabled,
    open,
  } = props;
  const feedback = useUploadFeedback();
  const { i18n } = feedback;
  const [pending, setPending] = useState<Pending[]>([]);
  const nextKey = useRef(0);
  const hintId = useId();
  // Uploads finish after renders; each completion adds to the latest list.
  const current = useRef({ value, pending });
  useEffect(() => {
    current.current = { value, pending };
  }, [value, pending]);

  const update = (key: number, change: Partial<Pending> | null) =>
    setPending((list) =>
      change === null
        ? list.filter((p) => p.key !== key)
        : list.map((p) => (p.key === key ? { ...p, ...change } : p)),
    );

  async function send(key: number, file: File) {
    update(key, { status: 'uploading', progress: undefined });
    const overlay = feedback.loading(m.fileLoading);
    try {
      const uploaded = await upload(file, (progress) => update(key, { progress }));
      update(key, null);
      const next = [...current.current.value, uploaded];
      current.current = { ...current.current, value: next };
      onChange(next);
    } catch (reason) {
      // A refusal by the server removes the file; a failed transfer can be retried.
      const refused = feedback.failUpload(reason, m.fileFailed);
      update(key, refused ? null : { status: 'failed' });
    } finally {
      overlay.close();
    }
  }

  async function addFiles(files: File[]) {
    feedback.clear();
    const count = validateUploadCount(
      current.current.value.length + current.current.pending.length,
      files.length,
      { limit },
    );
    if (!count.ok) {
      feedback.refuse(count);
      return;
    }
    const accepted: Pending[] = [];
    for (const file of files) {
      const forbiddenCheck = forbidden ? checkForbidden(file, forbidden) : undefined;
      const check =
        forbiddenCheck && !forbiddenCheck.ok
          ? forbiddenCheck
          : validateUploadFile(file, { fileTypes: accept, maxSizeMb });
      if (!check.ok) {
        feedback.refuse(check);
        continue;
      }
      accepted.push({ key: nextKey.current++, file, status: 'uploading' });
    }
    if (accepted.length === 0) return;
    setPending((list) => [...list, ...accepted]);
    for (const item of accepted) await send(item.key, item.file);
  }

  const remove = (index: number) => onChange(value.filter((_, i) => i !== index));
  const full = value.length + pending.length >= limit;
  const formats = accept.join('/');

  return (
    <div className={styles.root} data-slot="file-upload">
      <DropZone
        onFiles={(files) => void addFiles(files)}
        accept={
          accept.length > 0 ? accept.map((t) => `.${t.replace(/^\.+/, '')}`).join(',') : undefined
        }
        multiple={limit > 1}
        disabled={disabled || full}
        label={props['aria-label'] ?? translate(i18n, m.fileDrop, { limit, size: maxSizeMb })}
        describedBy={formats ? hintId : undefined}
      >
        {translate(i18n, m.fileDrop, { limit, size: maxSizeMb })}
      </DropZone>
      {formats && (
        <p id={hintId} className={styles.hint}>
          {translate(i18n, m.fileTypes, { formats })}
        </p>
      )}
      {feedback.error && (
        <p role="alert" className={styles.error}>
          {feedback.error}
        </p>
      )}
      {(value.length > 0 || pending.length > 0) && (
        <ul className={styles.list} aria-label={i18n._(m.fileList)}>
          {value.map((file, index) => (
            <li key={`${file.url}#${index}`} className={styles.item}>
              <a
                className={styles.itemName}
                href={file.url}
                target="_blank"
                rel="noopener noreferrer"
                onClick={
                  open
                    ? (event) => {
                        event.preventDefault();
                        open(file);
                      }
                    : undefined
                }
              >
                {file.name}
              </a>
              <button
                type="button"
                className={styles.iconButton}
                aria-label={translate(i18n, m.remove, { name: file.name })}
                disabled={disabled}
                onClick={() => remove(index)}
              >
                ×
              </button>
            </li>
          ))}
          {pending.map((item) => (
            <li key={`pending-${item.key}`} className={styles.item} data-status={item.status}>
              <span
                className={[styles.itemName, item.status === 'failed' ? styles.failed : ''].join(
                  ' ',
                )}
              >
                {item.file.name}
                {item.status === 'failed' && ` — ${i18n._(m.failedItem)}`}
              </span>
              {item.status === 'failed' ? (
                <span className={styles.actions}>
                  <button
                    type="button"
                    className={styles.iconButton}
                    aria-label={translate(i18n, m.retry, { name: item.file.name })}
                    onClick={() => void send(item.key, item.file)}
                  >
                    ↻
                  </button>
                  <button
                    type="button"
                    className={styles.iconButton}
                    aria-label={translate(i18n, m.remove, { name: item.file.name })}
                    onClick={() => update(item.key, null)}
                  >
                    ×
                  </button>
                </span>
              ) : (
                <span />
              )}
              {item.status === 'uploading' && (
                <div
                  className={styles.progressTrack}
                  role="progressbar"
                  aria-label={translate(i18n, m.progress, { name: item.file.name })}
                  aria-valuemin={0}
                  aria-valuemax={100}
                  aria-valuenow={item.progress}
                >
                  <div
                    className={styles.progressBar}
                    style={item.progress === undefined ? undefined : { width: `${item.progress}%` }}
                    data-indeterminate={item.progress === undefined || undefined}
                  />
                </div>
              )}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
