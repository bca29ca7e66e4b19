import { useLingui } from '@lingui/react';
import * as RadixDialog from '@radix-ui/react-dialog';
import { useState, type KeyboardEvent } from 'react';

import { usePortalClassName, usePortalContainer } from '../../root/console-root';
import * as styles from './image-preview.css';
import { backdrop } from './overlay.css';

/** One image of an {@link ImagePreview} group; `alt` is required. */
export interface PreviewImage {
  src: string;
  alt: string;
  /** Smaller source for the thumbnail. @default src */
  thumbnail?: string;
}

/** Props of {@link ImageLightbox}. */
export interface ImageLightboxProps {
  images: readonly PreviewImage[];
  /** Index of the image shown; the lightbox is open while it is defined. */
  index: number | undefined;
  /** New index on ←/→; `undefined` when the lightbox closes. */
  onIndexChange: (index: number | undefined) => void;
}

/** Full-size viewer of a group of images: ←/→ move, Escape closes. */
export function ImageLightbox({ images, index, onIndexChange }: ImageLightboxProps) {
  const { i18n } = useLingui();
  const container = usePortalContainer();
  const portalClass = usePortalClassName();
  const image = index === undefined ? undefined : images[index];
  const count = images.length;
  const go = (delta: number) => {
    if (index !== undefined && count > 1) onIndexChange((index + delta + count) % count);
  };
  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key === 'ArrowRight' || e.key === 'ArrowLeft') {
      e.preventDefault();
      go(e.key === 'ArrowRight' ? 1 : -1);
    }
  };
  return (
    <RadixDialog.Root
      open={image !== undefined}
      onOpenChange={(open) => (open ? undefined : onIndexChange(undefined))}
    >
      <RadixDialog.Portal container={container}>
        <div className={portalClass}>
          <RadixDialog.Overlay className={backdrop} />
          <RadixDialog.Content
            className={styles.lightbox}
            onKeyDown={onKeyDown}
            data-slot="image-lightbox"
          >
            <RadixDialog.Title className={styles.caption}>{image?.alt}</RadixDialog.Title>
            <RadixDialog.Description className={styles.counter}>
              {i18n._({
                id: 'kit.preview.counter',
                message: 'Image {current} of {total}',
                values: { current: (index ?? 0) + 1, total: count },
              })}
            </RadixDialog.Description>
            {image ? <img className={styles.full} src={image.src} alt={image.alt} /> : null}
            {count > 1 ? (
              <>
                <button
                  type="button"
                  className={`${styles.navButton} ${styles.prev}`}
                  aria-label={i18n._({ id: 'kit.preview.previous', message: 'Previous image' })}
                  onClick={() => go(-1)}
                >
                  <span aria-hidden="true">‹</span>
                </button>
                <button
                  type="button"
                  className={`${styles.navButton} ${styles.next}`}
                  aria-label={i18n._({ id: 'kit.preview.next', message: 'Next image' })}
                  onClick={() => go(1)}
                >
                  <span aria-hidden="true">›</span>
                </button>
              </>
            ) : null}
            <RadixDialog.Close
              className={`${styles.navButton} ${styles.close}`}
              aria-label={i18n._({ id: 'kit.preview.close', message: 'Close preview' })}
            >
              <span aria-hidden="true">×</span>
            </RadixDialog.Close>
          </RadixDialog.Content>
        </div>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}

/** Props of {@link ImagePreview}. */
export interface ImagePreviewProps {
  images: readonly PreviewImage[];
  /** Thumbnail edge in px. @default 80 */
  thumbnailSize?: number;
  className?: string;
}

/** Thumbnails that open a lightbox over their group on click (or Enter/Space). */
export function ImagePreview({ images, thumbnailSize = 80, className }: ImagePreviewProps) {
  const { i18n } = useLingui();
  const [index, setIndex] = useState<number | undefined>(undefined);
  return (
    <div className={[styles.thumbs, className].filter(Boolean).join(' ')} data-slot="image-preview">
      {images.map((image, i) => (
        <button
          key={`${i}-${image.src}`}
          type="button"
          className={styles.thumb}
          style={{ width: thumbnailSize, height: thumbnailSize }}
          aria-haspopup="dialog"
          aria-label={i18n._({
            id: 'kit.preview.open',
            message: 'Preview {alt}',
            values: { alt: image.alt },
          })}
          onClick={() => setIndex(i)}
        >
          <img src={image.thumbnail ?? image.src} alt="" className={styles.thumbImage} />
        </button>
      ))}
      <ImageLightbox images={images} index={index} onIndexChange={setIndex} />
    </div>
  );
}
