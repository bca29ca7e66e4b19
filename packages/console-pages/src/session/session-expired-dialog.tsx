import { useLingui } from '@lingui/react';
import { ConfirmDialog } from '@wcm/console-ui';

/** Props of {@link SessionExpiredDialog}. */
export interface SessionExpiredDialogProps {
  /** Runs on 'Log in again' (the host signs out and goes to /index); the dialog waits for it. */
  onConfirm: () => void | Promise<void>;
  /** Runs when the dialog closes, after confirm or cancel. */
  onClose: () => void;
}

/**
 * Spec section 8: the prompt shown when the server answers code 401 ('Login status has
 * expired', title 'System Notification', buttons 'Log in again' / 'Cancel'). Render one at a time.
 */
export function SessionExpiredDialog({ onConfirm, onClose }: SessionExpiredDialogProps) {
  const { i18n } = useLingui();
  return (
    <ConfirmDialog
      open
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={i18n._({ id: 'pages.sessionExpired.title', message: 'System Notification' })}
      message={i18n._({ id: 'pages.sessionExpired.message', message: 'Login status has expired' })}
      confirmLabel={i18n._({ id: 'pages.sessionExpired.confirm', message: 'Log in again' })}
      cancelLabel={i18n._({ id: 'pages.sessionExpired.cancel', message: 'Cancel' })}
      onConfirm={onConfirm}
    />
  );
}
