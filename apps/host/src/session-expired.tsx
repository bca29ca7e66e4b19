import { SessionExpiredDialog } from '@wcm/console-pages';
import { useConsole } from '@wcm/console-ui';
import { useNavigate } from 'react-router-dom';

/** Confirming signs out and goes to /index, which the guard turns into the sign-in page. */
export function SessionExpired({ onClose }: { onClose: () => void }) {
  const wcm = useConsole();
  const navigate = useNavigate();
  return (
    <SessionExpiredDialog
      onClose={onClose}
      onConfirm={async () => {
        await wcm.session.logout();
        await navigate('/index', { replace: true });
      }}
    />
  );
}
