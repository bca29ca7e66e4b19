import { useLingui } from '@lingui/react';
import * as RadixDialog from '@radix-ui/react-dialog';
import { useState, type ReactNode } from 'react';

import { usePortalClassName, usePortalContainer } from '../../root/console-root';
import { Button } from '../button';
import * as styles from './overlay.css';
import { useReturnFocus } from './use-return-focus';

/** Props of {@link Dialog}. */
export interface DialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  /** Optional line under the title, announced as the dialog's description. */
  description?: ReactNode;
  children?: ReactNode;
  /** px number or CSS length. @default 500 */
  width?: number | string;
  /**
   * Runs on Confirm; the button shows a spinner until a returned promise settles. The dialog
   * closes only on success: returning `false` or throwing keeps it open with the input intact.
   * Without it, Confirm just closes.
   */
  onConfirm?: () => unknown;
  /** Runs when the user cancels (button, ×, Escape or outside click). */
  onCancel?: () => void;
  /** @default 'Confirm' (translated) */
  confirmLabel?: ReactNode;
  /** @default 'Cancel' (translated) */
  cancelLabel?: ReactNode;
  /** @default false */
  confirmDisabled?: boolean;
  /** Replaces the Cancel/Confirm row; `null` drops the footer. */
  footer?: ReactNode;
  /** Close on a click on the backdrop. @default false (nothing lost on a stray click) */
  closeOnOverlayClick?: boolean;
  /**
   * false: a blocking dialog the user has to answer (no ×, Escape and the backdrop do nothing);
   * the footer must then offer every way out. @default true
   */
  dismissible?: boolean;
}

/** Modal dialog with title, body, and a Cancel/Confirm footer whose save can be async. */
export function Dialog(props: DialogProps) {
  const {
    open,
    onOpenChange,
    title,
    description,
    children,
    width = 500,
    onConfirm,
    onCancel,
  } = props;
  const { i18n } = useLingui();
  const dismissible = props.dismissible ?? true;
  const [busy, setBusy] = useState(false);
  const returnFocus = useReturnFocus(open);
  const container = usePortalContainer();
  const portalClass = usePortalClassName();

  const cancel = () => {
    if (busy || !dismissible) return;
    onCancel?.();
    onOpenChange(false);
  };
  const confirm = async () => {
    setBusy(true);
    let ok = false;
    try {
      ok = (await onConfirm?.()) !== false;
    } catch {
      // The caller reports its own failure (e.g. the request layer's message); keep the input.
      ok = false;
    } finally {
      setBusy(false);
    }
    if (ok) onOpenChange(false);
  };

  const footer =
    props.footer !== undefined ? (
      props.footer
    ) : (
      <>
        <Button onClick={cancel} disabled={busy}>
          {props.cancelLabel ?? i18n._({ id: 'kit.dialog.cancel', message: 'Cancel' })}
        </Button>
        <Button
          variant="primary"
          loading={busy}
          disabled={props.confirmDisabled}
          onClick={() => void confirm()}
        >
          {props.confirmLabel ?? i18n._({ id: 'kit.dialog.confirm', message: 'Confirm' })}
        </Button>
      </>
    );

  return (
    <RadixDialog.Root open={open} onOpenChange={(next) => (next ? onOpenChange(true) : cancel())}>
      <RadixDialog.Portal container={container}>
        <div className={portalClass}>
          <RadixDialog.Overlay className={styles.backdrop} />
          <RadixDialog.Content
            className={styles.dialog}
            style={{ width }}
            aria-busy={busy || undefined}
            onCloseAutoFocus={returnFocus}
            {...(description ? {} : { 'aria-describedby': undefined })}
            onPointerDownOutside={(e) => {
              if (!props.closeOnOverlayClick || busy || !dismissible) e.preventDefault();
            }}
            {...(dismissible ? {} : { onEscapeKeyDown: (e: KeyboardEvent) => e.preventDefault() })}
            data-slot="dialog"
          >
            <div className={styles.header}>
              <RadixDialog.Title className={styles.title}>{title}</RadixDialog.Title>
              {dismissible ? (
                <button
                  type="button"
                  className={styles.closeButton}
                  disabled={busy}
                  aria-label={i18n._({ id: 'kit.dialog.close', message: 'Close' })}
                  onClick={cancel}
                >
                  <span aria-hidden="true">×</span>
                </button>
              ) : null}
            </div>
            <div className={styles.body}>
              {description ? (
                <RadixDialog.Description className={styles.description}>
                  {description}
                </RadixDialog.Description>
              ) : null}
              {children}
            </div>
            {footer !== null ? <div className={styles.footer}>{footer}</div> : null}
          </RadixDialog.Content>
        </div>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
