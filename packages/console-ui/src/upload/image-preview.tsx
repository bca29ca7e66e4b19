import * as Dialog from '@radix-ui/react-dialog';
import { useLingui } from '@lingui/react';

import { Button } from '../kit/button';
import { ConsolePortal } from '../root/console-portal';
import { uploadMessages as m } from './messages';
import * as styles from './upload.css';

/** Props of {@link ImagePreview}. */
export interface ImagePreviewProps {
  src: string;
  /** Title of the dialog (also the image's text alternative). */
  title: string;
  onClose: () => void;
}

/** The image enlarged in a dialog. */
export function ImagePreview({ src, title, onClose }: ImagePreviewProps) {
  const { i18n } = useLingui();
  return (
    <Dialog.Root open onOpenChange={(open) => !open && onClose()}>
      <ConsolePortal portal={Dialog.Portal}>
        <Dialog.Overlay className={styles.overlay} />
        <Dialog.Content className={styles.dialog} aria-describedby={undefined}>
          <Dialog.Title className={styles.dialogTitle}>{title}</Dialog.Title>
          <img src={src} alt={title} className={styles.previewImage} />
          <div className={styles.dialogActions}>
            <Button onClick={onClose}>{i18n._(m.close)}</Button>
          </div>
        </Dialog.Content>
      </ConsolePortal>
    </Dialog.Root>
  );
}
