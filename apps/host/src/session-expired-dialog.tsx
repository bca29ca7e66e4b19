import { useLingui } from '@lingui/react';
import { ConfirmDialog, useConsole } from '@wcm/console-ui';
import { useNavigate } from 'react-router-dom';

/**
 * Spec section 8: one prompt at a time when the server answers code 401. Confirming signs out
 * and goes to /index, which the guard then turns into the sign-in page.
 */
export function SessionExpiredDialog({ onClose }: { onClose: () => void }) {
  const { i18n } = useLingui();
  const wcm = useConsole();
  const navigate = useNavigate();
  return (
    <ConfirmDialog
      open
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={i18n._({ id: 'host.sessionExpired.title', message: 'System Notification' })}
      message={i18n._({ id: 'host.sessionExpired.message', message: 'Login status has expired' })}
      confirmLabel={i18n._({ id: 'host.sessionExpired.confirm', message: 'Log in again' })}
      cancelLabel={i18n._({ id: 'host.sessionExpired.cancel', message: 'Cancel' })}
      onConfirm={async () => {
        await wcm.session.logout();
        await navigate('/index', { replace: true });
      }}
    />
  );
}
