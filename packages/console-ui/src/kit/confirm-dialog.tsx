import * as Dialog from '@radix-ui/react-dialog';
import { useLingui } from '@lingui/react';
import { useState, type ReactNode } from 'react';

import { usePortalClassName, usePortalContainer } from '../root/console-root';
import { Button } from './button';
import { useReturnFocus } from './overlay/use-return-focus';
import * as styles from './confirm-dialog.css';

/** Props of {@link ConfirmDialog}. */
export interface ConfirmDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** @default 'System prompt' (translated) */
  title?: ReactNode;
  message: ReactNode;
  /** @default 'Confirm' (translated) */
  confirmLabel?: ReactNode;
  /** @default 'Cancel' (translated) */
  cancelLabel?: ReactNode;
  /** Runs on confirm; the dialog stays open and busy until a returned promise settles. */
  onConfirm: () => void | Promise<void>;
  /** Runs when the user cancels (button, Escape or outside click). */
  onCancel?: () => void;
}

/** Modal confirmation with the spec's 'System prompt' title and Confirm/Cancel buttons. */
export function ConfirmDialog(props: ConfirmDialogProps) {
  const { open, onOpenChange, title, message, confirmLabel, cancelLabel, onConfirm, onCancel } =
    props;
  const { i18n } = useLingui();
  const [busy, setBusy] = useState(false);
  const container = usePortalContainer();
  const portalClass = usePortalClassName();
  // Opened by a menu item or a plain button, not a Dialog.Trigger: put the focus back ourselves.
  const returnFocus = useReturnFocus(open);

  const close = (confirmed: boolean) => {
    if (!confirmed) onCancel?.();
    onOpenChange(false);
  };
  const confirm = async () => {
    setBusy(true);
    try {
      await onConfirm();
      close(true);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog.Root open={open} onOpenChange={(next) => (next ? onOpenChange(true) : close(false))}>
      <Dialog.Portal container={container}>
        <div className={portalClass}>
          <Dialog.Overlay className={styles.overlay} />
          <Dialog.Content
            className={styles.content}
            role="alertdialog"
            data-slot="confirm-dialog"
            onCloseAutoFocus={returnFocus}
          >
            <Dialog.Title className={styles.title}>
              {title ?? i18n._({ id: 'ui.confirm.title', message: 'System prompt' })}
            </Dialog.Title>
            <Dialog.Description className={styles.message}>{message}</Dialog.Description>
            <div className={styles.actions}>
              <Button onClick={() => close(false)} disabled={busy}>
                {cancelLabel ?? i18n._({ id: 'ui.confirm.cancel', message: 'Cancel' })}
              </Button>
              <Button variant="primary" loading={busy} onClick={() => void confirm()}>
                {confirmLabel ?? i18n._({ id: 'ui.confirm.confirm', message: 'Confirm' })}
              </Button>
            </div>
          </Dialog.Content>
        </div>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
