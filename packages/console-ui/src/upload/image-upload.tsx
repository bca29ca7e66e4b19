import {
  createBrowserImageReader,
  IMAGE_SLOT_HINT_PRESET,
  IMAGE_UPLOAD_DEFAULTS,
  validateCoverRequired,
  validateImageCount,
  validateImageFile,
  validateImageShape,
  type ImageReader,
  type ImageSize,
  type ValidationFailure,
  translate,
} from '@wcm/console-core';
import { useEffect, useId, useRef, useState } from 'react';

import { croppedType, cropWithCanvas, type ImageCropper } from './crop-canvas';
import { CropDialog } from './crop-dialog';
import { canCrop, type CropRect } from './crop-math';
import { DropZone } from './drop-zone';
import { ImagePreview } from './image-preview';
import { SLOT_SHAPES, type ImageSlotRule, type SlotShape } from './image-rules';
import { ImageThumbs } from './image-thumbs';
import { uploadMessages as m } from './messages';
import type { ImageUploader } from './types';
import * as styles from './upload.css';
import { useUploadFeedback } from './use-upload-feedback';

/** Props of {@link ImageUpload}. */
export interface ImageUploadProps {
  /** Image URLs in the slot, in order. */
  value: string[];
  /** Called with the new list after an upload, a removal or a move. */
  onChange: (urls: string[]) => void;
  /** Sends one image and resolves with its URL (see `createUploaders().uploadImage`). */
  upload: ImageUploader;
  /** Largest number of images. @default 1 */
  limit?: number;
  /** Largest image in MB. @default 1 (200 KB with `sizeHint`) */
  maxSizeMb?: number;
  /** Accepted types. @default ['png', 'jpg', 'jpeg'] (JPG/PNG/GIF with `sizeHint`) */
  accept?: readonly string[];
  /** Ratio or exact-size rule of the slot; a failing image can be cropped to it. */
  rule?: ImageSlotRule;
  /** Shows (and applies) the small-slot hint: 200 KB, JPG/PNG/GIF. */
  sizeHint?: boolean;
  /** The slot needs an image: removing the last one shows the cover-required message. */
  required?: boolean;
  disabled?: boolean;
  /** Accessible name of the add button. @default 'Add image' */
  'aria-label'?: string;
  /** Decodes images for the ratio rules. @default console-core's `createBrowserImageReader()` */
  readImage?: ImageReader<Blob>;
  /** Produces the cropped image. @default a canvas (`cropWithCanvas`) */
  cropImage?: ImageCropper;
}

interface CropRequest {
  file: File;
  src: string;
  size: ImageSize;
  shape: SlotShape;
  reason: ValidationFailure;
  resolve: (file: File | undefined) => void;
}

const defaultReader = createBrowserImageReader();

function croppedFile(blob: Blob, original: File): File {
  const type = blob.type || croppedType(original);
  const ext = type === 'image/jpeg' ? 'jpg' : 'png';
  const base = original.name.replace(/\.[^.]*$/, '') || 'image';
  return new File([blob], `${base}-cropped.${ext}`, { type });
}

/**
 * Image slot: previews, enlarge, remove, reorder (buttons), drag-and-drop, with console-core's
 * type, size, count, ratio and exact-size rules checked before sending. An image failing a ratio
 * or size rule can be cropped to the slot's shape instead of only being refused.
 */
export function ImageUpload(props: ImageUploadProps) {
  const {
    value,
    onChange,
    upload,
    limit = IMAGE_UPLOAD_DEFAULTS.limit,
    sizeHint,
    rule,
    required,
    disabled,
    readImage = defaultReader,
    cropImage = cropWithCanvas,
  } = props;
  const accept =
    props.accept ?? (sizeHint ? IMAGE_SLOT_HINT_PRESET.fileTypes : IMAGE_UPLOAD_DEFAULTS.fileTypes);
  const maxSizeMb =
    props.maxSizeMb ??
    (sizeHint ? IMAGE_SLOT_HINT_PRESET.maxSizeMb : IMAGE_UPLOAD_DEFAULTS.maxSizeMb);
  const feedback = useUploadFeedback();
  const { i18n } = feedback;
  const [cropRequest, setCropRequest] = useState<CropRequest>();
  const [preview, setPreview] = useState<number>();
  const hintId = useId();
  const current = useRef(value);
  useEffect(() => {
    current.current = value;
  }, [value]);

  const commit = (next: string[]) => {
    current.current = next;
    onChange(next);
  };

  async function send(file: File) {
    const overlay = feedback.loading(m.imageLoading);
    try {
      const url = await upload(file);
      commit([...current.current, url]);
    } catch (reason) {
      feedback.failUpload(reason, m.imageFailed);
    } finally {
      overlay.close();
    }
  }

  function askCrop(file: File, size: ImageSize, shape: SlotShape, reason: ValidationFailure) {
    return new Promise<File | undefined>((resolve) => {
      const src = typeof URL.createObjectURL === 'function' ? URL.createObjectURL(file) : '';
      setCropRequest({
        file,
        src,
        size,
        shape,
        reason,
        resolve: (result) => {
          if (src) URL.revokeObjectURL(src);
          setCropRequest(undefined);
          resolve(result);
        },
      });
    });
  }

  async function cropped(request: CropRequest, source: CropRect, output: ImageSize) {
    try {
      request.resolve(croppedFile(await cropImage(request.file, source, output), request.file));
    } catch {
      request.resolve(undefined);
    }
  }

  // Type and size first, then the slot's shape; a shape failure may be cropped away.
  async function check(file: File): Promise<File | undefined> {
    const typeAndSize = validateImageFile(file, { fileTypes: accept, maxSizeMb });
    if (!typeAndSize.ok) return void feedback.refuse(typeAndSize);
    if (!rule) return file;
    const shape = SLOT_SHAPES[rule];
    const read: { size?: ImageSize } = {};
    const result = await validateImageShape(file, shape.rule, async (f: Blob) => {
      read.size = await readImage(f);
      return read.size;
    });
    if (result.ok) return file;
    if (!read.size || !canCrop(read.size, shape.aspect)) return void feedback.refuse(result);
    const fixed = await askCrop(file, read.size, shape, result);
    if (!fixed) return void feedback.refuse(result);
    const again = validateImageFile(fixed, { fileTypes: accept, maxSizeMb });
    return again.ok ? fixed : void feedback.refuse(again);
  }

  async function addFiles(files: File[]) {
    feedback.clear();
    const count = validateImageCount(current.current.length, files.length, { limit });
    if (!count.ok) return feedback.refuse(count);
    for (const file of files) {
      const ready = await check(file);
      if (ready) await send(ready);
    }
  }

  const remove = (index: number) => {
    const next = value.filter((_, i) => i !== index);
    commit(next);
    const cover = validateCoverRequired(next);
    if (required && !cover.ok) feedback.note(cover);
  };
  const move = (index: number, by: -1 | 1) => {
    const next = [...value];
    const [item] = next.splice(index, 1);
    if (item === undefined) return;
    next.splice(index + by, 0, item);
    commit(next);
  };

  const hint = sizeHint
    ? translate(i18n, IMAGE_SLOT_HINT_PRESET.hint, IMAGE_SLOT_HINT_PRESET.hintValues)
    : undefined;
  const previewUrl = preview === undefined ? undefined : value[preview];

  return (
    <div className={styles.root} data-slot="image-upload">
      <ImageThumbs
        value={value}
        disabled={disabled}
        onPreview={setPreview}
        onRemove={remove}
        onMove={move}
      >
        {value.length < limit && (
          <DropZone
            onFiles={(files) => void addFiles(files)}
            accept={accept.map((t) => `.${t}`).join(',')}
            multiple={limit > 1}
            disabled={disabled}
            label={props['aria-label'] ?? i18n._(m.imageDrop)}
            describedBy={hint ? hintId : undefined}
            className={styles.imageDrop}
          >
            <span aria-hidden="true">＋</span>
            {required && (
              <span aria-hidden="true" className={styles.required}>
                *
              </span>
            )}
          </DropZone>
        )}
      </ImageThumbs>
      {hint && (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      )}
      {feedback.error && (
        <p role="alert" className={styles.error}>
          {feedback.error}
        </p>
      )}
      {cropRequest && (
        <CropDialog
          src={cropRequest.src}
          size={cropRequest.size}
          shape={cropRequest.shape}
          reason={feedback.format(cropRequest.reason)}
          onCancel={() => cropRequest.resolve(undefined)}
          onCrop={(source, output) => void cropped(cropRequest, source, output)}
        />
      )}
      {previewUrl !== undefined && preview !== undefined && (
        <ImagePreview
          src={previewUrl}
          title={translate(i18n, m.imageAlt, { index: preview + 1 })}
          onClose={() => setPreview(undefined)}
        />
      )}
    </div>
  );
}
