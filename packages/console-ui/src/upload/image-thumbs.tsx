import { translate } from '@wcm/console-core';
import { useLingui } from '@lingui/react';
import type { ReactNode } from 'react';

import { uploadMessages as m } from './messages';
import * as styles from './upload.css';

/** Props of {@link ImageThumbs}. */
export interface ImageThumbsProps {
  value: readonly string[];
  disabled?: boolean;
  onPreview: (index: number) => void;
  onRemove: (index: number) => void;
  onMove: (index: number, by: -1 | 1) => void;
  /** The add button, shown after the thumbnails. */
  children?: ReactNode;
}

/** Thumbnails with enlarge, move left/right and remove buttons, numbered for screen readers. */
export function ImageThumbs({
  value,
  disabled,
  onPreview,
  onRemove,
  onMove,
  children,
}: ImageThumbsProps) {
  const { i18n } = useLingui();
  return (
    <ul className={styles.thumbs} aria-label={i18n._(m.imageList)}>
      {value.map((url, index) => {
        const values = { index: index + 1 };
        return (
          <li key={`${url}#${index}`} className={styles.thumb}>
            <button
              type="button"
              className={styles.thumbButton}
              aria-label={translate(i18n, m.preview, values)}
              onClick={() => onPreview(index)}
            >
              <img
                src={url}
                alt={translate(i18n, m.imageAlt, values)}
                className={styles.thumbImage}
              />
            </button>
            <span className={styles.actions}>
              <button
                type="button"
                className={styles.iconButton}
                aria-label={translate(i18n, m.moveLeft, values)}
                disabled={disabled || index === 0}
                onClick={() => onMove(index, -1)}
              >
                ←
              </button>
              <button
                type="button"
                className={styles.iconButton}
                aria-label={translate(i18n, m.moveRight, values)}
                disabled={disabled || index === value.length - 1}
                onClick={() => onMove(index, 1)}
              >
                →
              </button>
              <button
                type="button"
                className={styles.iconButton}
                aria-label={translate(i18n, m.removeImage, values)}
                disabled={disabled}
                onClick={() => onRemove(index)}
              >
                ×
              </button>
            </span>
          </li>
        );
      })}
      {children && <li>{children}</li>}
    </ul>
  );
}
